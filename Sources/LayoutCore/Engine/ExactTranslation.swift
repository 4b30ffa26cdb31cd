/// Moves a placed subtree by the change of its origin, when doing so is exact.
///
/// A subtree that did not change is placed again at another origin when a sibling before it
/// changed size. Placing it anew costs as much as the first time; moving its frames costs an
/// addition each. But the two add in different orders (`(old + offset) + delta` against
/// `new + offset`), and floating-point addition does not reassociate: a third of a point, or
/// a length near 1e308, comes out different in the last bits or worse. Every length in the
/// tree and every sum here is exact when all of them are multiples of 1/1024 below 2^40
/// (52 bits of mantissa hold 40 + 10 bits); then the moved subtree is bit for bit the one
/// placing it anew gives. Anything else declines, and the subtree is placed anew.
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

  /// `placed` with every frame moved, or nil when one of its lengths is not exact.
  func moving(_ placed: PlacedNode) -> PlacedNode? {
    let frame = placed.frame
    guard Self.isExact(frame.minX), Self.isExact(frame.minY), Self.isExact(frame.width),
      Self.isExact(frame.height)
    else { return nil }
    var moved = placed
    moved.frame.origin = CGPoint(x: frame.minX + dx, y: frame.minY + dy)
    guard Self.isExact(moved.frame.minX), Self.isExact(moved.frame.minY) else { return nil }
    for index in moved.bars.indices {
      let bar = moved.bars[index].frame
      guard Self.isExact(bar.minX), Self.isExact(bar.minY) else { return nil }
      moved.bars[index].frame.origin = CGPoint(x: bar.minX + dx, y: bar.minY + dy)
      guard Self.isExact(moved.bars[index].frame.minX), Self.isExact(moved.bars[index].frame.minY)
      else { return nil }
    }
    guard !placed.children.isEmpty else { return moved }
    // A new array of the moved children: writing them into the copied one would copy its
    // storage (the last pass's tree still holds it) and every child with it, only to
    // overwrite them (issue #17: a relayout of a 10,000-child row moves every child).
    var children: [PlacedNode] = []
    children.reserveCapacity(placed.children.count)
    for child in placed.children {
      guard let movedChild = moving(child) else { return nil }
      children.append(movedChild)
    }
    moved.children = children
    return moved
  }

  /// Whether `value` is a multiple of 1/1024 smaller than 2^40 in magnitude: sums of such
  /// values are exact.
  static func isExact(_ value: CGFloat) -> Bool {
    guard abs(value) < 0x1p40 else { return false }
    let scaled = value * 1024
    return scaled == scaled.rounded(.towardZero)
  }
}
