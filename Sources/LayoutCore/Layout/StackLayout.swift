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
    /// Per child: its origin relative to the stack and the proposal that sized it.
    var slots: [Slot]
  }

  /// What the algorithm knows of one child. One array of these per arrangement, rather than
  /// one array per quantity: a stack is arranged for every proposal it gets, and the
  /// allocations were most of the cost of arranging small stacks.
  struct Slot {
    var size = CGSize.zero
    var proposal = ProposedViewSize.unspecified
    var origin = CGPoint.zero
    var priority: Double = 0
    var minimum: CGFloat?
    var maximum: CGFloat?
    /// Whether `size` is the child's one size, whatever it is proposed: known once it was
    /// measured for its minimum or maximum (`LayoutNode.sizeIgnoresProposal`).
    var isRigid = false
  }

  /// The distances between neighbours: `distances[i]` is the gap before child `i` (§4.2).
  func distances(_ subviews: LayoutSubviews) -> [CGFloat] {
    subviews.indices.map { distance(before: $0, subviews) }
  }

  /// The distance before the subview at `index`: 0 before the first (§4.2).
  func distance(before index: Int, _ subviews: LayoutSubviews) -> CGFloat {
    guard index > subviews.startIndex else { return 0 }
    return distance(between: subviews[index - 1].spacing, and: subviews[index].spacing)
  }

  /// The distance between neighbours whose spacings are `previous` and `next` (§4.2): the
  /// stack's own spacing, or what their preferences give.
  func distance(between previous: ViewSpacing, and next: ViewSpacing) -> CGFloat {
    spacing ?? previous.distance(to: next, along: axis)
  }

  /// Sizes and positions the children for `proposal` (origins relative to the stack), with
  /// `distances` between them, `spacing` in all.
  func arrange(
    _ subviews: LayoutSubviews, proposal: ProposedViewSize, distances: [CGFloat],
    spacing: CGFloat
  ) -> Arrangement {
    let count = subviews.count
    let minor = proposal[axis.other]
    var slots = [Slot](repeating: Slot(), count: count)

    if let major = proposal[axis] {
      Self.distribute(
        major - spacing, along: axis, minor: minor, children: LiveChildren(subviews: subviews),
        slots: &slots)
    } else {
      for (offset, subview) in subviews.enumerated() {
        slots[offset].proposal = ProposedViewSize(axis, major: nil, minor: minor)
        slots[offset].size = subview.sizeThatFits(slots[offset].proposal)
      }
    }

    let size = position(&slots, distances: distances) { offset, slot in
      // A view with no explicit guide is its size for this proposal, measured just above: its
      // dimensions are made from it without asking again (issue #17).
      let subview = subviews[subviews.startIndex + offset]
      return subview.node.guideSources.isEmpty
        ? ViewDimensions(size: slot.size) : subview.dimensions(in: slot.proposal)
    }
    return Arrangement(size: size, slots: slots)
  }

  /// Where children of `sizes`, each answering one size and with no explicit guide, go in
  /// the stack, with `distances` between them, and the stack's size: what `arrange` gives
  /// such subviews for every proposal, since the shares they are offered change nothing
  /// (§4.4, §4.6; `RigidSubtreeLayout`). The slots' proposals are not set (`proposals`).
  func arrange(rigid sizes: [CGSize], distances: [CGFloat]) -> Arrangement {
    var slots = sizes.map { Slot(size: $0) }
    let size = position(&slots, distances: distances) { ViewDimensions(size: $1.size) }
    return Arrangement(size: size, slots: slots)
  }

  /// Sets each sized slot's origin, the children aligned across by the stack's guide (§4.6)
  /// and lined up along with `distances` between them; returns the stack's size.
  @inline(__always)
  private func position(
    _ slots: inout [Slot], distances: [CGFloat], dimensions: (Int, Slot) -> ViewDimensions
  ) -> CGSize {
    // The children's minor origins, first relative to the alignment guide (§4.6).
    var lower: CGFloat = 0
    var upper: CGFloat = 0
    for offset in slots.indices {
      let guide = dimensions(offset, slots[offset])[key: alignment]
      slots[offset].origin[axis.other] = -guide
      lower = Swift.min(lower, -guide)
      upper = Swift.max(upper, -guide + slots[offset].size[axis.other])
    }

    var position: CGFloat = 0
    for offset in slots.indices {
      position += distances[offset]
      slots[offset].origin = CGPoint(
        axis, major: position, minor: slots[offset].origin[axis.other] - lower)
      position += slots[offset].size[axis]
    }
    return CGSize(axis, major: position, minor: upper - lower)
  }

  /// §4.3–4.4: sort by priority and flexibility, then share `total` out group by group.
  private static func distribute<Children: StackChildren>(
    _ total: CGFloat, along axis: Axis, minor: CGFloat?, children: Children, slots: inout [Slot]
  ) {
    let count = children.count
    guard count > 0 else { return }
    for offset in 0..<count { slots[offset].priority = children.priority(offset) }
    // A child whose size ignores its proposal has one size: its minimum, its maximum and
    // its size for its share, asked once (issue #17).
    func measureOnce(_ i: Int, _ size: CGSize) -> Bool {
      guard children.ignoresProposal(i) else { return false }
      slots[i].minimum = size[axis]
      slots[i].maximum = size[axis]
      slots[i].size = size
      slots[i].isRigid = true
      return true
    }
    func minimum(_ i: Int) -> CGFloat {
      if let value = slots[i].minimum { return value }
      let size = children.sizeThatFits(i, ProposedViewSize(axis, major: 0, minor: minor))
      if measureOnce(i, size) { return size[axis] }
      slots[i].minimum = size[axis]
      return size[axis]
    }
    func maximum(_ i: Int) -> CGFloat {
      if let value = slots[i].maximum { return value }
      let size = children.sizeThatFits(i, ProposedViewSize(axis, major: .infinity, minor: minor))
      if measureOnce(i, size) { return size[axis] }
      slots[i].maximum = size[axis]
      return size[axis]
    }
    func flexibility(_ i: Int) -> CGFloat {
      let difference = maximum(i) - minimum(i)
      return difference.isNaN ? .infinity : difference
    }
    // `FlexibilityEstimate`: less flexible first; among equally flexible ones, and infinitely
    // flexible ones in particular, the one with the larger minimum first.
    func precedes(_ a: Int, _ b: Int) -> Bool {
      if slots[a].priority != slots[b].priority { return slots[a].priority > slots[b].priority }
      let flexA = flexibility(a)
      let flexB = flexibility(b)
      if flexA == flexB {
        let effectiveA = flexA == .infinity ? -minimum(a) : 0
        let effectiveB = flexB == .infinity ? -minimum(b) : 0
        return effectiveA < effectiveB
      }
      return flexA < flexB
    }
    // The order on the stack, not the heap: a stack is arranged for each proposal it gets,
    // and nested stacks get several (issue #17).
    withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { order in
      for index in 0..<count { order.initializeElement(at: index, to: index) }
      if count > 1 {
        for i in 1..<count {  // insertion sort: stable, as SwiftUI's for small stacks
          var j = i
          while j > 0 && precedes(order[j], order[j - 1]) {
            order.swapAt(j, j - 1)
            j -= 1
          }
        }
      }

      // The minimums of the groups still to come are reserved; a group gets what is left after
      // the groups before it took their sizes and those after it their minimums. It is computed
      // afresh for each group rather than by adding a reserved minimum back, so that a minimum
      // of ∞ (a child that answers ∞ even when proposed 0) reserves everything without turning
      // the later groups' share into ∞ − ∞ (LayoutLab, §4.4).
      // Only a stack with more than one priority (the last child in order is not of the top
      // one) reserves anything, so the usual stack allocates nothing here.
      let topPriority = slots[order[0]].priority
      var reservedAfter: [CGFloat] = []
      var infiniteAfter: [Bool] = []
      if slots[order[count - 1]].priority != topPriority {
        reservedAfter = [CGFloat](repeating: 0, count: count + 1)
        infiniteAfter = [Bool](repeating: false, count: count + 1)
        for k in stride(from: count - 1, through: 0, by: -1) {
          let pending = slots[order[k]].priority != topPriority
          let value = pending ? minimum(order[k]) : 0
          infiniteAfter[k] = infiniteAfter[k + 1] || value == .infinity
          reservedAfter[k] = reservedAfter[k + 1] + (value.isFinite ? value : 0)
        }
      }
      var taken: CGFloat = 0
      var start = 0
      while start < count {
        let priority = slots[order[start]].priority
        var end = start
        while end < count && slots[order[end]].priority == priority { end += 1 }
        var available: CGFloat
        if total == .infinity {
          available = .infinity
        } else if taken == .infinity || (end < count && infiniteAfter[end]) {
          available = -.infinity
        } else {
          available = total - taken - (end < count ? reservedAfter[end] : 0)
        }
        var remaining = end - start
        for k in start..<end {
          let i = order[k]
          let share =
            available == .infinity ? .infinity : Swift.max(available / CGFloat(remaining), 0)
          slots[i].proposal = ProposedViewSize(axis, major: share, minor: minor)
          if !slots[i].isRigid { slots[i].size = children.sizeThatFits(i, slots[i].proposal) }
          if available != .infinity {
            available -= slots[i].size[axis]
            taken += slots[i].size[axis]
          }
          remaining -= 1
        }
        start = end
      }
    }
  }

  /// The proposal each child gets when the stack is placed with `proposal` and is `size`, for
  /// children that each answer one size (given with their priorities) and `spacing` points
  /// of gaps in all: what `placements` gives them, without asking them again
  /// (`ChildProposalRule.stack`). `inOrderWhenPossible` is for the test that checks the
  /// shortcut (`sharesInOrder`) against the algorithm.
  static func proposals(
    along axis: Axis, ofRigid children: [(size: CGSize, priority: Double)],
    proposal: ProposedViewSize, size: CGSize, spacing: CGFloat, inOrderWhenPossible: Bool = true
  ) -> [ProposedViewSize] {
    let placement = placementProposal(proposal, size: size, along: axis)
    let minor = placement[axis.other]
    guard let major = placement[axis] else {
      return children.map { _ in ProposedViewSize(axis, major: nil, minor: minor) }
    }
    if inOrderWhenPossible,
      let shares = sharesInOrder(major - spacing, along: axis, minor: minor, of: children)
    {
      return shares
    }
    var slots = [Slot](repeating: Slot(), count: children.count)
    distribute(
      major - spacing, along: axis, minor: minor, children: RigidChildren(sizes: children),
      slots: &slots)
    return slots.map(\.proposal)
  }

  /// What `distribute` offers children that each answer one size when they have one priority
  /// and finite lengths, worked out without its arrays; nil for other children.
  ///
  /// Then every child is as flexible as the others (0), so the sort of §4.3 keeps them in
  /// order, and there is one priority group: each is offered an equal share of what the ones
  /// before it left (§4.4). A stack of fixed frames is the commonest large stack, and the
  /// arrays of `distribute` were a sixth of laying it out (issue #17).
  private static func sharesInOrder(
    _ total: CGFloat, along axis: Axis, minor: CGFloat?,
    of children: [(size: CGSize, priority: Double)]
  ) -> [ProposedViewSize]? {
    guard let priority = children.first?.priority,
      children.allSatisfy({ $0.priority == priority && $0.size[axis].isFinite })
    else { return nil }
    var available = total
    var remaining = children.count
    return children.map { child in
      let share =
        available == .infinity ? .infinity : Swift.max(available / CGFloat(remaining), 0)
      if available != .infinity { available -= child.size[axis] }
      remaining -= 1
      return ProposedViewSize(axis, major: share, minor: minor)
    }
  }

  /// The stack's spacing as its parent sees it: the union of the children's cross-axis
  /// edges, plus the first child's leading and the last child's trailing edge (§4.2).
  func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
    spacing(ofChildren: subviews.lazy.map(\.spacing))
  }

  /// The spacing of a stack whose children's spacings are `children`, in order (§4.2).
  func spacing<Children: Collection<ViewSpacing>>(ofChildren children: Children) -> ViewSpacing {
    guard let first = children.first else { return .zero }
    let crossEdges: Edge.Set = axis == .horizontal ? .vertical : .horizontal
    let (leading, trailing): (Edge.Set, Edge.Set) =
      axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
    var result = ViewSpacing()
    var last = first
    for child in children {
      result.formUnion(child, edges: crossEdges)
      last = child
    }
    result.formUnion(first, edges: leading)
    result.formUnion(last, edges: trailing)
    return result
  }
}

