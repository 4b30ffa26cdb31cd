import LayoutCore
import ViewSource

/// What a mouse click selects: the deepest view under the cell on a canvas, a panel by its
/// title, or a node by its line in the code pane.
///
/// "Deepest" is the placed node furthest from the root whose snapped frame covers the cell,
/// the one drawn on top among equals, as SwiftUI's hit testing prefers the innermost view.
extension Playground {
  /// Selects what is under (`column`, `row`); a click anywhere closes an open overlay.
  mutating func click(column: Int, row: Int) {
    guard overlay == nil else {
      overlay = nil
      return
    }
    let layout = screenLayout
    guard layout.bodyRows.contains(row) else { return }
    if column < layout.canvasWidth {
      clickCanvas(column: column, row: row)
    } else if let side = layout.sideColumn, column >= side, display.sidePane == .code {
      clickCode(row: row)
    }
  }

  /// A click in the canvas area: the panel's deepest view under it, or the panel's root.
  private mutating func clickCanvas(column: Int, row: Int) {
    let contentRow = row - screenLayout.bodyRows.lowerBound + display.canvasScroll
    for placement in panelGrid.placements {
      guard contentRow >= placement.top, contentRow < placement.bottom,
        column >= placement.canvasColumn - placement.leftRuler,
        column < placement.canvasColumn + Swift.max(placement.width, placement.gridColumns)
      else { continue }
      let panel = panels[placement.panel]
      let cellColumn = column - placement.canvasColumn
      let cellRow = contentRow - placement.canvasRow
      var path: TreePath = []
      if cellRow >= 0, cellRow < placement.gridRows, let result = panel.result,
        let id = Self.deepestNode(
          in: result.root, column: cellColumn, row: cellRow, cell: configuration.cell),
        let found = panel.map?.path(of: id)
      {
        path = found
      }
      selection = Selection(panel: placement.panel, path: path, property: 0)
      selectionChanged()
      if let node = selectedNode {
        message = StatusMessage(text: "selected \(node.displayName)")
      }
      return
    }
  }

  /// A click in the code pane: the node printed on that line.
  private mutating func clickCode(row: Int) {
    guard let tree = selectedPanel?.tree else { return }
    let pane = caches.codePane(for: tree)
    let first = CodePane.firstLine(for: self, pane: pane)
    let line = first + row - screenLayout.bodyRows.lowerBound - 1
    guard let path = pane.path(atLine: line) else { return }
    selection.path = path
    selection.property = 0
    display.traceScroll = 0
    if let node = selectedNode { message = StatusMessage(text: "selected \(node.displayName)") }
  }

  /// The id of the deepest placed node whose cells cover (`column`, `row`) of its canvas.
  ///
  /// A frame with no width or height (a Spacer across its stack) covers the one column or
  /// row its box is drawn in, so that it can be clicked too.
  static func deepestNode(in root: PlacedNode, column: Int, row: Int, cell: CGSize) -> Int? {
    var best: (id: Int, depth: Int)?
    func visit(_ node: PlacedNode, depth: Int) {
      let frame = node.frame
      if frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite {
        let snapped = frame.snapped(toGrid: cell)
        var minColumn = Int((snapped.minX / cell.width).rounded())
        var maxColumn = Int((snapped.maxX / cell.width).rounded())
        var minRow = Int((snapped.minY / cell.height).rounded())
        var maxRow = Int((snapped.maxY / cell.height).rounded())
        if maxColumn <= minColumn {
          minColumn = Int((frame.midX / cell.width).rounded(.down))
          maxColumn = minColumn + 1
        }
        if maxRow <= minRow {
          minRow = Int((frame.midY / cell.height).rounded(.down))
          maxRow = minRow + 1
        }
        if column >= minColumn, column < maxColumn, row >= minRow, row < maxRow,
          depth >= (best?.depth ?? -1)
        {
          best = (node.id, depth)
        }
      }
      for child in node.children { visit(child, depth: depth + 1) }
    }
    visit(root, depth: 0)
    return best?.id
  }
}
