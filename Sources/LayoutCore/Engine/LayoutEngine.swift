/// Lays out a scene on a canvas: `(tree, canvas) -> (frames, trace)`.
///
/// The root is proposed the canvas minus its safe area and centred in it (§1.1). The result
/// holds every node's exact frame, the trace of every proposal and answer in call order, the
/// diagnostics for invalid input, and counts of the work done.
///
///     let result = LayoutEngine().layout(Text("Hello").frame(width: 300, height: 60),
///                                        in: CGSize(width: 390, height: 844))
///     result.root.nodes(named: "Text")[0].frame  // (185, 412, 50, 20)
public struct LayoutEngine: Sendable {
  /// The text model: how wide a glyph and how tall a line is, in points.
  public var metrics: TextMetrics
  /// Whether to record the trace.
  public var isTracing: Bool
  /// Whether nodes memoise their size per proposal. Turning it off changes no result, only
  /// the work done (exponential in nesting depth): the property tests check exactly that.
  public var usesMeasurementCache: Bool
  /// Whether each placed node records its explicit alignment guides (`PlacedNode.
  /// explicitGuides`), for a tool that shows them (the playground's inspector). Off by
  /// default: a view whose guides can be explicit (a Text, an `alignmentGuide`, and every
  /// view above them) is asked for each guide of the pass once more, which a large scene of
  /// Texts would pay for in every layout.
  public var recordsGuides: Bool
  /// Whether a modifier of one view places it through `placeOnlyChild`, without an array
  /// (always, but for the test that checks it places as `placeChildren` does).
  var placesLoneChildrenDirectly = true
  /// Whether an untraced pass lays out a subtree whose frames ignore its proposal (fixed frames,
  /// and stacks and paddings of them) without a layout node for each view, §11.7. On by
  /// default; turning it off changes no result, only the work done: for the tests and the
  /// benchmark cases that compare.
  public var laysOutRigidSubtrees = true

  public init(
    metrics: TextMetrics = .terminalCell, isTracing: Bool = true, usesMeasurementCache: Bool = true,
    recordsGuides: Bool = false
  ) {
    self.metrics = metrics
    self.isTracing = isTracing
    self.usesMeasurementCache = usesMeasurementCache
    self.recordsGuides = recordsGuides
  }

  /// Lays out `view` on a canvas of `canvas` size with `safeArea` insets.
  public func layout<V: View>(_ view: V, in canvas: CGSize, safeArea: EdgeInsets = EdgeInsets())
    -> LayoutResult
  {
    layout(view.viewNode, in: canvas, safeArea: safeArea)
  }

  /// Lays out a value tree on a canvas of `canvas` size with `safeArea` insets.
  public func layout(_ tree: ViewNode, in canvas: CGSize, safeArea: EdgeInsets = EdgeInsets())
    -> LayoutResult
  {
    let (canvasRect, safeRect) = Self.rects(canvas: canvas, safeArea: safeArea)
    let context = LayoutContext(
      isTracing: isTracing, canvas: canvasRect, safeArea: safeRect,
      usesMeasurementCache: usesMeasurementCache, recordsGuides: recordsGuides)
    // Untraced, with every size cached, and no guides to record: the answers alone matter.
    context.laysOutRigidSubtrees =
      laysOutRigidSubtrees && !isTracing && usesMeasurementCache && !recordsGuides
    let root = build(ViewTreeNormalization.root(of: tree), context: context)
    return pass(root, context: context, canvas: canvas, safeArea: safeArea)
  }

  /// The layout nodes of a normalised tree.
  func build(_ tree: ViewNode, context: LayoutContext) -> LayoutNode {
    LayoutTreeBuilder(context: context).build(
      tree, environment: LayoutEnvironment(metrics: metrics))
  }

  /// The canvas and its safe area as rectangles in canvas coordinates.
  static func rects(canvas: CGSize, safeArea: EdgeInsets) -> (canvas: CGRect, safeArea: CGRect) {
    let canvasRect = CGRect(origin: .zero, size: canvas)
    let safeRect = CGRect(
      x: safeArea.leading, y: safeArea.top,
      width: Swift.max(0, canvas.width - safeArea.horizontal),
      height: Swift.max(0, canvas.height - safeArea.vertical))
    return (canvasRect, safeRect)
  }

  /// One pass over built nodes: the root sized for the safe area and centred in it, then
  /// every node placed.
  func pass(
    _ root: LayoutNode, context: LayoutContext, canvas: CGSize, safeArea: EdgeInsets,
    reusesPlacements: Bool = false
  ) -> LayoutResult {
    let safeRect = context.safeArea
    let proposal = ProposedViewSize(safeRect.size)
    let size = root.sizeThatFits(proposal)
    // An interrupted pass is not placed: its sizes are not the layout's.
    guard !context.isInterrupted else {
      return LayoutResult(
        canvas: canvas, safeArea: safeArea,
        root: PlacedNode(
          id: root.id, kind: root.kind, attributes: root.attributes, frame: .zero,
          proposal: proposal, answeredSize: .zero, children: []),
        trace: [], diagnostics: [], statistics: context.statistics, isInterrupted: true)
    }
    let origin = CGPoint(
      x: safeRect.minX + (safeRect.width - size.width) / 2,
      y: safeRect.minY + (safeRect.height - size.height) / 2)
    context.phase = .placement
    var placer = LayoutPlacer(context: context)
    placer.reusesPlacements = reusesPlacements
    placer.placesLoneChildrenDirectly = placesLoneChildrenDirectly
    let placed = placer.place(root, at: origin, proposal: proposal)
    return LayoutResult(
      canvas: canvas, safeArea: safeArea, root: placed, trace: context.trace,
      diagnostics: context.diagnostics, statistics: context.statistics)
  }

  /// The size `view` answers for `proposal`, as a parent would measure it.
  public func sizeThatFits<V: View>(_ view: V, proposal: ProposedViewSize) -> CGSize {
    let context = LayoutContext(
      isTracing: false, canvas: .zero, safeArea: .zero, usesMeasurementCache: usesMeasurementCache)
    let root = LayoutTreeBuilder(context: context).build(
      ViewTreeNormalization.root(of: view.viewNode),
      environment: LayoutEnvironment(metrics: metrics))
    return root.sizeThatFits(proposal)
  }
}

/// What a layout pass produced.
public struct LayoutResult: Equatable, Sendable {
  /// The canvas size, in points.
  public var canvas: CGSize
  /// The canvas's safe-area insets.
  public var safeArea: EdgeInsets
  /// The placed tree.
  public var root: PlacedNode
  /// Every size request, in call order.
  public var trace: [LayoutTraceEvent]
  /// Invalid input found and how it was treated.
  public var diagnostics: [LayoutDiagnostic]
  /// Counts of the work done.
  public var statistics: LayoutStatistics
  /// Whether the pass was stopped before it finished (`ViewGraph.layout(_:in:safeArea:
  /// shouldStop:)`): then nothing else in the result is the layout.
  public var isInterrupted = false
}
