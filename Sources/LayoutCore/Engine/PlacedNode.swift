import Synchronization

/// A view after layout: its exact frame in canvas coordinates and how it got there.
///
/// Frames are unrounded points with the origin at the canvas's top left; `snapped(toGrid:)`
/// gives the frames a terminal draws. An `offset` node's frame is its layout slot and its
/// child's frame is where the child is drawn; a shape-style background that bleeds into the
/// safe area has a secondary frame larger than its primary.
public struct PlacedNode: Equatable, Sendable {
  /// The node's id, unique in the pass; trace events refer to it. Ids follow pre-order,
  /// except a GeometryReader's content, which is built (and numbered) when the reader is placed.
  public var id: Int {
    get { storage.id }
    _modify { yield &unique().id }
  }
  /// What the node is.
  public var kind: ViewKind {
    get { storage.kind }
    _modify {
      let storage = unique()
      yield &storage.kind
      storage.kindDrawsBeyond = PlacedNode.drawsBeyondFrame(storage.kind)
      storage.measure()
    }
  }
  /// Drawing attributes applied to the node.
  public var attributes: [ViewAttribute] {
    get { storage.attributes }
    _modify {
      let storage = unique()
      yield &storage.attributes
      storage.measure()
    }
  }
  /// The proposal the node was placed with.
  public var proposal: ProposedViewSize {
    get { storage.proposal }
    _modify { yield &unique().proposal }
  }
  /// The size the node answered for `proposal`: its frame's size, unless the frame grew into
  /// the safe area (a view that ignores it, a shape-style layer), and before a length that
  /// overflowed was clamped.
  public var answeredSize: CGSize {
    get { storage.answeredSize }
    _modify { yield &unique().answeredSize }
  }
  /// The layout priority its parent sorts it by: −∞ for a Spacer, 0 by default (§3.2, §7).
  public var priority: Double {
    get { storage.priority }
    _modify { yield &unique().priority }
  }
  /// The node's explicit alignment guides for `proposal`, in its own coordinates, when the
  /// engine records them (`LayoutEngine.recordsGuides`): each guide of the pass that the
  /// node answers explicitly (an `alignmentGuide`, a Text's baselines, or one of these
  /// passed on by a container). Empty when it has none, or the engine did not record them.
  public var explicitGuides: [ExplicitGuide] {
    get { storage.explicitGuides }
    _modify { yield &unique().explicitGuides }
  }
  /// A Text's lines as laid out in its frame (wrapped and truncated).
  public var textLines: [String]? {
    get { storage.textLines }
    _modify { yield &unique().textLines }
  }
  /// The axis a Spacer or Divider extends along, or nil when it extends both ways.
  public var orientation: Axis? {
    get { storage.orientation }
    _modify { yield &unique().orientation }
  }
  /// The node's frame in canvas coordinates.
  public var frame: CGRect {
    get { storage.frame.moved(dx, dy) }
    _modify {
      let storage = unique()
      yield &storage.frame
      storage.measure()
    }
  }
  /// The placed children, in order: a modifier's content first.
  public var children: [PlacedNode] {
    get {
      let children = storage.currentChildren
      guard dx != 0 || dy != 0 else { return children }
      return children.map { $0.moved(dx, dy) }
    }
    _modify {
      let storage = unique()
      yield &storage.children
      storage.measure()
    }
  }
  /// The bars a navigation container or TabView draws at its edges, in canvas coordinates
  /// (§14.9, §14.10); empty for every other node.
  public var bars: [NavigationBar] {
    get {
      guard dx != 0 || dy != 0 else { return storage.bars }
      return storage.bars.map { bar in
        var bar = bar
        bar.frame = bar.frame.moved(dx, dy)
        return bar
      }
    }
    _modify {
      let storage = unique()
      yield &storage.bars
      storage.measure()
    }
  }

