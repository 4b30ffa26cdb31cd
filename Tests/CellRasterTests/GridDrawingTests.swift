import CellRaster
import LayoutCore
import LayoutTestSupport
import Testing

/// Grids and ViewThatFits drawn (Docs §14.1, §14.2): a Grid and its rows draw nothing of their
/// own, only their cells, where the layout put them; a ViewThatFits draws only the child it
/// chose.
@Suite struct GridDrawingTests {
  /// A 2×2 grid of texts on a 100×60 canvas (10×20 cells): columns "Name"/"a" 40 wide and
  /// "x"/"Width" 50 wide, 8 apart (98 wide at x 1), rows 20 and 20, 8 apart (48 tall at y
  /// 6). The texts sit in their columns, leading-aligned: "Name" and "a" from column 0 (x 1
  /// snaps to 0), "x" and "Width" from column 5 (x 49 snaps to 50); row 0 on line 0 (y 6), row
  /// 1 on line 2 (y 34, nearer 40 than 20).
  @Test func cellsDrawInTheirColumns() {
    let grid = draw(
      Grid(alignment: .leading) {
        GridRow {
          Text("Name")
          Text("x")
        }
        GridRow {
          Text("a")
          Text("Width")
        }
      }, canvas: CGSize(100, 60))
    #expect(grid.text == "Name x\n\na    Width\n")
  }

  /// "Hello world" (110) does not fit 100; "Hello" (50) does: only it draws, centred at x 25,
  /// which is two and a half cells and snaps to column 3 (ties round up: §12, item 7).
  @Test func viewThatFitsDrawsOnlyItsChoice() {
    let grid = draw(
      ViewThatFits(in: .horizontal) {
        Text("Hello world")
        Text("Hello")
      }, canvas: CGSize(100, 20))
    #expect(grid.text == "   Hello\n")
  }
}
