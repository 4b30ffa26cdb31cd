/// Runs a `Layout` (built-in stack or custom) as a node's behaviour: builds its subviews,
/// keeps its cache, and records where `placeSubviews` puts each subview (§9).
///
/// Unplaced subviews are proposed the container's own proposal and centred (§9.1). A
/// container with no subviews has priority −∞ (§3.7).
final class LayoutContainer<L: Layout>: LayoutBehavior {
  let layout: L
  @exclusivity(unchecked) private var cache: L.Cache?

  init(_ layout: L) { self.layout = layout }

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    let subviews = node.subviews
    return withCache(subviews) {
      layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode)
    -> [ChildPlacement]
  {
    let recorder = PlacementRecorder(count: node.children.count)
    let subviews = node.subviews.recording(into: recorder)
    withCache(subviews) {
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
    return node.children.indices.map {
      recorder.placement(
        at: $0, of: node.children[$0], centredIn: bounds, proposal: proposal)
    }
  }

  func explicitAlignment(
    _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode
  ) -> CGFloat? {
    let subviews = node.subviews
    return withCache(subviews) { cache in
      switch key.axis {
      case .horizontal:
        layout.explicitAlignment(
          of: HorizontalAlignment(key: key), in: bounds, proposal: proposal,
          subviews: subviews, cache: &cache)
      case .vertical:
        layout.explicitAlignment(
          of: VerticalAlignment(key: key), in: bounds, proposal: proposal,
          subviews: subviews, cache: &cache)
      }
    }
  }

  func layoutPriority(node: LayoutNode) -> Double {
    node.children.isEmpty ? -.infinity : 0
  }

  func spacing(node: LayoutNode) -> ViewSpacing {
    let subviews = node.subviews
    return withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
  }

  /// A subview changed: the cache is made again from the subviews, as SwiftUI's
  /// `updateCache` does by default.
  func invalidate() { cache = nil }

  private func withCache<T>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> T) -> T {
    var current = cache ?? layout.makeCache(subviews: subviews)
    cache = nil
    defer { cache = current }
    return body(&current)
  }
}

extension HorizontalAlignment {
  init(key: AlignmentKey) { self.key = key }
}

extension VerticalAlignment {
  init(key: AlignmentKey) { self.key = key }
}