  /// The node's values, shared by its copies until one of them changes (copy on write).
  ///
  /// A placed tree is copied wherever it goes: into its parent's children, into the layout
  /// node that keeps it for the next pass, out to whatever draws it. Stored inline, each copy
  /// moved 232 bytes and retained six arrays, and that was most of the time of placing a
  /// large tree; a box makes a copy one retain (issue #17).
  private var storage: Storage
  /// How far this node and everything below it moved since `storage` was written, not yet
  /// added to the stored frames: a subtree a relayout moves (`ExactTranslation`) is moved
  /// in one step, and its frames are read with the move added. Only when every length in
  /// the subtree is exact (`Summary.reach`), so that adding the moves in any order gives the
  /// same bits as placing the subtree anew.
  private var dx: CGFloat = 0
  private var dy: CGFloat = 0

  private final class Storage: @unchecked Sendable {
    // Unchecked: a box is changed only through `unique()`, when no other value shares it;
    // and no access to its fields overlaps another, so the run-time exclusivity checks
    // (a tenth of a relayout's instructions) are skipped.
    @exclusivity(unchecked) var id: Int
    @exclusivity(unchecked) var kind: ViewKind
    /// `PlacedNode.drawsBeyondFrame(kind)`, kept with the kind.
    @exclusivity(unchecked) var kindDrawsBeyond: Bool
    @exclusivity(unchecked) var attributes: [ViewAttribute]
    @exclusivity(unchecked) var frame: CGRect
    @exclusivity(unchecked) var proposal: ProposedViewSize
    @exclusivity(unchecked) var answeredSize: CGSize
    @exclusivity(unchecked) var priority: Double
    @exclusivity(unchecked) var explicitGuides: [ExplicitGuide] = []
    @exclusivity(unchecked) var children: [PlacedNode]
    @exclusivity(unchecked) var textLines: [String]?
    @exclusivity(unchecked) var orientation: Axis?
    @exclusivity(unchecked) var bars: [NavigationBar] = []
    /// What the subtree's frames add up to, as stored.
    @exclusivity(unchecked) var summary = Summary()
    /// How the children's proposals follow this node's, kept when its frames ignore its
    /// proposal and the rule changes them (`LayoutNode.placementIgnoresProposal`).
    @exclusivity(unchecked) var childProposalRule: ChildProposalRule?
    /// Set when the children are worked out when first read (and `children` is empty, or
    /// keeps the proposals of an earlier proposal of this node): re-proposed (`reproposed`),
    /// or placed into the arrays of a rigid subtree (`init(rigid:at:view:)`).
    @exclusivity(unchecked) var derived: DerivedChildren?

    init(
      id: Int, kind: ViewKind, attributes: [ViewAttribute], frame: CGRect,
      proposal: ProposedViewSize, answeredSize: CGSize, priority: Double, children: [PlacedNode],
      summary: Summary? = nil
    ) {
      self.id = id
      self.kind = kind
      self.kindDrawsBeyond = PlacedNode.drawsBeyondFrame(kind)
      self.attributes = attributes
      self.frame = frame
      self.proposal = proposal
      self.answeredSize = answeredSize
      self.priority = priority
      self.children = children
      if let summary { self.summary = summary } else { measure() }
    }

    func copy() -> Storage {
      let copy = Storage(
        id: id, kind: kind, attributes: attributes, frame: frame, proposal: proposal,
        answeredSize: answeredSize, priority: priority, children: children, summary: summary)
      copy.explicitGuides = explicitGuides
      copy.textLines = textLines
      copy.orientation = orientation
      copy.bars = bars
      copy.childProposalRule = childProposalRule
      copy.derived = derived
      return copy
    }

    /// The children, worked out first if they are derived.
    var currentChildren: [PlacedNode] { derived.map { $0.children(of: self) } ?? children }

    /// The children with the proposals the rule gives for `proposal`; each whose proposal
    /// changes is itself re-proposed, its own children worked out when they are read.
    func reproposedChildren() -> [PlacedNode] {
      guard let childProposalRule else { return children }
      let proposals = childProposalRule.proposals(
        of: children, proposal: proposal, size: frame.size)
      return zip(children, proposals).map { child, proposal in
        child.proposal == proposal ? child : child.reproposed(proposal)
      }
    }

