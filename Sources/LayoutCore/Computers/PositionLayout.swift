/// `position(x:y:)`: the view takes the whole proposal and centres its content on the point,
/// in its own coordinates (reference §7, `PositionLayout`; §11 #14).
///
/// The content is proposed the position view's own size. Priority 0; spacing reset to none.
final class PositionLayout: UnaryLayoutBehavior {
  let position: CGPoint

  init(position: CGPoint) { self.position = position }

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    if let width = proposal.width, let height = proposal.height {
      return CGSize(width: width, height: height)
    }
    let content = node.content.sizeThatFits(proposal)
    return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  func contentPlacement(size: CGSize, proposal: ProposedViewSize, content: LayoutNode)
    -> ChildPlacement
  {
    let childProposal = ProposedViewSize(size)
    let contentSize = content.sizeThatFits(childProposal)
    return ChildPlacement(
      origin: CGPoint(
        x: position.x - contentSize.width / 2, y: position.y - contentSize.height / 2),
      proposal: childProposal)
  }

  func spacing(node: LayoutNode) -> ViewSpacing { ViewSpacing() }
}
