/// The state of one layout pass that is shared by all its nodes: ids, trace, diagnostics, counts.
final class LayoutContext {
  /// Whether to record the trace; off for benchmarks of large scenes.
  let isTracing: Bool
  /// The canvas and its safe area, in canvas coordinates.
  @exclusivity(unchecked) private(set) var canvas: CGRect
  @exclusivity(unchecked) private(set) var safeArea: CGRect
  /// Whether the safe area is the whole canvas: then nothing bleeds, and a placed subtree can
  /// be moved as it is. Kept, since comparing two rectangles is a call into Foundation and
  /// the placer asks for every node.
  @exclusivity(unchecked) private(set) var safeAreaIsCanvas: Bool
  /// Counts the canvases a `ViewGraph` laid out on: a placement kept from an earlier
  /// canvas is not reused, since what bleeds into the safe area depends on the canvas.
  @exclusivity(unchecked) private(set) var placementEpoch = 0
  /// The sizes of the containers a `containerRelativeFrame` measures against, innermost last:
  /// the scroll views being measured or placed (§14.8). Empty at the root, whose container is
  /// the safe area.
  @exclusivity(unchecked) private var containerSizes: [CGSize] = []
  /// True once the tree has a `containerRelativeFrame`: sizes below a scroll view then depend
  /// on the scroll view's proposal as well as their own, and a `ViewGraph` lays out afresh.
  @exclusivity(unchecked) var usesContainerSize = false
  /// Whether nodes memoise their sizes (always, but for the tests that check it changes nothing).
  let usesMeasurementCache: Bool
  /// Whether placed nodes record their explicit guides (`LayoutEngine.recordsGuides`).
  let recordsGuides: Bool
  /// The guides a placed node records its explicit values of: the built-in ones, then every
  /// other guide the tree names (an `alignmentGuide`'s, a frame's or a stack's alignment).
  /// Only these can be explicit in a scene: a view answers a guide explicitly only if a view
  /// in it sets that guide, or it is a Text's baseline.
  @exclusivity(unchecked) private(set) var guideKeys: [AlignmentKey] = builtInGuideKeys
  @exclusivity(unchecked) private var knownGuideKeys = Swift.Set(LayoutContext.builtInGuideKeys)
  /// Above zero while guides are being recorded: what that asks is neither traced nor counted,
  /// since it is the placed tree's bookkeeping, not the layout's requests.
  @exclusivity(unchecked) private var quietDepth = 0

  static let builtInGuideKeys: [AlignmentKey] = [
    HorizontalAlignment.leading.key, HorizontalAlignment.center.key,
    HorizontalAlignment.trailing.key, VerticalAlignment.top.key, VerticalAlignment.center.key,
    VerticalAlignment.bottom.key, VerticalAlignment.firstTextBaseline.key,
    VerticalAlignment.lastTextBaseline.key,
  ]

  /// Asked every `interruptionInterval` sizes computed: true stops the pass (a keystroke is
  /// waiting, and this layout is already out of date).
  @exclusivity(unchecked) var shouldStop: (() -> Bool)?
  /// Whether `shouldStop` said to stop: every size from then on is zero and not cached, and
  /// the pass's result is thrown away.
  @exclusivity(unchecked) private(set) var isInterrupted = false
  static let interruptionInterval = 1024

  @exclusivity(unchecked) private(set) var trace: [LayoutTraceEvent] = []
  @exclusivity(unchecked) private(set) var diagnostics: [LayoutDiagnostic] = []
  @exclusivity(unchecked) private(set) var statistics = LayoutStatistics()
  @exclusivity(unchecked) private var stack: [Int] = []
  /// Per active request, the (node, proposal) pairs it already asked, so that repeated
  /// look-ups (alignment guides, placement) do not repeat the same line in the trace.
  @exclusivity(unchecked) private var asked: [Swift.Set<Request>] = [[]]

  /// Guide requests in progress that have not shown in the trace yet, with their position in
  /// `stack`: they show only if answering them measures something.
  @exclusivity(unchecked) private var pendingGuides: [(event: LayoutTraceEvent, level: Int)] = []

  private struct Request: Hashable {
    let node: Int
    let proposal: ProposedViewSize
  }
  @exclusivity(unchecked) private var nextID = 0
  @exclusivity(unchecked) var phase: LayoutTraceEvent.Phase = .sizing

  init(
    isTracing: Bool, canvas: CGRect, safeArea: CGRect, usesMeasurementCache: Bool = true,
    recordsGuides: Bool = false
  ) {
    self.isTracing = isTracing
    self.canvas = canvas
    self.safeArea = safeArea
    self.safeAreaIsCanvas = safeArea == canvas
    self.usesMeasurementCache = usesMeasurementCache
    self.recordsGuides = recordsGuides
  }

