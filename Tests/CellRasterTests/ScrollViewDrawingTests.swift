import CellRaster
import LayoutCore
import LayoutTestSupport
import Testing

/// ScrollViews drawn (Docs §14.3, §12 item 39): the content is seen through the viewport only,
/// moved by the content offset, with a one-column indicator when the content is taller.
@Suite struct ScrollViewDrawingTests {
  /// Five one-line texts, leading, in a column as wide as the scroll view's proposal: the
  /// content is 100 wide and 5 × 20 = 100 tall.
  static func lines(offset: CGFloat, showsIndicators: Bool = true) -> some View {
    ScrollView(showsIndicators: showsIndicators) {
      VStack(alignment: .leading, spacing: 0) {
        Text("a")
        Text("b")
        Text("c")
        Text("d")
        Text("e")
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }
    .contentOffset(CGPoint(x: 0, y: offset))
    .frame(height: 40)
  }

  // A 100×80 canvas (10 columns, 4 rows): the 100×40 scroll view is at y 20, rows 1 and 2.
  // Unscrolled, "a" and "b" show there, "c" (y 60, row 3) is cut by the viewport. The bar
  // is round(2 × 40/100) = 1 cell long, at the top of the track: row 1, column 9.
  @Test func theContentIsClippedToTheViewport() {
    let grid = draw(Self.lines(offset: 0), canvas: CGSize(100, 80))
    #expect(grid.text == "\na        ┃\nb\n\n")
  }

  // Offset 40 (two lines) moves "c" and "d" into the viewport; 60 scroll in all (100 − 40),
  // so the bar is 40/60 of the way down its 1 free cell: round(0.67) = 1, row 2.
  @Test func theOffsetScrollsTheContent() {
    let grid = draw(Self.lines(offset: 40), canvas: CGSize(100, 80))
    #expect(grid.text == "\nc\nd        ┃\n\n")
  }

  // No indicators: only the content; an offset past the end is clamped to 60: "d" and "e".
  @Test func withoutIndicatorsOnlyTheContentDraws() {
    let grid = draw(Self.lines(offset: 500, showsIndicators: false), canvas: CGSize(100, 80))
    #expect(grid.text == "\nd\ne\n\n")
  }
}