/// The cache of a built-in stack: the gaps between neighbours and the last arrangement.
public struct StackLayoutCache {
  /// The gaps between neighbours: `distances[i]` is the gap before child `i` (§4.2).
  var distances: [CGFloat] {
    didSet { spacing = distances.reduce(0, +) }
  }
  /// The gaps added up, once: every arrangement takes them off its proposal, and a placed
  /// stack keeps them (`ChildProposalRule.stack`).
  private(set) var spacing: CGFloat
  var lastProposal: ProposedViewSize?
  var lastArrangement: StackLayout.Arrangement?

  /// Reuses the arrangement for `proposal` when it was the last one computed: a parent
  /// usually sizes a stack and then places it with the same proposal.
  mutating func arrangement(
    _ stack: StackLayout, _ subviews: LayoutSubviews, proposal: ProposedViewSize
  ) -> StackLayout.Arrangement {
    if let lastArrangement, lastProposal == proposal { return lastArrangement }
    let arrangement = stack.arrange(
      subviews, proposal: proposal, distances: distances, spacing: spacing)
    lastProposal = proposal
    lastArrangement = arrangement
    return arrangement
  }
}

extension StackLayoutCache {
  init(distances: [CGFloat]) {
    self.distances = distances
    spacing = distances.reduce(0, +)
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

  /// The arrangement a stack is placed by: its proposal with an unspecified minor length
  /// replaced by the stack's own (§4.7).
  private func placementArrangement(
    in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
    _ cache: inout StackLayoutCache
  ) -> Arrangement {
    cache.arrangement(
      self, subviews, proposal: Self.placementProposal(proposal, size: bounds.size, along: axis))
  }

  /// The proposal a stack of `size` placed with `proposal` arranges its children by: an
  /// unspecified minor length replaced by the stack's own (§4.7).
  static func placementProposal(_ proposal: ProposedViewSize, size: CGSize, along axis: Axis)
    -> ProposedViewSize
  {
    var placement = proposal
    placement[axis.other] = proposal[axis.other] ?? size[axis.other]
    return placement
  }

  /// Where `placeSubviews` puts each subview, and the proposal it sizes it with, as the
  /// engine's own stacks place their children (`StackContainer`): the same arrangement and the
  /// same positions as `LayoutSubview.place` at the top-leading anchor.
  func placements(
    in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
    _ cache: inout StackLayoutCache
  ) -> [ChildPlacement] {
    let arrangement = placementArrangement(in: bounds, proposal, subviews, &cache)
    var placements: [ChildPlacement] = []
    placements.reserveCapacity(subviews.count)
    for (offset, subview) in subviews.enumerated() {
      let slot = arrangement.slots[offset]
      placements.append(
        ChildPlacement(
          // The slot's size is the subview's for its proposal, measured in arranging.
          origin: subview.origin(
            at: CGPoint(x: bounds.minX + slot.origin.x, y: bounds.minY + slot.origin.y),
            anchor: .topLeading, size: slot.size),
          proposal: slot.proposal))
    }
    return placements
  }

  func placeSubviews(
    in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
    _ cache: inout StackLayoutCache
  ) {
    let arrangement = placementArrangement(in: bounds, proposal, subviews, &cache)
    for (offset, subview) in subviews.enumerated() {
      let slot = arrangement.slots[offset]
      subview.place(
        at: CGPoint(x: bounds.minX + slot.origin.x, y: bounds.minY + slot.origin.y),
        proposal: slot.proposal)
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

/// What sharing out a stack's length asks of its children (§4.3, §4.4): one algorithm for
/// the subviews of a pass and for the sizes a placed stack keeps (`ChildProposalRule`).
protocol StackChildren {
  var count: Int { get }
  func priority(_ index: Int) -> Double
  /// Whether the child answers every proposal with one size (`LayoutNode.sizeIgnoresProposal`).
  func ignoresProposal(_ index: Int) -> Bool
  func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize) -> CGSize
}

/// A stack's subviews in a layout pass, counted from 0.
private struct LiveChildren: StackChildren {
  let subviews: LayoutSubviews

  var count: Int { subviews.count }

  func priority(_ index: Int) -> Double { subviews[subviews.startIndex + index].priority }

  func ignoresProposal(_ index: Int) -> Bool {
    subviews[subviews.startIndex + index].node.sizeIgnoresProposal
  }

  func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize) -> CGSize {
    subviews[subviews.startIndex + index].sizeThatFits(proposal)
  }
}

/// Children that each answer one size, known.
private struct RigidChildren: StackChildren {
  let sizes: [(size: CGSize, priority: Double)]

  var count: Int { sizes.count }

  func priority(_ index: Int) -> Double { sizes[index].priority }

  func ignoresProposal(_ index: Int) -> Bool { true }

  func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize) -> CGSize { sizes[index].size }
}
