import LayoutCore

/// A panel's layout with its trace, made the first time the side pane asks for it and then
/// kept while the panel's tree, canvas and text model stay the same.
///
/// The trace pane draws the selected panel's trace on every frame, and a frame is drawn for
/// every key (a selection change, a scroll): laying the panel out again each time cost a
/// traced layout per frame. Only a change to what the panel lays out makes a new one
/// (`PlaygroundCaches.tracedLayout`), and only for a panel whose trace is shown.
final class TracedLayout: @unchecked Sendable, Equatable {
  /// What the layout is of.
  let tree: ViewNode
  let canvas: CGSize
  let safeArea: EdgeInsets
  let metrics: TextMetrics
  private var made: LayoutResult?
  private let lock = NSLock()

  init(tree: ViewNode, canvas: CGSize, safeArea: EdgeInsets, metrics: TextMetrics) {
    self.tree = tree
    self.canvas = canvas
    self.safeArea = safeArea
    self.metrics = metrics
  }

  /// Whether this is the layout of `tree` on `canvas` with `safeArea` and `metrics`.
  func isLayout(
    of tree: ViewNode, canvas: CGSize, safeArea: EdgeInsets, metrics: TextMetrics
  ) -> Bool {
    self.canvas == canvas && self.safeArea == safeArea && self.metrics == metrics
      && self.tree == tree
  }

  /// The traced layout, made on first use.
  var result: LayoutResult {
    lock.lock()
    defer { lock.unlock() }
    if let made { return made }
    let result = LayoutEngine(metrics: metrics, isTracing: true).layout(
      tree, in: canvas, safeArea: safeArea)
    made = result
    return result
  }

  /// A cache: two are equal whatever they hold, as the panels that carry them are equal by
  /// what they lay out.
  static func == (lhs: TracedLayout, rhs: TracedLayout) -> Bool { true }
}
