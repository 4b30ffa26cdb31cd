/// The one algorithm of HStack and VStack, written along a major axis (reference §4).
///
/// Sizing with a concrete major proposal: children sorted by priority, then flexibility
/// (§4.3); each priority group offered what is left after reserving the lower groups' minimums,
/// each child an equal share of what remains at the moment it is measured (§4.4). With an
/// unspecified major proposal every child is asked its ideal (§4.5). Across, children are
/// aligned by the stack's guide and the stack is the union of their ranges (§4.6). Placement
/// reruns the same steps with an unspecified minor proposal replaced by the stack's size (§4.7).
public struct StackLayout: Equatable, Sendable {
  let axis: Axis
  let alignment: AlignmentKey
  let spacing: CGFloat?

  /// The stack's measurements for one proposal.
  struct Arrangement {
    var size: CGSize
    var origins: [CGPoint]
    var proposals: [ProposedViewSize]
  }

  /// The distances between neighbours: `distances[i]` is the gap before child `i` (§4.2).
  func distances(_ subviews: LayoutSubviews) -> [CGFloat] {
    var result: [CGFloat] = []
    result.reserveCapacity(subviews.count)
    var previous: ViewSpacing?
    for subview in subviews {
      let current = subview.spacing
      if let previous {
        result.append(spacing ?? previous.distance(to: current, along: axis))
      } else {
        result.append(0)
      }
      previous = current
    }
    return result
  }

  /// Sizes and positions the children for `proposal` (origins relative to the stack).
  func arrange(
    _ subviews: LayoutSubviews, proposal: ProposedViewSize, distances: [CGFloat]
  ) -> Arrangement {
    let count = subviews.count
    let minor = proposal[axis.other]
    var sizes = [CGSize](repeating: .zero, count: count)
    var proposals = [ProposedViewSize](repeating: .unspecified, count: count)

    if let major = proposal[axis] {
      distribute(
        major - distances.reduce(0, +), minor: minor, subviews: subviews,
        sizes: &sizes, proposals: &proposals)
    } else {
      for (offset, subview) in subviews.enumerated() {
        proposals[offset] = ProposedViewSize(axis, major: nil, minor: minor)
        sizes[offset] = subview.sizeThatFits(proposals[offset])
      }
    }

    var minorOrigins = [CGFloat](repeating: 0, count: count)
    var lower: CGFloat = 0
    var upper: CGFloat = 0
    for (offset, subview) in subviews.enumerated() {
      let guide = subview.dimensions(in: proposals[offset])[key: alignment]
      minorOrigins[offset] = -guide
      lower = Swift.min(lower, -guide)
      upper = Swift.max(upper, -guide + sizes[offset][axis.other])
    }

    var origins: [CGPoint] = []
    origins.reserveCapacity(count)
    var position: CGFloat = 0
    for offset in 0..<count {
      position += distances[offset]
      origins.append(CGPoint(axis, major: position, minor: minorOrigins[offset] - lower))
      position += sizes[offset][axis]
    }
    return Arrangement(
      size: CGSize(axis, major: position, minor: upper - lower), origins: origins,
      proposals: proposals)
  }

  /// §4.3–4.4: sort by priority and flexibility, then share `available` out group by group.
  private func distribute(
    _ available: CGFloat, minor: CGFloat?, subviews: LayoutSubviews,
    sizes: inout [CGSize], proposals: inout [ProposedViewSize]
  ) {
    let count = subviews.count
    guard count > 0 else { return }
    let base = subviews.startIndex
    let priorities = subviews.map(\.priority)
    var minimums = [CGFloat?](repeating: nil, count: count)
    var maximums = [CGFloat?](repeating: nil, count: count)
    func minimum(_ i: Int) -> CGFloat {
      if let value = minimums[i] { return value }
      let value = subviews[base + i].sizeThatFits(ProposedViewSize(axis, major: 0, minor: minor))[
        axis]
      minimums[i] = value
      return value
    }
    func maximum(_ i: Int) -> CGFloat {
      if let value = maximums[i] { return value }
      let value = subviews[base + i].sizeThatFits(
        ProposedViewSize(axis, major: .infinity, minor: minor))[axis]
      maximums[i] = value
      return value
    }
    func flexibility(_ i: Int) -> CGFloat {
      let difference = maximum(i) - minimum(i)
      return difference.isNaN ? .infinity : difference
    }
    // `FlexibilityEstimate`: less flexible first; among equally flexible ones, and infinitely
    // flexible ones in particular, the one with the larger minimum first.
    func precedes(_ a: Int, _ b: Int) -> Bool {
      if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
      let flexA = flexibility(a)
      let flexB = flexibility(b)
      if flexA == flexB {
        let effectiveA = flexA == .infinity ? -minimum(a) : 0
        let effectiveB = flexB == .infinity ? -minimum(b) : 0
        return effectiveA < effectiveB
      }
      return flexA < flexB
    }
    var order = Array(0..<count)
    if count > 1 {
      for i in 1..<count {  // insertion sort: stable, as SwiftUI's for small stacks
        var j = i
        while j > 0 && precedes(order[j], order[j - 1]) {
          order.swapAt(j, j - 1)
          j -= 1
        }
      }
    }

    var available = available
    let topPriority = priorities[order[0]]
    for i in order where priorities[i] != topPriority { available -= minimum(i) }
    var start = 0
    while start < count {
      let priority = priorities[order[start]]
      var end = start
      while end < count && priorities[order[end]] == priority { end += 1 }
      if start > 0 {
        for k in start..<end { available += minimum(order[k]) }
      }
      var remaining = end - start
      for k in start..<end {
        let i = order[k]
        let share =
          available == .infinity ? .infinity : Swift.max(available / CGFloat(remaining), 0)
        proposals[i] = ProposedViewSize(axis, major: share, minor: minor)
        sizes[i] = subviews[base + i].sizeThatFits(proposals[i])
        if available != .infinity { available -= sizes[i][axis] }
        remaining -= 1
      }
      start = end
    }
  }