    /// Sets `summary` from the node's frames and attributes and its children's summaries.
    func measure() {
      var summary = Summary(
        frame: frame,
        drawsBeyond: kindDrawsBeyond || PlacedNode.attributesDrawBeyondFrame(attributes))
      for bar in bars {
        summary.include(reach: Self.reach(of: bar.frame), extent: bar.frame, drawsBeyond: false)
      }
      for child in children {
        summary.include(
          reach: child.reach, extent: child.extent, drawsBeyond: child.drawsBeyondExtent)
      }
      self.summary = summary
    }

    /// The largest magnitude of the rectangle's origin and size, when all are exact.
    static func reach(of rect: CGRect) -> CGFloat {
      let x = rect.origin.x
      let y = rect.origin.y
      let width = rect.size.width
      let height = rect.size.height
      guard ExactTranslation.isExact(x), ExactTranslation.isExact(y),
        ExactTranslation.isExact(width), ExactTranslation.isExact(height)
      else { return .infinity }
      return Swift.max(Swift.max(abs(x), abs(y)), Swift.max(abs(width), abs(height)))
    }
  }

  /// The children of a node, worked out when first read and kept: a renderer and the
  /// inspector read a node's children several times a frame, and working out a 10,000-view
  /// row's again took 5 ms each time.
  private final class DerivedChildren: Sendable {
    enum Source {
      /// The node was re-proposed after it was placed: its children's proposals follow from
      /// its new one (`reproposed`).
      case reproposal
      /// The node is the view at `index` of a rigid subtree placed into arrays: its children
      /// are made from them (`RigidPlacement`).
      case rigid(RigidPlacement, index: Int, view: ViewNode)
    }

    let source: Source
    private let memo = Mutex<[PlacedNode]?>(nil)

    init(_ source: Source) { self.source = source }

    /// The children of `storage`, the node this derives them for.
    func children(of storage: Storage) -> [PlacedNode] {
      memo.withLock { memo in
        if let memo { return memo }
        let children: [PlacedNode]
        switch source {
        case .reproposal: children = storage.reproposedChildren()
        case .rigid(let placement, let index, let view):
          children = placement.children(of: view, at: index)
        }
        memo = children
        return children
      }
    }
  }

  /// The box, made this value's own first if another value shares it, with the move not
  /// yet added (`dx`, `dy`) added to its frames and passed down to its children.
  private mutating func unique() -> Storage {
    if dx == 0 && dy == 0 && storage.derived == nil {
      if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
      return storage
    }
    let copy = storage.copy()
    copy.frame = storage.frame.moved(dx, dy)
    copy.bars = bars
    copy.children = children
    copy.derived = nil
    copy.measure()
    storage = copy
    dx = 0
    dy = 0
    return storage
  }

  /// What a subtree's frames add up to, kept with its root so that a question about the
  /// whole subtree is answered without walking it.
  struct Summary {
    /// The largest magnitude of any frame's origin or size in the subtree, when every one
    /// of them is exact (`ExactTranslation.isExact`); infinity otherwise.
    var reach: CGFloat = .infinity
    var extent: CGRect = .null
    var drawsBeyondExtent = false

    init() {}

    /// A node's own: its frame, and whether it is drawn beyond it.
    init(frame: CGRect, drawsBeyond: Bool) {
      reach = Storage.reach(of: frame)
      extent = frame
      drawsBeyondExtent = drawsBeyond
    }

    /// Adds a child's or a bar's frames, given by what they add up to.
    mutating func include(reach: CGFloat, extent: CGRect, drawsBeyond: Bool) {
      self.reach = Swift.max(self.reach, reach)
      self.extent = self.extent.covering(extent)
      drawsBeyondExtent = drawsBeyondExtent || drawsBeyond
    }

    /// Adds a child's summary, as stored (not moved).
    mutating func include(_ child: Summary) {
      include(reach: child.reach, extent: child.extent, drawsBeyond: child.drawsBeyondExtent)
    }
  }