  /// The nearest container's size: the innermost scroll view's, else the safe area's (§14.8).
  var containerSize: CGSize { containerSizes.last ?? safeArea.size }

  /// Runs `body` inside a container of `size`: what a scroll view measures its content in.
  func withContainer<T>(_ size: CGSize, _ body: () -> T) -> T {
    containerSizes.append(size)
    defer { containerSizes.removeLast() }
    return body()
  }

  /// Adds `key` to the guides placed nodes record, if they record guides.
  func noteGuide(_ key: AlignmentKey) {
    guard recordsGuides, knownGuideKeys.insert(key).inserted else { return }
    guideKeys.append(key)
  }

  /// Runs `body` without tracing or counting what it asks.
  func quietly<T>(_ body: () -> T) -> T {
    quietDepth += 1
    defer { quietDepth -= 1 }
    return body()
  }

  /// Starts another pass over the same nodes (a `ViewGraph`'s): counts start from zero.
  func beginPass(canvas: CGRect, safeArea: CGRect) {
    // Without a safe area nothing bleeds, and a placement depends only on the proposal and
    // the origin; with one, a new canvas or safe area may change what bleeds.
    let hadSafeArea = self.safeArea != self.canvas
    if (canvas != self.canvas || safeArea != self.safeArea) && (hadSafeArea || safeArea != canvas) {
      placementEpoch += 1
    }
    self.canvas = canvas
    self.safeArea = safeArea
    safeAreaIsCanvas = safeArea == canvas
    statistics.measurements = 0
    statistics.cacheHits = 0
    for index in statistics.measurementsByNode.indices { statistics.measurementsByNode[index] = 0 }
    trace.removeAll()
    phase = .sizing
  }

  /// The layouts of the pinning lazy stacks built in the pass, which their Sections are laid
  /// out with (§14.4); the environment names one by its index (`LayoutEnvironment`).
  @exclusivity(unchecked) private var lazySectionStacks: [StackLayout] = []

  /// Keeps `stack` for the Sections of a pinning lazy stack; returns its index.
  func addLazySectionStack(_ stack: StackLayout) -> Int {
    lazySectionStacks.append(stack)
    return lazySectionStacks.count - 1
  }

  /// The pinning lazy stack's layout kept at `index`.
  func lazySectionStack(_ index: Int) -> StackLayout { lazySectionStacks[index] }

  /// The last frame behaviour made, for the next frame with the same values.
  @exclusivity(unchecked) private var lastFrameLayout: FrameLayout?

  /// A frame behaviour with these values: the last one made when it has them. A frame's
  /// behaviour holds nothing but its values, so frames alike share one, and a list of
  /// 10,000 rows of one frame makes one instead of 10,000 (issue #17).
  func frameLayout(width: CGFloat?, height: CGFloat?, alignment: Alignment) -> FrameLayout {
    if let last = lastFrameLayout, last.width == width, last.height == height,
      last.alignment == alignment
    {
      return last
    }
    let layout = FrameLayout(width: width, height: height, alignment: alignment)
    lastFrameLayout = layout
    return layout
  }

  /// A fresh node id, in creation (pre-)order.
  func makeID() -> Int {
    defer { nextID += 1 }
    if countsIDs { statistics.measurementsByNode.append(0) }
    return nextID
  }

  /// Whether a fresh id is a new node for the statistics: not while a subtree laid out
  /// without layout nodes gets them after all (`reusingIDs`).
  @exclusivity(unchecked) private var countsIDs = true

  /// Runs `body`, which builds the nodes of a subtree that a `RigidSubtreeLayout` laid out
  /// until now, with the ids from `first` on that the layout gave its views: they were
  /// made, and counted, when it was built.
  func reusingIDs<Result>(from first: Int, _ body: () -> Result) -> Result {
    let saved = (nextID, countsIDs)
    nextID = first
    countsIDs = false
    defer { (nextID, countsIDs) = saved }
    return body()
  }

  /// The first of `count` fresh ids, in pre-order, for the views of a subtree laid out
  /// without layout nodes (`RigidSubtreeLayout`): each but the first, which a layout node
  /// stands for, counted as measured once.
  func makeIDs(ofMeasured count: Int) -> Int {
    let first = makeID()
    guard count > 1 else { return first }
    if countsIDs {
      statistics.measurementsByNode.append(contentsOf: repeatElement(1, count: count - 1))
      statistics.measurements += count - 1
    }
    nextID += count - 1
    return first
  }

