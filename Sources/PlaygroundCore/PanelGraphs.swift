import LayoutCore

/// The playground's layout state between keystrokes: one `ViewGraph` per panel.
///
/// A keystroke changes one value (a knob, an edit), so each panel's next layout reuses what
/// the last one measured and placed for the views that did not change (issue #6). The graphs
/// are a cache: a layout through them equals a fresh one, so they are not part of the
/// playground's value (two playgrounds with different graphs are equal), and copies of a
/// playground may share them. The playground runs on one thread; the lock makes sharing
/// across threads safe as well.
final class PanelGraphs: @unchecked Sendable, Equatable {
  private var graphs: [Int: ViewGraph] = [:]
  private let lock = NSLock()

  /// Lays out `tree` as panel `index`, through that panel's graph.
  func layout(
    _ tree: ViewNode, panel index: Int, in canvas: CGSize, safeArea: EdgeInsets,
    metrics: TextMetrics
  ) -> LayoutResult {
    lock.lock()
    defer { lock.unlock() }
    let graph: ViewGraph
    if let existing = graphs[index], existing.engine.metrics == metrics {
      graph = existing
    } else {
      graph = ViewGraph(engine: LayoutEngine(metrics: metrics, isTracing: false))
      graphs[index] = graph
    }
    return graph.layout(tree, in: canvas, safeArea: safeArea)
  }

  /// Forgets every panel's graph: another document is open.
  func removeAll() {
    lock.lock()
    defer { lock.unlock() }
    graphs.removeAll()
  }

  static func == (lhs: PanelGraphs, rhs: PanelGraphs) -> Bool { true }
}
