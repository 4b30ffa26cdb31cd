import CellRaster
import LayoutCore
import Testing

/// A placeholder draws as a grey box with its view's name on its top line, cut to fit
/// (reference §12, placeholders).
@Suite struct PlaceholderDrawingTests {
  /// A 100×40 placeholder centred on 140×80 is at (20, 20): columns 2 to 11, rows 1 and 2
  /// with 10×20 cells; "RatingView" is cut to the 8 columns inside the corners.
  @Test func aBoxWithItsName() {
    let tree = ViewNode(.placeholder(Placeholder(name: "RatingView")))
    let result = LayoutEngine().layout(tree, in: CGSize(width: 140, height: 80))
    let grid = Rasterizer(cell: CGSize(width: 10, height: 20), mode: .rendered)
      .rasterize(result)
    #expect(
      grid.text == """

          ┌RatingVi┐
          └────────┘


        """)
  }
}
