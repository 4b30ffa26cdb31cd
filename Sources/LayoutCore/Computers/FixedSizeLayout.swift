/// `fixedSize`: the content proposed nil on the fixed axes, so it answers its ideal size
/// there; centred in the result; priority forwarded (reference §7, `FixedSizeLayout`).
final class FixedSizeLayout: UnaryLayoutBehavior {
  let horizontal: Bool
  let vertical: Bool

  init(horizontal: Bool, vertical: Bool) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    node.content.sizeThatFits(contentProposal(proposal))
  }

  /// Fixed on both axes, the content is always proposed nil × nil: its ideal size (§7).
  func sizeIgnoresProposal(node: LayoutNode) -> Bool {
    horizontal && vertical || node.content.sizeIgnoresProposal
  }

  /// The content proposed nil on the fixed axes: on both, whatever the node is proposed.
  func childProposalRule(node: LayoutNode) -> ChildProposalRule? {
    horizontal && vertical
      ? .unchanged
      : .content { [horizontal, vertical] in
        Self.contentProposal($0, horizontal: horizontal, vertical: vertical)
      }
  }

  func contentPlacement(size: CGSize, proposal: ProposedViewSize, content: LayoutNode)
    -> ChildPlacement
  {
    let childProposal = contentProposal(proposal)
    let contentSize = content.sizeThatFits(childProposal)
    return ChildPlacement(
      origin: CGPoint(
        x: (size.width - contentSize.width) / 2, y: (size.height - contentSize.height) / 2),
      proposal: childProposal)
  }

  func layoutPriority(node: LayoutNode) -> Double { node.content.layoutPriority }

  private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    Self.contentProposal(proposal, horizontal: horizontal, vertical: vertical)
  }

  private static func contentProposal(
    _ proposal: ProposedViewSize, horizontal: Bool, vertical: Bool
  ) -> ProposedViewSize {
    ProposedViewSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }
}
