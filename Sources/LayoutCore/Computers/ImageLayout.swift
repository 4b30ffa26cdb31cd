/// An image's layout: its intrinsic size whatever the proposal, or, resizable, the proposal
/// with the intrinsic size on unspecified axes (reference §18, §3.6).
///
/// A non-resizable image draws its asset at the asset's size, so it answers that size to any
/// proposal, as a placeholder does. `resizable()` makes it stretch to what it is offered, like
/// a shape, except that its ideal size (a nil proposal) is the asset's size, not 10×10: that
/// ideal is what `aspectRatio(contentMode:)` with no ratio takes its ratio from.
final class ImageLayout: LayoutBehavior {
  let intrinsicSize: CGSize
  let isResizable: Bool

  init(intrinsicSize: CGSize, isResizable: Bool) {
    self.intrinsicSize = intrinsicSize
    self.isResizable = isResizable
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    guard isResizable else { return intrinsicSize }
    return proposal.replacingUnspecifiedDimensions(by: intrinsicSize)
  }
}
