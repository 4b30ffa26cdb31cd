/// Layout state kept from one pass to the next, so that an edit costs only what it changes.
///
/// SwiftUI keeps a view graph whose layout computers hold their caches until an input
/// changes; an edit invalidates the changed view and its ancestors, and the next pass asks
/// everyone else their cached answers (reference §1, §11 #7). `ViewGraph` does the same for
/// value trees: each `layout` call compares the new tree with the last one, keeps the layout
/// nodes of the unchanged views with their measurements and placements, and drops them only
/// on the path from an edited view to the root. A view whose values changed but not its kind
/// (a frame's width, a Text's string) keeps its node; any other change (a view added or
/// removed, a kind changed) builds the tree anew. The frames are always those a fresh
/// `LayoutEngine.layout` gives; the property tests check it.
///
///     let graph = ViewGraph()
///     var result = graph.layout(tree, in: canvas)
///     result = graph.layout(tree, in: canvas)  // nothing recomputed: 0 measurements
///
/// A traced engine lays out from scratch every time, so that the trace shows the whole
/// negotiation; so does a pass after one that found invalid input, so that every diagnostic
/// is reported again.
public final class ViewGraph {
  /// The engine whose text model and options every pass uses.
  public let engine: LayoutEngine

  private var root: LayoutNode?
  private var context: LayoutContext?
  private var input: ViewNode?
  private var tree: ViewNode?
  private var last: LayoutResult?
  /// The long lists `input` was normalised from, for the next input that shares them.
  private let memo = ViewTreeNormalization.Memo()

  /// Counts the passes that built the nodes anew: while it stays the same, the placed trees
  /// have the same nodes with the same ids, and only their frames may differ.
  public private(set) var buildCount = 0

  public init(engine: LayoutEngine = LayoutEngine(isTracing: false)) {
    self.engine = engine
  }

  /// Lays out `view` on a canvas of `canvas` size with `safeArea` insets.
  public func layout<V: View>(_ view: V, in canvas: CGSize, safeArea: EdgeInsets = EdgeInsets())
    -> LayoutResult
  {
    layout(view.viewNode, in: canvas, safeArea: safeArea)
  }

  /// Lays out `tree`, reusing what the last pass measured and placed for unchanged views.
  public func layout(_ tree: ViewNode, in canvas: CGSize, safeArea: EdgeInsets = EdgeInsets())
    -> LayoutResult
  {
    layout(tree, in: canvas, safeArea: safeArea, shouldStop: nil)!
  }

  /// Lays out `tree` unless `shouldStop` says to stop first: it is asked every 1,024 sizes
  /// computed, and returning true abandons the pass and returns nil. A playground passes
  /// "a key is waiting", so that a long layout gives way to the keystroke that makes it out
  /// of date. An abandoned pass leaves nothing behind: the next one starts from scratch.
  public func layout(
    _ tree: ViewNode, in canvas: CGSize, safeArea: EdgeInsets = EdgeInsets(),
    shouldStop: (() -> Bool)?
  ) -> LayoutResult? {
    let result = update(tree, in: canvas, safeArea: safeArea, shouldStop: shouldStop)
    guard result.isInterrupted else { return result }
    root = nil
    context = nil
    input = nil
    memo.clear()
    self.tree = nil
    last = nil
    return nil
  }

