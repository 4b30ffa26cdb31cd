/// A subtree whose every frame is the same whatever it is proposed, laid out from its values:
/// measured once, bottom up, into one array, and placed once, top down, with no layout node
/// below its root (§11.7). With Texts, whatever it is proposed wide enough for their lines;
/// proposed less, its node hands it to nodes of its own (`demote`).
///
/// Stacks, paddings and frames with both lengths, made of such views and of colours, shapes
/// and placeholders in frames, answer one size and place everything below them one way
/// (§4.4, §6.1, §7). Negotiating with each of their views through a layout node of its own
/// (built, asked, placed, freed) was most of a full layout of the 10,000-view row, four to seven
/// times Taffy's flexbox on the same scene (issue #17). Here each view is measured once and
/// placed once, through the functions the nodes' behaviours call (`StackLayout.arrange`,
/// `align`, the spacing rules of §4.2, the placer's checks of finite frames), so the placed
/// tree, proposals and diagnostics included, is the one the nodes give; `RigidSubtreeTests`
/// lays random trees out both ways. A `LayoutEngine`'s untraced passes only
/// (`LayoutContext.laysOutRigidSubtrees`): a trace shows every request, and a `ViewGraph`
/// keeps a node for each view, to edit.
final class RigidSubtreeLayout: LayoutBehavior, Sendable {
  /// What measuring found of one view of the subtree, in pre-order.
  struct Measure {
    /// The view's size for the proposal it is placed with: for every proposal (wide enough,
    /// `isWidthBound`), unless it is a colour, shape or Text sized by the frame around it.
    var size = CGSize.zero
    /// The view's origin relative to its parent's, which no proposal changes: its place in a
    /// frame (§6.1), a padding (§7), a one-child stack (§4.1) or a stack of views that each
    /// answer one size (§4.6).
    var offset = CGPoint.zero
    /// The gap before the view in its stack (§4.2): 0 for a stack's first child and for a
    /// view that is not in a stack.
    var gap: CGFloat = 0
    /// How many views its subtree holds, itself included (32 bits: a measure is read and
    /// written for every view, and its size counts).
    var count: Int32 = 1
    /// What the view does with its children.
    var role = Role.leaf
    /// Whether the view answers every proposal with `size`, and so keeps a rule for its
    /// children's proposals when placed (`LayoutNode.placementIgnoresProposal`).
    var isRigid = false
    /// Whether its attributes draw it beyond its frame (`PlacedNode.drawsBeyondExtent`).
    var drawsBeyond = false
    /// Whether a Text below is measured for the widths it may be proposed, on one line: its
    /// frames hold only for a proposal wide enough for that line (`accepts`).
    var isWidthBound = false
    /// A padding's insets, as an index into `paddings`; a Text's environment, as an index
    /// into `environments`.
    var payload: Int32 = -1
    /// The columns of a Text's one line, when it is width bound.
    var columns: Int32 = 0
  }

  /// What a view of the subtree does with its children, read without copying its kind.
  enum Role {
    case leaf, text, frame, padding, identity, horizontalStack, verticalStack
  }

  /// A subtree measured: each view's measure, in pre-order, the paddings' insets, the Texts'
  /// environments and the root's spacing.
  struct Measured {
    let measures: [Measure]
    let paddings: [EdgeInsets]
    let environments: [LayoutEnvironment]
    let spacing: ViewSpacing
    /// Whether the subtree holds a Text, whose baselines are explicit guides (§8).
    let holdsText: Bool
  }

  /// Where measuring a subtree stopped: the child indices from the subtree's root down to the
  /// first view it cannot lay out, the deepest first. Every view on the way fails too, and
  /// the builder, which builds nodes for them, knows not to measure them again.
  struct Failure: Error {
    var path: [Int]
  }

  let view: ViewNode
  let measures: [Measure]
  let paddings: [EdgeInsets]
  /// The environments the Texts are measured in (`Measure.payload`).
  let environments: [LayoutEnvironment]
  let spacing: ViewSpacing
  /// The id of the root; its views have the ids that follow, in pre-order.
  let firstID: Int

