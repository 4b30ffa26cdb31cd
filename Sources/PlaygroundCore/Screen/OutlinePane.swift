import CellRaster
import LayoutCore
import ViewSource

/// The outline pane: the selected panel's view tree, one node a line, indented by depth,
/// the selection highlighted (issue #16: a tree outline, selection in sync).
///
/// The canvas shows where views are and the code pane how they are written; the outline
/// shows what holds what, which is what `←` `→` `↑` `↓` walk, so a user sees where a move
/// goes before making it. A click on a line selects its node, as in the code pane.
struct OutlinePane: Equatable, Sendable {
  /// One node's line.
  struct Line: Equatable, Sendable {
    var path: TreePath
    var text: String
  }

  var lines: [Line]
  /// The line of each node.
  var lineByPath: [TreePath: Int]

  /// Two columns of indent a level, at most this many levels (deeper lines keep the last
  /// indent and say their depth), so that a deep tree still fits the pane.
  static let deepestIndent = 12

  /// The outline of `tree`, depth first.
  init(tree: ViewNode) {
    var lines: [Line] = []
    var stack: [(node: ViewNode, path: TreePath)] = [(tree, [])]
    while let (node, path) = stack.popLast() {
      let depth = path.count
      let indent = String(repeating: "  ", count: Swift.min(depth, Self.deepestIndent))
      let deeper = depth > Self.deepestIndent ? "\(depth)· " : ""
      lines.append(Line(path: path, text: indent + deeper + node.displayName))
      let children = node.children
      for index in children.indices.reversed() {
        stack.append((children[index], path + [index]))
      }
    }
    self.lines = lines
    lineByPath = Dictionary(uniqueKeysWithValues: lines.enumerated().map { ($1.path, $0) })
  }

  /// The first line shown: where it was scrolled to, or the selected line a third of the way
  /// down, never past the last screenful.
  static func firstLine(for playground: Playground, pane: OutlinePane) -> Int {
    let height = Swift.max(1, playground.screenLayout.bodyHeight - 1)
    let maximum = Swift.max(0, pane.lines.count - height)
    let line = pane.lineByPath[playground.selection.path] ?? 0
    let first = playground.display.codeScroll ?? Swift.max(0, line - height / 3)
    return Swift.min(first, maximum)
  }
}

extension PlaygroundCaches {
  /// The outline of `tree`: made once per tree.
  func outlinePane(for tree: ViewNode) -> OutlinePane {
    printed(tree, by: OutlinePane.init(tree:))
  }
}

extension ScreenComposer {
  /// The laid-out sizes of the placed nodes `ids`, in one walk of the placed tree (a scene's
  /// outline shows a screenful of its views, not all of them).
  static func sizes(of ids: [Int], in panel: Panel) -> [Int: CGSize] {
    guard let root = panel.result?.root, !ids.isEmpty else { return [:] }
    let wanted = Set(ids)
    var sizes: [Int: CGSize] = [:]
    func visit(_ node: PlacedNode) {
      if wanted.contains(node.id) { sizes[node.id] = node.frame.size }
      guard sizes.count < wanted.count else { return }
      for child in node.children { visit(child) }
    }
    visit(root)
    return sizes
  }

  /// The outline, each line with the view's size as laid out, the selection highlighted.
  func drawOutline(into grid: inout CellGrid, layout: ScreenLayout, column: Int) {
    let width = layout.sideWidth
    let body = layout.bodyRows
    grid.writeBar(
      " outline · Tab: inspector · o closes", column: column, row: body.lowerBound, width: width,
      style: .frame)
    grid.addRule(row: body.lowerBound, column: column, width: width)
    guard let panel = playground.selectedPanel, let tree = panel.sourceTree else {
      grid.write(
        " no views: the scene has not parsed", column: column, row: body.lowerBound + 1,
        width: width, style: .dim)
      return
    }
    let pane = playground.caches.outlinePane(for: tree)
    let start = OutlinePane.firstLine(for: playground, pane: pane)
    let shown = pane.lines[Swift.min(start, pane.lines.count)...].prefix(body.count - 1)
    let sizes = Self.sizes(of: shown.compactMap { panel.map?.firstID(of: $0.path) }, in: panel)
    for (index, line) in shown.enumerated() {
      let row = body.lowerBound + 1 + index
      let size = panel.map?.firstID(of: line.path).flatMap { sizes[$0] }.map(PointText.size) ?? ""
      let text = " " + line.text
      if line.path == playground.selection.path {
        grid.writeBar(text, column: column, row: row, width: width, style: .selected)
      } else {
        grid.write(text, column: column, row: row, width: width)
      }
      // The size right-aligned where it does not cover the name.
      let sizeColumn = column + width - size.terminalColumns - 1
      if !size.isEmpty, sizeColumn > column + text.terminalColumns {
        grid.write(
          size, column: sizeColumn, row: row,
          style: line.path == playground.selection.path ? .selected : .dim)
      }
    }
  }
}
