import LayoutCore

/// What the playground keeps from one keystroke to the next so that the next costs only what
/// it changes (issue #6): one `ViewGraph` per panel, each panel's map from source paths to
/// placed nodes and its traced layout, and the printed code of the last tree.
///
/// A keystroke changes one value (a knob, an edit), so each panel's next layout reuses what
/// the last one measured and placed for the views that did not change, and the code pane is
/// printed again only when the tree changed. Everything here is a cache: what comes out of it
/// equals what a fresh computation gives, so it is not part of the playground's value (two
/// playgrounds with different caches are equal), and copies of a playground may share it. The
/// playground runs on one thread; the lock makes sharing across threads safe as well.
final class PlaygroundCaches: @unchecked Sendable, Equatable {
  private var graphs: [Int: ViewGraph] = [:]
  private var printed: (tree: ViewNode, value: any Sendable)?
  private var maps:
    [Int: (
      tree: ViewNode, edited: ViewNode?, build: Int, assignments: [NodeMap.Assignment],
      map: NodeMap
    )] = [:]
  private var traced: [Int: TracedLayout] = [:]
  private let lock = NSLock()

  /// Asked now and then during a layout: true abandons it, because a key is waiting that
  /// makes it out of date (the host sets it; nil never stops).
  var shouldStop: (() -> Bool)?

  /// Lays out `tree` as panel `index`, through that panel's graph; nil when `shouldStop`
  /// stopped it.
  func layout(
    _ tree: ViewNode, panel index: Int, in canvas: CGSize, safeArea: EdgeInsets,
    metrics: TextMetrics
  ) -> LayoutResult? {
    lock.lock()
    defer { lock.unlock() }
    let graph: ViewGraph
    if let existing = graphs[index], existing.engine.metrics == metrics {
      graph = existing
    } else {
      graph = ViewGraph(
        engine: LayoutEngine(metrics: metrics, isTracing: false, recordsGuides: true))
      graphs[index] = graph
    }
    return graph.layout(tree, in: canvas, safeArea: safeArea, shouldStop: shouldStop)
  }

  /// The map of panel `index`'s tree to its placed nodes: the last one when the tree and
  /// the placed nodes (not just their frames) are the same, or when the new layout assigns
  /// every placed node the path the last one did (a knob changed values only); else a new
  /// map. Filling the map's tables was most of its cost. `edited` is the tree before the
  /// knobs that set values only (a scroll offset, an image's size): while it and the nodes
  /// are the same, so is the map, without comparing the trees the knobs made (a scroll
  /// keystroke on 10,000 rows made the map anew each time).
  func nodeMap(tree: ViewNode, edited: ViewNode?, placed: PlacedNode, panel index: Int) -> NodeMap {
    lock.lock()
    defer { lock.unlock() }
    let build = graphs[index]?.buildCount ?? -1
    if let last = maps[index], last.build == build, build >= 0,
      (edited != nil && last.edited == edited) || last.tree == tree
    {
      return last.map
    }
    let assignments = NodeMap.assignments(tree: tree, placed: placed)
    let map =
      if let last = maps[index], last.assignments == assignments {
        last.map
      } else {
        NodeMap(assignments: assignments)
      }
    maps[index] = (tree, edited, build, assignments, map)
    return map
  }

  /// The traced layout of panel `index`'s tree: the last one while the tree, the canvas and
  /// the text model are the same, a new one (made when first asked) when one changed.
  func tracedLayout(
    of tree: ViewNode, panel index: Int, in canvas: CGSize, safeArea: EdgeInsets,
    metrics: TextMetrics
  ) -> TracedLayout {
    lock.lock()
    defer { lock.unlock() }
    if let last = traced[index],
      last.isLayout(of: tree, canvas: canvas, safeArea: safeArea, metrics: metrics)
    {
      return last
    }
    let layout = TracedLayout(tree: tree, canvas: canvas, safeArea: safeArea, metrics: metrics)
    traced[index] = layout
    return layout
  }

  /// What `make` prints of `tree`, made once per tree: the screen keeps its code pane here
  /// (`codePane(for:)`), so that the code is printed again only when the tree changed. The
  /// state layer keeps the value without knowing its type, which is the screen's.
  func printed<Value: Sendable>(_ tree: ViewNode, by make: (ViewNode) -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let printed, printed.tree == tree, let value = printed.value as? Value { return value }
    let value = make(tree)
    printed = (tree, value)
    return value
  }

  static func == (lhs: PlaygroundCaches, rhs: PlaygroundCaches) -> Bool { true }
}

extension PlacedNode {
  /// The nodes in this subtree, counting no further than `limit`.
  func viewCount(upTo limit: Int) -> Int {
    var count = 0
    var pending = [self]
    while let node = pending.popLast(), count < limit {
      count += 1
      pending.append(contentsOf: node.children)
    }
    return count
  }
}
