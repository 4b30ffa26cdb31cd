import LayoutCore
import Testing
import ViewSource

@testable import PlaygroundCore

/// Galleries as data: each panel is a built-in scene reworked by steps, and the knobs are
/// edits of its tree (the container's frames, the Texts), not source made again.
@Suite struct GalleryDataTests {
  // Every panel's scene is a built-in one and every step of its recipe applies to it (a step
  // that does not fit would be skipped silently and leave the scene as it is).
  @Test func everyRecipeApplies() throws {
    for gallery in Gallery.allCases {
      for panel in gallery.panels {
        let source = try #require(BuiltInScenes.named(panel.recipe.scene)?.source, "\(panel.title)")
        var tree = try #require(SceneParser.parse(source).tree)
        for step in panel.recipe.steps {
          tree = try #require(PanelRecipe.apply(step, to: tree), "\(panel.title): \(step)")
        }
        #expect(tree == panel.base, "\(panel.title)")
      }
    }
  }

  // The container knob's frames are the scenes' 300×60 frames (the article's container):
  // one per centering panel (the wrong background's is its colour's, the wrong ZStack's its
  // Color's), three in each spacing panel (one per stacked method), the question's 250×250
  // frame in the frame gallery; the safe-area and List galleries' knob is their canvas.
  // The leaf-views gallery's frames are its scenes' 240×120 ones.
  @Test func containerFrames() {
    #expect(CenteringGallery.panels.map(\.containerPaths.count) == Array(repeating: 1, count: 15))
    #expect(CenteringGallery.panels[12].containerPaths == [[0, 1]])
    #expect(CenteringGallery.panels[8].containerPaths == [[0]])
    #expect(
      SpacingGallery.panels.map(\.containerPaths) == [
        [[0], [1, 0], [2, 0]], [[0], [1, 0], [2, 0]],
      ])
    #expect(FrameGallery.panels.map(\.containerPaths) == [[[0]], [[0]], [[0]]])
    #expect(
      (SafeAreaGallery.panels + ListRowGallery.panels).allSatisfy { $0.containerPaths.isEmpty })
    // Each leaf view's 240×120 frame: the root, except the fill panel's, inside `.clipped()`.
    #expect(LeafViewsGallery.panels.map(\.containerPaths) == [[[]], [[]], [[]], [[0]], [[]], [[]]])
  }

  // `]` edits the container's frames and nothing else: every other node of every panel is
  // the one the panel had at 300×60, and the frames are 310 wide (300 + 10).
  @Test func theContainerKnobSetsOnlyTheContainersFrames() {
    var playground = Playground.gallery()
    let before = playground.panels.map { $0.tree! }
    playground.send("]")
    for (index, panel) in CenteringGallery.panels.enumerated() {
      let old = before[index]
      let new = playground.panels[index].tree!
      #expect(old.allPaths == new.allPaths)
      for path in old.allPaths {
        if panel.containerPaths.contains(path) {
          #expect(new[path: path]?.value(of: .width) == .length(310), "\(panel.title) \(path)")
          #expect(new[path: path]?.value(of: .height) == .length(60), "\(panel.title) \(path)")
        } else {
          #expect(old[path: path]?.kind == new[path: path]?.kind, "\(panel.title) \(path)")
        }
      }
    }
  }

  // The text knob replaces every Text's string, and a two-line text drops `.lineLimit(1)`
  // (the scenes' `hello` has it); the GeometryReader's content, a closure, shows it too.
  @Test func theTextKnobSetsEveryText() {
    let panel = CenteringGallery.panels[0]
    let text = panel.withText(TextChoices.multiline)
    #expect(text[path: [0, 0, 1]]?.kind == .text(TextChoices.multiline))
    #expect(text[path: [0, 0, 1]]?.attributes == [.foregroundColor(.white), .font(.title)])
    let single = panel.withText(TextChoices.cjk)
    #expect(single[path: [0, 0, 1]]?.attributes.last == .lineLimit(1))
    let reader = CenteringGallery.panels[13].withText(TextChoices.long)
    #expect(reader.children.first.flatMap(SceneText.firstText) == TextChoices.long)
  }

  // The container knob reuses the panels' trees made for the text: a new size sets frames
  // on them; only a new text makes them again.
  @Test func aSizeKeepsTheTextedTrees() {
    var playground = Playground.gallery()
    let texted = playground.galleryTexts
    playground.send("]", "}")
    #expect(playground.galleryTexts == texted)
    playground.send("t")
    #expect(playground.galleryTexts.text == TextChoices.long)
  }
}

/// The selected panel's traced layout: made once per change, not once per frame.
@Suite struct TracedLayoutTests {
  // Two frames of the same state share one traced layout; a knob change makes a new one,
  // whose trace proposes the new container (the Spacer() panel's frame: 310×60).
  @Test func oneTracedLayoutPerChange() throws {
    var playground = Playground.gallery()
    let tree = try #require(playground.selectedPanel?.tree)
    let panel = try #require(playground.selectedPanel)
    let first = playground.caches.tracedLayout(
      of: tree, panel: 0, in: panel.canvas, safeArea: panel.safeArea, metrics: panel.metrics)
    let again = playground.caches.tracedLayout(
      of: tree, panel: 0, in: panel.canvas, safeArea: panel.safeArea, metrics: panel.metrics)
    #expect(first === again)
    _ = playground.screen()
    playground.send("]")
    let edited = try #require(playground.selectedPanel)
    let next = playground.caches.tracedLayout(
      of: edited.tree!, panel: 0, in: edited.canvas, safeArea: edited.safeArea,
      metrics: edited.metrics)
    #expect(next !== first)
    let trace = try #require(edited.tracedResult?.trace)
    #expect(trace.contains { $0.answer == CGSize(width: 310, height: 60) })
  }
}
