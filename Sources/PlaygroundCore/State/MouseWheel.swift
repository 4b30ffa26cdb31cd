import LayoutCore
import ViewSource

/// The mouse wheel: it scrolls what is under the pointer, as in the terminal programs people
/// use (lazygit, htop): a ScrollView's content, the side pane, the canvas area, an overlay.
///
/// Over a panel the deepest ScrollView under the pointer is selected and scrolled one cell a
/// notch along its axis, exactly as `,` `.` on its offset do (a knob, never written to the
/// file, undone with `u`; reference §14.3); with no ScrollView there the canvas area scrolls.
extension Playground {
  /// The wheel turned `lines` notches down (negative: up) with the pointer at a screen cell.
  mutating func wheel(column: Int, row: Int, lines: Int) {
    switch overlay {
    case .help(let scroll):
      overlay = .help(scroll: Swift.max(0, scroll + lines))
      return
    case .diff(let scroll):
      overlay = .diff(scroll: Swift.max(0, scroll + lines))
      return
    case .messages(let scroll):
      overlay = .messages(scroll: Swift.max(0, scroll + lines))
      return
    case .modifyMenu, .input:
      return
    case nil:
      break
    }
    switch screenGeometry.target(self, column, row) {
    case .panel(let index, let cell?):
      if scrollScrollView(in: index, column: cell.column, row: cell.row, by: lines) { return }
      scrollCanvas(rows: lines, columns: 0)
    case .panel(_, nil):
      scrollCanvas(rows: lines, columns: 0)
    case .code, .sidePane:
      _ = reduce(.scrollPane(lines))
    case nil:
      break
    }
  }

  /// Selects and scrolls the deepest ScrollView under the canvas cell; false when none is.
  private mutating func scrollScrollView(in index: Int, column: Int, row: Int, by lines: Int)
    -> Bool
  {
    let panel = panels[index]
    guard let result = panel.result,
      let id = Self.deepestNode(
        in: result.root, column: column, row: row, cell: configuration.cell,
        matching: { if case .scrollView = $0.kind { true } else { false } }),
      let path = panel.map?.path(of: id)
    else { return false }
    selection = Selection(panel: index, path: path, property: 0)
    selectionChanged()
    guard case .scrollView(let axes, _, _)? = selectedNode?.kind else { return false }
    let label = axes == .horizontal ? "contentOffset x" : "contentOffset y"
    guard let position = selectedProperties.firstIndex(where: { $0.label == label }) else {
      return false
    }
    selection.property = position
    scroll(selectedProperties[position], by: lines)
    return true
  }

  /// The wheel turned with Shift: the canvas area scrolls `columns` columns sideways (a few
  /// a notch, as a notch scrolls a row), or an overlay scrolls as with the plain wheel.
  mutating func sidewaysWheel(column: Int, row: Int, columns: Int) {
    guard overlay == nil else {
      wheel(column: column, row: row, lines: columns)
      return
    }
    guard case .panel? = screenGeometry.target(self, column, row) else { return }
    scrollCanvas(rows: 0, columns: columns * Self.sidewaysWheelColumns)
  }

  /// Columns a notch of the wheel with Shift scrolls: a cell is twice as tall as it is wide.
  static let sidewaysWheelColumns = 2
}
