/// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()`: the content is proposed
/// the size of the ratio scaled to fit in (or to fill) the proposal, and centred in its answer
/// (reference §18, OpenSwiftUI `_AspectRatioLayout`).
///
/// The modifier is the content's size for that proposal: a resizable image or a shape takes
/// it, a fixed image keeps its own size. An unspecified proposal (nil on both axes) is passed
/// on unchanged. A nil axis, and an axis where both the ratio and the proposal are 0, scales
/// by ∞, so `fit` follows the other axis and `fill` proposes ∞ × ∞. Like most unary layouts it
/// does not forward the content's priority (§7).
final class AspectRatioLayout: UnaryLayoutBehavior {
  /// Width over height, or nil for the ratio of the content's ideal size.
  let ratio: CGFloat?
  let contentMode: ContentMode

  init(ratio: CGFloat?, contentMode: ContentMode) {
    self.ratio = ratio
    self.contentMode = contentMode
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    node.content.sizeThatFits(spaceOffered(proposal, to: node.content))
  }

  func contentPlacement(size: CGSize, proposal: ProposedViewSize, content: LayoutNode)
    -> ChildPlacement
  {
    let offered = spaceOffered(proposal, to: content)
    let contentSize = content.sizeThatFits(offered)
    return ChildPlacement(
      origin: CGPoint(
        x: (size.width - contentSize.width) / 2, y: (size.height - contentSize.height) / 2),
      proposal: offered)
  }

  /// The proposal for the content: the ratio's size scaled to fit in or fill `proposal`.
  func spaceOffered(_ proposal: ProposedViewSize, to content: LayoutNode) -> ProposedViewSize {
    guard proposal.width != nil || proposal.height != nil else { return proposal }
    var shape = ratio.map { CGSize(width: $0, height: 1) } ?? content.sizeThatFits(.unspecified)
    if shape.width == shape.height { shape = CGSize(width: 1, height: 1) }
    let scale = Self.scale(shape, to: proposal, contentMode)
    return ProposedViewSize(
      width: Self.product(shape.width, scale), height: Self.product(shape.height, scale))
  }

  /// The factor that makes `shape` fit in (the smaller axis factor) or fill (the larger)
  /// `proposal`; an axis with no proposal, or with 0 for both, counts as ∞.
  static func scale(_ shape: CGSize, to proposal: ProposedViewSize, _ mode: ContentMode)
    -> CGFloat
  {
    func factor(_ length: CGFloat, _ target: CGFloat?) -> CGFloat {
      guard let target, length != 0 || target != 0 else { return .infinity }
      // ∞ / ∞ (an infinite proposal for a content whose ideal size is infinite) counts as ∞.
      let factor = target / length
      return factor.isNaN ? .infinity : factor
    }
    let x = factor(shape.width, proposal.width)
    let y = factor(shape.height, proposal.height)
    return mode == .fit ? Swift.min(x, y) : Swift.max(x, y)
  }

  /// `length × scale`, with 0 × ∞ (a zero-length ratio filled) taken as 0 rather than NaN.
  private static func product(_ length: CGFloat, _ scale: CGFloat) -> CGFloat {
    let value = length * scale
    return value.isNaN ? 0 : value
  }
}
