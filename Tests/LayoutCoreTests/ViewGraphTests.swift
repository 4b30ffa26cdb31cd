import LayoutCore
import LayoutTestSupport
import Testing

/// Incremental relayout: a `ViewGraph` gives the frames of a fresh layout after any edit,
/// measures nothing when nothing changed, and after one edit measures only the edited view's
/// ancestors once every proposal has been seen (§1, §11 #7: caches never change results).
@Suite struct ViewGraphTests {
  /// `Color.red.frame(width:height: 10)`, a leaf of two nodes.
  func leaf(width: CGFloat = 10) -> ViewNode {
    Color.red.frame(width: width, height: 10).viewNodes[0]
  }

  /// A complete binary tree of alternating HStack/VStack with `leaf()` at `depth`.
  func nested(depth: Int, level: Int = 0) -> ViewNode {
    guard level < depth else { return leaf() }
    let kind: ViewKind =
      level.isMultiple(of: 2)
      ? .hStack(alignment: .center, spacing: nil) : .vStack(alignment: .center, spacing: nil)
    return ViewNode(
      kind,
      children: [nested(depth: depth, level: level + 1), nested(depth: depth, level: level + 1)])
  }

  /// `tree` with the frame of its first leaf (first child at every level) `width` wide.
  func editingFirstLeaf(_ tree: ViewNode, width: CGFloat) -> ViewNode {
    var tree = tree
    func edit(_ node: inout ViewNode) {
      if case .frame(_, let height, let alignment) = node.kind {
        node.kind = .frame(width: width, height: height, alignment: alignment)
      } else if !node.children.isEmpty {
        edit(&node.children[0])
      }
    }
    edit(&tree)
    return tree
  }

  /// Every node's id, kind name and frame, in pre-order: what two layouts must agree on.
  func frames(_ result: LayoutResult) -> [String] {
    result.root.allNodes.map { "\($0.id) \($0.name) \($0.frame)" }
  }

  let canvas = CGSize(2000, 1200)

  @Test func nothingChangedMeansNothingMeasured() {
    let graph = ViewGraph()
    let tree = nested(depth: 6)
    let first = graph.layout(tree, in: canvas)
    let second = graph.layout(tree, in: canvas)
    // 2^7 − 1 stacks and leaves, a leaf two nodes: 63 stacks + 64 × 2 = 191 nodes.
    #expect(first.statistics.measurementsByNode.count == 191)
    #expect(first.statistics.measurements > 0)
    #expect(second.statistics.measurements == 0)
    #expect(frames(second) == frames(first))
  }

