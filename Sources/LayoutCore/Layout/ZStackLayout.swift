/// A layout that overlays its subviews, aligning them on both axes: `ZStack` as a `Layout`
/// (reference §5.1).
///
/// Every subview is offered the same proposal. Only the subviews of the highest priority
/// decide the size, which is the union of their aligned frames (§13 #1: union, as FG and
/// objc.io measured, not OpenSwiftUI's max). At placement every subview is proposed the
/// stack's size and aligned on the same point.
public struct ZStackLayout: Layout, Equatable, Sendable {
  /// The alignment of the subviews.
  public var alignment: Alignment

  public init(alignment: Alignment = .center) { self.alignment = alignment }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    frame(subviews, proposal: proposal).union.size
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let placement = ProposedViewSize(bounds.size)
    let (union, anchor) = frame(subviews, proposal: placement)
    for subview in subviews {
      let dimensions = subview.dimensions(in: placement)
      subview.place(
        at: CGPoint(
          x: bounds.minX + anchor.x - union.minX - dimensions[alignment.horizontal],
          y: bounds.minY + anchor.y - union.minY - dimensions[alignment.vertical]),
        proposal: placement)
    }
  }

  /// The union of the top-priority subviews' aligned frames, and the alignment point in the
  /// same coordinates.
  private func frame(_ subviews: Subviews, proposal: ProposedViewSize)
    -> (union: CGRect, anchor: CGPoint)
  {
    guard let top = subviews.map(\.priority).max() else { return (.zero, .zero) }
    let sizing = subviews.filter { $0.priority == top }.map { $0.dimensions(in: proposal) }
    let anchor = CGPoint(
      x: sizing.map { $0[alignment.horizontal] }.max() ?? 0,
      y: sizing.map { $0[alignment.vertical] }.max() ?? 0)
    var union: CGRect?
    for dimensions in sizing {
      let rect = CGRect(
        x: anchor.x - dimensions[alignment.horizontal],
        y: anchor.y - dimensions[alignment.vertical],
        width: dimensions.width, height: dimensions.height)
      union = union.map { enclosing($0, rect) } ?? rect
    }
    return (union ?? .zero, anchor)
  }
}

/// The smallest rectangle holding both, zero-sized ones included (unlike `CGRect.union`,
/// which may skip empty rectangles).
func enclosing(_ a: CGRect, _ b: CGRect) -> CGRect {
  let minX = Swift.min(a.minX, b.minX)
  let minY = Swift.min(a.minY, b.minY)
  return CGRect(
    x: minX, y: minY, width: Swift.max(a.maxX, b.maxX) - minX,
    height: Swift.max(a.maxY, b.maxY) - minY)
}
