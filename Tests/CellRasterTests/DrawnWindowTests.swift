import CellRaster
import LayoutCore
import LayoutTestSupport
import Testing

/// Drawing beyond the canvas (issue #32): what a scene draws past the screen's edges
/// (`DrawnExtent`), a window of the drawing anywhere on it (`Rasterizer.rasterize(window:)`),
/// and outlines and cell counts that stay ranges for any frame (`CellOutline`).
///
/// Numbers: a Text is its glyphs, 10 pt each, on one 20-pt line (reference §12); an HStack
/// puts 8 pt between two Texts (§4.5) and is centred in a canvas it does not fit (§4.7).
@Suite struct DrawnWindowTests {
  static let cell = CGSize(10, 20)
  static let metrics = TextMetrics(glyphWidth: 10, lineHeight: 20)

  /// Six fixed-size Texts of 60 pt ("Item 1"…) with 8-pt gaps: 6 × 60 + 5 × 8 = 400 pt.
  static var row: some View {
    HStack {
      ForEach(1...6, id: \.self) { Text("Item \($0)").fixedSize() }
    }
  }

  // The 400-pt row in a 200-pt canvas sticks out (400 − 200) / 2 = 100 pt on each side.
  @Test func aRowWiderThanItsCanvasReachesBeyondBothEdges() {
    let result = Self.row.laidOut(in: CGSize(200, 40), metrics: Self.metrics)
    let extent = DrawnExtent.of(result.root, canvas: result.canvas, cell: Self.cell)
    #expect(extent == CGRect(x: -100, y: 0, width: 400, height: 40))
  }

  // A scroll view draws nothing of its content beyond its own frame: its 60 rows of content
  // do not widen the extent (its offset knob reaches them, not the canvas's scrolling).
  @Test func aScrollViewsContentStaysInside() {
    let view = ScrollView { VStack { ForEach(0..<60, id: \.self) { Text("Row \($0)") } } }
    let result = view.laidOut(in: CGSize(200, 100), metrics: Self.metrics)
    #expect(
      DrawnExtent.of(result.root, canvas: result.canvas, cell: Self.cell)
        == CGRect(x: 0, y: 0, width: 200, height: 100))
  }

  // A frame beyond `DrawnExtent.limit` (a million points) is left out: the canvas area cannot
  // be made to scroll for ever; half a cell beyond the canvas widens it by a whole cell.
  @Test func farFramesAreLeftOutAndPartCellsCount() {
    let far = Color.red.frame(width: 10, height: 10).offset(x: 1e300, y: 0)
    let result = far.laidOut(in: CGSize(100, 40), metrics: Self.metrics)
    #expect(
      DrawnExtent.of(result.root, canvas: result.canvas, cell: Self.cell)
        == CGRect(x: 0, y: 0, width: 100, height: 40))
    let half = Color.red.frame(width: 10, height: 10).offset(x: 50, y: 0)
    let nudged = half.laidOut(in: CGSize(100, 40), metrics: Self.metrics)
    // The square is at x 45 + 50 = 95 to 105: the extent ends at 110, the next whole cell.
    #expect(
      DrawnExtent.of(nudged.root, canvas: nudged.canvas, cell: Self.cell)
        == CGRect(x: 0, y: 0, width: 110, height: 40))
  }

  // The window from x −100, 20 columns wide: the row's first two Texts and the gap's column,
  // which the whole canvas's drawing cannot show.
  @Test func aWindowBeyondTheCanvasShowsWhatIsThere() {
    let result = Self.row.laidOut(in: CGSize(200, 40), metrics: Self.metrics)
    let grid = Rasterizer(cell: Self.cell).rasterize(
      result.root, canvas: result.canvas, window: CGRect(x: -100, y: 0, width: 200, height: 40))
    #expect(grid.columns == 20 && grid.rows == 2)
    // The row is centred in the 40-pt canvas, y 10 to 30, which snaps to the second row.
    #expect(grid.text == "\nItem 1 Item 2 Item 3\n")
    // The same window at the canvas's origin is the canvas's own drawing, cell for cell.
    let whole = Rasterizer(cell: Self.cell).rasterize(result)
    let window = Rasterizer(cell: Self.cell).rasterize(
      result.root, canvas: result.canvas, window: CGRect(origin: .zero, size: result.canvas))
    #expect(window == whole)
  }

  // The safe area is hatched inside the canvas only, where the window shows it: the canvas's
  // four columns of the top 20 pt, not the two columns either side of it.
  @Test func theSafeAreaIsHatchedInsideTheCanvasOnly() {
    let result = Color.clear.laidOut(
      in: CGSize(40, 40), safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
      metrics: Self.metrics)
    let grid = Rasterizer(cell: Self.cell).rasterize(
      result.root, canvas: result.canvas, safeArea: result.safeArea,
      window: CGRect(x: -20, y: 0, width: 80, height: 40))
    #expect(grid.text == "  ╱╱╱╱\n\n")
  }

  // Frames of any size, infinite or not a number give ranges the right way round, clamped.
  @Test(arguments: [
    CGRect(x: 1e300, y: -1e300, width: 10, height: 10),
    CGRect(x: -50, y: -50, width: 1e308, height: 1e308),
    CGRect(x: 40, y: 40, width: 0, height: 0),
  ])
  func anyFrameGivesCellRanges(frame: CGRect) throws {
    let outline = try #require(CellOutline(covering: frame, cell: Self.cell))
    #expect(outline.columns.count >= 1 && outline.rows.count >= 1)
    let clipped = outline.clipped(columns: 8, rows: 4)
    #expect(clipped.columns.lowerBound >= 0 && clipped.columns.upperBound <= 8)
    #expect(clipped.rows.lowerBound >= 0 && clipped.rows.upperBound <= 4)
    // Drawn over a small grid, it draws what is visible and nothing else, never a trap.
    var grid = CellGrid(columns: 8, rows: 4)
    grid.drawOutline(outline, style: .light)
    #expect(grid.columns == 8)
  }

  @Test func aFrameThatIsNotFiniteCoversNoCell() {
    #expect(
      CellOutline(covering: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), cell: Self.cell)
        == nil)
    #expect(CellOutline.boundary(.infinity) == 1_000_000)
    #expect(CellOutline.boundary(-1e300) == -1_000_000)
  }
}
