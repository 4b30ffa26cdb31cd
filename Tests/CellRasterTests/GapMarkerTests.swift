import CellRaster
import LayoutCore
import LayoutTestSupport
import Testing

/// Gaps narrower than a cell are marked with their size in points (issue #16: the spacing
/// lessons show on the grid).
@Suite struct GapMarkerTests {
  private func drawMarked<V: View>(_ view: V, canvas: CGSize) -> CellGrid {
    let result = view.laidOut(
      in: canvas, safeArea: EdgeInsets(), metrics: TextMetrics(glyphWidth: 10, lineHeight: 20))
    var rasterizer = Rasterizer(mode: .rendered)
    rasterizer.marksGaps = true
    return rasterizer.rasterize(result)
  }

  /// VStack { three 60-pt rows } with the default 8-pt spacing (§3.2): rows at 0, 68 and 136.
  /// Snapped to 20-pt rows edge by edge, the first gap (60…68) has no row of its own — the
  /// second row starts at row 3 (68 / 20 = 3.4) — so its size goes on row 3, the second
  /// colour's first; the second gap (128…136) kept row 6 (6.4 → 6 to 6.8 → 7): its size is
  /// in it. Both at the stack's leading column.
  @Test func aVStacksGapsShowTheirSize() {
    let grid = drawMarked(
      VStack {
        Color.red.frame(width: 50, height: 60)
        Color.green.frame(width: 50, height: 60)
        Color.blue.frame(width: 50, height: 60)
      }, canvas: CGSize(100, 196))
    // The stack is 50 wide, centred: x 25…75, columns 3–7 (2.5 → 3 to 7.5 → 8).
    #expect(grid.lines[3].dropFirst(3).prefix(2) == "↕8")
    #expect(grid.lines[6] == "   ↕8")
    #expect(grid.text.components(separatedBy: "↕8").count == 3)
  }

  /// HStack { Color.clear; Text("Hi"); Color.clear } in 100 pt: the Text is 20, the colours
  /// share 100 − 20 − 2 × 8 = 64: 32 each (§3.2). Colour 0…32, gap 32…40, text 40…60, gap
  /// 60…68, colour 68…100. Snapped: the first gap is column 3 (3.2 → 3 to 4), the second
  /// column 6 (6 to 6.8 → 7); each gets an "8" down its column.
  @Test func anHStacksGapsShowTheirSize() {
    let grid = drawMarked(
      HStack {
        Color.clear
        Text("Hi")
        Color.clear
      }.frame(width: 100, height: 20), canvas: CGSize(100, 20))
    #expect(grid.lines[0] == "   8Hi8")  // lines end at their last glyph
  }

  /// Gaps of a cell or more draw as empty cells and are not marked, nor is `spacing: 0`.
  @Test func wideAndZeroGapsAreNotMarked() {
    let grid = drawMarked(
      VStack(spacing: 20) {
        Color.red.frame(width: 50, height: 20)
        VStack(spacing: 0) {
          Color.green.frame(width: 50, height: 20)
          Color.blue.frame(width: 50, height: 20)
        }
      }, canvas: CGSize(50, 80))
    #expect(!grid.text.contains("↕"))
  }

  /// A scroll view clips its content to its viewport (§14.3), and so do the marks: the
  /// VStack's gaps at 60…68 and 128…136 lie below the 60-pt viewport, on rows the canvas has
  /// (3 and 6) but the scroll view does not show.
  @Test func marksStayInsideAScrollViewsViewport() {
    let grid = drawMarked(
      VStack(spacing: 0) {
        ScrollView(showsIndicators: false) {
          VStack {
            Color.red.frame(width: 50, height: 60)
            Color.green.frame(width: 50, height: 60)
            Color.blue.frame(width: 50, height: 60)
          }
        }.frame(width: 50, height: 60)
        Color.clear.frame(width: 50, height: 140)
      }, canvas: CGSize(50, 200))
    #expect(!grid.text.contains("↕"))
  }
}
