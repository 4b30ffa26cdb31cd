import CellRaster
import LayoutCore
import Testing

@testable import PlaygroundCore

/// Whole screens as text, against the golden files in `Goldens/` (record with
/// `RECORD_GOLDENS=1`; a recording run fails). Colours and attributes are not in the text:
/// fills show as their shade patterns, as `layoutlab render` prints them without colour.
@Suite struct ScreenGoldenTests {
  /// Checks the screen's size, then its text against the golden file.
  func check(
    _ playground: Playground, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let screen = playground.screen()
    #expect(screen.columns == playground.columns, sourceLocation: sourceLocation)
    #expect(screen.rows == playground.rows, sourceLocation: sourceLocation)
    Goldens.check(screen.text, named: name, sourceLocation: sourceLocation)
  }

  // The default document at 120×40: the first panels two by two, each 30×3 cells (300×60
  // pt at 10×20) with 3 cells of canvas either side; the root of the first panel selected.
  @Test func centeringGallery() {
    check(.gallery(), "centering-gallery.120x40.txt")
  }

  // 80×24 with the side panes hidden: compact blocks, six panels in two columns
  // (`CompactPanelTests` derives the counts).
  @Test func centeringGalleryAt80By24() {
    var playground = Playground.gallery(columns: 80, rows: 24)
    playground.send("z")
    check(playground, "centering-gallery.80x24.txt")
  }

  // After narrowing the container to 120 pt (three coarse −50 steps, three fine −10): the
  // Spacer() panel's text gets 120 − 16 = 104 of its 110 and is cut; with Spacer(minLength:
  // 0) it gets all 120 and fits; the Color.clear fillers leave it a third of 104.
  @Test func centeringGalleryAfterAWidthChange() {
    var playground = Playground.gallery()
    playground.send("{", "{", "{", "[", "[", "[")
    #expect(playground.state.knobs.container == CGSize(width: 120, height: 60))
    check(playground, "centering-gallery.width-120.txt")
  }

  @Test func helpScreen() {
    var playground = Playground.gallery()
    playground.send("?")
    check(playground, "help.120x40.txt")
  }

  // The frame gallery with the explicit-guide alignment `.marker` (two steps on from the
  // question's .bottomTrailing: .quarter, then .marker): frame and MyFrame put the content
  // at (0.6 × 250 − 80, 0.2 × 250 − 10) = (70, 40), FractionFrame centres it at (75, 75).
  @Test func frameGalleryWithACustomAlignment() {
    var playground = Playground.gallery(.frameGallery)
    playground.send("a", "a")
    #expect(FrameGallery.alignmentNames[playground.state.knobs.alignmentIndex!] == ".marker")
    check(playground, "frame-gallery.marker.txt")
  }

  // The safe-area gallery at 120×40: two 360×240-pt phones (36×12 cells), their top 40 pt
  // (2 rows) and bottom 20 pt (1 row) hatched as safe area; on the left the blue bar's
  // background runs up over the hatching to the top edge, on the right it stops at the bar.
  @Test func safeAreaGallery() {
    check(.gallery(.safeAreaGallery), "safe-area-gallery.120x40.txt")
  }

  // The List-row gallery: a 300×120-pt List whose one row is 80 pt (4 rows); the blue
  // HStack is one row tall on the left and fills the row on the right.
  @Test func listRowGallery() {
    check(.gallery(.listRowGallery), "list-row-gallery.120x40.txt")
  }

  // The spacing gallery: the three 300×60 containers 8 pt apart (the default spacing, even
  // here) beside `spacing: 0`, where they touch.
  @Test func spacingGallery() {
    check(.gallery(.spacingGallery), "spacing-gallery.120x40.txt")
  }

  // The leaf-views gallery: the 160×100 photo fixed, resizable, fit (192×120, bars left and
  // right) and fill (240×150 clipped to 240×120) in 240×120 containers, then the four
  // Button styles and a Toggle over a TextField, each note read off the layout.
  @Test func leafViewsGallery() {
    check(.gallery(.leafViewsGallery), "leaf-views-gallery.120x40.txt")
  }

  // The containers gallery: the 3×3 Grid with its columns lined up, the same texts as a
  // VStack of HStacks whose columns do not, and ViewThatFits showing "Continue with Apple".
  @Test func containersGallery() {
    check(.gallery(.containersGallery), "containers-gallery.120x40.txt")
  }

  // spacer-center with its Text selected, in the `boxes` mode (the selection's box is
  // heavy), the inspector over the trace of the Text's requests.
  @Test func sceneWithASelectedNode() {
    var playground = Playground.builtIn("spacer-center")
    playground.send(.right, .right, .right, .down, "b")
    #expect(playground.display.mode == .boxes)
    check(playground, "scene.spacer-center.text-selected.txt")
  }

  // The same selection with the code pane: the Text's line highlighted.
  @Test func codePane() {
    var playground = Playground.builtIn("spacer-center")
    playground.send(.right, .right, .right, .down, .tab)
    check(playground, "scene.spacer-center.code.txt")
  }

  // The outline pane (`o`) of the same scene: its views by depth with their laid-out sizes,
  // the Text's line highlighted.
  @Test func outlinePane() {
    var playground = Playground.builtIn("spacer-center")
    playground.send(.right, .right, .right, .down, "o")
    check(playground, "scene.spacer-center.outline.txt")
  }

  // A change to the file that does not parse: the last good layout stays, the status line
  // says where the error is.
  @Test func parseErrorKeepsTheLastGoodLayout() {
    var playground = Playground.scene(FileEventTests.source, name: "scene.swift")
    _ = playground.handle(.fileChanged(contents: FileEventTests.broken))
    check(playground, "scene.parse-error.txt")
  }

  // A terminal smaller than 80×24 gets a centred message naming the minimum.
  @Test func tooSmall() {
    var playground = Playground.gallery()
    _ = playground.handle(.resize(columns: 60, rows: 20))
    check(playground, "too-small.60x20.txt")
    _ = playground.handle(.resize(columns: 120, rows: 40))
    #expect(playground.screen() == Playground.gallery().screen())
  }
}
