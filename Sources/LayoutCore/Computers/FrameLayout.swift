/// `frame(width:height:alignment:)`: fixed lengths on the given axes, the content's size on
/// the others (reference §6.1, `_FrameLayout`).
///
/// With both lengths the content is not even measured. The content is proposed the fixed
/// lengths (the frame's own proposal on free axes) and aligned with its own guides, explicit
/// ones included, against the frame's default guide for its size.
final class FrameLayout: UnaryLayoutBehavior {
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment

  init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
    self.width = width
    self.height = height
    self.alignment = alignment
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    if let width, let height { return CGSize(width: width, height: height) }
    let content = node.content.sizeThatFits(contentProposal(proposal))
    return CGSize(width: width ?? content.width, height: height ?? content.height)
  }

  func contentPlacement(size: CGSize, proposal: ProposedViewSize, content: LayoutNode)
    -> ChildPlacement
  {
    let childProposal = contentProposal(proposal)
    return ChildPlacement(
      origin: align(content.dimensions(in: childProposal), in: size, alignment),
      proposal: childProposal)
  }

  /// With both lengths the frame is its lengths, whatever its content (§6.1).
  func sizeIgnoresProposal(node: LayoutNode) -> Bool { width != nil && height != nil }

  /// With both lengths the content is proposed them, whatever the frame is proposed (§6.1).
  func childProposalRule(node: LayoutNode) -> ChildProposalRule? {
    width != nil && height != nil ? .unchanged : nil
  }

  func spacing(node: LayoutNode) -> ViewSpacing {
    frameSpacing(content: node.content, width: width != nil, height: height != nil)
  }

  private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }
}

/// The origin that lines `content`'s `alignment` guides up with the default guides of a
/// container of `size` (`FrameLayoutCommon.commonPlacement`).
func align(_ content: ViewDimensions, in size: CGSize, _ alignment: Alignment) -> CGPoint {
  let container = ViewDimensions(size: size)
  return CGPoint(
    x: container[alignment.horizontal] - content[alignment.horizontal],
    y: container[alignment.vertical] - content[alignment.vertical])
}

/// A frame's spacing: the content's, reset on the edges of the axes it constrains, unless
/// the content is a Spacer, whose spacing frames project through (§4.2).
func frameSpacing(content: LayoutNode, width: Bool, height: Bool) -> ViewSpacing {
  if content.kindCase == .spacer { return content.spacing }
  return frameSpacing(content: content.spacing, width: width, height: height)
}

/// The spacing of a frame whose content, not a Spacer, has spacing `content` (§4.2).
func frameSpacing(content: ViewSpacing, width: Bool, height: Bool) -> ViewSpacing {
  var edges: Edge.Set = []
  if width { edges.formUnion(.horizontal) }
  if height { edges.formUnion(.vertical) }
  return content.resetting(edges)
}
