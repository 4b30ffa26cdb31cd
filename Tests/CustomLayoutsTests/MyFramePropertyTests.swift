import CustomLayouts
import LayoutCore
import LayoutTestSupport
import Testing
import ViewSource

/// `myFrame(width:height:alignment:)` lays out as `frame(width:height:alignment:)` on random
/// trees (issue #7): random content, fixed or nil lengths, the nine built-in alignments and
/// custom ones (§9.4: the `Color.clear` helper reads any guide at the frame's size).
@Suite struct MyFramePropertyTests {
  /// `tree` with every `frame(width:height:alignment:)` replaced by `MyFrame` with its helper,
  /// except around a Spacer or Divider (see `laysOutSpacerOrDivider`).
  static func withMyFrames(_ node: ViewNode) -> ViewNode {
    var node = node
    node.children = node.children.map(withMyFrames)
    if case .frame(let width, let height, let alignment) = node.kind,
      !node.children.contains(where: laysOutSpacerOrDivider)
    {
      let layout = MyFrame(width: width, height: height, alignment: alignment)
      return ViewNode(
        .layout(AnyLayout(layout)), children: [ViewNode(.color(.clear))] + node.children,
        attributes: node.attributes)
    }
    return node
  }

  /// Whether `node` is a Spacer or Divider, or modifiers of one. Their orientation comes from
  /// the nearest enclosing layout (§3.2, §3.5): a frame is transparent, so in a stack they
  /// follow the stack's axis, but `MyFrame` is a `Layout` whose `stackOrientation` is nil
  /// (§9.1), so inside it they extend both ways. SwiftUI's own `MyFrame` does the same; the
  /// difference is the technique's, not the engine's (see spacerInMyFrameIsNotInTheStack).
  static func laysOutSpacerOrDivider(_ node: ViewNode) -> Bool {
    switch node.kind {
    case .spacer, .divider: true
    default: node.kind.isModifier && node.children.contains(where: laysOutSpacerOrDivider)
    }
  }

  /// What differs between the layouts of `tree` and of `withMyFrames(tree)`, or nil. Frames
  /// are compared to a relative 1e-9: `MyFrame` adds the same lengths in another order, so the
  /// last bit of a sum may differ.
  static func difference(_ tree: ViewNode, _ canvas: CGSize) -> String? {
    let engine = LayoutEngine()
    let builtInResult = engine.layout(tree, in: canvas)
    // A size that reached ∞ has no meaningful position; both clamp it, not alike.
    if builtInResult.overflowed { return nil }
    let builtIn = correspondingNodes(builtInResult)
    let mine = correspondingNodes(engine.layout(withMyFrames(tree), in: canvas))
    func close(_ a: CGFloat, _ b: CGFloat) -> Bool {
      a == b || abs(a - b) <= 1e-9 * Swift.max(1, abs(a), abs(b))
    }
    let same =
      builtIn.count == mine.count
      && zip(builtIn, mine).allSatisfy { a, b in
        a.name == b.name && close(a.frame.minX, b.frame.minX) && close(a.frame.minY, b.frame.minY)
          && close(a.frame.width, b.frame.width) && close(a.frame.height, b.frame.height)
      }
    guard !same else { return nil }
    func text(_ rows: [(name: String, frame: CGRect)]) -> String {
      rows.map {
        "\($0.name) (\($0.frame.minX), \($0.frame.minY)) \($0.frame.width)×\($0.frame.height)"
      }
      .joined(separator: "\n")
    }
    return "myFrame differs from frame (- frame, + myFrame):\n"
      + lineDiff(text(builtIn), text(mine))
  }

  /// The placed nodes in pre-order with `MyFrame` named `frame` and its helper left out, as
  /// `correspondingFrames` (MyFrameTests) lists them.
  static func correspondingNodes(_ result: LayoutResult) -> [(name: String, frame: CGRect)] {
    var out: [(name: String, frame: CGRect)] = []
    func visit(_ node: PlacedNode) {
      let isMine = node.name == "MyFrame"
      out.append((isMine ? "frame" : node.name, node.frame))
      (isMine ? Array(node.children.dropFirst()) : node.children).forEach(visit)
    }
    visit(result.root)
    return out
  }

