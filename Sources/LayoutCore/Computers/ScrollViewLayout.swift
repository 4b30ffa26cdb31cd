/// `ScrollView(_:showsIndicators:)` as a node's behaviour (reference §14.3).
///
/// The content (the children stacked by `content`, a VStack's or an HStack's behaviour, or
/// the one child itself) is proposed nil along the scroll axes (its ideal length there) and
/// the scroll view's own proposal across them. The scroll view takes its proposal along the
/// scroll axes (the content's length when that is nil) and hugs its content across them. The
/// content's top-leading corner is at the viewport's, moved back by the content offset, which
/// is clamped to the scrollable range `0...max(0, content − viewport)` of each scroll axis.
final class ScrollViewLayout: LayoutBehavior {
  let axes: Axis.Set
  let contentOffset: CGPoint
  /// How the children are laid out as one content: a stack's behaviour, or the identity.
  let content: any LayoutBehavior

  init(axes: Axis.Set, contentOffset: CGPoint, content: any LayoutBehavior) {
    self.axes = axes
    self.contentOffset = contentOffset
    self.content = content
  }

  /// What the content is proposed when the scroll view is proposed `proposal`.
  func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
  }

  /// The container a `containerRelativeFrame` in the content measures against (§14.8): the
  /// proposal, which is the viewport along the scroll axes, and the enclosing container's
  /// length where the proposal is nil (§12 item 43).
  func containerSize(for proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    let outer = node.context.containerSize
    return CGSize(width: proposal.width ?? outer.width, height: proposal.height ?? outer.height)
  }

  /// The container the content's memoised sizes were measured in.
  private var measuredContainer: CGSize?

  /// Runs `body` with the content in its container. Sizes below a `containerRelativeFrame`
  /// depend on the container, which the caches do not key on: when it changes, everything
  /// below the scroll view is measured anew, so that a cache never changes a result.
  func inContainer<T>(
    _ proposal: ProposedViewSize, node: LayoutNode, _ body: () -> T
  ) -> T {
    let context = node.context
    let size = containerSize(for: proposal, node: node)
    // Only a tree with a containerRelativeFrame has sizes that depend on the container (a
    // GeometryReader's content, built later, is built anew each time it is placed).
    if context.usesContainerSize, measuredContainer != size {
      if measuredContainer != nil { for child in node.children { child.invalidateSubtree() } }
      measuredContainer = size
    }
    return context.withContainer(size, body)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    let size = inContainer(proposal, node: node) {
      content.sizeThatFits(contentProposal(proposal), node: node)
    }
    return CGSize(
      width: axes.contains(.horizontal) ? (proposal.width ?? size.width) : size.width,
      height: axes.contains(.vertical) ? (proposal.height ?? size.height) : size.height)
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode)
    -> [ChildPlacement]
  {
    let inner = contentProposal(proposal)
    return inContainer(proposal, node: node) {
      let size = content.sizeThatFits(inner, node: node)
      let offset = clampedOffset(content: size, viewport: bounds.size)
      let contentBounds = CGRect(
        x: bounds.minX - offset.x, y: bounds.minY - offset.y, width: size.width,
        height: size.height)
      return content.placeChildren(in: contentBounds, proposal: inner, node: node)
    }
  }

  /// The offset the content is drawn at: `contentOffset` within the scrollable range of each
  /// scroll axis, 0 across them and where it is not a finite number.
  func clampedOffset(content size: CGSize, viewport: CGSize) -> CGPoint {
    func clamp(_ value: CGFloat, _ axis: Axis.Set, _ content: CGFloat, _ view: CGFloat) -> CGFloat {
      guard axes.contains(axis), value.isFinite else { return 0 }
      let range = content - view
      guard range.isFinite, range > 0 else { return 0 }
      return Swift.min(Swift.max(0, value), range)
    }
    return CGPoint(
      x: clamp(contentOffset.x, .horizontal, size.width, viewport.width),
      y: clamp(contentOffset.y, .vertical, size.height, viewport.height))
  }

  func invalidate() {
    measuredContainer = nil
    content.invalidate()
  }
}
