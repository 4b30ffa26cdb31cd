import CellRaster
import LayoutCore
import LayoutTestSupport
import Testing

/// `zIndex`: Apple's documentation of `View.zIndex(_:)`: "Controls the display order of
/// overlapping views. ... A view with a higher z index value draws in front of views with a
/// lower value; the default is 0." Ties keep the container's order (Docs §5.1).
@Suite struct ZIndexDrawingTests {
  /// As `DrawOrderTests.zStackLaterChildrenOnTop`, but the red 100×60 block has zIndex 1: it
  /// draws over the yellow 60×20 one, which is hidden behind it.
  @Test func aHigherZIndexDrawsInFront() {
    let grid = draw(
      ZStack {
        Color.red.frame(width: 100, height: 60).zIndex(1)
        Color.yellow.frame(width: 60, height: 20)
      }, canvas: CGSize(100, 60))
    #expect(grid.backgroundNames(row: 1) == Array(repeating: "red", count: 10))
  }

  /// A negative zIndex sends a later child behind an earlier one; equal ones keep their order.
  @Test func tiesKeepTheirOrder() {
    let grid = draw(
      ZStack {
        Color.red.frame(width: 60, height: 20)
        Color.blue.frame(width: 100, height: 20).zIndex(-1)
        Color.green.frame(width: 20, height: 20)
      }, canvas: CGSize(100, 20))
    #expect(
      grid.backgroundNames(row: 0)
        == ["blue", "blue", "red", "red", "green", "green", "red", "red", "blue", "blue"])
  }
}
