/// `safeAreaPadding(_:)` as a node's behaviour (reference §14.7).
///
/// SwiftUI builds it from four `safeAreaInset`s with spacing 0, each of a clear view as long as
/// the edge's inset and 0 across (`SafeAreaPaddingModifier` [OSUI
/// `Layout/Modifier/InsetViewModifier.swift`]): the content wrapped at the top, then the
/// bottom, leading and trailing edges. This behaviour runs those four `InsetViewLayout` steps
/// in one node, outermost (trailing) first, so that the placed tree holds the modifier and its
/// content only. The sizes are padding's; the content's safe area shrinks by each inset, so a
/// view in it that ignores the safe area reaches through the padding.
final class SafeAreaPaddingLayout: LayoutBehavior {
  let insets: EdgeInsets

  init(insets: EdgeInsets) { self.insets = insets }

  /// The four inset steps, outermost first: SwiftUI's modifier chain read from the outside.
  static let edges: [Edge] = [.trailing, .leading, .bottom, .top]

  /// The proposal of the view inside the step of `edge`: its length along the edge's axis less
  /// the inset, at least 0 (`primaryProposal` with a clear view of the inset's length).
  private func reduced(_ proposal: ProposedViewSize, by edge: Edge) -> ProposedViewSize {
    let axis = edge.axis
    guard let length = proposal[axis] else { return proposal }
    var result = proposal
    result[axis] = Swift.max(length - insets[edge], 0)
    return result
  }

  /// The size of the steps from `step` inwards, for `proposal`.
  private func size(_ proposal: ProposedViewSize, from step: Int, node: LayoutNode) -> CGSize {
    guard step < Self.edges.count else { return node.content.sizeThatFits(proposal) }
    let edge = Self.edges[step]
    let axis = edge.axis
    let inner = size(reduced(proposal, by: edge), from: step + 1, node: node)
    return CGSize(axis, major: insets[edge] + inner[axis], minor: Swift.max(0, inner[axis.other]))
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    size(proposal, from: 0, node: node)
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode)
    -> [ChildPlacement]
  {
    var frame = bounds
    var given = proposal
    var regions: [SafeAreaLayer] = []
    for (step, edge) in Self.edges.enumerated() {
      let axis = edge.axis
      given[axis.other] = given[axis.other] ?? frame.size[axis.other]
      regions.append(SafeAreaLayer(bounds: frame, insets: EdgeInsets(Edge.Set(edge), insets[edge])))
      let inner = reduced(given, by: edge)
      let size = size(inner, from: step + 1, node: node)
      var origin = frame.origin
      let atStart = edge == .top || edge == .leading
      origin[axis] += atStart ? frame.size[axis] - size[axis] : 0
      origin[axis.other] += (frame.size[axis.other] - size[axis.other]) / 2
      frame = CGRect(origin: origin, size: size)
      given = inner
    }
    var placement = ChildPlacement(origin: frame.origin, proposal: given)
    placement.safeAreaLayers = regions
    return [placement]
  }
}
