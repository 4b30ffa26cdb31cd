import CellRaster
import LayoutCore
import LayoutTestSupport
import Testing

/// safeAreaInset drawn (Docs §14.6): the inset content is drawn at its edge, after the view it
/// insets, and the view is drawn in what is left.
@Suite struct SafeAreaInsetDrawingTests {
  // A 100×80 canvas (10 columns, 4 rows). The bar is one line, 20 tall with spacing 0, so the
  // framed text is proposed 100×60 and ends at row 2; "Bar" is at the leading edge, y 60.
  @Test func theBarIsDrawnAtTheBottomEdge() {
    let view = Text("a").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
      .safeAreaInset(edge: .bottom, alignment: .leading, spacing: 0) { Text("Bar") }
    let grid = draw(view, canvas: CGSize(100, 80))
    #expect(grid.text == "\n\na\nBar\n")
  }

  // A top bar with a 20-point gap: the content starts at y 20 + 20 = 40, so a text framed to
  // its top is drawn on row 2, a blank row between it and the bar.
  @Test func aTopBarPushesTheContentDown() {
    let view = Text("a").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .safeAreaInset(edge: .top, alignment: .leading, spacing: 20) { Text("Top") }
    let grid = draw(view, canvas: CGSize(100, 80))
    #expect(grid.text == "Top\n\na\n\n")
  }
}