  /// The largest magnitude of any frame's origin or size in the subtree, as read, when
  /// every one is exact; infinity otherwise.
  var reach: CGFloat {
    let reach = storage.summary.reach
    guard reach < .infinity else { return .infinity }
    guard ExactTranslation.isExact(dx), ExactTranslation.isExact(dy) else { return .infinity }
    return reach + Swift.max(abs(dx), abs(dy))
  }

  /// The smallest rectangle that holds the frames of the node, of every node below it and of
  /// their bars: where its layout put anything of the subtree.
  ///
  /// A drawing of a large scene skips a subtree whose extent is out of view (unless it
  /// `drawsBeyondExtent`), without visiting its nodes: a 10,000-view row is mostly
  /// outside a terminal's screen.
  public var extent: CGRect { storage.summary.extent.moved(dx, dy) }

  /// Whether a view of the subtree is drawn beyond its frame, so that the subtree may be
  /// drawn beyond its `extent`: a scale or rotation effect, a size label (`sizeInfo`), drawn
  /// below the view, or a pinning lazy stack, whose section headers and footers are drawn
  /// pinned to the visible part of the scroll view (§14.4).
  public var drawsBeyondExtent: Bool { storage.summary.drawsBeyondExtent }

  /// Whether a node of `kind` is drawn beyond its frame, whatever its attributes: a pinning
  /// lazy stack. Kept by the box (`Storage.kindDrawsBeyond`): passing the stored kind to ask
  /// copied it, for every node placed.
  static func drawsBeyondFrame(_ kind: ViewKind) -> Bool {
    if case .lazyStack(let stack) = kind, !stack.pinnedViews.isEmpty { return true }
    return false
  }

  /// Whether a node with `attributes` is drawn beyond its frame.
  static func attributesDrawBeyondFrame(_ attributes: [ViewAttribute]) -> Bool {
    attributes.contains { attribute in
      switch attribute {
      case .sizeInfo, .scaleEffect, .rotationEffect: true
      default: false
      }
    }
  }

  /// The same placed subtree, recorded as proposed `proposal`: what placing anew gives a view
  /// whose frames below do not depend on its proposal (`LayoutNode.placementIgnoresProposal`).
  /// One box is copied; the children, and any move not yet added, are shared, and their
  /// proposals, when the node's rule changes them, are worked out when they are read
  /// (`childProposalRule`): re-proposing a tree of stacks costs one box, not the tree.
  func reproposed(_ proposal: ProposedViewSize) -> PlacedNode {
    var result = self
    let copy = storage.copy()
    if case .rigid = storage.derived?.source { copy.children = storage.currentChildren }
    copy.proposal = proposal
    copy.derived = copy.childProposalRule.map { _ in DerivedChildren(.reproposal) }
    result.storage = copy
    return result
  }

  /// Whether the children's proposals are worked out from this node's when they are read: the
  /// subtree was reused with a new proposal (`reproposed`).
  var childProposalsPending: Bool {
    if case .reproposal = storage.derived?.source { return true }
    return false
  }

  /// How the children's proposals follow this node's, for a node whose frames ignore its
  /// proposal; nil when they do not change with it.
  var childProposalRule: ChildProposalRule? {
    get { storage.childProposalRule }
    set { unique().childProposalRule = newValue }
  }

  /// The subtree moved by `dx` and `dy` points, as `CGRect.offsetBy(dx:dy:)` moves a frame.
  ///
  /// For a drawing that shows part of a scene from elsewhere than its canvas's origin (the
  /// playground scrolled to a view beyond the screen's edge): one step, however large the
  /// subtree, and exact for moves by whole cells.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> PlacedNode { moved(dx, dy) }

  /// The subtree moved by `(dx, dy)`, in one step: its frames are read with the move added.
  /// Exact only for a subtree whose `reach` and the move are exact (`ExactTranslation`).
  func moved(_ dx: CGFloat, _ dy: CGFloat) -> PlacedNode {
    var moved = self
    moved.dx += dx
    moved.dy += dy
    return moved
  }

