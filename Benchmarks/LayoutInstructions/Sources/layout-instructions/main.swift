// Lays out one of the benchmark's trees a number of times, in a function of its own that
// callgrind can count alone (`--toggle-collect='*runFull*'` or `'*runRelayout*'`):
//
//     layout-instructions flat|nested|texts N            N full layouts
//     layout-instructions relayout-flat|relayout-nested N  N edits after one layout
//
// The trees are those of `layoutlab bench` (LayoutBench's `BenchmarkScenes`): a row of 10,000
// `Color.red.frame(width: 10, height: 10)`, a complete binary tree of alternating stacks of
// depth 10, a 10,000-row ForEach of Texts; an edit sets the first leaf's width to 20 or 15.

import Foundation
import LayoutCore

func leaf(width: CGFloat = 10) -> ViewNode {
  Color.red.frame(width: width, height: 10).viewNodes[0]
}

func nested(depth: Int) -> ViewNode {
  func node(_ level: Int) -> ViewNode {
    guard level < depth else { return leaf() }
    let kind: ViewKind =
      level % 2 == 0
      ? .hStack(alignment: .center, spacing: nil) : .vStack(alignment: .center, spacing: nil)
    return ViewNode(kind, children: [node(level + 1), node(level + 1)])
  }
  return node(0)
}

func flatRow(_ count: Int) -> ViewNode {
  HStack { ForEach(0..<count) { _ in Color.red.frame(width: 10, height: 10) } }.viewNodes[0]
}

func textRows(_ count: Int) -> ViewNode {
  VStack(alignment: .leading) { ForEach(0..<count) { index in Text("Row \(index)") } }
    .viewNodes[0]
}

/// `tree` with its first leaf's frame `width` wide.
func editingFirstLeaf(of tree: ViewNode, width: CGFloat) -> ViewNode {
  var tree = tree
  func edit(_ node: inout ViewNode) {
    if case .frame(_, let height, let alignment) = node.kind {
      node.kind = .frame(width: width, height: height, alignment: alignment)
      return
    }
    guard !node.children.isEmpty else { return }
    edit(&node.children[0])
  }
  edit(&tree)
  return tree
}

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
  print("usage: layout-instructions flat|nested|texts|relayout-flat|relayout-nested COUNT")
  exit(2)
}
let start = Date()
switch arguments[1] {
case "flat": _ = runFull(flatRow(10_000), count)
case "nested": _ = runFull(nested(depth: 10), count)
case "texts": _ = runFull(textRows(10_000), count)
case "relayout-flat", "relayout-nested":
  let tree = arguments[1] == "relayout-flat" ? flatRow(10_000) : nested(depth: 10)
  let graph = ViewGraph(engine: engine)
  _ = graph.layout(tree, in: canvas)
  let edits = (0..<count).map { editingFirstLeaf(of: tree, width: $0 % 2 == 0 ? 20 : 15) }
  _ = runRelayout(graph, edits)
default:
  print("unknown case \(arguments[1])")
  exit(2)
}
print(String(format: "%.3f ms each", Date().timeIntervalSince(start) * 1000 / Double(count)))