  init(view: ViewNode, measured: Measured, firstID: Int) {
    self.view = view
    self.measures = measured.measures
    self.paddings = measured.paddings
    self.environments = measured.environments
    self.spacing = measured.spacing
    self.firstID = firstID
  }

  /// Whether the subtree of `view` may be one: a frame with both lengths, a padding or a stack
  /// at its root, not a lone leaf (which a node lays out as cheaply). Read without copying the
  /// kind, since the builder asks it of every view.
  static func mayLayOut(_ view: ViewNode) -> Bool {
    switch view.kindCase {
    case .frame: view.fixedFrameSize != nil
    case .padding, .hStack, .vStack: true
    default: false
    }
  }

  /// Whether a node of `kind` may stand for such a subtree: asked of every node placed,
  /// before the cast that tells.
  static func mayBeRoot(_ kind: ViewKind.Case) -> Bool {
    switch kind {
    case .frame, .padding, .hStack, .vStack: true
    default: false
    }
  }

  /// The subtree of `view` measured, its root in `environment`, or where it holds a view that
  /// answers more than one size or that this does not lay out.
  static func measure(_ view: ViewNode, environment: LayoutEnvironment) -> Result<
    Measured, Failure
  > {
    // Counts are kept in 32 bits (`Measure.count`).
    guard view.subtreeCount <= Int(Int32.max) else { return .failure(Failure(path: [])) }
    var root: Measurer.Answer?
    var failurePath: [Int] = []
    var paddings: [EdgeInsets] = []
    var environments: [LayoutEnvironment] = []
    // One array of the subtree's size, written in place: growing it, and checking it was not
    // shared at each write, were a tenth of measuring the 10,000-view row.
    let measures = [Measure](unsafeUninitializedCapacity: view.subtreeCount) {
      buffer, initialized in
      var measurer = Measurer(measures: buffer, environment: environment)
      root = measurer.measure(view, proposal: nil)
      failurePath = measurer.failurePath
      paddings = measurer.paddings
      environments = measurer.environments
      // Measured whole, every view has its measure.
      initialized = root == nil ? 0 : measurer.next
    }
    guard let root, measures.count == view.subtreeCount else {
      return .failure(Failure(path: failurePath))
    }
    return .success(
      Measured(
        measures: measures, paddings: paddings, environments: environments,
        spacing: root.spacing, holdsText: root.holdsText))
  }

