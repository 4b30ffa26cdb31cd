import CellRaster
import LayoutCore
import LayoutTestSupport
import Testing

/// SwiftUI's drawing order (reference §5): a background behind its content, an overlay in
/// front; ZStack children in order; `offset` drawn displaced; `clipped()` honoured, frames not.
@Suite struct DrawOrderTests {
  /// A 60×20 red view with a 100×60 blue background and a 20×20 green overlay, centred:
  /// blue fills the canvas, red columns 2–7 of row 1, green columns 4–5. Without colour the
  /// shades keep them apart: blue `▓`; red is also dark but lies on blue, so it takes the
  /// next lighter shade `▒`; green (`▒`) lies on red's `▒` and becomes `░`.
  @Test func backgroundUnderContentUnderOverlay() {
    let grid = draw(
      Color.red.frame(width: 60, height: 20)
        .background(Color.blue.frame(width: 100, height: 60))
        .overlay(Color.green.frame(width: 20, height: 20)),
      canvas: CGSize(100, 60))
    expectGrid(
      grid.text,
      """
      ▓▓▓▓▓▓▓▓▓▓
      ▓▓▒▒░░▒▒▓▓
      ▓▓▓▓▓▓▓▓▓▓

      """)
    #expect(
      grid.backgroundNames(row: 1)
        == ["blue", "blue", "red", "red", "green", "green", "red", "red", "blue", "blue"])
  }

  /// ZStack children draw in order, each over the ones before: red (`▓`), then yellow
  /// (`░`, light) in columns 2–7, then the text on the yellow.
  @Test func zStackLaterChildrenOnTop() {
    let grid = draw(
      ZStack {
        Color.red.frame(width: 100, height: 60)
        Color.yellow.frame(width: 60, height: 20)
        Text("Hi")
      }, canvas: CGSize(100, 60))
    expectGrid(
      grid.text,
      """
      ▓▓▓▓▓▓▓▓▓▓
      ▓▓░░Hi░░▓▓
      ▓▓▓▓▓▓▓▓▓▓

      """)
    #expect(grid[4, 1].background?.name == "yellow")
  }

  /// `offset` keeps the layout slot (columns 14–15, row 1: a 20×20 view centred on 300×60)
  /// and draws the view displaced by (30, 20): columns 17–18, row 2. In boxes mode both show:
  /// the offset node at its slot, its content where it is drawn, each labelled beside itself
  /// (`frame/Color 20×20`, 17 columns, fits on the left of the content, not on its right).
  @Test func offsetIsDrawnDisplaced() {
    let view = Color.blue.frame(width: 20, height: 20).offset(x: 30, y: 20)
    expectGrid(
      draw(view, canvas: CGSize(300, 60)).text,
      """


                       ▓▓

      """)
    expectGrid(
      draw(view, canvas: CGSize(300, 60), mode: .boxes).text,
      """

                    ├┤offset 20×20
      frame/Color 20×20├┤

      """)
  }

  /// A 100×60 colour in a 40×20 frame overflows it (frames do not clip, §11 #8) unless the
  /// frame is `clipped()`: then only columns 3–6 of row 1 are painted.
  @Test func clippedIsHonoured() {
    let overflowing = Color.red.frame(width: 100, height: 60).frame(width: 40, height: 20)
    expectGrid(
      draw(overflowing, canvas: CGSize(100, 60)).text,
      """
      ▓▓▓▓▓▓▓▓▓▓
      ▓▓▓▓▓▓▓▓▓▓
      ▓▓▓▓▓▓▓▓▓▓

      """)
    expectGrid(
      draw(overflowing.clipped(), canvas: CGSize(100, 60)).text,
      """

         ▓▓▓▓


      """)
  }

  /// A border is drawn inside the bounds, over the content (it is an overlay, §5.2).
  @Test func borderInsideTheBounds() {
    expectGrid(
      draw(Text("Hi").frame(width: 100, height: 60).border(.red), canvas: CGSize(100, 60)).text,
      """
      ┌────────┐
      │   Hi   │
      └────────┘

      """)
  }

  /// `.opacity(0)` hides a view (it still takes its place); a translucent fill blends with
  /// what is under it in colour and is one shade lighter in patterns: blue at 0.5 over red
  /// is `▒` (blue's `▓`, lighter).
  @Test func opacityHidesDimsAndBlends() {
    let grid = draw(
      ZStack {
        Color.red.frame(width: 100, height: 20)
        Color.blue.opacity(0.5).frame(width: 40, height: 20)
        Color.green.opacity(0).frame(width: 20, height: 20)
      }, canvas: CGSize(100, 20))
    expectGrid(
      grid.text,
      """
      ▓▓▓▒▒▒▒▓▓▓

      """)
    let blended = grid[3, 0].background
    #expect(
      blended == TerminalColor(Color.blue)?.blended(over: TerminalColor(Color.red)!, opacity: 0.5))
    #expect(blended?.name == nil)
  }
}
