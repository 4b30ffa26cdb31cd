import CellRaster
import LayoutCore
import LayoutTestSupport
import Testing

/// Text is drawn exactly as laid out: wrapped and tail-truncated by the layout (reference §3.3,
/// §12), one line per row, from its frame's top-leading cell.
@Suite struct TruncationTests {
  /// §12's example: "The quick brown fox jumps" with lineLimit(2) proposed 120 points (12
  /// columns) is "The quick" / "brown fox j…", 120×40, drawn in rows 0 and 1.
  @Test func wrapsAndTruncatesAsLaidOut() {
    let grid = draw(
      Text("The quick brown fox jumps").lineLimit(2).frame(width: 120), canvas: CGSize(120, 40))
    expectGrid(
      grid.text,
      """
      The quick
      brown fox j…

      """)
  }

  /// The seed article's overflowing text between `Spacer()`s in a 300×60 blue frame on a
  /// 390×120 canvas. No spacing is put next to a Spacer (reference §3.2, §4.2), but each
  /// Spacer keeps its minimum length of 8, so the text is offered 300 − 2 × 8 = 284 points:
  /// 28 columns, "Hello world,hello world,hel…" (27 glyphs and `…`), 280 points. The Spacers
  /// share the 20 left over, 10 each, so the text starts at 45 + 10 = 55, snapped to 60:
  /// columns 6–33. The frame is columns 5–34 (45…345 snapped to 50…350) and rows 2–4 (30…90
  /// snapped to 40…100); the text row is 50…70, row 3.
  @Test func overflowingTextBetweenSpacers() {
    let text = Text("Hello world,hello world,hello world").lineLimit(1)
    let grid = draw(
      HStack {
        Spacer()
        text
        Spacer()
      }.frame(width: 300, height: 60).background(.blue), canvas: CGSize(390, 120))
    expectGrid(
      grid.text,
      """


           ▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓
           ▓Hello world,hello world,hel…▓
           ▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓


      """)
  }

  /// The same with `Spacer(minLength: 0)`, the article's fix: the text is offered the whole
  /// 300 points, 30 columns, "Hello world,hello world,hello…", and the Spacers are 0 wide.
  @Test func overflowingTextBetweenZeroLengthSpacers() {
    let text = Text("Hello world,hello world,hello world").lineLimit(1)
    let grid = draw(
      HStack {
        Spacer(minLength: 0)
        text
        Spacer(minLength: 0)
      }.frame(width: 300, height: 60).background(.blue), canvas: CGSize(390, 120))
    expectGrid(
      grid.text,
      """


           ▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓
           Hello world,hello world,hello…
           ▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓


      """)
  }

  /// A Text in a third of an HStack of colours (§11 #1): 300 − 16 spacing leaves 284, a
  /// third is 94.667 points, 9 columns: "Hello wo…" (90 points). The colours get
  /// (284 − 90) / 2 = 97 each, so the text starts at 97 + 8 = 105, snapped (ties up) to 110:
  /// column 11. Drawn white on cyan (`▒`); the clear colours draw nothing.
  @Test func truncatedTextInAThird() {
    let grid = draw(
      HStack {
        Color.clear
        Text("Hello world").foregroundColor(.white).lineLimit(1)
        Color.clear
      }.frame(width: 300, height: 60).background(Color.cyan), canvas: CGSize(300, 60))
    expectGrid(
      grid.text,
      """
      ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒
      ▒▒▒▒▒▒▒▒▒▒▒Hello wo…▒▒▒▒▒▒▒▒▒▒
      ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒

      """)
    #expect(grid[11, 1].foreground == TerminalColor(Color.white))
  }
}
