/// One view during a layout pass: its behaviour, its children and its measurement cache.
///
/// Every size request goes through `sizeThatFits`, which memoises per proposal: stacks probe
/// each child at 0, ∞ and the real proposal and then again when placing, so without the cache
/// n nested stacks cost O(3ⁿ) measurements (reference §1, §11 #7).
///
/// Its fields, like those of the pass's `LayoutContext` and of the containers' caches, skip
/// Swift's run-time exclusivity checks (`@exclusivity(unchecked)`): no access to one of them
/// overlaps another (a container takes its cache out while a nested request runs), and the
/// checks were a seventh of a relayout's instructions (issue #17). The package keeps them for
/// everything else; a compiler flag for all of it would stop LayoutCore from being a
/// dependency.
final class LayoutNode {
  let id: Int
  @exclusivity(unchecked) var kind: ViewKind {
    didSet { kindCase = kind.case }
  }
  /// The kind's case, kept with it: what the placer asks of every node is mostly which case
  /// it is, and matching a case on `kind` copied the whole value (its payload retained and
  /// released) each time (issue #17).
  @exclusivity(unchecked) private(set) var kindCase: ViewKind.Case
  let attributes: [ViewAttribute]
  let environment: LayoutEnvironment
  let context: LayoutContext
  @exclusivity(unchecked) var children: [LayoutNode] = []
  @exclusivity(unchecked) var behavior: any LayoutBehavior = IdentityLayout.shared

  /// Where explicit guides can come from in this subtree; set by the builder.
  @exclusivity(unchecked) var guideSources: GuideSources = []

  /// Whether the node answers every proposal with one size: a `frame(width:height:)` with
  /// both lengths, a placeholder, and the stacks, paddings and other modifiers made only of
  /// such views, with no explicit guide below (set by the builder and by a `ViewGraph`'s
  /// edits, `updateSizeIgnoresProposal`).
  ///
  /// Then any size measured answers every later request, whatever its proposal: nested stacks
  /// of fixed frames were measured about nine times a view (0, ∞ and the share at each level,
  /// §11.7), and a relayout that moved one child measured its siblings' whole subtrees again
  /// for proposals that changed nothing (issue #17). The answers are the ones measuring gives,
  /// so results do not change; a traced pass measures everything, so that the trace shows
  /// every request SwiftUI makes.
  @exclusivity(unchecked) private(set) var sizeIgnoresProposal = false
  /// Whether, besides its size, every frame below the node is the same for every proposal,
  /// relative to its origin, and the proposals below follow the node's by a rule a placed
  /// tree keeps (`ChildProposalRule`): a frame with both lengths, a placeholder, and stacks,
  /// paddings and other modifiers made only of such views. Placed with another proposal, its
  /// last placed subtree is reused, moved and with the new proposal recorded (the proposals
  /// below are worked out when read), where placing it anew made every box below again: a
  /// relayout of the 10,000-view row re-proposes every leaf, and one of a tree of stacks half
  /// the tree (§4.4).
  @exclusivity(unchecked) private(set) var placementIgnoresProposal = false

  @exclusivity(unchecked) private var sizeCache = MeasurementCache()
  @exclusivity(unchecked) private var cachedSpacing: ViewSpacing?
  @exclusivity(unchecked) private var cachedPriority: Double?

  /// The node's last placement, reused by the next pass of a `ViewGraph` when neither the
  /// subtree nor the proposal changed.
  @exclusivity(unchecked) var placement: Placement?

  /// Where a node was placed and what came out.
  struct Placement {
    var epoch: Int
    var origin: CGPoint
    var proposal: ProposedViewSize
    var placed: PlacedNode
  }

  /// Forgets everything measured and placed: the node or something below it changed.
  func invalidate() {
    forgetMeasurements()
    behavior.invalidate()
  }

  /// Forgets everything measured and placed, the behaviour keeping what does not depend on
  /// the children at `changed` (their indices, ascending): an edit changed only those.
  func invalidate(changedChildren changed: [Int]) {
    forgetMeasurements()
    behavior.invalidate(changedChildren: changed, node: self)
  }

  private func forgetMeasurements() {
    sizeCache.removeAll()
    cachedSpacing = nil
    cachedPriority = nil
    placement = nil
    if isRedrawn { clearRedraw() }
  }

