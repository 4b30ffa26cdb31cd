import CellRaster

/// The modify menu on the screen: a framed box in the middle of the canvas area, its items
/// (`Playground.modifyMenuItems`) each with its key.
///
/// White on dark blue with a light frame, so that it reads as one box over the panels; Esc
/// closes it.
extension ScreenComposer {
  /// Draws the menu as a framed box in the middle of the canvas area.
  func drawMenu(into grid: inout CellGrid, layout: ScreenLayout) {
    let items = playground.modifyMenuItems
    let title = " Modify \(playground.selectedNode?.displayName ?? "") "
    let width = Swift.min(
      layout.canvasWidth - 2,
      Swift.max(title.terminalColumns, (items.map { $0.label.terminalColumns }.max() ?? 0) + 6) + 2)
    let height = items.count + 4
    let left = Swift.max(0, (layout.canvasWidth - width) / 2)
    let top = layout.bodyRows.lowerBound + Swift.max(0, (layout.bodyHeight - height) / 2)
    let box = TextStyle(
      foreground: TerminalColor(red: 255, green: 255, blue: 255),
      background: TerminalColor(red: 38, green: 38, blue: 58))
    for row in top..<(top + height) { grid.fillRow(row, from: left, width: width, style: box) }
    // A frame around the menu, so that it reads as one box over the panels without colour.
    let glyphs = playground.configuration.boxDrawing
    let horizontal = String(glyphs.glyph(.horizontal, style: .light) ?? "-")
    let vertical = String(glyphs.glyph(.vertical, style: .light) ?? "|")
    let line = String(repeating: horizontal, count: Swift.max(0, width - 2))
    grid.write(
      String(glyphs.glyph([.down, .right], style: .light) ?? "+") + line
        + String(glyphs.glyph([.down, .left], style: .light) ?? "+"),
      column: left, row: top, style: box)
    grid.write(
      String(glyphs.glyph([.up, .right], style: .light) ?? "+") + line
        + String(glyphs.glyph([.up, .left], style: .light) ?? "+"),
      column: left, row: top + height - 1, style: box)
    for row in (top + 1)..<(top + height - 1) {
      grid.write(vertical, column: left, row: row, style: box)
      grid.write(vertical, column: left + width - 1, row: row, style: box)
    }
    var titleStyle = box
    titleStyle.attributes = .bold
    grid.write(title, column: left + 2, row: top, width: width - 4, style: titleStyle)
    for (index, item) in items.enumerated() {
      var keyStyle = TextStyle.key
      keyStyle.background = box.background
      grid.write(String(item.key), column: left + 2, row: top + 1 + index, style: keyStyle)
      grid.write(item.label, column: left + 5, row: top + 1 + index, width: width - 6, style: box)
    }
    var dim = box
    dim.attributes = .dim
    grid.write(
      "Esc closes", column: left + 2, row: top + height - 2, width: width - 3, style: dim)
  }
}