  /// The root's size: the one measured, for a proposal it holds for; otherwise the nodes'.
  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    if accepts(proposal, placing: false) { return measures[0].size }
    demote(node)
    return node.behavior.sizeThatFits(proposal, node: node)
  }

  /// A Text's baseline (the only guide a parent asks explicitly, `LayoutNode.GuideSources`),
  /// worked out by the nodes: a parent aligns by it seldom, and the nodes know how each
  /// container passes it on (§8).
  func explicitAlignment(
    _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode
  ) -> CGFloat? {
    demote(node)
    return node.behavior.explicitAlignment(key, in: bounds, proposal: proposal, node: node)
  }

  func spacing(node: LayoutNode) -> ViewSpacing { spacing }

  /// True unless a Text below keeps its line only for widths wide enough.
  func sizeIgnoresProposal(node: LayoutNode) -> Bool { !measures[0].isWidthBound }

  /// The subtree is placed the same for every proposal, and its placed nodes keep their own
  /// rules (`RigidPlacement`): to the node's parent it is a view whose frames ignore its
  /// proposal. A node says so only when its size ignores its proposal too.
  func childProposalRule(node: LayoutNode) -> ChildProposalRule? { .unchanged }

  /// Gives `node`, this subtree's, the behaviour of its view and a node for each view below:
  /// from now on the nodes lay the subtree out.
  func demote(_ node: LayoutNode) {
    LayoutTreeBuilder(context: node.context).demote(node, view: view)
  }

  /// Whether the measured frames are the subtree's for `proposal`, to size it (`placing`
  /// false) or to place it: whether every Text measured on one line for the widths it may
  /// be proposed is proposed one at which the line fits (§3.3 rule 2). Walks the views that
  /// pass a width down to such a Text, as sizing and placing pass it: a stack's placement
  /// proposes its own width where its proposal has none (§4.7).
  func accepts(_ proposal: ProposedViewSize, placing: Bool) -> Bool {
    guard measures[0].isWidthBound else { return true }
    return measures.withUnsafeBufferPointer { measures in
      environments.withUnsafeBufferPointer { environments in
        Self.accepts(
          at: 0, width: proposal.width, placing: placing, measures: measures,
          paddings: paddings, environments: environments)
      }
    }
  }

  /// Whether the view at `index` of `measures` keeps its measured frames when proposed
  /// `width` (`accepts`). The environments are read in place: copying one out of its array
  /// for its glyph width was most of the walk.
  fileprivate static func accepts(
    at index: Int, width: CGFloat?, placing: Bool, measures: UnsafeBufferPointer<Measure>,
    paddings: [EdgeInsets], environments: UnsafeBufferPointer<LayoutEnvironment>
  ) -> Bool {
    func accepts(at index: Int, width: CGFloat?) -> Bool {
      let measure = measures[index]
      guard measure.isWidthBound else { return true }
      switch measure.role {
      case .text:
        let glyphWidth = environments[Int(measure.payload)].metrics.glyphWidth
        return TextLayout.fits(
          Int(measure.columns),
          maxColumns: TextLayout.columnLimit(width: width, glyphWidth: glyphWidth))
      case .padding:
        let insets = paddings[Int(measure.payload)]
        return accepts(
          at: index + 1, width: ProposedViewSize(width: width, height: nil).inset(by: insets).width)
      case .identity:
        return accepts(at: index + 1, width: width)
      case .verticalStack:
        // Each child is proposed the stack's width (§4.4, §4.7); they follow one another,
        // each after its subtree.
        let childWidth = placing ? width ?? measure.size.width : width
        var child = index + 1
        while child < index + Int(measure.count) {
          guard accepts(at: child, width: childWidth) else { return false }
          child += Int(measures[child].count)
        }
        return true
      case .leaf, .frame, .horizontalStack:
        // Never width bound: a frame proposes its content its own lengths, and a horizontal
        // stack of such a Text is left to the nodes (`Measurer.measureStack`).
        return true
      }
    }
    return accepts(at: index, width: width)
  }

  /// The placed subtree, its root's top-leading corner at `origin`: every frame and proposal
  /// worked out into arrays, the placed nodes below the root made from them when read.
  func place(at origin: CGPoint, proposal: ProposedViewSize, context: LayoutContext)
    -> PlacedNode
  {
    let count = measures.count
    var frames = [CGRect](repeating: .zero, count: count)
    var proposals = [ProposedViewSize](repeating: .unspecified, count: count)
    var summaries = [PlacedNode.Summary](repeating: PlacedNode.Summary(), count: count)
    // Written through buffers: each write to an array checked that it was not shared.
    measures.withUnsafeBufferPointer { measures in
      frames.withUnsafeMutableBufferPointer { frames in
        proposals.withUnsafeMutableBufferPointer { proposals in
          summaries.withUnsafeMutableBufferPointer { summaries in
            let placer = Placer(
              layout: self, context: context, measures: measures, frames: frames,
              proposals: proposals, summaries: summaries)
            _ = placer.place(at: 0, origin: origin, proposal: proposal)
          }
        }
      }
    }
    let placement = RigidPlacement(
      layout: self, frames: frames, proposals: proposals, summaries: summaries)
    return PlacedNode(rigid: placement, at: 0, view: view)
  }

  /// Works out the frames and proposals of a rigid subtree, in pre-order, into buffers,
  /// from its measures alone: the views are not read again (each read of a view counted a
  /// reference, most of the time a placement took).
  private struct Placer {
    let layout: RigidSubtreeLayout
    let context: LayoutContext
    let measures: UnsafeBufferPointer<Measure>
    let frames: UnsafeMutableBufferPointer<CGRect>
    let proposals: UnsafeMutableBufferPointer<ProposedViewSize>
    let summaries: UnsafeMutableBufferPointer<PlacedNode.Summary>

    /// Places the view at `index`, and everything below it; returns what its frames add up
    /// to.
    func place(at index: Int, origin: CGPoint, proposal: ProposedViewSize) -> PlacedNode.Summary {
      let measure = measures[index]
      var frame = CGRect(origin: origin, size: measure.size)
      if !isFinite(frame.origin) || !isFinite(CGPoint(x: frame.width, y: frame.height)) {
        // As the placer checks every frame (`LayoutPlacer.finite`).
        frame = LayoutPlacer.finite(frame) { diagnose(index, $0) }
      }
      frames[index] = frame
      proposals[index] = proposal
      var summary = PlacedNode.Summary(frame: frame, drawsBeyond: measure.drawsBeyond)
      switch measure.role {
      case .leaf, .text:
        break
      case .frame:
        // §6.1: the content proposed the lengths, aligned by its guides in the frame.
        summary.include(
          placeContent(at: index, in: frame, proposal: ProposedViewSize(measure.size)))
      case .padding:
        // §7: the content proposed the proposal less the insets.
        let insets = layout.paddings[Int(measure.payload)]
        summary.include(
          placeContent(at: index, in: frame, proposal: proposal.inset(by: insets)))
      case .identity:
        // §4.1: a one-child stack's content is proposed what the stack is.
        summary.include(placeContent(at: index, in: frame, proposal: proposal))
      case .horizontalStack, .verticalStack:
        placeStack(
          at: index, axis: measure.role == .horizontalStack ? .horizontal : .vertical,
          frame: frame, proposal: proposal, summary: &summary)
      }
      summaries[index] = summary
      return summary
    }

    /// Whether both coordinates are finite: checked here, so that the functions that diagnose
    /// what is not are called only then.
    private func isFinite(_ point: CGPoint) -> Bool { point.x.isFinite && point.y.isFinite }

    /// Records a diagnostic about the view at `index`, which is then looked up.
    private func diagnose(_ index: Int, _ message: String) {
      context.diagnose(
        nodeID: layout.firstID + index, kind: layout.view(at: index).kind, message)
    }

    /// Places the content of the modifier at `index` at its offset in `frame`, as a unary
    /// behaviour's `placeOnlyChild` does.
    private func placeContent(at index: Int, in frame: CGRect, proposal: ProposedViewSize)
      -> PlacedNode.Summary
    {
      let content = index + 1
      var origin = measures[content].offset
      origin.x += frame.minX
      origin.y += frame.minY
      return place(at: content, origin: origin, proposal: proposal)
    }

    /// Places the children of the stack at `index`: where they go does not change with the
    /// proposal, what each is offered does (§4.4, §4.7).
    private func placeStack(
      at index: Int, axis: Axis, frame: CGRect, proposal: ProposedViewSize,
      summary: inout PlacedNode.Summary
    ) {
      // Every view laid out here has priority 0 (§7): a one-child stack forwards its
      // content's, and `layoutPriority` is not one of them.
      let children = RigidSubtreeLayout.children(at: index, in: measures)
      let sizes = children.map { (size: measures[$0].size, priority: 0.0) }
      let childProposals = StackLayout.proposals(
        along: axis, ofRigid: sizes, proposal: proposal, size: frame.size,
        spacing: RigidSubtreeLayout.gaps(between: children, in: measures))
      var child = index + 1
      for childProposal in childProposals {
        let measure = measures[child]
        // As the stack places each child (`StackLayout.placements`), its position checked.
        let position = CGPoint(
          x: frame.minX + measure.offset.x, y: frame.minY + measure.offset.y)
        var origin = LayoutSubview.unclampedOrigin(
          at: position, anchor: .topLeading, size: measure.size)
        if !isFinite(origin) {
          origin = LayoutSubview.origin(at: position, anchor: .topLeading, size: measure.size) {
            [child] in diagnose(child, $0)
          }
        }
        summary.include(place(at: child, origin: origin, proposal: childProposal))
        child += Int(measure.count)
      }
    }
  }

  /// The indices of the children of the view at `index`, in `measures`.
  static func children(at index: Int, in measures: UnsafeBufferPointer<Measure>) -> [Int] {
    var children: [Int] = []
    var child = index + 1
    while child < index + Int(measures[index].count) {
      children.append(child)
      child += Int(measures[child].count)
    }
    return children
  }

  /// The gaps between a stack's `children` (their indices), added up in order, as a stack's
  /// cache adds them (`StackLayoutCache.spacing`).
  static func gaps(between children: [Int], in measures: UnsafeBufferPointer<Measure>)
    -> CGFloat
  {
    children.reduce(0) { $0 + measures[$1].gap }
  }

  /// The view at `index`, found from the root by the counts of the views below each: for
  /// the rare diagnostic about a view placed from the measures alone.
  func view(at index: Int) -> ViewNode {
    var view = self.view
    var position = 0
    while position < index {
      var child = position + 1
      var offset = 0
      while child + Int(measures[child].count) <= index {
        child += Int(measures[child].count)
        offset += 1
      }
      view = view.children[offset]
      position = child
    }
    return view
  }
}

