/// `layoutPriority`: the content unchanged, with the given priority for the enclosing stack
/// (reference §7 and §4.4). Only effective as the outermost layout modifier, because frames,
/// padding and position do not forward priority.
final class LayoutPriorityLayout: UnaryLayoutBehavior {
  let priority: Double

  init(priority: Double) { self.priority = priority }

  /// The content's size: a priority only sorts (§7).
  func sizeIgnoresProposal(node: LayoutNode) -> Bool { node.content.sizeIgnoresProposal }

  func childProposalRule(node: LayoutNode) -> ChildProposalRule? { .sameAsNode }

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    node.content.sizeThatFits(proposal)
  }

  func contentPlacement(size: CGSize, proposal: ProposedViewSize, content: LayoutNode)
    -> ChildPlacement
  {
    let contentSize = content.sizeThatFits(proposal)
    return ChildPlacement(
      origin: CGPoint(
        x: (size.width - contentSize.width) / 2, y: (size.height - contentSize.height) / 2),
      proposal: proposal)
  }

  func layoutPriority(node: LayoutNode) -> Double { priority }
}