  init(
    id: Int, kind: ViewKind, attributes: [ViewAttribute], frame: CGRect,
    proposal: ProposedViewSize, answeredSize: CGSize, priority: Double = 0,
    children: [PlacedNode]
  ) {
    storage = Storage(
      id: id, kind: kind, attributes: attributes, frame: frame, proposal: proposal,
      answeredSize: answeredSize, priority: priority, children: children)
  }

  /// The view `view`, at `index` of a rigid subtree placed into arrays, its children made
  /// from them when first read (`RigidPlacement`).
  init(rigid placement: RigidPlacement, at index: Int, view: ViewNode) {
    storage = Storage(
      id: placement.id(at: index), kind: view.kind, attributes: view.attributes,
      frame: placement.frames[index], proposal: placement.proposals[index],
      answeredSize: placement.size(at: index), priority: 0, children: [],
      summary: placement.summaries[index])
    storage.childProposalRule = placement.childProposalRule(of: view, at: index)
    if view.kindCase == .text { storage.textLines = placement.textLines(of: view, at: index) }
    if !view.children.isEmpty {
      storage.derived = DerivedChildren(.rigid(placement, index: index, view: view))
    }
  }

  public static func == (lhs: PlacedNode, rhs: PlacedNode) -> Bool {
    let a = lhs.storage
    let b = rhs.storage
    if a === b && lhs.dx == rhs.dx && lhs.dy == rhs.dy { return true }
    return a.id == b.id && lhs.frame == rhs.frame && a.proposal == b.proposal
      && a.answeredSize == b.answeredSize && a.priority == b.priority
      && a.orientation == b.orientation && a.kind == b.kind && a.attributes == b.attributes
      && a.explicitGuides == b.explicitGuides && a.textLines == b.textLines
      && lhs.bars == rhs.bars && lhs.children == rhs.children
  }

  /// One explicit guide value of a placed node.
  public struct ExplicitGuide: Equatable, Sendable {
    public var key: AlignmentKey
    public var value: CGFloat
  }

  /// The node's size and guides as its parent saw them when it placed it: `d[guide]` is the
  /// explicit value recorded for the guide, or the guide's default for the answered size
  /// (reference §8.2). Guides read from the placed tree, after the pass, without laying the
  /// node out again.
  public var dimensions: ViewDimensions {
    let guides = explicitGuides
    guard !guides.isEmpty else { return ViewDimensions(size: answeredSize) }
    return ViewDimensions(
      size: answeredSize,
      guides: ViewDimensions.ExplicitGuides { key in
        guides.first { $0.key == key }?.value
      })
  }

  /// The view's `zIndex`, which orders its drawing among its siblings (§5.1): the last one
  /// written, 0 when none (or not a number).
  public var zIndex: Double {
    for case .zIndex(let value) in attributes.reversed() where !value.isNaN { return value }
    return 0
  }

  /// The kind's name: `Text`, `frame`.
  public var name: String { kind.name }

  /// The text of a Text, the name of a Color or of a shape's fill colour, an image's name.
  public var label: String? {
    switch kind {
    case .text(let string): string
    case .color(let color): color.description
    case .shape(_, .fill(let color?)): color.description
    case .shape(_, .stroke(let color?, _)), .shape(_, .strokeBorder(let color?, _)):
      color.description
    case .shape: nil
    case .image(let image): image.name
    case .spacer, .divider, .empty, .placeholder, .hStack, .vStack, .zStack, .layout,
      .geometryReader, .list, .form, .section,
      .group, .forEach, .frame, .flexibleFrame, .padding, .offset, .position, .fixedSize,
      .layoutPriority, .alignmentGuide, .background, .overlay, .border, .clipped,
      .ignoresSafeArea, .layoutValue, .listRowInsets, .safeAreaInset, .safeAreaPadding,
      .containerRelativeFrame,
      .aspectRatio, .control, .grid, .gridRow,
      .viewThatFits, .scrollView, .gridCell, .lazyStack, .lazyGrid, .navigation, .tabView:
      nil
    }
  }