/// A rigid subtree placed: the frame and proposal of each of its views, in pre-order, from
/// which its placed nodes are made when they are read (`PlacedNode.init(rigid:at:view:)`).
///
/// Placing every frame of a 10,000-view row took a few hundred nanoseconds a view; making a
/// placed node, a box of a dozen fields, for each view, and freeing it with the result, took
/// several times as long (issue #17). A renderer reads the nodes it draws, and the extent of a
/// subtree tells it which those are without making the others.
final class RigidPlacement: Sendable {
  let layout: RigidSubtreeLayout
  let frames: [CGRect]
  let proposals: [ProposedViewSize]
  /// What each view's subtree's frames add up to (`PlacedNode.extent`).
  let summaries: [PlacedNode.Summary]

  init(
    layout: RigidSubtreeLayout, frames: [CGRect], proposals: [ProposedViewSize],
    summaries: [PlacedNode.Summary]
  ) {
    self.layout = layout
    self.frames = frames
    self.proposals = proposals
    self.summaries = summaries
  }

  /// The id of the view at `index`.
  func id(at index: Int) -> Int { layout.firstID + index }

  /// The size the view at `index` answered.
  func size(at index: Int) -> CGSize { layout.measures[index].size }

  /// The lines of `view`, the Text at `index`, for the proposal it was placed with, as its
  /// node lays them out (`TextLeafLayout.layout`, `LayoutPlacer`).
  func textLines(of view: ViewNode, at index: Int) -> [String]? {
    guard case .text(let string) = view.kind else { return nil }
    let environment = layout.environments[Int(layout.measures[index].payload)]
    let proposal = proposals[index]
    return TextLayout.measure(
      environment.textCase?.apply(to: string) ?? string, width: proposal.width,
      height: proposal.height, lineLimit: environment.lineLimit, metrics: environment.metrics,
      truncationMode: environment.truncationMode, reservedLines: environment.reservedLines
    ).lines
  }