  /// The stack's spacing as its parent sees it: the union of the children's cross-axis
  /// edges, plus the first child's leading and the last child's trailing edge (§4.2).
  func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
    guard let first = subviews.first, let last = subviews.last else { return .zero }
    let crossEdges: Edge.Set = axis == .horizontal ? .vertical : .horizontal
    let (leading, trailing): (Edge.Set, Edge.Set) =
      axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
    var result = ViewSpacing()
    for subview in subviews { result.formUnion(subview.spacing, edges: crossEdges) }
    result.formUnion(first.spacing, edges: leading)
    result.formUnion(last.spacing, edges: trailing)
    return result
  }
}

/// The cache of a built-in stack: the gaps between neighbours and the last arrangement.
public struct StackLayoutCache {
  var distances: [CGFloat]
  var lastProposal: ProposedViewSize?
  var lastArrangement: StackLayout.Arrangement?

  /// Reuses the arrangement for `proposal` when it was the last one computed: a parent
  /// usually sizes a stack and then places it with the same proposal.
  mutating func arrangement(
    _ stack: StackLayout, _ subviews: LayoutSubviews, proposal: ProposedViewSize
  ) -> StackLayout.Arrangement {
    if let lastArrangement, lastProposal == proposal { return lastArrangement }
    let arrangement = stack.arrange(subviews, proposal: proposal, distances: distances)
    lastProposal = proposal
    lastArrangement = arrangement
    return arrangement
  }
}

extension StackLayout {
  func makeCache(_ subviews: LayoutSubviews) -> StackLayoutCache {
    StackLayoutCache(distances: distances(subviews))
  }

  func sizeThatFits(
    _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackLayoutCache
  ) -> CGSize {
    cache.arrangement(self, subviews, proposal: proposal).size
  }

  func placeSubviews(
    in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
    _ cache: inout StackLayoutCache
  ) {
    var placement = proposal
    placement[axis.other] = proposal[axis.other] ?? bounds.size[axis.other]
    let arrangement = cache.arrangement(self, subviews, proposal: placement)
    for (offset, subview) in subviews.enumerated() {
      let origin = arrangement.origins[offset]
      subview.place(
        at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
        proposal: arrangement.proposals[offset])
    }
  }
}

/// The `Layout` conformance HStackLayout and VStackLayout share: both are the algorithm of
/// `StackLayout` along their axis, as `_HStackLayout` and `_VStackLayout` are in SwiftUI.
public protocol _StackLayoutConvertible: Layout where Cache == StackLayoutCache {
  /// The stack algorithm with this layout's axis, alignment and spacing.
  var _stack: StackLayout { get }
}

extension _StackLayoutConvertible {
  public func makeCache(subviews: Subviews) -> StackLayoutCache { _stack.makeCache(subviews) }

  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache
  ) -> CGSize {
    _stack.sizeThatFits(proposal, subviews, &cache)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout StackLayoutCache
  ) {
    _stack.placeSubviews(in: bounds, proposal, subviews, &cache)
  }

  public func spacing(subviews: Subviews, cache: inout StackLayoutCache) -> ViewSpacing {
    _stack.spacing(subviews)
  }
}