  private func update(
    _ tree: ViewNode, in canvas: CGSize, safeArea: EdgeInsets, shouldStop: (() -> Bool)?
  ) -> LayoutResult {
    // The same input (a resize, a knob that changes only the canvas) needs no normalising:
    // comparing it is quick when it shares its storage with the last one.
    let normalized: ViewNode
    if let last = self.tree, input == tree {
      normalized = last
    } else {
      normalized = ViewTreeNormalization.root(of: tree, memo: memo)
      memo.endPass()
    }
    input = tree
    let (canvasRect, safeRect) = LayoutEngine.rects(canvas: canvas, safeArea: safeArea)
    // A containerRelativeFrame's size depends on the canvas and on the scroll view around it,
    // which memoised sizes do not record (§14.8): such trees are laid out afresh.
    guard !engine.isTracing, engine.usesMeasurementCache, let root, let context,
      !context.usesContainerSize, let last, last.diagnostics.isEmpty, let previous = self.tree
    else {
      return fresh(normalized, canvas: canvas, safeArea: safeArea, shouldStop: shouldStop)
    }
    if normalized == previous, last.canvas == canvas, last.safeArea == safeArea {
      var result = last
      result.statistics = LayoutStatistics(
        measurementsByNode: Array(repeating: 0, count: last.statistics.measurementsByNode.count))
      return result
    }
    // Only the canvas changed: every node stays as it is.
    let builder = LayoutTreeBuilder(context: context)
    guard
      normalized == previous
        || Reconciler(builder: builder).update(root, to: normalized, previous: previous)
          != .rebuilt
    else {
      return fresh(normalized, canvas: canvas, safeArea: safeArea, shouldStop: shouldStop)
    }
    context.beginPass(canvas: canvasRect, safeArea: safeRect)
    context.shouldStop = shouldStop
    let nodes = context.statistics.measurementsByNode.count
    let result = engine.pass(
      root, context: context, canvas: canvas, safeArea: safeArea, reusesPlacements: true)
    // A GeometryReader placed anew builds its content anew, with new ids.
    if result.statistics.measurementsByNode.count != nodes { buildCount += 1 }
    self.tree = normalized
    self.last = result
    return result
  }

  /// A pass from scratch, whose nodes the next pass may reuse.
  private func fresh(
    _ tree: ViewNode, canvas: CGSize, safeArea: EdgeInsets, shouldStop: (() -> Bool)?
  ) -> LayoutResult {
    let (canvasRect, safeRect) = LayoutEngine.rects(canvas: canvas, safeArea: safeArea)
    let context = LayoutContext(
      isTracing: engine.isTracing, canvas: canvasRect, safeArea: safeRect,
      usesMeasurementCache: engine.usesMeasurementCache, recordsGuides: engine.recordsGuides)
    context.shouldStop = shouldStop
    let root = engine.build(tree, context: context)
    let result = engine.pass(
      root, context: context, canvas: canvas, safeArea: safeArea,
      reusesPlacements: !engine.isTracing)
    self.root = root
    self.context = context
    self.tree = tree
    self.last = result
    buildCount += 1
    return result
  }
}

/// Brings a node tree up to date with an edited value tree, invalidating what changed.
private struct Reconciler {
  let builder: LayoutTreeBuilder

  enum Outcome {
    /// Nothing in the subtree changed.
    case unchanged
    /// Values changed in place; the node and its ancestors must be measured again.
    case updated
    /// Values changed in place that change no size, spacing or priority (a leaf's colour):
    /// the node and its ancestors need only be placed again (`LayoutNode.reconfigure`).
    case redrawn
    /// The tree's shape changed: it must be built anew.
    case rebuilt
  }

