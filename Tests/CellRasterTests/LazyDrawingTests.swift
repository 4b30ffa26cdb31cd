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

/// Pinned section headers and footers (Docs §14.4).
@Suite struct PinnedSectionDrawingTests {
  /// A 100-wide viewport 60 tall (3 rows) on a 100×60 canvas, scrolled `offset`: one section
  /// of header "H", rows "a" to "e" and footer "F", each 20 tall, 0 apart.
  static func scene(offset: CGFloat, pinned: PinnedScrollableViews) -> some View {
    ScrollView(showsIndicators: false) {
      LazyVStack(alignment: .leading, spacing: 0, pinnedViews: pinned) {
        Section {
          Text("a")
          Text("b")
          Text("c")
          Text("d")
          Text("e")
        } header: {
          Text("H")
        } footer: {
          Text("F")
        }
      }
    }
    .contentOffset(CGPoint(x: 0, y: offset))
  }

  // Scrolled 40: the content from y 40 shows, "b" "c" "d"; the header, laid out at 0, is held
  // at the viewport's top over "b"; the footer, at 120, is held at its bottom over "d".
  @Test func headersAndFootersStayAtTheEdges() {
    let grid = draw(
      Self.scene(offset: 40, pinned: [.sectionHeaders, .sectionFooters]),
      canvas: CGSize(100, 60))
    #expect(grid.text == "H\nc\nF\n")
  }

  // Unpinned, the same offset shows the rows only.
  @Test func unpinnedTheyScrollAway() {
    let grid = draw(Self.scene(offset: 40, pinned: []), canvas: CGSize(100, 60))
    #expect(grid.text == "b\nc\nd\n")
  }

  // Headers only: the footer scrolls with the rows; unscrolled the header is where it is.
  @Test func unscrolledTheHeaderIsInPlace() {
    let grid = draw(Self.scene(offset: 0, pinned: .sectionHeaders), canvas: CGSize(100, 60))
    #expect(grid.text == "H\na\nb\n")
  }
}
