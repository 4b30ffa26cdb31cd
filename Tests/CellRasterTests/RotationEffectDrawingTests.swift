import CellRaster
import LayoutCore
import LayoutTestSupport
import Testing

/// `rotationEffect` moves the drawn frame and not the layout (reference §7, §12 item 34), as
/// SwiftUI turns the rendered view: a quarter turn maps a frame to a frame exactly, any other
/// angle draws unturned.
@Suite struct RotationEffectDrawingTests {
  // A 60×20 red bar centred on a 100×100 canvas is placed at (20, 40). A quarter turn about
  // its centre (50, 50) draws it 20×60 from (40, 20) to (60, 80): columns 4–5, rows 1–3
  // (20…80 in 20-pt rows); its placed frame stays 60×20.
  @Test func aQuarterTurnSwapsTheDrawnWidthAndHeight() {
    let view = Color.red.frame(width: 60, height: 20).rotationEffect(.degrees(90))
    #expect(view.laidOut(in: CGSize(100, 100)).root.frame == CGRect(20, 40, 60, 20))
    let grid = draw(view, canvas: CGSize(100, 100))
    let red = (0..<5).map { row in
      grid.backgroundNames(row: row).indices.filter { grid.backgroundNames(row: row)[$0] == "red" }
    }
    #expect(red == [[], [4, 5], [4, 5], [4, 5], []])
  }

  // About the top-leading corner (20, 40), a quarter turn clockwise (y down) maps the bar's
  // corners (80, 40) to (20, 100) and (20, 60) to (0, 40): it draws at x 0…20, y 40…100,
  // columns 0–1 of rows 2–4, below and left of where the centred turn draws it.
  @Test func theAnchorIsTheCentreOfTheTurn() {
    let view = Color.red.frame(width: 60, height: 20)
      .rotationEffect(.degrees(90), anchor: .topLeading)
    let grid = draw(view, canvas: CGSize(100, 100))
    let red = (0..<5).map { row in
      grid.backgroundNames(row: row).indices.filter { grid.backgroundNames(row: row)[$0] == "red" }
    }
    #expect(red == [[], [], [0, 1], [0, 1], [0, 1]])
  }

  // 45° is not drawable with box glyphs: the bar draws where it is placed, columns 2–7 of
  // row 2, as without the effect.
  @Test func otherAnglesDrawUnturned() {
    let turned = draw(
      Color.red.frame(width: 60, height: 20).rotationEffect(.degrees(45)),
      canvas: CGSize(100, 100))
    let plain = draw(Color.red.frame(width: 60, height: 20), canvas: CGSize(100, 100))
    #expect(turned.backgroundNames(row: 2) == plain.backgroundNames(row: 2))
    #expect(turned.backgroundNames(row: 2).filter { $0 == "red" }.count == 6)
  }
}
