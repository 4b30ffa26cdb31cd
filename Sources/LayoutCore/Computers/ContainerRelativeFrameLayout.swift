/// `containerRelativeFrame` as a node's behaviour (reference §14.8).
///
/// A `frame(width:height:alignment:)` (§6.1) whose fixed lengths, on the frame's axes, are
/// worked out from the nearest container's size when the node is measured: the root's safe
/// area, or the scroll view around it (`LayoutContext.containerSize`). On its other axes the
/// content gets the parent's proposal and the frame takes the content's length, as a frame
/// with a nil length does.
final class ContainerRelativeFrameLayout: UnaryLayoutBehavior {
  let frame: ContainerRelativeFrame

  init(frame: ContainerRelativeFrame) { self.frame = frame }

  /// The fixed frame this one is in the container the node is measured in.
  private func fixed(_ node: LayoutNode) -> FrameLayout {
    let container = node.context.containerSize
    return FrameLayout(
      width: frame.axes.contains(.horizontal) ? frame.length(in: container.width) : nil,
      height: frame.axes.contains(.vertical) ? frame.length(in: container.height) : nil,
      alignment: frame.alignment)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    fixed(node).sizeThatFits(proposal, node: node)
  }

  /// Its own `placeChildren`'s, not the unary default's.
  func placeOnlyChild(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode)
    -> ChildPlacement?
  {
    placeChildren(in: bounds, proposal: proposal, node: node).first
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode)
    -> [ChildPlacement]
  {
    fixed(node).placeChildren(in: bounds, proposal: proposal, node: node)
  }

  func explicitAlignment(
    _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode
  ) -> CGFloat? {
    fixed(node).explicitAlignment(key, in: bounds, proposal: proposal, node: node)
  }

  func contentPlacement(size: CGSize, proposal: ProposedViewSize, content: LayoutNode)
    -> ChildPlacement
  {
    // Not reached: placement and guides go through the fixed frame, which knows the node.
    ChildPlacement(origin: .zero, proposal: proposal)
  }

  func spacing(node: LayoutNode) -> ViewSpacing { fixed(node).spacing(node: node) }
}