  /// The placed children of `view`, the view at `index`.
  func children(of view: ViewNode, at index: Int) -> [PlacedNode] {
    var child = index + 1
    return view.children.map { childView in
      defer { child += Int(layout.measures[child].count) }
      return PlacedNode(rigid: self, at: child, view: childView)
    }
  }

  /// The rule the view at `index` keeps for its children's proposals, as a node keeps it
  /// (`LayoutPlacer.placeAnew`): none for a frame, whose content is proposed the same
  /// whatever it is (`.unchanged`), or for a view sized by the frame around it.
  func childProposalRule(of view: ViewNode, at index: Int) -> ChildProposalRule? {
    let measure = layout.measures[index]
    guard measure.isRigid else { return nil }
    switch measure.role {
    case .leaf, .text, .frame:
      return nil
    case .padding:
      guard case .padding(let insets) = view.kind else { return nil }
      return .content { $0.inset(by: insets) }
    case .identity:
      return .sameAsNode
    case .horizontalStack, .verticalStack:
      let spacing = layout.measures.withUnsafeBufferPointer {
        RigidSubtreeLayout.gaps(between: RigidSubtreeLayout.children(at: index, in: $0), in: $0)
      }
      return .stack(
        axis: measure.role == .horizontalStack ? .horizontal : .vertical, spacing: spacing)
    }
  }
}

/// Measures a subtree for `RigidSubtreeLayout`, each view once, in pre-order.
private struct Measurer {
  typealias Measure = RigidSubtreeLayout.Measure

