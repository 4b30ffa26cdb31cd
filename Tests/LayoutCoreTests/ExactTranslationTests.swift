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

  @Test func aMovedSubtreeIsReadMovedAndChangedWhereItIsRead() throws {
    // Moving is one step (`PlacedNode.moved`): the frames below are read with the move added,
    // and a change to a moved node is made to the frames as read, the rest staying moved.
    let result = LayoutEngine(isTracing: false).layout(
      VStack(spacing: 0) {
        Color.red.frame(width: 10, height: 20)
        Color.blue.frame(width: 30, height: 20)
      }, in: CGSize(width: 390, height: 844))
    let first = try #require(ExactTranslation(from: .zero, to: CGPoint(x: 2, y: 3)))
    let second = try #require(ExactTranslation(from: .zero, to: CGPoint(x: -0.5, y: 1)))
    let moved = try #require(first.moving(result.root).flatMap(second.moving))
    #expect(
      zip(moved.allNodes, result.root.allNodes).allSatisfy {
        $0.frame == $1.frame.offsetBy(dx: 1.5, dy: 4)
      })
    #expect(moved != result.root)
    var changed = moved
    changed.children[0].frame.size.width = 12
    // The VStack (30 wide, centred at x 195) is at 180; its first frame, 10 wide, at 190;
    // the stack of two 20-pt rows is 40 tall, at (844 − 40) / 2 = 402; moved 1.5 right and
    // 4 down: 191.5, 406.
    #expect(changed.children[0].frame == CGRect(x: 191.5, y: 406, width: 12, height: 20))
    #expect(
      changed.children[0].children[0].frame == CGRect(x: 191.5, y: 406, width: 10, height: 20))
    #expect(changed.children[1].frame == moved.children[1].frame)
    #expect(changed.frame == moved.frame)
    // The moved copy is not changed by the change to its copy.
    #expect(moved.children[0].frame.width == 10)
  }
}
