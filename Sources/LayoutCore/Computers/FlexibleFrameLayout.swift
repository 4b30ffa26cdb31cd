/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
/// (reference §6.2, `_FlexFrameLayout`, normalisation confirmed against SwiftUI's binary).
///
/// Per axis: with min and max both set and a concrete proposal the frame takes the clamped
/// proposal without asking the content; otherwise the content is measured at the clamped
/// proposal (or `ideal` when unspecified) and the frame clamps its answer by the one-sided
/// rules. Contradictory constraints (min > max) fall back to the content's size.
final class FlexibleFrameLayout: UnaryLayoutBehavior {
  /// The constraints on one axis after normalisation.
  struct Constraints {
    let min: CGFloat?
    let ideal: CGFloat?
    let max: CGFloat?

    /// The frame's length when it is decided without the content, or nil.
    func decided(_ proposal: CGFloat?) -> CGFloat? {
      guard let proposal else { return ideal }
      guard let min, let max, min <= max else { return nil }
      return clamp(proposal, min, max)
    }

    /// The length proposed to the content.
    func contentProposal(_ proposal: CGFloat?) -> CGFloat? {
      (proposal ?? ideal).map { clamp($0, min ?? -.infinity, max ?? .infinity) }
    }

    /// The frame's length from the content's, for an undecided axis.
    func length(content: CGFloat, proposed: CGFloat?) -> CGFloat {
      switch (min, max) {
      case (let min?, let max?) where min <= max:
        return clamp(content, min, max)
      case (let min?, nil):
        return Swift.max(Swift.min(proposed ?? .infinity, content), min)
      case (nil, let max?):
        return Swift.min(Swift.max(proposed ?? -.infinity, content), max)
      default:
        return content
      }
    }

    /// The proposal for the content at placement (`childPlacementProposal`): the frame's
    /// length, or nil again on a free axis that was itself unspecified.
    func placementProposal(length: CGFloat, ownProposal: CGFloat?) -> CGFloat? {
      if ideal == nil && ownProposal == nil && (min ?? -.infinity) < length
        && length < (max ?? .infinity)
      {
        return nil
      }
      return length
    }
  }

  let width: Constraints
  let height: Constraints
  let alignment: Alignment
  let constrainsWidth: Bool
  let constrainsHeight: Bool

  init(_ frame: FlexibleFrame, node: LayoutNode) {
    // NaN compares with nothing, so it cannot be normalised: it reads as nil. So does an
    // infinite min or ideal, which would make the frame infinite (an "invalid frame
    // dimension", §6.1); an infinite max is the usual "fill". Any other number, −∞ included,
    // is normalised below as SwiftUI's init does (a negative max becomes the ideal or 0).
    func valid(_ value: CGFloat?, _ what: String, infinityAllowed: Bool = false) -> CGFloat? {
      guard let value else { return nil }
      guard !value.isNaN, infinityAllowed || value != .infinity else {
        node.context.diagnose(node, "invalid \(what) \(formatLength(value)): treated as nil")
        return nil
      }
      return value
    }
    func normalise(_ min: CGFloat?, _ ideal: CGFloat?, _ max: CGFloat?, _ axis: String)
      -> Constraints
    {
      let min = valid(min, "min\(axis)")
      let ideal = valid(ideal, "ideal\(axis)")
      let max = valid(max, "max\(axis)", infinityAllowed: true)
      let ordered = [min, ideal, max].compactMap { $0 }
      if ordered != ordered.sorted() || ordered.contains(where: { $0 < 0 }) {
        node.context.diagnose(node, "contradictory frame constraints specified")
      }
      let newMin = min.map { Swift.max($0, 0) }
      let newIdeal = ideal.map { Swift.max(newMin ?? 0, $0) }
      let newMax = max.map { Swift.max(newIdeal ?? 0, $0) }
      return Constraints(min: newMin, ideal: newIdeal, max: newMax)
    }
    width = normalise(frame.minWidth, frame.idealWidth, frame.maxWidth, "Width")
    height = normalise(frame.minHeight, frame.idealHeight, frame.maxHeight, "Height")
    alignment = frame.alignment
    // After validation, so that a NaN "treated as nil" is nil for spacing too (§4.2).
    constrainsWidth = width.min != nil || width.ideal != nil || width.max != nil
    constrainsHeight = height.min != nil || height.ideal != nil || height.max != nil
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    let decidedWidth = width.decided(proposal.width)
    let decidedHeight = height.decided(proposal.height)
    if let decidedWidth, let decidedHeight {
      return CGSize(width: decidedWidth, height: decidedHeight)
    }
    let contentProposal = ProposedViewSize(
      width: width.contentProposal(proposal.width),
      height: height.contentProposal(proposal.height))
    let content = node.content.sizeThatFits(contentProposal)
    return CGSize(
      width: decidedWidth
        ?? width.length(content: content.width, proposed: contentProposal.width),
      height: decidedHeight
        ?? height.length(content: content.height, proposed: contentProposal.height))
  }

  func contentPlacement(size: CGSize, proposal: ProposedViewSize, content: LayoutNode)
    -> ChildPlacement
  {
    let childProposal = ProposedViewSize(
      width: width.placementProposal(length: size.width, ownProposal: proposal.width),
      height: height.placementProposal(length: size.height, ownProposal: proposal.height))
    return ChildPlacement(
      origin: align(content.dimensions(in: childProposal), in: size, alignment),
      proposal: childProposal)
  }

  func spacing(node: LayoutNode) -> ViewSpacing {
    frameSpacing(content: node.content, width: constrainsWidth, height: constrainsHeight)
  }
}

/// `min(max(lower, value), upper)`: the upper bound wins when `lower > upper`.
func clamp(_ value: CGFloat, _ lower: CGFloat, _ upper: CGFloat) -> CGFloat {
  Swift.min(Swift.max(lower, value), upper)
}