  /// Room for a measure of each view of the subtree, in pre-order.
  let measures: UnsafeMutableBufferPointer<Measure>
  /// Where the next view's measure goes.
  var next = 0
  /// The paddings' insets, in pre-order (`Measure.payload`).
  var paddings: [EdgeInsets] = []
  /// The environments the Texts are measured in, each kept once (`Measure.payload`).
  var environments: [LayoutEnvironment] = []
  /// The environment of the view being measured, its attributes applied: a Text's line
  /// limit, case and metrics are read from it, as its node reads them.
  var environment: LayoutEnvironment
  /// The index of `environment` in `environments`, once a Text was measured in it.
  var environmentIndex: Int32 = -1
  /// When measuring failed, the child indices down to the view that failed, deepest first.
  var failurePath: [Int] = []

  init(measures: UnsafeMutableBufferPointer<Measure>, environment: LayoutEnvironment) {
    self.measures = measures
    self.environment = environment
  }

  /// What a measured view tells its parent.
  struct Answer {
    var spacing: ViewSpacing
    var isRigid: Bool
    /// Whether a Text is below, whose baselines are explicit: its ancestors' frames are the
    /// same for every proposal, but their guides are not all built from their sizes (§8).
    var holdsText = false
    /// Whether a Text below keeps its line only for widths wide enough (`Measure.isWidthBound`).
    var isWidthBound = false
  }

  /// Measures `view` for `proposal`, the one it is always placed with (nil: it must answer
  /// every proposal with one size, or every proposal wide enough for a Text below); nil when
  /// it cannot be laid out here.
  @inline(__always)
  mutating func measure(_ view: ViewNode, proposal: ProposedViewSize?) -> Answer? {
    guard view.hasAttributes else {
      return measureView(view, proposal: proposal, hasAttributes: false)
    }
    // A view's attributes make its own environment and its subtree's (§19).
    let outer = (environment, environmentIndex)
    environment = environment.applying(view.attributes)
    environmentIndex = -1
    defer { (environment, environmentIndex) = outer }
    return measureView(view, proposal: proposal, hasAttributes: true)
  }

  /// `measure` in the environment of `view`.
  private mutating func measureView(
    _ view: ViewNode, proposal: ProposedViewSize?, hasAttributes: Bool
  ) -> Answer? {
    let index = next
    guard index < measures.count else { return nil }
    measures.initializeElement(at: index, to: Measure())
    next += 1
    let measured: (CGSize, Answer)?
    switch view.kindCase {
    case .color, .shape, .placeholder:
      measured = measureLeaf(view, proposal: proposal)
    case .text:
      measured = measureText(view, at: index, proposal: proposal)
    default:
      // The children lent once for the view: reading them each time counted references.
      measured = view.withChildren { children in
        measureKind(of: view, children: children, at: index, proposal: proposal)
      }
    }
    guard let (size, answer) = measured else { return nil }
    measures[index].size = size
    measures[index].count = Int32(truncatingIfNeeded: next - index)
    measures[index].isRigid = answer.isRigid
    measures[index].isWidthBound = answer.isWidthBound
    if hasAttributes {
      measures[index].drawsBeyond = PlacedNode.attributesDrawBeyondFrame(view.attributes)
    }
    return answer
  }