  /// Works out `sizeIgnoresProposal` again, from the behaviour, the children's answers and
  /// the guides below: the node was built, or an edit changed it or its children.
  func updateSizeIgnoresProposal() {
    sizeIgnoresProposal =
      !context.isTracing && context.usesMeasurementCache && guideSources.isEmpty
      && behavior.sizeIgnoresProposal(node: self)
    placementIgnoresProposal = sizeIgnoresProposal && childrenFollowRule
  }

  /// Whether the behaviour has a `ChildProposalRule` and every child whose proposal it changes
  /// is itself placed the same for every proposal.
  private var childrenFollowRule: Bool {
    switch behavior.childProposalRule(node: self) {
    case nil: false
    case .unchanged: true
    case .content: children.first?.placementIgnoresProposal ?? true
    case .stack: children.allSatisfy(\.placementIgnoresProposal)
    }
  }

  /// Gives the node new values of its kind through `configure`; returns whether it answers
  /// as before, and so keeps what it measured and is only drawn anew (`redraw`).
  ///
  /// A leaf that answers every proposal it was asked with the same size, the same spacing and
  /// priority, and has no explicit guide (a recoloured `Color`, a shape's new fill) changes
  /// no other view's layout: its ancestors keep their measurements and their placements, but
  /// for the leaf's own, where a pass arranged and placed every stack above it anew (an edit
  /// of one view of a 10,000-view row did both for the row, issue #17). Otherwise everything
  /// measured is forgotten, as `invalidate` does.
  func reconfigure(_ configure: () -> Void) -> Bool {
    guard children.isEmpty, guideSources.isEmpty, !context.isTracing,
      context.usesMeasurementCache
    else {
      configure()
      invalidate()
      updateSizeIgnoresProposal()
      return false
    }
    let sizes = sizeCache.entries
    let spacing = self.spacing
    let priority = layoutPriority
    let flags = (sizeIgnoresProposal, placementIgnoresProposal)
    configure()
    updateSizeIgnoresProposal()
    let answersAsBefore =
      flags == (sizeIgnoresProposal, placementIgnoresProposal)
      && behavior.spacing(node: self) == spacing && behavior.layoutPriority(node: self) == priority
      && sizes.allSatisfy { behavior.sizeThatFits($0.proposal, node: self) == $0.size }
    if answersAsBefore {
      redraw(children: [])
    } else {
      invalidate()
    }
    return answersAsBefore
  }

  /// Whether how the node or views below it are drawn changed, not where (`reconfigure`):
  /// the children at `redrawnChildren` are placed again and the rest of the last placement
  /// kept; with none, the node itself is placed anew where it was (`LayoutPlacer`). A flag
  /// beside the indices, because the placer asks it of every node it reuses.
  @exclusivity(unchecked) private(set) var isRedrawn = false
  @exclusivity(unchecked) private(set) var redrawnChildren: [Int]?

  /// Notes that the children at `indices` are drawn differently, not placed differently; with
  /// none, the node itself.
  func redraw(children indices: [Int]) {
    isRedrawn = true
    redrawnChildren = (redrawnChildren ?? []) + indices
  }

  /// Notes that the node was placed again: nothing is left to redraw.
  func clearRedraw() {
    isRedrawn = false
    redrawnChildren = nil
  }

  /// Forgets everything measured and placed in this subtree: the container it was measured
  /// in changed (§14.8).
  func invalidateSubtree() {
    invalidate()
    for child in children { child.invalidateSubtree() }
  }

  init(
    id: Int, kind: ViewKind, attributes: [ViewAttribute], environment: LayoutEnvironment,
    context: LayoutContext
  ) {
    self.id = id
    self.kind = kind
    self.kindCase = kind.case
    self.attributes = attributes
    self.environment = environment
    self.context = context
  }

  /// Where a subtree's explicit alignment guides can come from.
  ///
  /// Most views have none: a guide is explicit only below an `alignmentGuide`, a custom
  /// `Layout` (which may compute any guide) or a Text (its baselines, §8). Knowing that a
  /// subtree has none lets a stack read its children's guides without asking them, which is
  /// most of the cost of aligning large trees of plain views. The answer is the same either
  /// way; only the requests differ, so a traced pass asks everything.
  struct GuideSources: OptionSet {
    let rawValue: UInt8
    /// An `alignmentGuide` or a custom layout: any guide may be explicit.
    static let custom = GuideSources(rawValue: 1)
    /// A Text: the text baselines are explicit.
    static let textBaselines = GuideSources(rawValue: 2)
    /// Every source: ask as if any guide may be explicit.
    static let everything: GuideSources = [.custom, .textBaselines]
  }

