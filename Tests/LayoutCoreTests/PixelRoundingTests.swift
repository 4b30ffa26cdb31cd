import LayoutCore
import LayoutTestSupport
import Testing

/// Snapping final frames to the pixel grid edge by edge, ties rounding up, so neighbours keep
/// sharing edges (reference §10, §12: pixelLength = one cell per axis).
@Suite struct PixelRoundingTests {
  /// §10: `floor((v + m/2) / m) * m`, written out for the expectations.
  func nearestOrUp(_ value: CGFloat, _ step: CGFloat) -> CGFloat {
    ((value + step / 2) / step).rounded(.down) * step
  }

  // §10: "three thirds of 100 give 33/34/33 at scale 1": edges 0, 33.33, 66.67, 100 round to
  // 0, 33, 67, 100.
  @Test func threeThirdsOf100() {
    let third: CGFloat = 100 / 3
    let rects = (0..<3).map { CGRect(CGFloat($0) * third, 0, third, 10) }
    let snapped = rects.map { $0.snapped(toGrid: CGSize(1, 1)) }
    #expect(snapped == [CGRect(0, 0, 33, 10), CGRect(33, 0, 34, 10), CGRect(67, 0, 33, 10)])
  }

  // §10 on a laid-out tree: HStack(spacing: 0) of three Colors in 100×10 on a 100×10 canvas.
  // Layout stays fractional (100/3 each); `PlacedNode.snapped(toGrid:)` rounds every frame of
  // the tree edge by edge: 33, 34, 33, neighbours sharing edges.
  @Test func placedTreeSnapsEdgeByEdge() throws {
    let result = HStack(spacing: 0) {
      Color.red
      Color.green
      Color.blue
    }.laidOut(in: CGSize(100, 10))
    let third: CGFloat = 100 / 3
    let green = try #require(result.frame(of: "Color", label: "green"))
    #expect(abs(green.minX - third) < 1e-9 && abs(green.width - third) < 1e-9, "\(green)")
    let snapped = result.root.snapped(toGrid: CGSize(1, 1))
    #expect(snapped.frame == CGRect(0, 0, 100, 10))
    #expect(
      snapped.children.map(\.frame)
        == [CGRect(0, 0, 33, 10), CGRect(33, 0, 34, 10), CGRect(67, 0, 33, 10)])
    // Everything else about the nodes is unchanged.
    #expect(snapped.children.map(\.id) == result.root.children.map(\.id))
    #expect(snapped.children.map(\.proposal) == result.root.children.map(\.proposal))
  }

  // §12: a 10×20 cell. x: 14 → 10, 37 → 40 (width 30); y: 31 → 40, 49 → 40 (height 0).
  @Test func tenByTwentyCells() {
    let cell = CGSize(10, 20)
    #expect(CGRect(14, 31, 23, 18).snapped(toGrid: cell) == CGRect(10, 40, 30, 0))
    #expect(CGRect(45, 392, 300, 60).snapped(toGrid: cell) == CGRect(50, 400, 300, 60))
    #expect(CGRect(140, 412, 110, 20).snapped(toGrid: cell) == CGRect(140, 420, 110, 20))
  }

  // §10 "round to nearest, ties up": halfway values go to the larger grid line, negative ones
  // included (−5 → 0, not −10), unlike banker's rounding (2.5 → 3, not 2).
  @Test func tiesRoundUp() {
    let cell = CGSize(10, 20)
    #expect(CGRect(5, 10, 10, 20).snapped(toGrid: cell) == CGRect(10, 20, 10, 20))
    #expect(CGRect(-5, -10, 10, 20).snapped(toGrid: cell) == CGRect(0, 0, 10, 20))
    #expect(CGRect(15, 30, 10, 20).snapped(toGrid: cell) == CGRect(20, 40, 10, 20))
    #expect(CGRect(2.5, 0.5, 1, 1).snapped(toGrid: CGSize(1, 1)) == CGRect(3, 1, 1, 1))
    #expect(CGRect(0.49, 0, 1.02, 1).snapped(toGrid: CGSize(1, 1)) == CGRect(0, 0, 2, 1))
  }

  // §10 exhaustively: for x in 0…100 step 0.5 and several widths, on a 10×20 and a 1×1 grid,
  // each edge snaps to the nearest grid line (ties up), edges are multiples of the grid, and a
  // rectangle and its right-hand neighbour (starting where it ends) share their edge.
  @Test(arguments: [CGSize(10, 20), CGSize(1, 1)])
  func edgesAreMultiplesAndNeighboursShareEdges(grid: CGSize) {
    for width in [3, 7.5, 10, 33.3, 100 / 3] as [CGFloat] {
      for step in 0...200 {
        let x = CGFloat(step) / 2
        let y = x * 1.7
        let rect = CGRect(x, y, width, width).snapped(toGrid: grid)
        let next = CGRect(x + width, y + width, width, width).snapped(toGrid: grid)
        let name = "x \(x) width \(width) grid \(grid)"
        #expect(rect.minX == nearestOrUp(x, grid.width), "\(name)")
        #expect(rect.maxX == nearestOrUp(x + width, grid.width), "\(name)")
        #expect(rect.minY == nearestOrUp(y, grid.height), "\(name)")
        #expect(rect.maxY == nearestOrUp(y + width, grid.height), "\(name)")
        #expect(rect.minX.truncatingRemainder(dividingBy: grid.width) == 0, "\(name)")
        #expect(rect.maxX.truncatingRemainder(dividingBy: grid.width) == 0, "\(name)")
        #expect(rect.minY.truncatingRemainder(dividingBy: grid.height) == 0, "\(name)")
        #expect(abs(rect.minX - x) <= grid.width / 2, "\(name)")
        #expect(next.minX == rect.maxX, "\(name)")
        #expect(next.minY == rect.maxY, "\(name)")
      }
    }
  }

  // §10: only frames are snapped; a rectangle already on the grid is unchanged.
  @Test func alignedRectangleIsUnchanged() {
    for rect in [CGRect(0, 0, 390, 840), CGRect(10, 20, 30, 40), CGRect(-10, -20, 0, 0)] {
      #expect(rect.snapped(toGrid: CGSize(10, 20)) == rect, "\(rect)")
    }
  }
}
