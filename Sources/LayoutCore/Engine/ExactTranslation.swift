/// Moves a placed subtree by the change of its origin, when doing so is exact.
///
/// A subtree that did not change is placed again at another origin when a sibling before it
/// changed size. Placing it anew costs as much as the first time; moving it is one step, its
/// frames read with the move added (`PlacedNode.moved`). But the two add in different orders
/// (`old + (moves)` against `new + offset`), and floating-point addition does not
/// reassociate: a third of a point, or a length near 1e308, comes out different in the last
/// bits or worse. Every length in the tree and every sum here is exact when all of them are
/// multiples of 1/1024 below 2^40 (52 bits of mantissa hold 40 + 10 bits); then the moved
/// subtree is bit for bit the one placing it anew gives. Anything else declines, and the
/// subtree is placed anew.
struct ExactTranslation {
  let dx: CGFloat
  let dy: CGFloat

  /// The move from `old` to `new`, or nil when the coordinates are not all exact.
  init?(from old: CGPoint, to new: CGPoint) {
    guard Self.isExact(old.x), Self.isExact(old.y), Self.isExact(new.x), Self.isExact(new.y)
    else { return nil }
    dx = new.x - old.x
    dy = new.y - old.y
  }

  /// `placed` with every frame moved, or nil when one of its lengths is not exact or would
  /// not be once moved. The move is made in one step (`PlacedNode.moved`): the frames are
  /// read with it added, and adding exact lengths in another order gives the same bits
  /// (issue #17: a relayout moved every frame of the 3,000-view tree whose root it moved).
  func moving(_ placed: PlacedNode) -> PlacedNode? {
    guard placed.reach + Swift.max(abs(dx), abs(dy)) < 0x1p40 else { return nil }
    return placed.moved(dx, dy)
  }

  /// Whether `value` is a multiple of 1/1024 smaller than 2^40 in magnitude: sums of such
  /// values are exact.
  static func isExact(_ value: CGFloat) -> Bool {
    guard abs(value) < 0x1p40 else { return false }
    let scaled = value * 1024
    // Below 2^50 in magnitude, truncated through an integer: `rounded(.towardZero)` is a
    // call into the C library, four for every frame placed.
    return scaled == CGFloat(Int64(scaled))
  }
}
