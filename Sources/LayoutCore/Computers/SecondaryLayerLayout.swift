/// `background` and `overlay`: the primary's size, priority, spacing and guides; the secondary
/// view proposed the primary's size and aligned to it by both views' guides (reference §5.2).
///
/// The secondary may be larger than the primary and then draws outside it; it never changes
/// the layout. `border` is an overlay of a stroked rectangle and needs no secondary node here.
final class SecondaryLayerLayout: UnaryLayoutBehavior {
  let alignment: Alignment

  init(alignment: Alignment) { self.alignment = alignment }

  /// The content's size: the layer is sized by it, not the other way (§5.2).
  func sizeIgnoresProposal(node: LayoutNode) -> Bool { node.content.sizeIgnoresProposal }

  func childProposalRule(node: LayoutNode) -> ChildProposalRule? { .sameAsNode }

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    node.content.sizeThatFits(proposal)
  }

  func contentPlacement(size: CGSize, proposal: ProposedViewSize, content: LayoutNode)
    -> ChildPlacement
  {
    ChildPlacement(origin: .zero, proposal: proposal)
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
    var placements = [ChildPlacement(origin: bounds.origin, proposal: proposal)]
    if node.children.count > 1 {
      let primary = node.content.dimensions(in: proposal)
      let secondaryProposal = ProposedViewSize(bounds.size)
      let secondary = node.children[1].dimensions(in: secondaryProposal)
      placements.append(
        ChildPlacement(
          origin: CGPoint(
            x: bounds.minX + primary[alignment.horizontal] - secondary[alignment.horizontal],
            y: bounds.minY + primary[alignment.vertical] - secondary[alignment.vertical]),
          proposal: secondaryProposal))
    }
    return placements
  }

  func layoutPriority(node: LayoutNode) -> Double { node.content.layoutPriority }
}
