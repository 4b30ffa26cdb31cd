/// `padding`: the content proposed the proposal minus the insets, placed at the leading and
/// top insets; the size is the content's plus the insets (reference §7, `PaddingLayout`).
///
/// Priority is not forwarded (0), and the spacing of padded edges is reset, so a padded view
/// gets the default spacing from its neighbours (§4.2).
final class PaddingLayout: UnaryLayoutBehavior {
  let insets: EdgeInsets

  init(insets: EdgeInsets) { self.insets = insets }

  /// The content's size plus the insets (§7).
  func sizeIgnoresProposal(node: LayoutNode) -> Bool { node.content.sizeIgnoresProposal }

  /// The content proposed the proposal less the insets (§7).
  func childProposalRule(node: LayoutNode) -> ChildProposalRule? {
    .content { [insets] in $0.inset(by: insets) }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    Self.size(content: node.content.sizeThatFits(proposal.inset(by: insets)), insets: insets)
  }

  /// The size of a padding of `insets` whose content is `content` (§7).
  static func size(content: CGSize, insets: EdgeInsets) -> CGSize {
    CGSize(
      width: Swift.max(0, content.width + insets.horizontal),
      height: Swift.max(0, content.height + insets.vertical))
  }

  func contentPlacement(size: CGSize, proposal: ProposedViewSize, content: LayoutNode)
    -> ChildPlacement
  {
    ChildPlacement(
      origin: CGPoint(x: insets.leading, y: insets.top), proposal: proposal.inset(by: insets))
  }

  func spacing(node: LayoutNode) -> ViewSpacing {
    Self.spacing(content: node.content.spacing, insets: insets)
  }

  /// The spacing of a padding of `insets` whose content's is `content`: reset on the padded
  /// edges (§4.2).
  static func spacing(content: ViewSpacing, insets: EdgeInsets) -> ViewSpacing {
    let padded = Edge.allCases.filter { insets[$0] != 0 }
    return content.resetting(Edge.Set(padded.map(Edge.Set.init)))
  }
}

extension Edge.Set {
  /// The union of `sets`.
  init(_ sets: [Edge.Set]) {
    self = sets.reduce([]) { $0.union($1) }
  }
}