  /// Updates `node` to `view`'s values, or says the subtree cannot be updated in place.
  /// `previous` is the view `node` was last updated to: children that still share its storage
  /// (the normalisation's memo gives them back as they were) are unchanged, with nothing to
  /// compare.
  func update(_ node: LayoutNode, to view: ViewNode, previous: ViewNode?) -> Outcome {
    guard node.attributes == view.attributes, node.children.count == view.children.count,
      node.kind.isSameKind(as: view.kind)
    else { return .rebuilt }
    var outcome = Outcome.unchanged
    if node.kind != view.kind {
      let takeValues = {
        node.kind = view.kind
        builder.configure(node, for: view)
      }
      // A leaf may answer as before (a colour): then it is only drawn anew.
      if node.children.isEmpty, node.kindCase != .geometryReader {
        return node.reconfigure(takeValues) ? .redrawn : .updated
      }
      takeValues()
      outcome = .updated
    }
    if case .geometryReader = node.kind {
      // Its children are built when it is placed, from its size.
      if outcome == .updated { node.invalidate() }
      return outcome
    }
    if let previous, view.children.sharesStorage(with: previous.children) {
      if outcome == .updated {
        node.invalidate()
        node.updateSizeIgnoresProposal()
      }
      return outcome
    }
    let previousChildren =
      previous.map { $0.children.count == view.children.count ? $0.children : nil } ?? nil
    let valuesChanged = outcome == .updated
    var changedChildren: [Int] = []
    var redrawnChildren: [Int] = []
    for (index, (child, childView)) in zip(node.children, view.children).enumerated() {
      let previousChild = previousChildren?[index]
      // The last pass's own view (one box) is unchanged, known without comparing: the memo
      // gives back most rows of an edited long list as they were (issue #17).
      if let previousChild, childView.isSameBox(as: previousChild) { continue }
      switch update(child, to: childView, previous: previousChild) {
      case .rebuilt: return .rebuilt
      case .updated:
        outcome = .updated
        changedChildren.append(index)
      case .redrawn: redrawnChildren.append(index)
      case .unchanged: break
      }
    }
    if outcome == .updated {
      // Only some children changed: a stack keeps the gaps between the others (issue #17).
      if valuesChanged {
        node.invalidate()
      } else {
        node.invalidate(changedChildren: changedChildren)
      }
      node.updateSizeIgnoresProposal()
    } else if !redrawnChildren.isEmpty {
      node.redraw(children: redrawnChildren)
      return .redrawn
    }
    return outcome
  }
}

extension ViewKind {
  /// Whether `other` is the same kind of view or modifier, whatever its values: a node can
  /// take the other's values without changing how its children are laid out or what they
  /// inherit. A custom layout or a GeometryReader's content is only itself.
  fileprivate func isSameKind(as other: ViewKind) -> Bool {
    guard self.case == other.case else { return false }
    switch self.case {
    // A navigation container's style and columns decide its behaviour (§14.9).
    case .layout, .geometryReader, .control, .navigation: return self == other
    // The axes decide the stack the children inherit (§14.3); the offset is a value.
    case .scrollView:
      guard case .scrollView(let axes, _, _) = self, case .scrollView(let others, _, _) = other
      else { return false }
      return (axes == .horizontal) == (others == .horizontal)
    // The axis decides the stack orientation the children inherit (§14.4).
    case .lazyStack:
      guard case .lazyStack(let stack) = self, case .lazyStack(let others) = other else {
        return false
      }
      // A pinning stack's Sections are laid out with its stack (its spacing and alignment), read
      // when they are built: any change to it builds them again.
      guard stack.pinnedViews.isEmpty && others.pinnedViews.isEmpty else { return stack == others }
      return stack.axis == others.axis
    case .text, .color, .shape, .spacer, .divider, .empty, .placeholder, .hStack, .vStack, .zStack,
      .list, .form, .section,
      .group, .forEach, .frame, .flexibleFrame, .padding, .offset, .position, .fixedSize,
      .layoutPriority, .alignmentGuide, .background, .overlay, .border, .clipped,
      .ignoresSafeArea, .layoutValue, .listRowInsets, .safeAreaInset, .safeAreaPadding,
      .containerRelativeFrame, .image,
      .aspectRatio, .grid, .gridRow,
      .viewThatFits, .gridCell, .lazyGrid, .tabView:
      return true
    }
  }
}

extension Array {
  /// Whether the two arrays are one storage: the same elements, known without comparing them.
  fileprivate func sharesStorage(with other: [Element]) -> Bool {
    guard count == other.count, !isEmpty else { return false }
    return withUnsafeBufferPointer { mine in
      other.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
    }
  }
}