  /// The children as a layout sees them, made on first use: containers ask for them on every
  /// request. (A GeometryReader's children change when it is placed; no layout reads them.)
  private(set) lazy var subviews = LayoutSubviews(children)

  /// A modifier's content: its first child.
  var content: LayoutNode { children[0] }

  /// The node's size for `proposal`, measured once per distinct proposal.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let proposal = sanitized(proposal)
    if let size = sizeIgnoresProposal ? sizeCache.anySize : sizeCache.size(for: proposal) {
      context.recordCacheHit(self, proposal: proposal, size: size)
      return size
    }
    if context.isInterrupted { return .zero }
    let event = context.beginMeasuring(self, proposal: proposal)
    let size = sanitized(behavior.sizeThatFits(proposal, node: self))
    // A pass being abandoned answers zeros: they must not outlive it.
    if context.usesMeasurementCache && !context.isInterrupted {
      sizeCache.insert(size, for: proposal)
    }
    context.endMeasuring(event, size: size)
    return size
  }

  /// The node's size and guides for `proposal`.
  func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    let size = sizeThatFits(proposal)
    guard !guideSources.isEmpty else { return ViewDimensions(size: size) }
    return ViewDimensions(
      size: size,
      guides: ViewDimensions.ExplicitGuides { [self] key in
        explicitAlignment(key, proposal: proposal)
      })
  }

  /// The node's explicit value for `key` when proposed `proposal`, in its own coordinates.
  func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
    guard
      guideSources.contains(.custom) || guideSources.contains(.textBaselines) && key.isTextBaseline
    else { return nil }
    let size = sizeThatFits(proposal)
    // The sizes the node asks of its children to find a guide are its requests, not its
    // parent's: the trace credits them to this node.
    return context.answeringGuide(self, guide: key, proposal: proposal, size: size) {
      behavior.explicitAlignment(
        key, in: CGRect(origin: .zero, size: size), proposal: sanitized(proposal), node: self)
    }
  }

  /// The priority parents sort this node by.
  var layoutPriority: Double {
    if let cachedPriority { return cachedPriority }
    let priority = behavior.layoutPriority(node: self)
    cachedPriority = priority
    return priority
  }

  /// The node's spacing preferences.
  var spacing: ViewSpacing {
    if let cachedSpacing { return cachedSpacing }
    let spacing = behavior.spacing(node: self)
    cachedSpacing = spacing
    return spacing
  }

  /// The value set with `layoutValue(key:value:)` on this view or under its modifiers.
  ///
  /// Layout values are traits of the view-list element, so modifiers applied after
  /// `layoutValue` keep them visible to the enclosing layout.
  func layoutValue<K: LayoutValueKey>(for key: K.Type) -> K.Value? {
    var node = self
    while true {
      if case .layoutValue(let entry) = node.kind, entry.key == ObjectIdentifier(key) {
        return entry.value as? K.Value
      }
      guard node.kind.isModifier, let content = node.children.first else { return nil }
      node = content
    }
  }

  /// A proposal with NaN read as unspecified and negative lengths as zero.
  private func sanitized(_ proposal: ProposedViewSize) -> ProposedViewSize {
    func clean(_ value: CGFloat?) -> CGFloat? {
      guard let value else { return nil }
      if value.isNaN { return nil }
      return Swift.max(value, 0)
    }
    if let width = proposal.width, let height = proposal.height, width >= 0, height >= 0 {
      return proposal
    }
    return ProposedViewSize(width: clean(proposal.width), height: clean(proposal.height))
  }

  /// A size with NaN and negative lengths read as zero: a layout may answer anything, but
  /// what the engine passes on is always a size.
  private func sanitized(_ size: CGSize) -> CGSize {
    guard !(size.width >= 0 && size.height >= 0) else { return size }
    context.diagnose(self, "answered an invalid size \(size); using zero for the bad lengths")
    return CGSize(
      width: size.width >= 0 ? size.width : 0, height: size.height >= 0 ? size.height : 0)
  }
}
