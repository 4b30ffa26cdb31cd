/// How a node whose frames ignore its proposal proposes to its children, as a function of its
/// own proposal that a placed tree can keep.
///
/// A view whose size, and every frame below it, is the same whatever it is proposed (nested
/// stacks of fixed frames) is still re-proposed when a sibling before it changes size: a
/// stack offers each child what the ones before it left (§4.4). Its frames do not change, but
/// the proposals its subtree records do, and the inspector and `dump` show them. Placing the
/// subtree anew to record them made an edit of one leaf of a 1,000-leaf tree of stacks place
/// half the tree again (issue #17). A placed node keeps this rule instead: re-proposed, it
/// records its new proposal and its children's are worked out from it when they are read
/// (`PlacedNode.reproposed`). The rule is made of values only, so it answers as the layout
/// did when the node was placed, whatever the layout nodes become afterwards (§11.7).
enum ChildProposalRule: Sendable {
  /// The children are proposed the same whatever the node is proposed: a frame with both
  /// lengths (§6.1), `fixedSize()` on both axes (§7), a view without children.
  case unchanged
  /// The first child (the content) is proposed the node's proposal as `transform` changes
  /// it; any other (a background's or overlay's layer, proposed the content's size, §5.2) the
  /// same whatever the node is proposed.
  case content(@Sendable (ProposedViewSize) -> ProposedViewSize)
  /// A stack along `axis` of children that each answer one size, with `spacing` points
  /// between them in all: each child is offered its share of what the ones before it left
  /// (§4.4, §4.7).
  case stack(axis: Axis, spacing: CGFloat)

  /// The content proposed what the node is proposed: an offset, a priority, a layer.
  static let sameAsNode = ChildProposalRule.content { $0 }

  /// The proposal of each of `children` (placed, each answering one size), when the node
  /// they are the children of is proposed `proposal` and is `size`.
  func proposals(of children: [PlacedNode], proposal: ProposedViewSize, size: CGSize)
    -> [ProposedViewSize]
  {
    switch self {
    case .unchanged:
      return children.map(\.proposal)
    case .content(let transform):
      return children.indices.map { $0 == 0 ? transform(proposal) : children[$0].proposal }
    case .stack(let axis, let spacing):
      return StackLayout.proposals(
        along: axis, ofRigid: children.map { ($0.answeredSize, $0.priority) },
        proposal: proposal, size: size, spacing: spacing)
    }
  }
}
