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
      for gallery in Gallery.allCases {
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
    var playground = Playground.gallery()  // opens on panel 1's frame
    playground.send("<")
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

  // The safe-area bleed on a 360×240 canvas with 40 pt of safe area at the top and 20 at
  // the bottom: the VStack fills the safe 360×180 from y 40, so the blue bar is at y 40; its
  // background ignores the safe area and, touching the top inset, grows up to y 0 (100 tall);
  // with `ignoresSafeAreaEdges: []` it stays the bar's 300×60 at y 40. The red bar below is
  // 8 pt further down, at y 108, in both. (The VStack is its bars' 300 wide, centred.)
  @Test func safeAreaBleed() {
    let playground = Playground.gallery(.safeAreaGallery)
    #expect(playground.state.knobs.container == CGSize(width: 360, height: 240))
    let bleeding = playground.panels[0].result!
    let fixed = playground.panels[1].result!
    #expect(bleeding.safeArea == EdgeInsets(top: 40, leading: 0, bottom: 20, trailing: 0))
    #expect(bleeding.frame(of: "VStack") == CGRect(x: 30, y: 40, width: 300, height: 180))
    #expect(
      bleeding.frame(of: "Color", label: "blue") == CGRect(x: 30, y: 0, width: 300, height: 100))
    #expect(fixed.frame(of: "Color", label: "blue") == CGRect(x: 30, y: 40, width: 300, height: 60))
    for result in [bleeding, fixed] {
      #expect(
        result.frame(of: "Color", label: "red") == CGRect(x: 30, y: 108, width: 300, height: 60))
    }
    #expect(playground.panels[0].note == "360×240, insets 40/20: blue up to y 0")
    // §14.9: the NavigationStack is the safe area, 360 × (240 − 60) = 180 from y 40; its
    // large-title bar is 96 of it, so the content is 180 − 96 = 84 tall from y 40 + 96 = 136.
    let navigation = playground.panels[2].result!
    #expect(navigation.frame(of: "NavigationStack") == CGRect(x: 0, y: 40, width: 360, height: 180))
    #expect(navigation.frame(of: "frame") == CGRect(x: 0, y: 136, width: 360, height: 84))
    #expect(playground.panels[2].note == "large bar 96 pt at y 40, content y 136–220")
  }

  // The List row: the row is the 80-pt minimum, but the HStack (and its blue) is only the
  // text's 20 pt, centred in it at y 30; `.frame(maxHeight: .infinity)` takes the row's 80
  // (the HStack inside stays 20, centred) and the blue behind the frame fills the row.
  @Test func listRow() {
    let playground = Playground.gallery(.listRowGallery)
    let plain = playground.panels[0].result!
    let filled = playground.panels[1].result!
    #expect(plain.frame(of: "HStack") == CGRect(x: 0, y: 30, width: 300, height: 20))
    #expect(plain.frame(of: "Color", label: "blue") == CGRect(x: 0, y: 30, width: 300, height: 20))
    #expect(filled.frame(of: "frame") == CGRect(x: 0, y: 0, width: 300, height: 80))
    #expect(filled.frame(of: "Color", label: "blue") == CGRect(x: 0, y: 0, width: 300, height: 80))
    #expect(filled.frame(of: "HStack") == CGRect(x: 0, y: 30, width: 300, height: 20))
  }

  // The uneven default spacing: LayoutLab's default gap is 8 between every pair (it does not
  // model SwiftUI's Text↔Text font-metric spacing), so the three 60-pt views are 68 apart;
  // with `spacing: 0` they touch, 60 apart. The canvas is 3 × 60 + 2 × 8 = 196 tall.
  @Test func unevenSpacing() {
    let playground = Playground.gallery(.spacingGallery)
    #expect(playground.panels[0].canvas == CGSize(width: 360, height: 196))
    func tops(_ result: LayoutResult) -> [CGFloat] { result.childFrames.map(\.minY) }
    let spaced = tops(playground.panels[0].result!)
    let tight = tops(playground.panels[1].result!)
    #expect(spaced == [0, 68, 136])
    #expect(tight == [8, 68, 128])
    #expect(playground.panels[0].note.contains("§12"))
    #expect(SpacingGallery.gaps(playground.panels[0].result!) == "gaps 8 · 8 pt")
    #expect(SpacingGallery.gaps(playground.panels[1].result!) == "gaps 0 · 0 pt")
  }
}

/// `G` and Ctrl-G: every gallery in turn, each keeping its edits, a scene as one stop.
@Suite struct GalleryCyclingTests {
  // Seven galleries, the containers one last (issue #15): G goes through them all and back to
  // the centering one; Ctrl-G goes back, three steps from the centering one to the spacing one.
  @Test func cyclesEveryGallery() {
    var playground = Playground.gallery()
    var titles: [String] = []
    for _ in 0..<7 {
      titles.append(playground.kind.gallery!.title)
      playground.send("G")
    }
    #expect(
      titles == [
        "Centering gallery", "frame vs myFrame vs FractionFrame", "Safe-area bleed", "List row",
        "Uneven default spacing", "Leaf views", "Containers",
      ])
    #expect(playground.kind == .gallery(.centering))
    playground.send(
      KeyInput(.control("g")), KeyInput(.control("g")), KeyInput(.control("g")))
    #expect(playground.kind == .gallery(.spacing))
    #expect(
      playground.message?.text
        == "5/7 Uneven default spacing: LayoutLab does not model SwiftUI's Text font-metric "
        + "spacing (§12); an 8-pt gap draws as 0 or 1 row")
    playground.send("G", "G", "G", "G")
    #expect(
      playground.message?.text == "2/7 frame vs myFrame vs FractionFrame: G next, Ctrl-G previous")
  }

  // A knob change and the display mode: the change stays with its gallery, the mode with
  // the playground.
  @Test func documentsKeepTheirEdits() {
    var playground = Playground.gallery()
    playground.send("]", "b")
    playground.send("G")
    #expect(playground.state.knobs.container == CGSize(width: 250, height: 250))
    #expect(playground.display.mode == .boxes)
    playground.send(KeyInput(.control("g")))
    #expect(playground.state.knobs.container == CGSize(width: 310, height: 60))
    playground.send("u")
    #expect(playground.state.knobs.container == CGSize(width: 300, height: 60))
  }

  // A scene stays a scene: the cycle goes scene → galleries → scene, its edits and file
  // kept, and a file change while a gallery is open reaches the scene.
  @Test func sceneIsOneStop() {
    var playground = Playground.scene(FileEventTests.source)
    playground.send("G")
    #expect(playground.kind == .gallery(.centering))
    _ = playground.handle(.fileChanged(contents: "Text(\"Changed\")\n"))
    #expect(playground.kind == .gallery(.centering))
    playground.send(KeyInput(.control("g")))
    #expect(playground.kind == .scene(name: "scene.swift"))
    #expect(playground.file.path == "/tmp/scene.swift")
    #expect(playground.layout.root.nodes(named: "Text").map(\.label) == ["Changed"])
  }
}
