import CellRaster
import LayoutCore
import LayoutTestSupport
import Testing

/// `multilineTextAlignment` places each line in the Text's frame (reference §19.1): the frame
/// is the widest line's, 100 points (10 columns) for "a long text that wraps over lines" at
/// 100 points, and each shorter line gets its share of the free columns, rounded half up.
@Suite struct TextAlignmentDrawingTests {
  func drawn(_ alignment: TextAlignment) -> String {
    draw(
      Text("a long text that wraps over lines").multilineTextAlignment(alignment)
        .frame(width: 100), canvas: CGSize(100, 80)
    ).text
  }

  @Test func linesAreLeadingByDefault() {
    expectGrid(
      draw(Text("a long text that wraps over lines").frame(width: 100), canvas: CGSize(100, 80))
        .text,
      """
      a long
      text that
      wraps over
      lines

      """)
  }

  // "a long" is 6 of 10 columns: 2 free columns each side; "text that" 9 and "lines" 5: the
  // halves 0.5 and 2.5 round up to 1 and 3.
  @Test func centredLinesShareTheFreeColumns() {
    expectGrid(
      drawn(.center),
      """
        a long
       text that
      wraps over
         lines

      """)
  }

  @Test func trailingLinesEndAtTheFrame() {
    expectGrid(
      drawn(.trailing),
      """
          a long
       text that
      wraps over
           lines

      """)
  }
}
