import CellRaster
import LayoutCore
import LayoutTestSupport
import Testing

/// Shapes on the grid: round corners for rounded rectangles and capsules, a round outline
/// for circles, heavy lines for wide strokes.
@Suite struct ShapeTests {
  /// A corner radius of 8 is less than a cell, so every cell is filled, and the corner cells
  /// show round corners in the fill's colour (orange, `▒`).
  @Test func roundedRectangleFillHasRoundCorners() {
    expectGrid(
      draw(
        RoundedRectangle(cornerRadius: 8).fill(Color.orange).frame(width: 100, height: 60),
        canvas: CGSize(100, 60)
      ).text,
      """
      ╭▒▒▒▒▒▒▒▒╮
      ▒▒▒▒▒▒▒▒▒▒
      ╰▒▒▒▒▒▒▒▒╯

      """)
  }

  /// A 100×60 capsule has a radius of 30: the corner cells' centres (5, 10) lie 32 points
  /// from the corner circle's centre (30, 30), outside; the next ones (15, 10) 25, inside.
  @Test func capsuleFillIsRounded() {
    expectGrid(
      draw(Capsule().fill(Color.orange).frame(width: 100, height: 60), canvas: CGSize(100, 60))
        .text,
      """
       ▒▒▒▒▒▒▒▒
      ▒▒▒▒▒▒▒▒▒▒
       ▒▒▒▒▒▒▒▒

      """)
  }

  /// A circle of 100 points is 10 columns by 5 rows of 10×20 cells; its outline is traced
  /// through the cells along the curve, with round corners where it turns.
  @Test func circleStrokeIsRound() {
    expectGrid(
      draw(Circle().stroke(Color.red), canvas: CGSize(100, 100)).text,
      """
        ╭────╮
      ╭─╯    ╰─╮
      │        │
      ╰─╮    ╭─╯
        ╰────╯

      """)
  }

  /// A stroke at least half a cell wide is heavy; a rounded rectangle's stroke has round
  /// corners.
  @Test func strokes() {
    expectGrid(
      draw(Rectangle().strokeBorder(Color.red, lineWidth: 5), canvas: CGSize(50, 60)).text,
      """
      ┏━━━┓
      ┃   ┃
      ┗━━━┛

      """)
    expectGrid(
      draw(RoundedRectangle(cornerRadius: 10).stroke(Color.red), canvas: CGSize(50, 60)).text,
      """
      ╭───╮
      │   │
      ╰───╯

      """)
  }
}