  /// A random `frame(width:height:alignment:)` around random content: each length nil or
  /// 0…200, any of the nine alignments or a custom one.
  static func framedContent(_ random: inout SeededGenerator, depth: Int) -> ViewNode {
    let content = RandomViewTree(options: .init(maxDepth: depth)).tree(&random)
    let width: CGFloat? = random.chance(0.35) ? nil : random.length(upTo: 200)
    let height: CGFloat? = random.chance(0.35) ? nil : random.length(upTo: 200)
    let alignment =
      random.chance(0.3)
      ? Alignment(
        horizontal: random.pick(RandomViewTree.horizontalGuides),
        vertical: random.pick(RandomViewTree.verticalGuides))
      : random.pick(Alignment.allBuiltIn)
    return ViewNode(.frame(width: width, height: height, alignment: alignment), children: [content])
  }

  // Found by myFrameEqualsFrameInRandomTrees (seed 81, case 13), shrunk: where `frame` and
  // `myFrame` must differ. A one-child HStack is its child (§4.1), but the Spacer inside still
  // takes its orientation from the stack (§3.2): through `frame` it is horizontal, so it takes
  // the proposed width and is 0 tall, 390×0, centred at y 422. Inside `MyFrame`, a `Layout`
  // with no `stackOrientation` (§9.1), it extends both ways: proposed 390×844, it is 390×844,
  // and so is the frame.
  @Test func spacerInMyFrameIsNotInTheStack() {
    let builtIn = HStack { Spacer().frame(width: nil, height: nil) }.laidOut()
    let mine = HStack { Spacer().myFrame(width: nil, height: nil) }.laidOut()
    #expect(builtIn.frame(of: "Spacer") == CGRect(0, 422, 390, 0))
    #expect(builtIn.frame(of: "frame") == CGRect(0, 422, 390, 0))
    #expect(mine.frame(of: "Spacer") == CGRect(0, 0, 390, 844))
    #expect(mine.frame(of: "MyFrame") == CGRect(0, 0, 390, 844))
  }

  // Found by myFrameEqualsFrameInRandomTrees (seed 81, case 37), shrunk. §4.2: `frame(width:)`
  // resets its content's spacing on the horizontal edges, so the Color and the frame have no
  // preference and sit the default 8 apart; MyFrame took the default `Layout` spacing (§9.1,
  // the union of its subviews), where the empty stack's `.zero` (§3.7) made the gap 0. In
  // 100×50: the 0-wide frame is least flexible and goes first (§4.3), the Color gets
  // 100 − 8 = 92; the frame is 0 tall (the empty stack's answer), centred at y 25, at x 100.
  @Test func fixedMyFrameResetsItsContentsSpacing() {
    let canvas = CGSize(100, 50)
    let builtIn = HStack {
      Color.red
      HStack {}.frame(width: 0)
    }
    .laidOut(in: canvas)
    let mine = HStack {
      Color.red
      HStack {}.myFrame(width: 0)
    }
    .laidOut(in: canvas)
    #expect(builtIn.frame(of: "Color", label: "red") == CGRect(0, 0, 92, 50))
    #expect(builtIn.frame(of: "frame") == CGRect(100, 25, 0, 0))
    #expect(mine.frame(of: "Color", label: "red") == CGRect(0, 0, 92, 50))
    #expect(mine.frame(of: "MyFrame") == CGRect(100, 25, 0, 0))
  }

  // §6.1 and §9.4: the frame takes its fixed lengths and its content's answer for the others;
  // the content is aligned by its own guides (explicit ones included) against the frame's
  // default guide at the frame's size; `MyFrame` reads that guide off its helper, so every
  // node but the helper is where `frame` puts it. Here the frame is the root.
  @Test func myFrameEqualsFrameAroundRandomContent() {
    let outcome = PropertyCheck(name: "myFrame is frame", seeds: Array(71...78), casesPerSeed: 100)
      .run(
        generate: { random in
          (Self.framedContent(&random, depth: 2), RandomViewTree.canvas(&random))
        },
        printer: ScenePrinter.print, property: Self.difference)
    #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
    #expect(outcome.cases == 800)
  }

  // The same for every fixed frame of a random tree, wherever it is: in stacks (§4: the
  // parent sees the same sizes, priority 0 and alignment guides, §7 note) and nested.
  @Test func myFrameEqualsFrameInRandomTrees() {
    let generator = RandomViewTree(options: .init(maxDepth: 3))
    let outcome = PropertyCheck(
      name: "myFrame is frame in trees", seeds: Array(81...86), casesPerSeed: 100
    )
    .run(
      generate: { random in (generator.tree(&random), RandomViewTree.canvas(&random)) },
      printer: ScenePrinter.print, property: Self.difference)
    #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
    #expect(outcome.cases == 600)
  }
}
