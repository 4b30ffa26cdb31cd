/// The default layout of a leaf: take whatever is offered, 10×10 when unspecified (§3.1).
///
/// Colours and shapes are "greedy": a proposal of ∞ is answered with ∞, so in a stack they
/// split what the less flexible siblings leave.
final class GreedyLeafLayout: LayoutBehavior, Sendable {
  /// The one instance: the behaviour has no state, so every leaf shares it.
  static let shared = GreedyLeafLayout()

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
}
