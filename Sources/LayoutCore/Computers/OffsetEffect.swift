/// `offset`: a render effect, not a layout: the view keeps its layout slot and is drawn
/// displaced (reference §7, `OffsetEffect`; §11 #14).
///
/// Everything is forwarded: size, priority, spacing and guides (which are not shifted).
final class OffsetEffect: UnaryLayoutBehavior {
  let offset: CGSize

  init(offset: CGSize) { self.offset = offset }

  /// The content's size: an offset moves, it does not size (§7).
  func sizeIgnoresProposal(node: LayoutNode) -> Bool { node.content.sizeIgnoresProposal }

  func childProposalRule(node: LayoutNode) -> ChildProposalRule? { .sameAsNode }

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    node.content.sizeThatFits(proposal)
  }

  func contentPlacement(size: CGSize, proposal: ProposedViewSize, content: LayoutNode)
    -> ChildPlacement
  {
    ChildPlacement(origin: CGPoint(x: offset.width, y: offset.height), proposal: proposal)
  }

  func explicitAlignment(
    _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode
  ) -> CGFloat? {
    node.content.explicitAlignment(key, proposal: proposal).map { bounds.origin[key.axis] + $0 }
  }

  func layoutPriority(node: LayoutNode) -> Double { node.content.layoutPriority }
}
