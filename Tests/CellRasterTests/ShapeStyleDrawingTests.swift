import CellRaster
import LayoutCore
import Testing

/// How shape styles and modified shapes draw on cells (reference §12, items 30–32): a gradient
/// in its first colour, a material as a grey, `.tint` in the environment's tint, an inset or
/// offset shape in its moved frame. Cells are 10×20 points.
@Suite struct ShapeStyleDrawingTests {
  /// A 30×20 gradient from red to blue fills its three cells red, its first stop.
  @Test func aGradientDrawsItsFirstColor() {
    let grid = draw(
      LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing),
      canvas: CGSize(30, 20))
    #expect(grid.backgroundNames(row: 0) == ["red", "red", "red"])
    let any = draw(Rectangle().fill(Color.blue.gradient), canvas: CGSize(20, 20))
    #expect(any.backgroundNames(row: 0) == ["blue", "blue"])
  }

  /// `.thinMaterial` draws as a grey of white 0.5: 0.5 × 255 = 127.5, rounded to 128.
  @Test func aMaterialDrawsGrey() {
    let grid = draw(Rectangle().fill(.thinMaterial), canvas: CGSize(10, 20))
    let background = grid[0, 0].background
    #expect(background.map { [$0.red, $0.green, $0.blue] } == [128, 128, 128])
  }

  /// `.tint` is the accent colour by default, and the colour `.tint(_:)` sets above it.
  @Test func theTintStyleFollowsTheEnvironment() {
    #expect(
      draw(Rectangle().fill(.tint), canvas: CGSize(10, 20)).backgroundNames(row: 0) == [
        "accentColor"
      ])
    #expect(
      draw(Rectangle().fill(.tint).tint(.pink), canvas: CGSize(10, 20)).backgroundNames(row: 0)
        == ["pink"])
  }

  /// `inset(by: 10)` on a 50×60 rectangle fills (10, 10)–(40, 50): columns 1 to 3, and rows
  /// 10 / 20 = 0.5 → 1 to 50 / 20 = 2.5 → 3 (halves round up, §10), so rows 1 and 2.
  @Test func anInsetShapeDrawsInside() {
    let grid = draw(Rectangle().inset(by: 10).fill(.red), canvas: CGSize(50, 60))
    #expect(grid.backgroundNames(row: 0) == ["", "", "", "", ""])
    #expect(grid.backgroundNames(row: 1) == ["", "red", "red", "red", ""])
    #expect(grid.backgroundNames(row: 2) == ["", "red", "red", "red", ""])
  }

  /// `offset(x: 10)` moves the drawing one column; the frame stays where it was laid out.
  @Test func anOffsetShapeDrawsMoved() {
    let grid = draw(Rectangle().offset(x: 10).fill(.red), canvas: CGSize(30, 20))
    #expect(grid.backgroundNames(row: 0) == ["", "red", "red"])
  }
}