  /// Whether the builder lays out subtrees whose frames ignore their proposal without a layout
  /// node for each view (`RigidSubtreeLayout`): a `LayoutEngine`'s untraced passes.
  @exclusivity(unchecked) var laysOutRigidSubtrees = false

  /// Records that `node` starts measuring `proposal`; returns a token for `endMeasuring`.
  func beginMeasuring(_ node: LayoutNode, proposal: ProposedViewSize) -> Int {
    guard quietDepth == 0 else { return -1 }
    statistics.record(measurementOf: node.id)
    if let shouldStop, statistics.measurements % Self.interruptionInterval == 0, shouldStop() {
      isInterrupted = true
    }
    // Who asks whom matters only to the trace; an untraced pass keeps no stack.
    guard isTracing else { return -1 }
    flushPendingGuides()
    asked[asked.count - 1].insert(Request(node: node.id, proposal: proposal))
    let index = trace.count
    trace.append(
      LayoutTraceEvent(
        nodeID: node.id, askerID: stack.last, depth: stack.count, proposal: proposal,
        answer: .zero, cacheHit: false, phase: phase, guide: nil))
    stack.append(node.id)
    asked.append([])
    return index
  }

  /// Records the answer of the request `token` began.
  func endMeasuring(_ token: Int, size: CGSize) {
    guard token >= 0 else { return }
    stack.removeLast()
    asked.removeLast()
    trace[token].answer = size
  }

  /// Records a request answered from the cache: a count, and a trace line when tracing.
  ///
  /// Inlined into every request: most requests are answered from the cache, and the call
  /// alone was 4% of a relayout of the 10,000-view row (issue #17).
  @inline(__always)
  func recordCacheHit(_ node: LayoutNode, proposal: ProposedViewSize, size: CGSize) {
    guard quietDepth == 0 else { return }
    statistics.cacheHits += 1
    if isTracing { traceCacheHit(node, proposal: proposal, size: size) }
  }

  /// The trace line of a request answered from the cache, unless it repeats one.
  private func traceCacheHit(_ node: LayoutNode, proposal: ProposedViewSize, size: CGSize) {
    // Look-ups made while answering a guide request that measured nothing are not shown.
    if let pending = pendingGuides.last, pending.level == stack.count - 1 { return }
    guard isTracing,
      asked[asked.count - 1].insert(Request(node: node.id, proposal: proposal)).inserted
    else { return }
    trace.append(
      LayoutTraceEvent(
        nodeID: node.id, askerID: stack.last, depth: stack.count, proposal: proposal,
        answer: size, cacheHit: true, phase: phase, guide: nil))
  }

  /// Runs `body`, which answers a request for `node`'s `guide`: the node becomes the asker of
  /// what it measures, and the request shows in the trace if it measures anything.
  func answeringGuide<T>(
    _ node: LayoutNode, guide: AlignmentKey, proposal: ProposedViewSize, size: CGSize,
    _ body: () -> T
  ) -> T {
    guard isTracing, quietDepth == 0 else { return withAsker(node, body) }
    let event = LayoutTraceEvent(
      nodeID: node.id, askerID: stack.last, depth: stack.count, proposal: proposal, answer: size,
      cacheHit: false, phase: phase, guide: guide.description)
    pendingGuides.append((event, stack.count))
    defer {
      if let last = pendingGuides.last, last.level == stack.count { pendingGuides.removeLast() }
    }
    return withAsker(node, body)
  }

  /// Shows the guide requests in progress, outermost first, before a measurement they caused.
  private func flushPendingGuides() {
    for pending in pendingGuides { trace.append(pending.event) }
    pendingGuides.removeAll()
  }

  /// Records a problem with `node`'s input.
  func diagnose(_ node: LayoutNode, _ message: String) {
    diagnose(nodeID: node.id, kind: node.kind, message)
  }

  /// Records a diagnostic about the view with `nodeID`, of `kind`, once.
  func diagnose(nodeID: Int, kind: ViewKind, _ message: String) {
    let diagnostic = LayoutDiagnostic(nodeID: nodeID, kind: kind.name, message: message)
    if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
  }

  /// Marks `node` as the asker of the requests made while placing its children.
  func withAsker<T>(_ node: LayoutNode, _ body: () -> T) -> T {
    guard isTracing, quietDepth == 0 else { return body() }
    stack.append(node.id)
    asked.append([])
    defer {
      stack.removeLast()
      asked.removeLast()
    }
    return body()
  }
}
