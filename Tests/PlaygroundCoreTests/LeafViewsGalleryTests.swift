import LayoutCore
import Testing

@testable import PlaygroundCore

/// The leaf-views gallery (issue #14): each panel's frames in points, and notes that read
/// the layout, so they follow the container knob and the image-size knob.
@Suite struct LeafViewsGalleryTests {
  /// The first placed Image of a panel.
  static func image(_ panel: Panel) -> PlacedNode? {
    panel.result?.root.first { if case .image = $0.kind { true } else { false } }
  }

  /// The frames of a panel's controls, in reading order (not the parts inside them).
  static func controls(_ panel: Panel) -> [CGRect] {
    func visit(_ node: PlacedNode) -> [CGRect] {
      if case .control = node.kind { return [node.frame] }
      return node.children.flatMap(visit)
    }
    return panel.result.map { visit($0.root) } ?? []
  }

  // The photo is 160×100 (the gallery's image-size knob) in a 240×120 container (§18):
  // - fixed: it ignores the proposal, 160×100, centred: x (240 − 160) / 2 = 40, y 10;
  // - resizable: it takes the proposal, 240×120;
  // - fit: the ratio 1.6 scaled to fit 240×120: the smaller factor, 120 / 100 = 1.2, gives
  //   192×120, centred at x (240 − 192) / 2 = 24;
  // - fill: the larger factor, 240 / 160 = 1.5, gives 240×150, centred at y (120 − 150) / 2
  //   = −15, and `.clipped()` after the frame cuts it to the container.
  @Test func imagePanels() {
    let playground = Playground.gallery(.leafViewsGallery)
    let panels = playground.panels
    #expect(panels.count == 6)
    #expect(panels.allSatisfy { $0.canvas == CGSize(width: 240, height: 120) })
    #expect(Self.image(panels[0])?.frame == CGRect(x: 40, y: 10, width: 160, height: 100))
    #expect(Self.image(panels[1])?.frame == CGRect(x: 0, y: 0, width: 240, height: 120))
    #expect(Self.image(panels[2])?.frame == CGRect(x: 24, y: 0, width: 192, height: 120))
    #expect(Self.image(panels[3])?.frame == CGRect(x: 0, y: -15, width: 240, height: 150))
    #expect(panels[3].result?.root.frame == CGRect(x: 0, y: 0, width: 240, height: 120))
    #expect(
      panels[0...3].map(\.note) == [
        "fixed: 160×100 → 160×100 in 240×120", "stretch: 160×100 → 240×120 in 240×120",
        "fit: 160×100 → 192×120 in 240×120", "fill: 160×100 → 240×150 in 240×120",
      ])
  }

  // The controls (§20): a plain or borderless Button hugs its label (a glyph is 10×20 pt):
  // "Plain" 50×20, "Link" 40×20; bordered ones add 12 pt each side and 7 above and below:
  // "Box" and "Pro" 30 + 24 = 54 by 20 + 14 = 34. The HStack, 50 + 40 + 54 + 54 + 3 × 8 =
  // 222 wide, is centred in the 240-pt container: the first button at x (240 − 222) / 2 = 9.
  // The Toggle and the TextField are greedy across, 240, and hug down: the Toggle is the
  // switch's 31 pt, the field one line, 20; the VStack, 31 + 8 + 20 = 59, is centred: y 30.5.
  @Test func controlPanels() {
    let playground = Playground.gallery(.leafViewsGallery)
    let buttons = Self.controls(playground.panels[4])
    #expect(
      buttons.map(\.size) == [
        CGSize(width: 50, height: 20), CGSize(width: 40, height: 20),
        CGSize(width: 54, height: 34), CGSize(width: 54, height: 34),
      ])
    #expect(buttons.first?.minX == 9)
    #expect(playground.panels[4].note == "50×20 · 40×20 · 54×34 · 54×34")
    let stacked = Self.controls(playground.panels[5])
    #expect(
      stacked == [
        CGRect(x: 0, y: 30.5, width: 240, height: 31),
        CGRect(x: 0, y: 69.5, width: 240, height: 20),
      ])
    #expect(playground.panels[5].note == "Toggle 240×31 · TextField 240×20")
  }

  // The notes follow the layout: a container 10 pt narrower (`[`) makes fit 160×100 in
  // 230×120 still 192×120 (height-bound), fill 230×143.75, the controls 230 wide.
  @Test func notesFollowTheContainer() {
    var playground = Playground.gallery(.leafViewsGallery)
    playground.send("[")
    #expect(playground.state.knobs.container == CGSize(width: 230, height: 120))
    #expect(playground.panels[2].note == "fit: 160×100 → 192×120 in 230×120")
    #expect(playground.panels[3].note == "fill: 160×100 → 230×143.75 in 230×120")
    #expect(playground.panels[5].note == "Toggle 230×31 · TextField 230×20")
  }

  // `--image photo=WxH` wins over the gallery's own size: a square photo fits and fills the
  // same way, 120×120 for fit.
  @Test func imageOptionWins() {
    let playground = Playground(
      document: .leafViewsGallery,
      configuration: PlaygroundConfiguration(imageSizes: ["photo": CGSize(width: 100, height: 100)]
      ),
      columns: 120, rows: 40)
    #expect(playground.panels[2].note == "fit: 100×100 → 120×120 in 240×120")
  }
}

/// The notes follow an edit of one panel, not only the knobs.
@Suite struct LeafViewsGalleryEditTests {
  // The fit panel's frame widened five steps (`>` on its focused width) is no longer the
  // container: the image is still height-bound, 192×120, and the note says the new frame.
  @Test func notesFollowAnEdit() throws {
    var playground = Playground.gallery(.leafViewsGallery)
    playground.send("n", "n", ">")
    let root = try #require(playground.panels[2].result?.root.frame.size)
    #expect(root.width > 240)
    #expect(
      playground.panels[2].note == "fit: 160×100 → 192×120 in \(PointText.size(root))")
    #expect(playground.panels[1].note == "stretch: 160×100 → 240×120 in 240×120")
  }
}
