import CustomLayouts
import LayoutCore
import LayoutTestSupport
import Testing
import ViewSource

/// `layoutlab fmt` changes no layout, on random trees (issue #7): the tree printed by
/// `ScenePrinter` and parsed back by `SceneParser` lays out exactly as the tree itself
/// (`dump` of `fmt` output equals `dump` of the input), and printing is stable.
@Suite struct SceneRoundTripPropertyTests {
  static let cell = CGSize(width: 10, height: 20)

  /// `MyFrame` around content, with its `Color.clear` helper, as `myFrame` builds it.
  static let myFrame = RandomViewTree.LayoutWrapper { content, random in
    let width: CGFloat? = random.chance(0.5) ? nil : random.length(upTo: 200)
    let height: CGFloat? = random.chance(0.5) ? nil : random.length(upTo: 200)
    let layout = MyFrame(width: width, height: height, alignment: RandomViewTree.alignment(&random))
    return ViewNode(.layout(AnyLayout(layout)), children: [ViewNode(.color(.clear)), content])
  }

  /// What is wrong with printing `tree` and parsing it back, or nil.
  static func roundTripProblem(_ tree: ViewNode, _ canvas: CGSize) -> String? {
    let printed = ScenePrinter.print(tree)
    let scene = SceneParser.parse(printed)
    guard let parsed = scene.tree, !scene.hasErrors else {
      return "the printed scene does not parse: \(scene.diagnostics.map(\.description))"
    }
    let engine = LayoutEngine()
    let original = engine.layout(tree, in: canvas)
    let reparsed = engine.layout(parsed, in: canvas)
    if original.jsonDump(cell: cell) != reparsed.jsonDump(cell: cell) {
      return "dump of fmt output differs from dump of the input (- input, + fmt output):\n"
        + lineDiff(original.frameListing(), reparsed.frameListing())
    }
    let reprinted = ScenePrinter.print(parsed)
    if reprinted != printed {
      return "printing is not stable (- first print, + print of its parse):\n"
        + lineDiff(printed, reprinted)
    }
    return nil
  }

  // MARK: Shrunk failures

  // Found by printedScenesLayOutAsTheirTrees (seed 51, case 12), shrunk: a flexible frame with
  // no length printed as `frame()`, which reads back as the fixed frame. The two differ in what
  // they propose at placement: §6.2's flexible frame proposes its own size (10×20 for
  // Text("a"), one glyph and one line, §12) where a fixed frame passes its proposal on (§6.1,
  // 390×844). The printer now names one length as nil, which only the flexible frame has.
  @Test func unconstrainedFlexibleFramePrintsAsAFlexibleFrame() throws {
    let tree = ViewNode(
      .flexibleFrame(FlexibleFrame(alignment: .leading)), children: [ViewNode(.text("a"))])
    let printed = ScenePrinter.print(tree)
    #expect(printed.contains(".frame(minWidth: nil, alignment: .leading)"), "\(printed)")
    let parsed = try #require(SceneParser.parse(printed).tree)
    #expect(parsed == tree)
    let text = LayoutEngine().layout(parsed, in: CGSize(390, 844)).root.nodes(named: "Text")[0]
    #expect(text.proposal == ProposedViewSize(width: 10, height: 20))
    #expect(text.frame == CGRect(190, 412, 10, 20))
  }

  // Found by printedScenesLayOutAsTheirTrees (seed 51, case 10), shrunk: a custom alignment
  // given to `VStackLayout` (or `HStackLayout`, `ZStackLayout`) was printed without its
  // declaration, so the printed scene did not parse ("type 'HorizontalAlignment' has no member
  // 'quarterX'"); the printer declared only those of stacks, frames, guides and MyFrame.
  @Test func stackLayoutAlignmentIsDeclared() throws {
    let tree = ViewNode(
      .layout(AnyLayout(VStackLayout(alignment: RandomViewTree.quarterX))),
      children: [ViewNode(.text("a"))])
    let printed = ScenePrinter.print(tree)
    #expect(printed.contains("static let quarterX = HorizontalAlignment(QuarterX.self)"))
    let parsed = SceneParser.parse(printed)
    #expect(!parsed.hasErrors, "\(parsed.diagnostics.map(\.description))")
    #expect(parsed.tree == tree)
  }

