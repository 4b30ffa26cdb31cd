/// `safeAreaInset(edge:alignment:spacing:content:)` as a node's behaviour (reference §14.6),
/// SwiftUI's `InsetViewLayout` [OSUI `Layout/Modifier/InsetViewModifier.swift`].
///
/// The node's first child is the modified view (the primary), its second the inset content
/// (the secondary). Along the edge's axis the secondary is proposed what is left after the
/// spacing and the primary's minimum (its length when proposed 0 there), the primary what is
/// left after the secondary and the spacing; across it both get the proposal. The node is the
/// sum of the two and the spacing along the axis, the larger across. The primary sits at the
/// opposite edge, centred across; the secondary at `edge`, lined up with the primary by the
/// alignment guide. The primary's safe area loses the secondary's length and the spacing on
/// `edge`, so that a view in it that ignores the safe area reaches under the secondary.
/// Spacing nil is the primary's spacing to the secondary along the axis (8 for most views).
final class SafeAreaInsetLayout: LayoutBehavior {
  let inset: SafeAreaInset

  init(inset: SafeAreaInset) { self.inset = inset }

  private var axis: Axis { inset.edge.axis }

  /// The inset content, if the closure made a view.
  private func secondary(of node: LayoutNode) -> LayoutNode? {
    node.children.count > 1 ? node.children[1] : nil
  }

  /// The gap between the two views: the given spacing, or the primary's to the secondary.
  func resolvedSpacing(node: LayoutNode) -> CGFloat {
    if let spacing = inset.spacing { return spacing }
    let following = secondary(of: node)?.spacing ?? ViewSpacing()
    return node.content.spacing.distance(to: following, along: axis)
  }

  /// What the secondary is proposed: along the axis, the proposal less the spacing and the
  /// primary's minimum there.
  func secondaryProposal(_ proposal: ProposedViewSize, spacing: CGFloat, node: LayoutNode)
    -> ProposedViewSize
  {
    guard let length = proposal[axis] else { return proposal }
    var result = proposal
    let withoutSpacing = Self.remaining(length, less: spacing)
    result[axis] = 0
    let minimum = node.content.sizeThatFits(result)[axis]
    result[axis] = Self.remaining(withoutSpacing, less: minimum)
    return result
  }

  /// What the primary is proposed: along the axis, the proposal less the secondary and the
  /// spacing.
  func primaryProposal(_ proposal: ProposedViewSize, secondary: CGSize, spacing: CGFloat)
    -> ProposedViewSize
  {
    guard let length = proposal[axis] else { return proposal }
    var result = proposal
    result[axis] = Self.remaining(length, less: secondary[axis] + spacing)
    return result
  }

  /// `length − used`, at least 0; an infinite length less an infinite use (an infinite Spacer
  /// in an infinite proposal) stays infinite, where the difference would be NaN.
  static func remaining(_ length: CGFloat, less used: CGFloat) -> CGFloat {
    let rest = length - used
    return rest.isNaN ? length : Swift.max(rest, 0)
  }

  /// The secondary's size for `proposal`, zero without one.
  private func secondarySize(_ proposal: ProposedViewSize, spacing: CGFloat, node: LayoutNode)
    -> CGSize
  {
    guard let secondary = secondary(of: node) else { return .zero }
    return secondary.sizeThatFits(secondaryProposal(proposal, spacing: spacing, node: node))
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    let spacing = resolvedSpacing(node: node)
    let secondary = secondarySize(proposal, spacing: spacing, node: node)
    let primary = node.content.sizeThatFits(
      primaryProposal(proposal, secondary: secondary, spacing: spacing))
    return CGSize(
      axis, major: secondary[axis] + spacing + primary[axis],
      minor: Swift.max(secondary[axis.other], primary[axis.other]))
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode)
    -> [ChildPlacement]
  {
    let spacing = resolvedSpacing(node: node)
    // Across the axis, an unspecified proposal is the node's own length (`childGeometry`).
    var given = proposal
    given[axis.other] = proposal[axis.other] ?? bounds.size[axis.other]
    let secondaryProposal = secondaryProposal(given, spacing: spacing, node: node)
    let secondaryDimensions = secondary(of: node)?.dimensions(in: secondaryProposal)
    let secondary = secondaryDimensions?.size ?? .zero
    let primaryProposal = primaryProposal(given, secondary: secondary, spacing: spacing)
    let primary = node.content.dimensions(in: primaryProposal)

    // The primary is anchored at the opposite edge, centred across; the secondary at `edge`.
    let atStart = inset.edge == .top || inset.edge == .leading
    var primaryOrigin = CGPoint.zero
    primaryOrigin[axis] = atStart ? bounds.size[axis] - primary.size[axis] : 0
    primaryOrigin[axis.other] = (bounds.size[axis.other] - primary.size[axis.other]) / 2
    var secondaryOrigin = CGPoint.zero
    secondaryOrigin[axis] = atStart ? 0 : bounds.size[axis] - secondary[axis]
    if let secondaryDimensions {
      secondaryOrigin[axis.other] =
        primaryOrigin[axis.other] + primary[key: inset.alignment]
        - secondaryDimensions[key: inset.alignment]
    }

    var primaryPlacement = ChildPlacement(
      origin: CGPoint(x: bounds.minX + primaryOrigin.x, y: bounds.minY + primaryOrigin.y),
      proposal: primaryProposal)
    primaryPlacement.safeAreaLayers = [
      SafeAreaLayer(bounds: bounds, insets: safeAreaInsets(bounds: bounds, node: node))
    ]
    var placements = [primaryPlacement]
    if node.children.count > 1 {
      placements.append(
        ChildPlacement(
          origin: CGPoint(x: bounds.minX + secondaryOrigin.x, y: bounds.minY + secondaryOrigin.y),
          proposal: secondaryProposal))
    }
    return placements
  }

  /// What the primary's safe area loses: the spacing and the secondary's length on `edge`,
  /// the secondary measured as if proposed the node's size (`primarySafeAreaInsets`).
  func safeAreaInsets(bounds: CGRect, node: LayoutNode) -> EdgeInsets {
    let spacing = resolvedSpacing(node: node)
    let secondary = secondarySize(ProposedViewSize(bounds.size), spacing: spacing, node: node)
    return EdgeInsets(Edge.Set(inset.edge), spacing + secondary[axis])
  }
}
