import CellRaster
import LayoutCore
import ViewSource

/// What a mouse click selects: the deepest view under the cell on a canvas, a panel by its
/// title, or a node by its line in the code pane.
///
/// "Deepest" is the placed node furthest from the root whose snapped frame covers the cell,
/// the one drawn on top among equals, as SwiftUI's hit testing prefers the innermost view.
extension Playground {
  /// Selects what is under (`column`, `row`); a click anywhere closes an open overlay.
  ///
  /// The screen says what the cell is (`ScreenGeometry.target`): a panel's block and the
  /// canvas cell in it, or a line of the code pane; this decides what that selects.
  mutating func click(column: Int, row: Int) {
    guard overlay == nil else {
      overlay = nil
      return
    }
    switch screenGeometry.target(self, column, row) {
    case .panel(let panel, let cell): clickPanel(panel, cell: cell)
    case .code(let path): clickCode(path)
    case .sidePane, nil: break
    }
  }

  /// A click on a panel's block: the deepest view under its canvas cell, or the panel's root.
  private mutating func clickPanel(_ index: Int, cell: ClickTarget.Cell?) {
    let panel = panels[index]
    var path: TreePath = []
    if let cell, let result = panel.result,
      let id = Self.deepestNode(
        in: result.root, column: cell.column, row: cell.row, cell: configuration.cell),
      let found = panel.map?.path(of: id)
    {
      path = found
    }
    selection = Selection(panel: index, path: path, property: 0)
    selectionChanged()
    if let node = selectedNode {
      message = StatusMessage(text: "selected \(node.displayName)")
    }
  }

  /// A click in the code pane: the node printed on that line.
  private mutating func clickCode(_ path: TreePath) {
    selection.path = path
    selection.property = 0
    display.traceScroll = 0
    keepSelectionVisible()
    if let node = selectedNode { message = StatusMessage(text: "selected \(node.displayName)") }
  }

  /// The id of the deepest placed node whose cells cover (`column`, `row`) of its canvas, of
  /// the nodes that `matches`.
  ///
  /// A frame with no width or height (a Spacer across its stack) covers the one column or
  /// row its box is drawn in, so that it can be clicked too.
  static func deepestNode(
    in root: PlacedNode, column: Int, row: Int, cell: CGSize,
    matching matches: (PlacedNode) -> Bool = { _ in true }
  ) -> Int? {
    var best: (id: Int, depth: Int)?
    func visit(_ node: PlacedNode, depth: Int) {
      if let cells = CellOutline(covering: node.frame, cell: cell),
        cells.columns.contains(column), cells.rows.contains(row),
        depth >= (best?.depth ?? -1), matches(node)
      {
        best = (node.id, depth)
      }
      for child in node.children { visit(child, depth: depth + 1) }
    }
    visit(root, depth: 0)
    return best?.id
  }
}
