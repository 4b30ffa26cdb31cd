import LayoutCore
import Testing
import ViewSource

@testable import PlaygroundCore

/// The galleries: every panel parses, the knobs reach every panel, edits survive knobs.
@Suite struct GalleryTests {
  // Every panel's source parses without a diagnostic, for every prepared text.
  @Test func panelsParseCleanly() {
    for text in TextChoices.all {
      let knobs = Knobs(container: CGSize(width: 300, height: 60), text: text, alignmentIndex: 0)
      for gallery in [Gallery.centering, .frames] {
        for panel in gallery.panels {
          let diagnostics = SceneParser.parse(panel.source(knobs)).diagnostics
          #expect(diagnostics.isEmpty, "\(panel.title): \(diagnostics)")
        }
      }
    }
  }

  // The centering gallery has the methods, in the article's order.
  @Test func centeringPanels() {
    #expect(
      CenteringGallery.panels.map(\.title) == [
        "Spacer()", "Spacer(minLength: 0)", "Color.clear fillers",
        "Color.clear + layoutPriority(1)", "HStack(spacing: 0)", "Rectangle().opacity(0)",
        "ContainerRelativeShape().fill(.clear)", "ZStack", "ZStack (wrong)",
        "frame(width:height:)", "frame(maxWidth: ∞, maxHeight: ∞)", "overlay",
        "background (wrong)", "GeometryReader + position", "myFrame (custom Layout)",
      ])
  }

  // The width knob reaches every panel: with 310 the Spacer() panel's text may take
  // 310 − 16 = 294; the GeometryReader panel's text is centred at 155, so it starts at
  // 155 − 55 = 100 in the container, which is 3 cells (30 pt) into the panel's canvas.
  // The text knob reaches every panel, the GeometryReader's closure too.
  @Test func knobsReachEveryPanel() {
    var playground = Playground.gallery()
    playground.send("]")
    #expect(playground.state.knobs.container == CGSize(width: 310, height: 60))
    #expect(playground.panels[0].note == "Spacers keep 8 pt each: text ≤ 294")
    let reader = playground.panels[13].result!
    #expect(reader.frame(of: "Text")?.origin == CGPoint(x: 130, y: 20))
    playground.send("t")
    for panel in playground.panels {
      #expect(panel.result!.root.nodes(named: "Text").allSatisfy { $0.label == TextChoices.long })
    }
    // The wrong ZStack is not framed: it is proposed the whole canvas, 310 + 2 × 30 = 370,
    // so the long text (350 pt) is not cut, and the ZStack, the union of the 310-pt colour
    // and the text, is 350 wide, centred: x = (370 − 350) / 2 = 10, 20 pt left of the
    // container's edge at 30.
    #expect(playground.panels[8].result!.root.frame == CGRect(x: 10, y: 0, width: 350, height: 60))
  }

  // An edit survives a knob change: the Spacer() panel's frame set to 250 stays 250 when the
  // container becomes 310, while the other panels follow the container.
  @Test func editsSurviveKnobChanges() {
    var playground = Playground.gallery()
    playground.send(.right, "<")
    #expect(playground.selectedNode?.kind == .frame(width: 250, height: 60, alignment: .center))
    playground.send("]")
    #expect(playground.selectedNode?.kind == .frame(width: 250, height: 60, alignment: .center))
    #expect(
      playground.panels[1].tree![path: [0]]?.kind
        == .frame(width: 310, height: 60, alignment: .center))
    playground.send("u")
    #expect(playground.state.knobs.container == CGSize(width: 300, height: 60))
    #expect(playground.selectedNode?.kind == .frame(width: 250, height: 60, alignment: .center))
  }

  // A multi-line text drops the panels' `.lineLimit(1)` so both lines show: the Spacer()
  // panel's text is two 20-pt lines.
  @Test func multiLineText() {
    var playground = Playground.gallery()
    playground.send("T")
    #expect(playground.state.knobs.text == TextChoices.multiline)
    #expect(playground.panels[0].result!.frame(of: "Text")?.height == 40)
    #expect(playground.message?.text.hasSuffix("so that both lines show") == true)
  }

  // A typed text: `\n` is a line break.
  @Test func typedText() {
    var playground = Playground.gallery()
    playground.send(
      ["i"] + Array(repeating: KeyInput.backspace, count: 11) + KeyInput.typing("Hi\\nthere") + [
        .enter
      ])
    #expect(playground.state.knobs.text == "Hi\nthere")
  }

  // The frame gallery's verdicts (§9.4 and the seed answer): MyFrame matches frame for every
  // alignment; FractionFrame for the nine built-in ones only. For .quarter, frame puts the
  // 100-pt content at 62.5 − 25 = 37.5 on both axes and FractionFrame, which has no
  // fraction for it, centres it at 75; for .marker, frame puts it at 0.6 × 250 − 80 = 70,
  // 0.2 × 250 − 10 = 40 (the content's explicit guides) and FractionFrame at 75 again.
  @Test func frameGalleryVerdicts() {
    var playground = Playground.gallery(.frameGallery)
    #expect(FrameGallery.alignmentNames.count == 11)
    var origins: [String: [CGPoint]] = [:]
    for index in 0..<11 {
      let name = FrameGallery.alignmentNames[playground.state.knobs.alignmentIndex!]
      let results = playground.panels.map { $0.result! }
      let verdicts = results.enumerated().map {
        FrameGallery.verdict($1, reference: results[0], isReference: $0 == 0).matches
      }
      let custom = [".quarter", ".marker"].contains(name)
      #expect(verdicts == [true, true, !custom], "\(name) (\(index))")
      origins[name] = results.map { $0.frame(of: "Rectangle")!.origin }
      playground.send("a")
    }
    #expect(
      origins[".quarter"] == [
        CGPoint(x: 37.5, y: 37.5), CGPoint(x: 37.5, y: 37.5), CGPoint(x: 75, y: 75),
      ])
    #expect(
      origins[".marker"] == [CGPoint(x: 70, y: 40), CGPoint(x: 70, y: 40), CGPoint(x: 75, y: 75)])
    #expect(origins[".bottomTrailing"] == Array(repeating: CGPoint(x: 150, y: 150), count: 3))
  }
}
