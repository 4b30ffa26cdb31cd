import CellRaster
import LayoutCore
import LayoutTestSupport
import Testing

/// `scaleEffect` moves the drawn frame and not the layout (reference §7, §12 item 34), as
/// SwiftUI scales the rendered view: a 40×40 red square centred on a 100×60 canvas is at
/// (30, 10); scaled by 2 about its centre (50, 30) it draws from (10, -10) to (90, 70),
/// clipped to the canvas: columns 1–8, rows 0–2; its placed frame stays 40×40.
@Suite struct ScaleEffectDrawingTests {
  @Test func theDrawnFrameScalesAboutTheCentre() {
    let view = Color.red.frame(width: 40, height: 40).scaleEffect(2)
    #expect(view.laidOut(in: CGSize(100, 60)).root.frame == CGRect(30, 10, 40, 40))
    let grid = draw(view, canvas: CGSize(100, 60))
    #expect(
      grid.backgroundNames(row: 0) == [
        "", "red", "red", "red", "red", "red", "red", "red", "red", "",
      ])
    #expect(grid.backgroundNames(row: 2) == grid.backgroundNames(row: 0))
  }

  // About the top-leading corner (30, 10), a scale of 0.5 draws the square from (30, 10) to
  // (50, 30): columns 3–4, row 0 (10…30 snaps to 20…40, row 1, and 10 rounds to 20).
  @Test func theAnchorStaysPut() {
    let view = Color.red.frame(width: 40, height: 40).scaleEffect(0.5, anchor: .topLeading)
    let grid = draw(view, canvas: CGSize(100, 60))
    let rows = (0..<3).map { grid.backgroundNames(row: $0).filter { $0 == "red" }.count }
    #expect(rows == [0, 2, 0])
    #expect(grid.backgroundNames(row: 1)[3] == "red")
  }
}