  /// The size and answer of `view`, at `index`, its children measured and its role set.
  private mutating func measureKind(
    of view: ViewNode, children: UnsafeBufferPointer<ViewNode>, at index: Int,
    proposal: ProposedViewSize?
  ) -> (CGSize, Answer)? {
    switch view.kindCase {
    case .frame:
      // Invalid lengths are the builder's to diagnose (§6.1).
      guard let size = view.fixedFrameSize, isLength(size.width), isLength(size.height),
        children.count == 1,
        let content = measureChild(0, of: children, proposal: ProposedViewSize(size))
      else { return nil }
      // The content is proposed the frame's lengths, whatever the frame is: a Text below
      // that keeps its line only when wide enough must fit in them.
      if content.isWidthBound {
        let fits = environments.withUnsafeBufferPointer { environments in
          RigidSubtreeLayout.accepts(
            at: index + 1, width: size.width, placing: false,
            measures: UnsafeBufferPointer(measures), paddings: paddings,
            environments: environments)
        }
        guard fits else { return nil }
      }
      // A Text's baselines are explicit: its frame aligns it by its size only for the edge
      // and centre guides.
      if content.holdsText {
        guard case .frame(_, _, let alignment) = view.kind,
          alignment.horizontal.key.isFrameAlignment,
          alignment.vertical.key.isFrameAlignment
        else { return nil }
      }
      measures[index].role = .frame
      measures[index + 1].offset = view.frameContentOffset(
        content: measures[index + 1].size, in: size)
      return (
        size,
        Answer(
          spacing: frameSpacing(content: content.spacing, width: true, height: true),
          isRigid: !content.holdsText, holdsText: content.holdsText)
      )
    case .padding:
      guard case .padding(let insets) = view.kind, insets.top.isFinite, insets.leading.isFinite,
        insets.bottom.isFinite, insets.trailing.isFinite, children.count == 1,
        let content = measureChild(0, of: children, proposal: proposal?.inset(by: insets))
      else { return nil }
      measures[index].role = .padding
      measures[index].payload = Int32(paddings.count)
      paddings.append(insets)
      measures[index + 1].offset = CGPoint(x: insets.leading, y: insets.top)
      return (
        PaddingLayout.size(content: measures[index + 1].size, insets: insets),
        Answer(
          spacing: PaddingLayout.spacing(content: content.spacing, insets: insets),
          isRigid: content.isRigid, holdsText: content.holdsText,
          isWidthBound: content.isWidthBound)
      )
    case .hStack:
      guard case .hStack(let alignment, let spacing) = view.kind else { return nil }
      return measureStack(
        HStackLayout(alignment: alignment, spacing: spacing)._stack, spacing: spacing, children,
        at: index, proposal: proposal)
    case .vStack:
      guard case .vStack(let alignment, let spacing) = view.kind else { return nil }
      return measureStack(
        VStackLayout(alignment: alignment, spacing: spacing)._stack, spacing: spacing, children,
        at: index, proposal: proposal)
    default:
      return nil
    }
  }

  /// The size and answer of a colour, shape or placeholder `view`, read without its children,
  /// which it must not have.
  private func measureLeaf(_ view: ViewNode, proposal: ProposedViewSize?) -> (CGSize, Answer)? {
    guard !view.hasChildren else { return nil }
    // No spacing preference (§4.2).
    let spacing = ViewSpacing.noPreference
    switch view.kindCase {
    case .placeholder:
      guard case .placeholder(let placeholder) = view.kind else { return nil }
      let size = placeholder.size
      guard isLength(size.width), isLength(size.height) else { return nil }
      return (size, Answer(spacing: spacing, isRigid: true))
    default:
      // Greedy (§3.1): one size only for the one proposal of the frame around it.
      guard let proposal else { return nil }
      return (proposal.replacingUnspecifiedDimensions(), Answer(spacing: spacing, isRigid: false))
    }
  }

  /// The size and answer of a Text `view`, at `index`, measured as its node measures it
  /// (`TextLeafLayout`, §3.3): for the one proposal of the frame around it; otherwise, when
  /// its string is one paragraph, its one line, which it is for every proposal wide enough
  /// (rule 2) whatever the height (at least one line shows, rule 3).
  private mutating func measureText(
    _ view: ViewNode, at index: Int, proposal: ProposedViewSize?
  ) -> (CGSize, Answer)? {
    guard !view.hasChildren, case .text(let string) = view.kind else { return nil }
    let shown = environment.textCase?.apply(to: string) ?? string
    let metrics = environment.metrics
    let size: CGSize
    var columns = 0
    if let proposal {
      size =
        TextLayout.measure(
          paragraphs: TextLayout.paragraphs(of: shown), width: proposal.width,
          height: proposal.height, lineLimit: environment.lineLimit, metrics: metrics,
          truncationMode: environment.truncationMode, reservedLines: environment.reservedLines,
          makesLines: false
        ).size
    } else {
      // Printable ASCII is a glyph a byte (`TextLayout.paragraphs`), counted without them.
      if shown.isPrintableASCII {
        columns = shown.utf8.count
      } else {
        let paragraphs = TextLayout.paragraphs(of: shown)
        guard paragraphs.count == 1 else { return nil }
        columns = TextLayout.columns(of: paragraphs[0])
      }
      guard columns < Int32.max else { return nil }
      // As `TextLayout.measure` sizes a paragraph that fits.
      size = CGSize(
        width: CGFloat(columns) * metrics.glyphWidth,
        height: CGFloat(Swift.max(1, environment.reservedLines ?? 0)) * metrics.lineHeight)
    }
    if environmentIndex < 0 {
      environmentIndex = Int32(environments.count)
      environments.append(environment)
    }
    measures[index].role = .text
    measures[index].payload = environmentIndex
    measures[index].columns = Int32(columns)
    // No spacing preference (§4.2); an empty line fits every width.
    return (
      size,
      Answer(spacing: .noPreference, isRigid: false, holdsText: true, isWidthBound: columns > 0)
    )
  }

