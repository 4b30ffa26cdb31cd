import Testing

@testable import LayoutCore

/// When a kept subtree may be moved instead of placed anew: only when every sum is exact, so
/// that the moved frames are the ones placing anew gives, bit for bit (ViewGraph).
@Suite struct ExactTranslationTests {
  @Test func dyadicLengthsAreExact() {
    // Multiples of 1/1024 below 2^40: 52 bits of mantissa hold them and their sums.
    for value: CGFloat in [0, 1, -1, 0.5, 12.25, 1.0 / 1024, 1e6 + 0.5, -0x1p39] {
      #expect(ExactTranslation.isExact(value), "\(value)")
    }
    // A third of a point, a 2048th, lengths at or past 2^40, and what is not finite.
    for value: CGFloat in [1.0 / 3, 1.0 / 2048, 0x1p40, 1e308, .infinity, -.infinity, .nan] {
      #expect(!ExactTranslation.isExact(value), "\(value)")
    }
  }

  @Test func anExactSubtreeMovesByTheChangeOfItsOrigin() throws {
    let result = LayoutEngine(isTracing: false).layout(
      HStack(spacing: 0) {
        Color.red.frame(width: 10, height: 20)
        Color.blue.frame(width: 30.5, height: 20)
      }, in: CGSize(width: 390, height: 844))
    let move = try #require(
      ExactTranslation(from: CGPoint(x: 154.75, y: 412), to: CGPoint(x: 159.75, y: 402)))
    let moved = try #require(move.moving(result.root))
    // 5 right and 10 up, every frame: the HStack, both frames and both colours.
    #expect(
      zip(moved.allNodes, result.root.allNodes).allSatisfy {
        $0.frame == $1.frame.offsetBy(dx: 5, dy: -10)
      })
    #expect(moved.allNodes.count == 5)
  }

  @Test func aThirdOfAPointIsPlacedAnew() throws {
    // 100 / 3 wide: the frame's edges are not multiples of 1/1024, so moving declines.
    let result = LayoutEngine(isTracing: false).layout(
      Color.red.frame(width: 100.0 / 3, height: 20), in: CGSize(width: 390, height: 844))
    let move = try #require(ExactTranslation(from: .zero, to: CGPoint(x: 1, y: 0)))
    #expect(move.moving(result.root) == nil)
    // And an origin that is not exact declines at once.
    #expect(ExactTranslation(from: CGPoint(x: 1.0 / 3, y: 0), to: .zero) == nil)
  }
}
