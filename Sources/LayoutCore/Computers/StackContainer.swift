/// An HStack or VStack as a node's behaviour: the stack algorithm run directly (§4).
///
/// A stack is a `Layout` like any other, and `LayoutContainer` could run it; but that
/// container is generic over the layout, and stacks are most of the nodes of a large tree:
/// every request through generic code looked up the cache's type metadata at run time, which
/// was a tenth of the cost of laying out nested stacks. This is the same work written for
/// the one concrete algorithm both stacks share. Results are the same by construction: it
/// calls the same `StackLayout` functions the `HStackLayout`/`VStackLayout` conformances call.
final class StackContainer: LayoutBehavior {
  let stack: StackLayout
  @exclusivity(unchecked) private var cache: StackLayoutCache?

  init(_ stack: StackLayout) { self.stack = stack }

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    let subviews = node.subviews
    return withCache(subviews) { stack.sizeThatFits(proposal, subviews, &$0) }
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode)
    -> [ChildPlacement]
  {
    // Untraced, the arrangement's slots are the placements: what `placeSubviews` does through
    // each subview's `place`, without a proxy and a recorder per child (a tenth of a relayout
    // of the 10,000-view row). Traced, the requests `place` makes show in the trace.
    if !node.context.isTracing {
      let subviews = node.subviews
      return withCache(subviews) { cache in
        stack.placements(in: bounds, proposal, subviews, &cache)
      }
    }
    let recorder = PlacementRecorder(count: node.children.count)
    let subviews = node.subviews
    withCache(subviews) {
      stack.placeSubviews(in: bounds, proposal, subviews.recording(into: recorder), &$0)
    }
    return node.children.indices.map {
      recorder.placement(at: $0, of: node.children[$0], centredIn: bounds, proposal: proposal)
    }
  }

  func explicitAlignment(
    _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode
  ) -> CGFloat? {
    let subviews = node.subviews
    return withCache(subviews) { cache in
      combinedExplicitAlignment(key, in: bounds, proposal: proposal, subviews: subviews) {
        stack.placeSubviews(in: bounds, proposal, $0, &cache)
      }
    }
  }

  func layoutPriority(node: LayoutNode) -> Double {
    node.children.isEmpty ? -.infinity : 0
  }

  func spacing(node: LayoutNode) -> ViewSpacing { stack.spacing(node.subviews) }

  func invalidate() { cache = nil }

  /// Keeps the gaps between the children that did not change: an edit of one row of a long
  /// stack recomputed all 10,000 gaps (a tenth of the edit). The gaps before and after each
  /// changed child are computed again; any arrangement is dropped.
  func invalidate(changedChildren changed: [Int], node: LayoutNode) {
    // When many children changed, computing every gap again costs no more.
    guard var kept = cache, kept.distances.count == node.children.count,
      changed.count * 8 < node.children.count
    else {
      cache = nil
      return
    }
    kept.lastProposal = nil
    kept.lastArrangement = nil
    let subviews = node.subviews
    for index in changed {
      for gap in [index, index + 1] where gap < kept.distances.count {
        kept.distances[gap] = stack.distance(before: gap, subviews)
      }
    }
    cache = kept
  }

  /// Children that each answer one size make one arrangement's size: the shares they are
  /// offered change nothing, and with no explicit guide below, neither does their alignment
  /// (§4.4, §4.6).
  func sizeIgnoresProposal(node: LayoutNode) -> Bool {
    node.children.allSatisfy(\.sizeIgnoresProposal)
  }

  /// Each child offered its share of what the ones before it left, as the stack's own
  /// arrangement offers it (§4.4).
  func childProposalRule(node: LayoutNode) -> ChildProposalRule? {
    // Asked when the node is built, before it is measured: the cache made then is kept.
    if let cache { return .stack(axis: stack.axis, spacing: cache.spacing) }
    let subviews = node.subviews
    return .stack(axis: stack.axis, spacing: withCache(subviews) { $0.spacing })
  }

  /// Runs `body` with the cache, made on first use; taken out while `body` runs, as
  /// `LayoutContainer` does, so that a nested request never sees it half updated.
  private func withCache<T>(_ subviews: LayoutSubviews, _ body: (inout StackLayoutCache) -> T)
    -> T
  {
    var current = cache ?? stack.makeCache(subviews)
    cache = nil
    defer { cache = current }
    return body(&current)
  }

}
