/// `alignmentGuide(_:computeValue:)`: an explicit value for one guide, computed from the
/// content's own dimensions; everything else forwarded (reference §8.3, §7).
final class AlignmentGuideLayout: UnaryLayoutBehavior {
  let key: AlignmentKey
  let computation: AlignmentGuideComputation

  init(key: AlignmentKey, computation: AlignmentGuideComputation) {
    self.key = key
    self.computation = computation
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    node.content.sizeThatFits(proposal)
  }

  func contentPlacement(size: CGSize, proposal: ProposedViewSize, content: LayoutNode)
    -> ChildPlacement
  {
    ChildPlacement(origin: .zero, proposal: proposal)
  }

  func explicitAlignment(
    _ asked: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode
  ) -> CGFloat? {
    guard asked == key else {
      return node.content.explicitAlignment(asked, proposal: proposal).map {
        bounds.origin[asked.axis] + $0
      }
    }
    let value = computation(node.content.dimensions(in: proposal))
    guard value.isFinite else {
      node.context.diagnose(node, "alignment guide \(key) computed \(formatLength(value)); ignored")
      return nil
    }
    return bounds.origin[key.axis] + value
  }

  func layoutPriority(node: LayoutNode) -> Double { node.content.layoutPriority }
}
