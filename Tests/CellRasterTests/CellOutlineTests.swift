import CellRaster
import LayoutCore
import LayoutTestSupport
import Testing

/// One outline drawn over a grid (`CellGrid.drawOutline`): the step-through's proposal and
/// answer. The conventions are the boxes mode's (a box in its outermost cells, a one-row box
/// a line with end ticks); an open side runs on to the grid's edge and ends in an arrow.
@Suite struct CellOutlineTests {
  func draw(
    _ outline: CellOutline, style: LineStyle, boxDrawing: BoxDrawing = .unicode,
    label: String? = nil, columns: Int = 10, rows: Int = 4
  ) -> String {
    var grid = CellGrid(columns: columns, rows: rows)
    grid.write("abcdefghij", column: 0, row: 1)
    grid.drawOutline(outline, style: style, boxDrawing: boxDrawing, label: label)
    return grid.text
  }

  /// The grid's text from its rows.
  func rows(_ rows: String...) -> String { rows.map { $0 + "\n" }.joined() }

  // A box over the text row: its lines cover the letters they run through, the label sits
  // on the top edge between the corners.
  @Test func aClosedDashedBoxCoversWhatIsThere() {
    expectGrid(
      draw(CellOutline(columns: 1..<8, rows: 0..<3), style: .dashed, label: "60×60"),
      rows(" ┌60×60┐", "a┆cdefg┆ij", " └╌╌╌╌╌┘", ""))
  }

  // A label that does not fit between the corners is left out, not cut.
  @Test func aLabelThatDoesNotFitIsLeftOut() {
    expectGrid(
      draw(CellOutline(columns: 1..<7, rows: 0..<3), style: .dashed, label: "60×60"),
      rows(" ┌╌╌╌╌┐", "a┆cdef┆hij", " └╌╌╌╌┘", ""))
  }

  @Test func anOpenRightSideRunsToTheEdge() {
    expectGrid(
      draw(
        CellOutline(columns: 2..<3, rows: 0..<3, open: .right), style: .dashed, label: "nil×60"),
      rows("  ┌nil×60→", "ab┆defghij", "  └╌╌╌╌╌╌→", ""))
  }

  @Test func anOpenBottomRunsToTheEdge() {
    expectGrid(
      draw(CellOutline(columns: 0..<4, rows: 1..<2, open: .bottom), style: .dashed),
      rows("", "┌╌╌┐efghij", "┆  ┆", "↓  ↓"))
  }

  @Test func aOneRowAnswerIsALineWithTicks() {
    expectGrid(
      draw(CellOutline(columns: 1..<9, rows: 1..<2), style: .light, label: "80×20"),
      rows("", "a├80×20─┤j", "", ""))
  }

  @Test func asciiHasItsOwnGlyphs() {
    expectGrid(
      draw(
        CellOutline(columns: 0..<3, rows: 0..<3, open: .right), style: .dashed,
        boxDrawing: .ascii),
      rows("+~~~~~~~~>", ":bcdefghij", "+~~~~~~~~>", ""))
  }

  // Clipped at the grid's edges, including an outline that starts outside it.
  @Test func clippedAtTheEdges() {
    expectGrid(
      draw(CellOutline(columns: -2..<3, rows: -1..<2), style: .light, rows: 3),
      rows("  │", "──┘defghij", ""))
  }
}
