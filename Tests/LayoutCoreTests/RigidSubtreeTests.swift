import Foundation
import LayoutTestSupport
import Synchronization
import Testing
import ViewSource

@testable import LayoutCore

/// A subtree whose frames ignore its proposal is laid out without a layout node for each view
/// (`RigidSubtreeLayout`, §11.7, issue #17); the placed tree must be the one the nodes give.
@Suite struct RigidSubtreeTests {
  /// A row of a fixed frame, a padded frame and a column of two frames.
  func row() -> ViewNode {
    func leaf(_ width: CGFloat, _ height: CGFloat, _ alignment: Alignment = .center) -> ViewNode {
      ViewNode(
        .frame(width: width, height: height, alignment: alignment),
        children: [ViewNode(.color(.red))])
    }
    return ViewNode(
      .hStack(alignment: .center, spacing: nil),
      children: [
        leaf(30, 20),
        ViewNode(
          .padding(EdgeInsets(top: 5, leading: 4, bottom: 5, trailing: 4)),
          children: [leaf(10, 10, .topLeading)]),
        ViewNode(
          .vStack(alignment: .leading, spacing: 2), children: [leaf(40, 6), leaf(20, 4)]),
      ])
  }

  // Expected values by hand:
  // - §4.2: frames and paddings reset their spacing, so the row's gaps are the default 8;
  //   the column's are its own 2.
  // - §7: the padding is its content, 10×10, plus the insets: 18×20.
  // - §4.6: the column is as wide as its wider child (40) and 6 + 2 + 4 = 12 tall; the row
  //   is 30 + 8 + 18 + 8 + 40 = 104 wide, 20 tall, centred on 200×100 at (48, 40) (§1.1),
  //   its children centred across (the column 4 points down).
  // - §4.4, §4.7: the row shares 200 − 16 = 184: a third (61.33…) to the first child, then
  //   (184 − 30) / 2 = 77 to the padding, then 184 − 30 − 18 = 136 to the column, each with
  //   the row's height, 100; the column shares 100 − 2 = 98 the same way across its width.
  @Test func aRowOfFixedFramesIsPlacedAsItsNodesPlaceIt() throws {
    let tree = row()
    let canvas = CGSize(width: 200, height: 100)
    let result = LayoutEngine(isTracing: false).layout(tree, in: canvas)
    let root = result.root
    #expect(root.frame == CGRect(x: 48, y: 40, width: 104, height: 20))
    let frames = root.allNodes.map(\.frame)
    #expect(
      frames == [
        CGRect(x: 48, y: 40, width: 104, height: 20),
        CGRect(x: 48, y: 40, width: 30, height: 20), CGRect(x: 48, y: 40, width: 30, height: 20),
        CGRect(x: 86, y: 40, width: 18, height: 20), CGRect(x: 90, y: 45, width: 10, height: 10),
        CGRect(x: 90, y: 45, width: 10, height: 10),
        CGRect(x: 112, y: 44, width: 40, height: 12), CGRect(x: 112, y: 44, width: 40, height: 6),
        CGRect(x: 112, y: 44, width: 40, height: 6), CGRect(x: 112, y: 52, width: 20, height: 4),
        CGRect(x: 112, y: 52, width: 20, height: 4),
      ])
    let proposals = root.allNodes.map(\.proposal)
    #expect(
      proposals == [
        ProposedViewSize(width: 200, height: 100),
        ProposedViewSize(width: 184 / 3, height: 100), ProposedViewSize(width: 30, height: 20),
        ProposedViewSize(width: 77, height: 100), ProposedViewSize(width: 69, height: 90),
        ProposedViewSize(width: 10, height: 10),
        ProposedViewSize(width: 136, height: 100), ProposedViewSize(width: 136, height: 49),
        ProposedViewSize(width: 40, height: 6), ProposedViewSize(width: 136, height: 92),
        ProposedViewSize(width: 20, height: 4),
      ])
    #expect(root.allNodes.map(\.id) == Array(0...10))
    // One layout node for the eleven views, each of the ten below measured once.
    #expect(result.statistics.measurementsByNode.count == 11)
    #expect(result.statistics.measurementsByNode.dropFirst().allSatisfy { $0 == 1 })
    let context = LayoutContext(
      isTracing: false, canvas: CGRect(origin: .zero, size: canvas),
      safeArea: CGRect(origin: .zero, size: canvas))
    context.laysOutRigidSubtrees = true
    let node = LayoutEngine(isTracing: false).build(tree, context: context)
    #expect(node.children.isEmpty && node.behavior is RigidSubtreeLayout)

    var withNodes = LayoutEngine(isTracing: false)
    withNodes.laysOutRigidSubtrees = false
    #expect(withNodes.layout(tree, in: canvas).root == root)
  }

  /// A leaf that answers more than one size (a bare Color) keeps its stack out, but the fixed
  /// frames beside it are still laid out without nodes.
  @Test func aFlexibleChildLeavesItsSiblingsRigid() throws {
    let tree = ViewNode(
      .vStack(alignment: .center, spacing: nil),
      children: [row(), ViewNode(.color(.blue)), row()])
    let context = LayoutContext(
      isTracing: false, canvas: CGRect(x: 0, y: 0, width: 300, height: 200),
      safeArea: CGRect(x: 0, y: 0, width: 300, height: 200))
    context.laysOutRigidSubtrees = true
    let node = LayoutEngine(isTracing: false).build(tree, context: context)
    #expect(!(node.behavior is RigidSubtreeLayout))
    #expect(node.children.map { $0.behavior is RigidSubtreeLayout } == [true, false, true])
    #expect(node.children.map(\.id) == [1, 12, 13])

    var withNodes = LayoutEngine(isTracing: false)
    withNodes.laysOutRigidSubtrees = false
    let canvas = CGSize(width: 300, height: 200)
    #expect(
      LayoutEngine(isTracing: false).layout(tree, in: canvas).root
        == withNodes.layout(tree, in: canvas).root)
  }

  /// A random tree mostly of what `RigidSubtreeLayout` lays out (fixed frames around colours,
  /// shapes and placeholders, stacks, paddings), with lengths in thirds, huge ones, negative
  /// spacing and insets, invalid values, and now and then a view it does not lay out.
  static func tree(_ random: inout SeededGenerator, depth: Int) -> ViewNode {
    func length() -> CGFloat {
      switch random.int(in: 0...19) {
      case 0: return 1e307
      case 1: return -3
      case 2: return .infinity
      case 3...6: return CGFloat(random.int(in: 0...30)) / 3
      default: return random.length(upTo: 40)
      }
    }
    func leaf() -> ViewNode {
      switch random.int(in: 0...9) {
      case 0: return ViewNode(.color(.blue))
      case 1: return ViewNode(.text("Hi"))
      case 2:
        return ViewNode(.placeholder(Placeholder(name: "P", size: CGSize(length(), length()))))
      default:
        let content =
          random.chance(0.2)
          ? ViewNode(.shape(.circle, .fill(nil)))
          : random.chance(0.2) && depth > 0
            ? tree(&random, depth: depth - 1) : ViewNode(.color(.red))
        return ViewNode(
          .frame(
            width: length(), height: random.chance(0.05) ? nil : length(),
            alignment: random.pick([.center, .topLeading, .bottomTrailing, .leading])),
          children: [content])
      }
    }
    if depth == 0 || random.chance(0.15) { return leaf() }
    let child = { (random: inout SeededGenerator) in tree(&random, depth: depth - 1) }
    switch random.int(in: 0...5) {
    case 0, 1, 2:
      let children = (0..<random.int(in: 0...5)).map { _ in child(&random) }
      let spacing: CGFloat? =
        random.chance(0.5) ? nil : random.chance(0.05) ? .infinity : length() - 4
      return ChildProposalRuleTests.stack(of: children, spacing: spacing, &random)
    case 3, 4:
      let insets = EdgeInsets(
        top: length(), leading: length(), bottom: random.chance(0.1) ? .infinity : 2,
        trailing: -1)
      return ViewNode(.padding(insets), children: [child(&random)])
    default:
      return ViewNode(.offset(CGSize(width: length(), height: 1)), children: [child(&random)])
    }
  }

  // Style rule 2: over random trees, laying rigid subtrees out without nodes gives the placed
  // tree of a layout with a node for every view: kinds, ids, proposals, frames bit for bit,
  // the kept proposal rules, the diagnostics, and the same ids used.
  @Test func rigidSubtreesArePlacedAsTheirNodesPlaceThem() {
    // What the cases exercised: a rigid subtree laid out, and one with a frame that overflowed.
    let coverage = Mutex((rigid: 0, overflowed: 0))
    let outcome = PropertyCheck(
      name: "rigid subtrees", seeds: Array(501...504), casesPerSeed: 150
    )
    .run(
      generate: { random in
        (Self.tree(&random, depth: 4), RandomViewTree.canvas(&random))
      },
      printer: ScenePrinter.print
    ) { tree, canvas in
      let insets = EdgeInsets(top: 20, leading: 0, bottom: 40, trailing: 10)
      let context = LayoutContext(
        isTracing: false, canvas: CGRect(origin: .zero, size: canvas),
        safeArea: CGRect(origin: .zero, size: canvas))
      context.laysOutRigidSubtrees = true
      let root = LayoutEngine(isTracing: false).build(
        ViewTreeNormalization.root(of: tree), context: context)
      func hasRigid(_ node: LayoutNode) -> Bool {
        node.behavior is RigidSubtreeLayout || node.children.contains(where: hasRigid)
      }
      let usesRigid = hasRigid(root)
      for safeArea in [EdgeInsets(), insets] {
        let rigid = LayoutEngine(isTracing: false).layout(tree, in: canvas, safeArea: safeArea)
        coverage.withLock {
          if usesRigid && safeArea == EdgeInsets() {
            $0.rigid += 1
            if rigid.diagnostics.contains(where: { $0.message.contains("overflowed") }) {
              $0.overflowed += 1
            }
          }
        }
        if let difference = Self.difference(rigid, tree, canvas: canvas, safeArea: safeArea) {
          return difference
        }
      }
      return nil
    }
    #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
    #expect(outcome.cases == 600)
    let (rigid, overflowed) = coverage.withLock { $0 }
    #expect(rigid >= 350, "\(rigid) of 600 cases laid out a rigid subtree")
    #expect(overflowed >= 15, "\(overflowed) cases had a rigid frame overflow")
  }
  /// A random tree of Texts in stacks, paddings and fixed frames, some of them in the
  /// environments their attributes make, aligned by every built-in guide: what
  /// `RigidSubtreeLayout` lays out when the Texts keep their lines, and what it hands to the
  /// nodes when they may not (a horizontal stack of them, a baseline guide, several lines).
  static func textTree(_ random: inout SeededGenerator, depth: Int) -> ViewNode {
    func length() -> CGFloat {
      random.chance(0.2) ? CGFloat(random.int(in: 0...90)) / 3 : random.length(upTo: 120)
    }
    func attributes() -> [ViewAttribute] {
      guard random.chance(0.25) else { return [] }
      return [
        random.pick([
          .lineLimit(1), .lineLimit(nil), .lineLimitRange(.closed(2, 3)),
          .lineLimitRange(.reserving(2, reservesSpace: true)), .textCase(.uppercase),
          .truncationMode(.middle), .foregroundColor(.red), .sizeInfo,
        ])
      ]
    }
    func text() -> ViewNode {
      let string = random.pick([
        "", "Hi", "Row 12", "a wider line of words", "日本語のテキスト", "e\u{301}te", "two\nlines",
        "  lead", "tab\there", "Ünïcödé",
      ])
      return ViewNode(.text(string), attributes: attributes())
    }
    func frame(_ content: ViewNode) -> ViewNode {
      ViewNode(
        .frame(
          width: length(), height: length(),
          alignment: random.pick(
            Alignment.allBuiltIn + [
              .leadingFirstTextBaseline, .centerLastTextBaseline, .trailingFirstTextBaseline,
            ])),
        children: [content], attributes: attributes())
    }
    if depth == 0 || random.chance(0.15) {
      switch random.int(in: 0...9) {
      case 0: return frame(ViewNode(.color(.blue)))
      case 1, 2: return frame(text())
      default: return text()
      }
    }
    let child = { (random: inout SeededGenerator) in textTree(&random, depth: depth - 1) }
    switch random.int(in: 0...9) {
    case 0, 1, 2, 3:
      return ViewNode(
        .vStack(
          alignment: random.pick([.leading, .center, .trailing, .leading, .center]),
          spacing: random.chance(0.6) ? nil : CGFloat(random.int(in: 0...12))),
        children: (0..<random.int(in: 1...6)).map { _ in child(&random) },
        attributes: attributes())
    case 4, 5:
      return ViewNode(
        .hStack(
          alignment: random.pick([.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline]),
          spacing: nil),
        children: (0..<random.int(in: 1...3)).map { _ in child(&random) },
        attributes: attributes())
    case 6, 7:
      // Now and then an inset so large that taking it off again loses a Text's width.
      let insets = EdgeInsets(
        top: CGFloat(random.int(in: 0...10)), leading: random.chance(0.1) ? 1e17 : length() / 4,
        bottom: CGFloat(random.int(in: 0...10)), trailing: CGFloat(random.int(in: 0...10)))
      return ViewNode(.padding(insets), children: [child(&random)], attributes: attributes())
    default:
      return frame(child(&random))
    }
  }

  /// What differs between laying `tree` out on `canvas` with rigid subtrees, `rigid` (a pass
  /// over nodes built by a context that lays them out), and with a node for every view: the
  /// placed trees bit for bit, the kept proposal rules, the diagnostics, the number of ids;
  /// nil when nothing does.
  static func difference(
    _ rigid: LayoutResult, _ tree: ViewNode, canvas: CGSize, safeArea: EdgeInsets
  )
    -> String?
  {
    var engine = LayoutEngine(isTracing: false)
    engine.laysOutRigidSubtrees = false
    let nodes = engine.layout(tree, in: canvas, safeArea: safeArea)
    if rigid.root != nodes.root {
      return "safe area \(safeArea): the placed trees differ\n"
        + lineDiff(nodes.frameListing(), rigid.frameListing())
    }
    let rules = { (result: LayoutResult) in
      result.root.allNodes.map { node -> String in
        switch node.childProposalRule {
        case nil: "none"
        case .unchanged: "unchanged"
        case .content(let transform):
          "content \(transform(ProposedViewSize(width: 50, height: nil)))"
        case .stack(let axis, let spacing): "stack \(axis) \(spacing)"
        }
      }
    }
    if rules(rigid) != rules(nodes) {
      return "safe area \(safeArea): the kept rules differ: \(rules(rigid)) \(rules(nodes))"
    }
    if rigid.diagnostics != nodes.diagnostics {
      return "safe area \(safeArea): diagnostics \(rigid.diagnostics) \(nodes.diagnostics)"
    }
    if rigid.statistics.measurementsByNode.count != nodes.statistics.measurementsByNode.count {
      return "safe area \(safeArea): a different number of ids"
    }
    return nil
  }

  // Style rule 2: over random trees of Texts, laying them out in rigid subtrees gives the
  // placed tree of a layout with a node for every view (the Texts' lines included), whether
  // the Texts keep their lines at the width proposed (measured once, §3.3 rule 2) or not,
  // when the nodes take the subtree over, as they do when a parent asks for a baseline (§8).
  @Test func textsArePlacedAsTheirNodesPlaceThem() {
    // What the cases exercised: a subtree of Texts laid out without nodes, one that the
    // nodes took over during the pass, and one that kept its frames to the end.
    let coverage = Mutex((texts: 0, demoted: 0, kept: 0))
    let outcome = PropertyCheck(
      name: "rigid texts", seeds: Array(701...704), casesPerSeed: 150
    )
    .run(
      generate: { random -> (ViewNode, CGSize) in
        var tree = Self.textTree(&random, depth: 4)
        if random.chance(0.1) {
          // A parent that proposes no width, placing too (§7).
          tree = ViewNode(.fixedSize(horizontal: true, vertical: false), children: [tree])
        }
        if random.chance(0.2) {
          // A parent that is laid out with nodes and aligns by the baselines.
          tree = ViewNode(
            .hStack(alignment: random.pick([.firstTextBaseline, .lastTextBaseline]), spacing: nil),
            children: [ViewNode(.text("x")), tree])
        }
        let canvas =
          random.chance(0.5)
          ? CGSize(width: random.length(upTo: 250), height: random.length(upTo: 400))
          : RandomViewTree.canvas(&random)
        return (tree, canvas)
      },
      printer: ScenePrinter.print
    ) { tree, canvas in
      for safeArea in [EdgeInsets(), EdgeInsets(top: 20, leading: 0, bottom: 40, trailing: 10)] {
        let (canvasRect, safeRect) = LayoutEngine.rects(canvas: canvas, safeArea: safeArea)
        let context = LayoutContext(isTracing: false, canvas: canvasRect, safeArea: safeRect)
        context.laysOutRigidSubtrees = true
        let engine = LayoutEngine(isTracing: false)
        let root = engine.build(ViewTreeNormalization.root(of: tree), context: context)
        func textSubtrees(_ node: LayoutNode) -> Int {
          (node.behavior is RigidSubtreeLayout && node.guideSources.contains(.textBaselines)
            ? 1 : 0) + node.children.reduce(0) { $0 + textSubtrees($1) }
        }
        let before = textSubtrees(root)
        let rigid = engine.pass(root, context: context, canvas: canvas, safeArea: safeArea)
        let after = textSubtrees(root)
        coverage.withLock {
          if before > 0 { $0.texts += 1 }
          if after < before { $0.demoted += 1 }
          if after > 0 { $0.kept += 1 }
        }
        if let difference = Self.difference(rigid, tree, canvas: canvas, safeArea: safeArea) {
          return difference
        }
      }
      return nil
    }
    #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
    #expect(outcome.cases == 600)
    let (texts, demoted, kept) = coverage.withLock { $0 }
    #expect(texts >= 700, "\(texts) of 1,200 layouts built a subtree of Texts without nodes")
    #expect(demoted >= 400, "\(demoted) layouts handed one to the nodes")
    #expect(kept >= 400, "\(kept) layouts kept one to the end")
  }

  // A stack proposed no width places its children with its own (§4.7), less a padding's
  // insets (§7): an inset so large that taking it off again loses some of a Text's width
  // (doubles near 1e17 are 16 apart, so 1e17 + 20 − 1e17 is 16) leaves the Text without
  // the room of its line, though it had it when measured with no width. The nodes lay it
  // out: "Hi" on two lines of one glyph (§3.3 rule 2), proposed 16 points.
  @Test func aTextThatLosesItsWidthInPlacementIsLaidOutByTheNodes() throws {
    let inset = ViewNode(
      .padding(EdgeInsets(top: 0, leading: 1e17, bottom: 0, trailing: 0)),
      children: [ViewNode(.text("Hi"))])
    let tree = ViewNode(
      .fixedSize(horizontal: true, vertical: false),
      children: [
        ViewNode(
          .vStack(alignment: .leading, spacing: nil), children: [inset, ViewNode(.text("x"))])
      ])
    let canvas = CGSize(width: 300, height: 200)
    let rigid = LayoutEngine(isTracing: false).layout(tree, in: canvas)
    let text = try #require(rigid.root.first { $0.label == "Hi" })
    #expect(text.textLines == ["H", "i"])
    #expect(text.proposal.width == 16)
    #expect(Self.difference(rigid, tree, canvas: canvas, safeArea: EdgeInsets()) == nil)
  }

  // Style rule 2: the shares a stack offers children that each answer one size, worked out
  // in order (one priority, finite lengths), are those of the algorithm of §4.3–4.4, bit for
  // bit; other children (priorities, infinite lengths) take the algorithm.
  @Test func sharesInOrderAreTheAlgorithms() {
    var random = SeededGenerator(seed: 601)
    var inOrder = 0
    for _ in 0..<2_000 {
      let axis: Axis = random.chance(0.5) ? .horizontal : .vertical
      let samePriority = random.chance(0.7)
      let children = (0..<random.int(in: 1...6)).map { _ -> (size: CGSize, priority: Double) in
        func length() -> CGFloat {
          random.chance(0.05) ? .infinity : CGFloat(random.int(in: 0...90)) / 3
        }
        return (CGSize(length(), length()), samePriority ? 0 : Double(random.int(in: -1...1)))
      }
      func major() -> CGFloat? {
        switch random.int(in: 0...5) {
        case 0: nil
        case 1: .infinity
        case 2: 0
        default: CGFloat(random.int(in: 0...600)) / 7
        }
      }
      let proposal = ProposedViewSize(width: major(), height: major())
      let size = CGSize(random.length(upTo: 200), random.length(upTo: 200))
      let spacing = CGFloat(random.int(in: -20...40)) / 3
      let fast = StackLayout.proposals(
        along: axis, ofRigid: children, proposal: proposal, size: size, spacing: spacing)
      let algorithm = StackLayout.proposals(
        along: axis, ofRigid: children, proposal: proposal, size: size, spacing: spacing,
        inOrderWhenPossible: false)
      #expect(fast == algorithm, "\(children) \(proposal) \(size) \(spacing)")
      if samePriority && children.allSatisfy({ $0.size[axis].isFinite }) { inOrder += 1 }
    }
    #expect(inOrder > 1_000)
  }
  // A frame's content as large as the frame sits at the frame's origin when its guides are
  // built in (a guide less itself); a custom guide is computed (§8.2): one that is not finite
  // makes the offset NaN, which the placer diagnoses and reads as 0 (`LayoutPlacer.finite`),
  // as the frame's node does. The random trees use built-in guides only.
  @Test func customGuidesOfAFrameAreComputed() throws {
    func row(_ defaultValue: @escaping @Sendable (ViewDimensions) -> CGFloat) -> ViewNode {
      let alignment = Alignment(
        horizontal: HorizontalAlignment(named: "Custom", defaultValue: defaultValue),
        vertical: .center)
      let leaf = ViewNode(
        .frame(width: 30, height: 20, alignment: alignment), children: [ViewNode(.color(.red))])
      return ViewNode(.hStack(alignment: .center, spacing: nil), children: [leaf, leaf])
    }
    var withNodes = LayoutEngine(isTracing: false)
    withNodes.laysOutRigidSubtrees = false
    let canvas = CGSize(width: 200, height: 100)
    let guides: [(String, @Sendable (ViewDimensions) -> CGFloat)] = [
      ("a third", { @Sendable d in d.width / 3 }),
      ("infinite", { @Sendable _ in CGFloat.infinity }),
      ("NaN", { @Sendable _ in CGFloat.nan }),
    ]
    for (name, guide) in guides {
      let tree = row(guide)
      let rigid = LayoutEngine(isTracing: false).layout(tree, in: canvas)
      let nodes = withNodes.layout(tree, in: canvas)
      #expect(rigid.root == nodes.root, "\(name)")
      #expect(rigid.diagnostics == nodes.diagnostics, "\(name)")
      // The row is 30 + 8 + 30 = 68 wide, centred at x = 66 (§1.1, §4.2); each Color fills
      // its frame, at the frame's x when its guide is finite, and at 0 when it is not.
      let colors = rigid.root.nodes(named: "Color").map { $0.frame.minX }
      #expect(colors == (name == "a third" ? [66, 104] : [0, 0]), "\(name)")
      #expect(rigid.diagnostics.isEmpty == (name == "a third"), "\(name)")
    }
  }
}
