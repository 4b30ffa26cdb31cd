import CellRaster
import LayoutCore
import LayoutTestSupport
import Testing
import ViewSource

/// `clipShape`, `cornerRadius` and `mask` cut what a view draws outside its frame, as SwiftUI
/// clips to the shape (Apple, `clipShape(_:style:)`, `mask(alignment:_:)`: the mask is laid
/// out in the view's frame), at whole cells (reference §12 item 35).
@Suite struct ClipShapeDrawingTests {
  /// A 100×40 red fill offset 40 points right inside a 60×40 frame on a 100×40 canvas: the
  /// frame is centred at x 20…80 (columns 2–7), the red at 60…160, columns 6–9 unclipped;
  /// clipped to the frame, columns 6–7.
  @Test func drawingOutsideTheFrameIsCut() throws {
    func redColumns(_ modifier: String) throws -> [Int] {
      let source = "Color.red.offset(x: 40).frame(width: 60, height: 40)\(modifier)"
      let tree = try #require(SceneParser.parse(source).tree)
      let result = LayoutEngine(metrics: .terminalCell).layout(tree, in: CGSize(100, 40))
      let grid = Rasterizer(cell: CGSize(10, 20), mode: .rendered, boxDrawing: .unicode)
        .rasterize(result)
      return grid.backgroundNames(row: 0).indices.filter {
        grid.backgroundNames(row: 0)[$0] == "red"
      }
    }
    #expect(try redColumns("") == [6, 7, 8, 9])
    #expect(try redColumns(".clipShape(Circle())") == [6, 7])
    #expect(try redColumns(".cornerRadius(8)") == [6, 7])
    #expect(try redColumns(".mask { Circle() }") == [6, 7])
    #expect(try redColumns(".shadow(radius: 4)") == [6, 7, 8, 9])
  }
}