  // Found by printedScenesWithInvalidArgumentsLayOutAsTheirTrees (seed 61, case 43), shrunk: a
  // custom alignment named only inside an `alignmentGuide` closure lost its declaration when
  // the scene was printed (the printer collected declarations from guide keys; the closure is
  // kept as text), so `layoutlab fmt` wrote a scene that did not parse. The interpreter now
  // gives the closure the declarations of the alignments it names.
  @Test func customGuideReadInAClosureKeepsItsDeclaration() throws {
    let source = """
      extension VerticalAlignment {
          enum NearBottom: AlignmentID {
              static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height - 5 }
          }
          static let nearBottom = VerticalAlignment(NearBottom.self)
      }

      var body: some View {
          Divider()
              .alignmentGuide(.firstTextBaseline) { d in d[.nearBottom] + 25 }
      }
      """
    let tree = try #require(SceneParser.parse(source).tree)
    let reparsed = SceneParser.parse(ScenePrinter.print(tree))
    #expect(!reparsed.hasErrors, "\(reparsed.diagnostics.map(\.description))")
    #expect(reparsed.tree == tree)
  }

  // MARK: Properties

  // The generator's controls are built as the scene language builds them: each prints as
  // SwiftUI source that parses back to the same node, label views and parts included, so a
  // random tree holding one round-trips as any other.
  @Test func generatedControlsParseBackAsThemselves() throws {
    for control in RandomViewTree.controls {
      let printed = ScenePrinter.print(control)
      let scene = SceneParser.parse(printed)
      #expect(!scene.hasErrors, "\(printed): \(scene.diagnostics.map(\.description))")
      #expect(scene.tree == control, "\(printed)")
    }
  }

  // Style rule 7 (parser-printers that round-trip): `parse(print(tree))` lays out as `tree`,
  // frame for frame and proposal for proposal, on random canvases, and prints the same again.
  // The trees hold every construct the generator makes: custom alignments (printed with their
  // declarations), alignment-guide closures (printed from their source), MyFrame (printed
  // without its helper, which the parser adds back).
  @Test func printedScenesLayOutAsTheirTrees() {
    let generator = RandomViewTree(options: .init(maxDepth: 3, layoutWrappers: [Self.myFrame]))
    let outcome = PropertyCheck(
      name: "dump of fmt is dump", seeds: Array(51...56), casesPerSeed: 100
    )
    .run(
      generate: { random in (generator.tree(&random), RandomViewTree.canvas(&random)) },
      printer: ScenePrinter.print, property: Self.roundTripProblem)
    #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
    #expect(outcome.cases == 600)
  }

  // The same with invalid arguments (infinite and negative lengths): they print as
  // `.infinity`, `-.infinity`, `-10`, parse back as the same numbers, and lay out the same.
  // NaN is left out: the scene language refuses `.nan` with a diagnostic ("the value is NaN").
  @Test func printedScenesWithInvalidArgumentsLayOutAsTheirTrees() {
    let generator = RandomViewTree(
      options: .init(
        maxDepth: 3, invalidValueRate: 0.1, allowsNaN: false, layoutWrappers: [Self.myFrame]))
    let outcome = PropertyCheck(
      name: "dump of fmt is dump, invalid arguments", seeds: Array(61...63), casesPerSeed: 100
    )
    .run(
      generate: { random in (generator.tree(&random), RandomViewTree.canvas(&random)) },
      printer: ScenePrinter.print, property: Self.roundTripProblem)
    #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
    #expect(outcome.cases == 300)
  }
}
