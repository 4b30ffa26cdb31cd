// Lays out one of the benchmark's trees a number of times, in a function of its own that
// callgrind can count alone (`--toggle-collect='*runFull*'` or `'*runRelayout*'`):
//
//     layout-instructions flat|nested|texts N            N full layouts
//     layout-instructions relayout-flat|relayout-nested N  N edits after one layout
//     layout-instructions recolor-flat N                   N recolourings of the middle leaf
//
// The trees are `layoutlab bench`'s (LayoutBench's `BenchmarkScenes`): a row of 10,000
// `Color.red.frame(width: 10, height: 10)`, a complete binary tree of alternating stacks of
// depth 10, a 10,000-row ForEach of Texts; an edit sets the first leaf's width to 20 or 15,
// a recolouring makes the 5,000th leaf's Color blue or green (its size stays: nothing moves).

import Foundation
import LayoutBench
import LayoutCore

let canvas = CGSize(width: 2000, height: 1200)
let engine = LayoutEngine(isTracing: false)

@inline(never) func runFull(_ tree: ViewNode, _ count: Int) -> Int {
  (0..<count).reduce(0) { total, _ in
    total + engine.layout(tree, in: canvas).statistics.measurements
  }
}

@inline(never) func runRelayout(_ graph: ViewGraph, _ edits: [ViewNode]) -> Int {
  edits.reduce(0) { total, edit in total + graph.layout(edit, in: canvas).statistics.measurements }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]), count > 0 else {
  print(
    "usage: layout-instructions flat|nested|texts|relayout-flat|relayout-nested|recolor-flat COUNT")
  exit(2)
}
let start = Date()
switch arguments[1] {
case "flat": _ = runFull(BenchmarkScenes.flatRow(10_000), count)
case "nested": _ = runFull(BenchmarkScenes.nested(depth: 10), count)
case "texts": _ = runFull(BenchmarkScenes.textRows(10_000), count)
case "relayout-flat", "relayout-nested":
  let tree =
    arguments[1] == "relayout-flat"
    ? BenchmarkScenes.flatRow(10_000) : BenchmarkScenes.nested(depth: 10)
  let graph = ViewGraph(engine: engine)
  _ = graph.layout(tree, in: canvas)
  let edits = (0..<count).map {
    BenchmarkScenes.editingFirstLeaf(of: tree, width: $0 % 2 == 0 ? 20 : 15)
  }
  _ = runRelayout(graph, edits)
case "recolor-flat":
  let tree = BenchmarkScenes.flatRow(10_000)
  let graph = ViewGraph(engine: engine)
  _ = graph.layout(tree, in: canvas)
  let edits = (0..<count).map { index -> ViewNode in
    var edited = tree
    // The HStack's ForEach, its 5,000th row (a frame), the row's Color.
    edited.children[0].children[4_999].children[0].kind = .color(index % 2 == 0 ? .blue : .green)
    return edited
  }
  _ = runRelayout(graph, edits)
default:
  print("unknown case \(arguments[1])")
  exit(2)
}
print(String(format: "%.3f ms each", Date().timeIntervalSince(start) * 1000 / Double(count)))
