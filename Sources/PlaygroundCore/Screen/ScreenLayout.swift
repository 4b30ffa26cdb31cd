/// Where things go on the screen: the title line, the canvas area at the left, the side
/// pane at the right, the status line and the key legend at the bottom.
///
/// One value computed from the terminal size, used both to draw and to find what a click
/// hit, so that the two can never disagree.
struct ScreenLayout: Equatable, Sendable {
  let columns: Int
  let rows: Int
  /// The width of the canvas area, from column 0.
  let canvasWidth: Int
  /// The first column of the side pane, or nil when the panes are hidden.
  let sideColumn: Int?
  /// The width of the side pane.
  let sideWidth: Int

  init(columns: Int, rows: Int, sidePanesHidden: Bool) {
    self.columns = columns
    self.rows = rows
    let side = Swift.min(48, Swift.max(30, columns * 3 / 10))
    if sidePanesHidden || columns < side + 30 {
      canvasWidth = columns
      sideColumn = nil
      sideWidth = 0
    } else {
      sideWidth = side
      canvasWidth = columns - side - 1
      sideColumn = canvasWidth + 1
    }
  }

  /// The title line.
  var titleRow: Int { 0 }
  /// The rows between the title and the status line.
  var bodyRows: Range<Int> { 1..<Swift.max(1, rows - 2) }
  /// The status line (messages, the input line).
  var statusRow: Int { rows - 2 }
  /// The key legend.
  var legendRow: Int { rows - 1 }
  /// The canvas area's rows.
  var bodyHeight: Int { bodyRows.count }
}
