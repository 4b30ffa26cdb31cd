import LayoutCore
import LayoutTestSupport
import Testing

@testable import CellRaster

/// East Asian wide characters and emoji take two cells, the second a continuation cell, and
/// are never split: not by the canvas edge, a clip, or a box (reference §12; STYLE.md, ratatui).
@Suite struct WideCharacterTests {
  /// `居中顯示` is 4 wide glyphs, 8 columns = 80 points, centred on 100: x = 10, column 1.
  @Test func cjkTakesTwoCellsEach() {
    let grid = draw(Text("居中顯示"), canvas: CGSize(100, 20))
    expectGrid(
      grid.text,
      """
       居中顯示

      """)
    for (index, character) in "居中顯示".enumerated() {
      let column = 1 + 2 * index
      #expect(grid[column, 0].grapheme == character)
      #expect(grid[column, 0].width == 2)
      #expect(grid[column + 1, 0].isContinuation)
    }
    #expect(grid.invariantViolations.isEmpty)
  }

  /// An emoji with a skin tone is one grapheme, 2 columns; "👋🏽 hi" is 5 columns = 50 points,
  /// centred on 70: column 1.
  @Test func emojiTakesTwoCells() {
    let grid = draw(Text("👋🏽 hi"), canvas: CGSize(70, 20))
    expectGrid(
      grid.text,
      """
       👋🏽 hi

      """)
    #expect(grid[1, 0].grapheme == "👋🏽")
    #expect(grid[1, 0].width == 2)
    #expect(grid[2, 0].isContinuation)
    #expect(grid[3, 0].grapheme == " ")
  }

  /// Text wider than the canvas: 80 points centred on 50 start at x = −15, snapped to −10
  /// (column −1). `居` would straddle the left edge (columns −1 and 0) and `示` the right one
  /// (columns 5 and 6 of 5): both are left out, not halved.
  @Test func neverSplitAtTheCanvasEdge() {
    let grid = draw(Text("居中顯示").fixedSize(), canvas: CGSize(50, 20))
    expectGrid(
      grid.text,
      """
       中顯

      """)
    #expect(grid[0, 0].isBlank)
    #expect(grid.invariantViolations.isEmpty)
  }

  /// A 50-point clip at x = 10 (columns 1–5) over text 80 wide centred in it (x = −5,
  /// snapped to column 0): `居` (columns 0–1) and `示` (columns 6–7) cross the clip's edges
  /// and are left out; `中` and `顯` are whole.
  @Test func neverSplitAtAClipEdge() {
    let grid = draw(
      Text("居中顯示").fixedSize().frame(width: 50).clipped(), canvas: CGSize(70, 20))
    expectGrid(
      grid.text,
      """
        中顯

      """)
    #expect(grid.invariantViolations.isEmpty)
  }

  /// In `both` mode, box lines and labels never land on text: the Text's own one-row box
  /// (columns 1–8) lies under its glyphs, which stay whole, and the frame's box is drawn
  /// around them; its label `frame 100×60` is 12 columns, the box 8 inside, so it is `frame`.
  @Test func neverSplitByABox() {
    let grid = draw(
      Text("居中顯示").frame(width: 100, height: 60), canvas: CGSize(100, 60), mode: .both)
    expectGrid(
      grid.text,
      """
      ┌frame───┐
      │居中顯示│
      └────────┘

      """)
    #expect(grid.invariantViolations.isEmpty)
  }

  /// Writing over either half of a wide glyph blanks the other half; a wide glyph that would
  /// cross the right edge is refused.
  @Test func gridKeepsWideGlyphsWhole() {
    var grid = CellGrid(columns: 4, rows: 1)
    #expect(grid.put("居", column: 0, row: 0) == 2)
    #expect(grid.put("a", column: 1, row: 0) == 1)
    #expect(grid.text == " a\n")
    #expect(grid.put("中", column: 2, row: 0) == 2)
    #expect(grid.put("x", column: 2, row: 0) == 1)
    #expect(grid.text == " ax\n")
    #expect(grid.put("示", column: 3, row: 0) == 0)
    #expect(grid.text == " ax\n")
    #expect(grid.invariantViolations.isEmpty)
  }

  /// A label shortened to fit counts columns, not characters, and never cuts a wide glyph:
  /// `居` (2) and `…` (1) fill 3 of 4 columns, since `居中` and `…` would need 5.
  @Test func labelsShortenByColumns() {
    #expect(BoxLabel.shortened("居中顯示", toColumns: 4, ellipsis: "…") == "居…")
    #expect(BoxLabel.shortened("居中顯示", toColumns: 8, ellipsis: "…") == "居中顯示")
    #expect(BoxLabel.shortened("Hello", toColumns: 1, ellipsis: "…") == "…")
  }
}
