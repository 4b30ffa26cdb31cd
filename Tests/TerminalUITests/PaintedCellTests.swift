// A cell at each colour depth: the same choices as `CellGrid.ansi(depth:)`.
import CellRaster
import TerminalUI
import Testing

@Suite struct PaintedCellTests {
  /// A glyph keeps its colours as palette entries of the depth: blue is 33 of 256, 4 of 8.
  @Test func glyphColoursFollowTheDepth() {
    var cell = Cell(grapheme: "A", foreground: white, background: blue, attributes: .bold)
    #expect(
      PaintedCell(cell, depth: .colors256)
        == PaintedCell(glyph: "A", foreground: 231, background: 33, attributes: .bold))
    #expect(
      PaintedCell(cell, depth: .colors8)
        == PaintedCell(glyph: "A", foreground: 7, background: 4, attributes: .bold))
    cell.foreground = nil
    #expect(PaintedCell(cell, depth: .colors256).foreground == nil)
  }

  /// A fill with colours is its background behind a space, pattern or not; a pattern with no
  /// fill (the safe area's hatching) is drawn as a glyph.
  @Test func fillsWithColours() {
    let fill = Cell(background: blue, pattern: "▓")
    #expect(PaintedCell(fill, depth: .colors256) == PaintedCell(glyph: " ", background: 33))
    let hatch = Cell(foreground: red, pattern: "╱")
    #expect(PaintedCell(hatch, depth: .colors8) == PaintedCell(glyph: "╱", foreground: 1))
  }

  /// Monochrome: no colours; a blank fill shows its pattern; a glyph on a fill is reversed,
  /// a glyph on nothing is not.
  @Test func monochrome() {
    #expect(
      PaintedCell(Cell(background: blue, pattern: "▓"), depth: .monochrome)
        == PaintedCell(glyph: "▓"))
    #expect(
      PaintedCell(Cell(grapheme: "A", foreground: white, background: blue), depth: .monochrome)
        == PaintedCell(glyph: "A", attributes: .reverse))
    #expect(
      PaintedCell(Cell(grapheme: "A", foreground: white), depth: .monochrome)
        == PaintedCell(glyph: "A"))
  }

  /// Control characters never reach the terminal: they would move its cursor.
  @Test func controlCharactersBecomeSpaces() {
    for code: UInt8 in [0x07, 0x1B, 0x7F] {
      let cell = Cell(grapheme: Character(Unicode.Scalar(code)))
      #expect(PaintedCell(cell, depth: .colors256).glyph == " ", "\(code)")
    }
  }
}
