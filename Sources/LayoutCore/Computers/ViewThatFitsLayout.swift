/// `ViewThatFits(in:)` as a node's behaviour (reference §14.2).
///
/// Each child but the last, in order, is asked its ideal size along `axes` (proposed nil on
/// those axes and the proposal on the others); the first whose ideal size fits the proposal
/// on every constrained axis is the view, and the last child is when none fits. Only that
/// child is laid out with the real proposal and placed: the others are measured, never placed
/// nor drawn. An axis the proposal leaves unspecified fits any size; with no axes the first
/// child always fits.
final class ViewThatFitsLayout: LayoutBehavior {
  let axes: Axis.Set

  init(axes: Axis.Set) { self.axes = axes }

  /// The index of the child shown for `proposal`, or nil when there is none.
  func chosenIndex(_ proposal: ProposedViewSize, node: LayoutNode) -> Int? {
    let children = node.children
    guard !children.isEmpty else { return nil }
    let ideal = ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
    func fits(_ length: CGFloat, _ proposed: CGFloat?, _ axis: Axis.Set) -> Bool {
      guard axes.contains(axis), let proposed else { return true }
      return length <= proposed
    }
    for index in children.indices.dropLast() {
      let size = children[index].sizeThatFits(ideal)
      if fits(size.width, proposal.width, .horizontal)
        && fits(size.height, proposal.height, .vertical)
      {
        return index
      }
    }
    return children.count - 1
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    guard let index = chosenIndex(proposal, node: node) else { return .zero }
    return node.children[index].sizeThatFits(proposal)
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode)
    -> [ChildPlacement]
  {
    let chosen = chosenIndex(proposal, node: node)
    return node.children.indices.map { index in
      ChildPlacement(
        origin: bounds.origin, proposal: index == chosen ? proposal : ProposedViewSize(.zero),
        isSkipped: index != chosen)
    }
  }

  func explicitAlignment(
    _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode
  ) -> CGFloat? {
    guard let index = chosenIndex(proposal, node: node),
      let value = node.children[index].explicitAlignment(key, proposal: proposal)
    else { return nil }
    return bounds.origin[key.axis] + value
  }

  func layoutPriority(node: LayoutNode) -> Double {
    node.children.isEmpty ? -.infinity : 0
  }
}
