/// `LazyVStack` / `LazyHStack` as a node's behaviour (reference §14.4).
///
/// A lazy stack cannot share its length among children it has not made, so it never runs the
/// stack's distribution (§4.3–4.4): every child is proposed nil along the axis (its ideal
/// length) and the stack's proposal across. The stack is as long as its children and their
/// spacing, and takes its proposal across (the widest child when that is nil). The children
/// are arranged as a stack arranges them for a nil major proposal (§4.5), and the arranged
/// block is aligned in the stack's cross extent by the stack's guide.
final class LazyStackLayout: LayoutBehavior {
  let stack: StackLayout
  /// The same stack algorithm, run directly (`StackContainer`), with its cache.
  private let content: StackContainer

  init(_ stack: StackLayout) {
    self.stack = stack
    content = StackContainer(stack)
  }

  private var axis: Axis { stack.axis }

  /// What the children, as one stack, are proposed when the lazy stack is proposed `proposal`.
  func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    var inner = proposal
    inner[axis] = nil
    return inner
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    let size = content.sizeThatFits(contentProposal(proposal), node: node)
    return CGSize(axis, major: size[axis], minor: proposal[axis.other] ?? size[axis.other])
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode)
    -> [ChildPlacement]
  {
    var inner = contentProposal(proposal)
    inner[axis.other] = bounds.size[axis.other]
    let size = content.sizeThatFits(inner, node: node)
    // The arranged rows sit where the stack's guide puts a block of their cross extent.
    let key = stack.alignment
    let whole = key.defaultValue(in: ViewDimensions(size: bounds.size))
    let block = key.defaultValue(in: ViewDimensions(size: size))
    var origin = bounds.origin
    origin[axis.other] += whole - block
    let contentBounds = CGRect(origin: origin, size: size)
    return content.placeChildren(in: contentBounds, proposal: inner, node: node)
  }

  func layoutPriority(node: LayoutNode) -> Double { content.layoutPriority(node: node) }

  func spacing(node: LayoutNode) -> ViewSpacing { content.spacing(node: node) }

  func invalidate() { content.invalidate() }
}