  @Test func oneEditMeasuresOnlyTheEditedViewsAncestors() throws {
    let graph = ViewGraph()
    let tree = nested(depth: 10)
    _ = graph.layout(editingFirstLeaf(tree, width: 15), in: canvas)
    _ = graph.layout(editingFirstLeaf(tree, width: 20), in: canvas)
    // Back to 15: every sibling is asked what it was asked in the first pass, so only the
    // path from the root to the edited frame measures again: 10 stacks and the frame. The
    // Color in the frame was proposed 15×10 before and answers from its cache.
    let result = graph.layout(editingFirstLeaf(tree, width: 15), in: canvas)
    var path: [Int] = []
    var node = result.root
    while true {
      path.append(node.id)
      if node.name == "frame" { break }
      node = try #require(node.children.first)
    }
    #expect(path.count == 11)
    let measured = result.statistics.measurementsByNode.indices.filter {
      result.statistics.measurementsByNode[$0] > 0
    }
    #expect(measured == path)
    #expect(
      frames(result)
        == frames(
          LayoutEngine(isTracing: false).layout(
            editingFirstLeaf(tree, width: 15), in: canvas)))
  }

  /// Edits of values (sizes, strings, alignments, spacing, padding) and of shape (a view
  /// added), one after another on one graph: each pass's frames are a fresh layout's.
  @Test func editedTreesLayOutAsFreshOnes() {
    func scene(
      width: CGFloat, text: String, alignment: VerticalAlignment, spacing: CGFloat?,
      padding: CGFloat, extra: Bool
    ) -> ViewNode {
      VStack(alignment: .leading, spacing: spacing) {
        HStack(alignment: alignment) {
          Text(text)
          Spacer()
          Color.blue.frame(width: width, height: 30)
          if extra { Text("extra") }
        }
        .padding(padding)
        .background(Color.yellow)
        Text("fixed").frame(maxWidth: .infinity, alignment: .trailing)
        Rectangle().frame(width: 40, height: 40).offset(x: width / 4)
      }
      .frame(width: 300)
      .viewNodes[0]
    }
    let steps: [(CGFloat, String, VerticalAlignment, CGFloat?, CGFloat, Bool)] = [
      (50, "Hello", .center, nil, 16, false),
      (80, "Hello", .center, nil, 16, false),
      (80, "Hello world, hello world, hello", .center, nil, 16, false),
      (80, "Hello world, hello world, hello", .top, nil, 16, false),
      (80, "Hi", .firstTextBaseline, 4, 16, false),
      (80, "Hi", .firstTextBaseline, 4, 0, false),
      (80, "Hi", .firstTextBaseline, 4, 0, true),
      (50, "Hello", .center, nil, 16, false),
    ]
    let graph = ViewGraph()
    let engine = LayoutEngine(isTracing: false)
    for (index, step) in steps.enumerated() {
      let tree = scene(
        width: step.0, text: step.1, alignment: step.2, spacing: step.3, padding: step.4,
        extra: step.5)
      for size in [CGSize(390, 844), CGSize(250, 300)] {
        #expect(
          frames(graph.layout(tree, in: size)) == frames(engine.layout(tree, in: size)),
          "step \(index) on \(size)")
      }
    }
  }

  /// A safe area and a background that bleeds into it: moving the view off the edge must not
  /// keep the bled frame (§5.2).
  /// A long ForEach keeps its normalised rows from one pass to the next while its list is
  /// unchanged (the memo keys on the list's storage): a scroll offset moves every row, an
  /// edit of one row or of the ForEach's own modifier changes what it must, and every pass
  /// gives a fresh layout's frames.
  @Test func longListsKeptByTheMemoLayOutAsFreshOnes() {
    func rows(_ texts: [String]) -> ViewNode {
      ViewNode(.forEach(source: nil), children: texts.map { Text($0).viewNodes[0] })
    }
    func scroll(_ content: ViewNode, offset: CGFloat) -> ViewNode {
      ViewNode(
        .scrollView(
          axes: .vertical, showsIndicators: false, contentOffset: CGPoint(x: 0, y: offset)),
        children: [ViewNode(.lazyStack(LazyStack(axis: .vertical)), children: [content])])
    }
    var texts = (0..<40).map { "row \($0)" }
    let list = rows(texts)
    let graph = ViewGraph()
    let canvas = CGSize(300, 200)
    var trees = [scroll(list, offset: 0), scroll(list, offset: 60), scroll(list, offset: 200)]
    texts[3] = "a much longer row three"
    let edited = rows(texts)
    trees.append(scroll(edited, offset: 200))
    // The same rows (one storage) under the ForEach's own modifier, then without it again.
    var faded = edited
    faded.attributes = [.opacity(0.5)]
    trees += [scroll(faded, offset: 200), scroll(faded, offset: 0), scroll(edited, offset: 0)]
    for tree in trees {
      let incremental = graph.layout(tree, in: canvas)
      let fresh = LayoutEngine(isTracing: false).layout(tree, in: canvas)
      #expect(frames(incremental) == frames(fresh))
      #expect(incremental.root.allNodes.map(\.attributes) == fresh.root.allNodes.map(\.attributes))
      #expect(incremental.root.allNodes.map(\.textLines) == fresh.root.allNodes.map(\.textLines))
    }
    // Scrolled 60 pt: row 0 (y 0 in the content) is 60 above the viewport's top.
    let scrolled = graph.layout(trees[1], in: canvas)
    #expect(scrolled.root.nodes(named: "Text").first?.frame.minY == -60)
  }

  @Test func anEditedCopyOfALongListLaysOutAsAFreshOne() {
    // An edit copies the 40-row list it changes a row of: the memo finds the last pass's
    // list it was copied from and normalises only the changed rows, unless a changed row is
    // no longer one element (a Group of two, an EmptyView), when the list is normalised
    // whole. Every pass must give a fresh layout's frames.
    func row(_ index: Int, width: CGFloat = 10) -> ViewNode {
      Color.red.frame(width: width, height: 10).viewNodes[0]
    }
    func scene(_ rows: [ViewNode], attributes: [ViewAttribute] = []) -> ViewNode {
      ViewNode(
        .hStack(alignment: .center, spacing: nil),
        children: [ViewNode(.forEach(source: nil), children: rows, attributes: attributes)])
    }
    var rows = (0..<40).map { row($0) }
    var trees = [scene(rows)]
    rows[0] = row(0, width: 20)
    trees.append(scene(rows))
    rows[39] = row(39, width: 15)
    trees.append(scene(rows))
    rows[5] = ViewNode(.group, children: [row(5), row(5, width: 30)])
    trees.append(scene(rows))
    rows[5] = row(5, width: 25)
    trees.append(scene(rows))
    rows[7] = ViewNode(.empty, children: [])
    trees.append(scene(rows))
    rows[7] = row(7)
    trees += [scene(rows), scene(rows, attributes: [.opacity(0.5)]), scene(rows)]
    // A stack's own long list of children (no ForEach), edited the same way.
    var children = (0..<20).map { row($0) }
    trees.append(ViewNode(.vStack(alignment: .center, spacing: nil), children: children))
    children[10] = row(10, width: 40)
    trees.append(ViewNode(.vStack(alignment: .center, spacing: nil), children: children))
    children[11] = ViewNode(.group, children: [row(11), row(11)])
    trees.append(ViewNode(.vStack(alignment: .center, spacing: nil), children: children))
    let graph = ViewGraph()
    for (index, tree) in trees.enumerated() {
      let incremental = graph.layout(tree, in: canvas)
      let fresh = LayoutEngine(isTracing: false).layout(tree, in: canvas)
      #expect(frames(incremental) == frames(fresh), "tree \(index)")
      #expect(
        incremental.root.allNodes.map(\.attributes) == fresh.root.allNodes.map(\.attributes),
        "tree \(index)")
    }
    // The group of two made the row 41 views: the HStack lays out 41 frames.
    let grouped = graph.layout(trees[3], in: canvas)
    #expect(grouped.root.children.count == 41)
  }

  @Test func bleedingFollowsTheView() {
    let insets = EdgeInsets(top: 40, leading: 0, bottom: 20, trailing: 0)
    let graph = ViewGraph()
    let engine = LayoutEngine(isTracing: false)
    for height in [CGFloat(100), 2000, 100] {
      let tree = VStack {
        Text("top").background(Color.blue)
        Color.clear.frame(height: height)
      }.viewNodes[0]
      let size = CGSize(390, 844)
      #expect(
        frames(graph.layout(tree, in: size, safeArea: insets))
          == frames(engine.layout(tree, in: size, safeArea: insets)), "height \(height)")
    }
  }

  @Test func invalidInputIsDiagnosedOnEveryPass() {
    let graph = ViewGraph()
    let tree = Color.red.frame(width: -10, height: 20).viewNodes[0]
    let first = graph.layout(tree, in: canvas)
    let second = graph.layout(tree, in: canvas)
    // §6.1: a negative frame width is "Invalid frame dimension", treated as nil.
    #expect(first.diagnostics.count == 1)
    #expect(second.diagnostics == first.diagnostics)
  }

  /// A pass told to stop gives nothing back and leaves nothing behind: the next pass measures
  /// as much as a first one and gives a fresh layout's frames.
  @Test func aStoppedPassLeavesNothingBehind() {
    let graph = ViewGraph()
    let tree = nested(depth: 10)
    var asked = 0
    let stopped = graph.layout(tree, in: canvas) {
      asked += 1
      return true
    }
    #expect(stopped == nil)
    // Asked once, at the 1,024th size computed; the 3,071 nodes need more than that.
    #expect(asked == 1)
    let fresh = LayoutEngine(isTracing: false).layout(tree, in: canvas)
    let result = graph.layout(tree, in: canvas)
    #expect(frames(result) == frames(fresh))
    #expect(result.statistics.measurements == fresh.statistics.measurements)
  }

  @Test func aPassNotToldToStopFinishes() {
    let graph = ViewGraph()
    let tree = nested(depth: 10)
    var asked = 0
    let result = graph.layout(tree, in: canvas) {
      asked += 1
      return false
    }
    let fresh = LayoutEngine(isTracing: false).layout(tree, in: canvas)
    // One question per 1,024 sizes computed.
    #expect(asked == fresh.statistics.measurements / 1024)
    #expect(result.map(frames) == frames(fresh))
  }

  // §4.2: the gap between two neighbours depends on both their spacings: a Spacer prefers
  // 0, which a frame passes through and a padding with insets resets to no preference (8).
  // An edit of one child of a long stack keeps the other gaps and computes the two around
  // that child again (issue #17): a row of 10-point Colors 8 apart, whose middle view is
  // `Spacer(minLength: 0).frame(width: 20).padding(inset)`, has 0 + 20 + 0 = 20 points between
  // the Colors around it with inset 0, and 8 + 28 + 8 = 44 with inset 4; the graph lays each
  // out as a fresh layout does.
  @Test func anEditRecomputesTheGapsAroundTheEditedChild() {
    func stack(inset: CGFloat) -> ViewNode {
      HStack {
        ForEach(0..<41) { index in
          if index == 20 {
            Spacer(minLength: 0).frame(width: 20).padding(inset)
          } else {
            Color.red.frame(width: 10, height: 10)
          }
        }
      }.viewNodes[0]
    }
    let graph = ViewGraph()
    let fresh = LayoutEngine(isTracing: false)
    let canvas = CGSize(2000, 200)
    for inset: CGFloat in [0, 4, 0] {
      let tree = stack(inset: inset)
      let kept = graph.layout(tree, in: canvas)
      #expect(kept.root == fresh.layout(tree, in: canvas).root)
      let colors = kept.root.nodes(named: "Color").map(\.frame)
      let gaps = zip(colors, colors.dropFirst()).map { $1.minX - $0.maxX }
      #expect(gaps.count == 39)
      #expect(gaps[19] == (inset == 0 ? 20 : 44), "inset \(inset)")
      #expect(gaps.enumerated().allSatisfy { $0.offset == 19 || $0.element == 8 })
    }
  }

  // A leaf whose new values answer every proposal it was asked as before (a Color recoloured:
  // greedy, it takes what it is offered, §3.1) changes no other view's layout: the graph
  // measures nothing and places only that leaf again, and the result is a fresh layout's
  // (issue #17: an edit that does not move a row's children must not cost a pass over them).
  // A Spacer given a minimum length answers otherwise (§3.2), and the row is measured again.
  @Test func aLeafThatAnswersAsBeforeIsOnlyPlacedAgain() throws {
    func row(middle: ViewNode) -> ViewNode {
      var row = HStack {
        ForEach(0..<41) { _ in Color.red.frame(width: 10, height: 10) }
      }.viewNodes[0]
      row.children[0].children[20] = middle  // the ForEach's 21st row
      return row
    }
    let graph = ViewGraph()
    let fresh = LayoutEngine(isTracing: false)
    let canvas = CGSize(500, 200)
    _ = graph.layout(row(middle: Color.red.frame(width: 10, height: 10).viewNodes[0]), in: canvas)

    let recoloured = row(middle: Color.blue.frame(width: 10, height: 10).viewNodes[0])
    let kept = graph.layout(recoloured, in: canvas)
    #expect(kept.root == fresh.layout(recoloured, in: canvas).root)
    #expect(kept.statistics.measurements == 0)
    #expect(kept.root.nodes(named: "Color").map(\.label)[19...21] == ["red", "blue", "red"])

    // The 40 Colors and their 38 gaps of 8 take 704 of the 500 points offered; a Spacer has no
    // gap beside it (§4.2) and, offered nothing, is its minimum length (§3.2, §4.4): the row
    // is 704 + 0, then 704 + 30.
    for minLength: CGFloat in [0, 30] {
      let spaced = row(middle: Spacer(minLength: minLength).viewNodes[0])
      let relaid = graph.layout(spaced, in: canvas)
      #expect(relaid.root == fresh.layout(spaced, in: canvas).root)
      #expect(relaid.statistics.measurements > 0)
      #expect(relaid.root.frame.width == (minLength == 0 ? 704 : 734), "minLength \(minLength)")
    }
  }
}