  /// A stack's size and answer: its children each answer one size (§4.4, §4.6).
  private mutating func measureStack(
    _ stack: StackLayout, spacing: CGFloat?, _ children: UnsafeBufferPointer<ViewNode>,
    at index: Int, proposal: ProposedViewSize?
  ) -> (CGSize, Answer)? {
    // A spacing that is not finite is the builder's to diagnose.
    guard spacing?.isFinite ?? true, !children.isEmpty else { return nil }
    if children.count == 1 {
      // A one-child stack is its content (§4.1).
      guard let content = measureChild(0, of: children, proposal: proposal) else { return nil }
      measures[index].role = .identity
      return (measures[index + 1].size, content)
    }
    var spacings: [ViewSpacing] = []
    var sizes: [CGSize] = []
    var distances: [CGFloat] = []
    spacings.reserveCapacity(children.count)
    sizes.reserveCapacity(children.count)
    distances.reserveCapacity(children.count)
    var holdsText = false
    var isWidthBound = false
    for offset in children.indices {
      let position = next
      guard let child = measureChild(offset, of: children, proposal: nil) else { return nil }
      let gap = offset == 0 ? 0 : stack.distance(between: spacings[offset - 1], and: child.spacing)
      measures[position].gap = gap
      spacings.append(child.spacing)
      sizes.append(measures[position].size)
      distances.append(gap)
      holdsText = holdsText || child.holdsText
      isWidthBound = isWidthBound || child.isWidthBound
    }
    // A horizontal stack shares its width out: a Text that keeps its line only when wide
    // enough may get less (§4.4). A Text's baselines are explicit: the stack aligns by sizes
    // only for the edge and centre guides.
    if isWidthBound && stack.axis == .horizontal || holdsText && !stack.alignment.isFrameAlignment {
      return nil
    }
    // Where the children go and the stack's size: the same for every proposal, since each
    // child answers one size (§4.6).
    let arrangement = stack.arrange(rigid: sizes, distances: distances)
    let size = arrangement.size
    // Negative spacing can make a negative length, which the stack's node reads as zero with
    // a diagnostic when it is first measured (`LayoutNode.sizeThatFits`): left to the node.
    guard size.width >= 0, size.height >= 0 else { return nil }
    var position = index + 1
    for slot in arrangement.slots {
      measures[position].offset = slot.origin
      position += Int(measures[position].count)
    }
    measures[index].role = stack.axis == .horizontal ? .horizontalStack : .verticalStack
    return (
      size,
      Answer(
        spacing: stack.spacing(ofChildren: spacings), isRigid: !holdsText, holdsText: holdsText,
        isWidthBound: isWidthBound)
    )
  }

  /// Measures the child at `offset` of `children`; on failure, notes it on the failure's path.
  private mutating func measureChild(
    _ offset: Int, of children: UnsafeBufferPointer<ViewNode>, proposal: ProposedViewSize?
  ) -> Answer? {
    guard let answer = measure(children[offset], proposal: proposal) else {
      failurePath.append(offset)
      return nil
    }
    return answer
  }

  /// Whether `value` is a length a view can have: finite and not negative.
  private func isLength(_ value: CGFloat) -> Bool { value.isFinite && value >= 0 }
}