  /// This node and all below it, in pre-order.
  public var allNodes: [PlacedNode] {
    var result: [PlacedNode] = []
    func visit(_ node: PlacedNode) {
      result.append(node)
      node.children.forEach(visit)
    }
    visit(self)
    return result
  }

  /// The first node, in pre-order, that satisfies `predicate`.
  public func first(where predicate: (PlacedNode) -> Bool) -> PlacedNode? {
    if predicate(self) { return self }
    for child in children {
      if let found = child.first(where: predicate) { return found }
    }
    return nil
  }

  /// The node with `id`.
  ///
  /// Ids follow pre-order, so the subtree of each child holds the ids from its own up to its
  /// next sibling's: the search goes down one child per level, found by bisection, rather
  /// than through every node before it (a 10,000-child row was walked for each look-up of
  /// a late child, several times per frame). A GeometryReader's content, numbered when it
  /// was placed, breaks the order: then every node is searched.
  public func node(id: Int) -> PlacedNode? {
    pathToNode(id: id)?.last ?? first { $0.id == id }
  }

  /// The parent of the node with `id`, searched as `node(id:)` searches.
  public func parent(ofNodeWithID id: Int) -> PlacedNode? {
    if let path = pathToNode(id: id) { return path.count > 1 ? path[path.count - 2] : nil }
    func parent(in node: PlacedNode) -> PlacedNode? {
      for child in node.children {
        if child.id == id { return node }
        if let found = parent(in: child) { return found }
      }
      return nil
    }
    return parent(in: self)
  }

  /// The nodes from this one down to the one with `id`, following pre-order ids; nil when
  /// the ids below are not in pre-order where the search went.
  private func pathToNode(id: Int) -> [PlacedNode]? {
    var path = [self]
    var node = self
    while node.id != id {
      let children = node.children
      // The last child whose id is at most `id`.
      var low = 0
      var high = children.count
      while low < high {
        let middle = (low + high) / 2
        if children[middle].id <= id { low = middle + 1 } else { high = middle }
      }
      guard low > 0, children[low - 1].id > node.id else { return nil }
      node = children[low - 1]
      path.append(node)
    }
    return path
  }

  /// The nodes named `name` (`Text`, `Color`, `frame`), in pre-order.
  public func nodes(named name: String) -> [PlacedNode] { allNodes.filter { $0.name == name } }
}

extension CGRect {
  /// The rectangle with its origin moved by `(dx, dy)`; itself when the move is zero.
  fileprivate func moved(_ dx: CGFloat, _ dy: CGFloat) -> CGRect {
    guard dx != 0 || dy != 0 else { return self }
    return CGRect(origin: CGPoint(x: origin.x + dx, y: origin.y + dy), size: size)
  }

  /// The smallest rectangle that holds both, for finite rectangles, which every placed frame
  /// is (`LayoutPlacer.finite`): `union` without its handling of null and infinite ones, a
  /// call into Foundation for every placed node (2% of a relayout of the 10,000-view row).
  fileprivate func covering(_ other: CGRect) -> CGRect {
    let x = Self.cover(origin.x, size.width, other.origin.x, other.size.width)
    let y = Self.cover(origin.y, size.height, other.origin.y, other.size.height)
    return CGRect(x: x.low, y: y.low, width: x.high - x.low, height: y.high - y.low)
  }

  /// The lowest and highest ends of two segments along one axis, each given by its start and
  /// its (signed) length.
  private static func cover(
    _ start: CGFloat, _ length: CGFloat, _ otherStart: CGFloat, _ otherLength: CGFloat
  ) -> (low: CGFloat, high: CGFloat) {
    let end = start + length
    let otherEnd = otherStart + otherLength
    return (
      Swift.min(Swift.min(start, end), Swift.min(otherStart, otherEnd)),
      Swift.max(Swift.max(start, end), Swift.max(otherStart, otherEnd))
    )
  }
}
