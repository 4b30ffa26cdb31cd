import CellRaster
import LayoutCore
import LayoutTestSupport
import Testing

/// Lazy stacks and grids drawn (Docs §14.4, §14.5): only the rows in view are drawn.
@Suite struct LazyDrawingTests {
  // A 100×80 canvas (10 columns, 4 rows): the 100×40 scroll view is at y 20, rows 1 and 2,
  // showing "a" and "b". The fourth row's slot is at 60–80 in the content, out of view; it is
  // drawn 60 up and 20 right, into the viewport's first row. A VStack draws it there ("a d");
  // a LazyVStack has not made that row, so nothing of it is drawn.
  @Test func rowsOutOfViewAreNotDrawn() {
    let lazy = ScrollView(showsIndicators: false) {
      LazyVStack(alignment: .leading, spacing: 0) {
        Text("a")
        Text("b")
        Text("c")
        Text("d").offset(x: 20, y: -60)
      }
    }
    .frame(height: 40)
    #expect(draw(lazy, canvas: CGSize(100, 80)).text == "\na\nb\n\n")
    let eager = ScrollView(showsIndicators: false) {
      VStack(alignment: .leading, spacing: 0) {
        Text("a")
        Text("b")
        Text("c")
        Text("d").offset(x: 20, y: -60)
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }
    .frame(height: 40)
    #expect(draw(eager, canvas: CGSize(100, 80)).text == "\na d\nb\n\n")
  }

  // A LazyVGrid of three fixed 20-wide columns, 10 apart, of one-letter texts (20 tall), on a
  // 100×40 canvas: the grid is 80 wide at x 10, two rows 0 apart.
  @Test func aGridDrawsItsCellsInRows() {
    let grid = LazyVGrid(
      columns: Array(repeating: GridItem(.fixed(20), spacing: 10), count: 3), spacing: 0
    ) {
      Text("a")
      Text("b")
      Text("c")
      Text("d")
    }
    #expect(draw(grid, canvas: CGSize(100, 40)).text == "  a  b  c\n  d\n")
  }
}
