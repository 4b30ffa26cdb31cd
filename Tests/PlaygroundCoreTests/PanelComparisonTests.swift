import LayoutCore
import Testing

@testable import PlaygroundCore

/// The `≠` marks: a panel laid out unlike panel 1 (issue #16, the first screen teaches).
@Suite struct PanelComparisonTests {
  // The article's 300×60 container and "Hello world", 11 glyphs of 10 pt = 110 pt (§12: a glyph
  // is one cell). Spacer() centres it at x = (300 − 110) / 2 = 95. The Color.clear fillers share
  // 300 − 2 × 8 = 284 in thirds, 94.7 < 110: the text is cut to "Hello wo…" — the one panel
  // laid out unlike panel 1. Every other method centres the whole text at 95.
  @Test func onlyTheFillersInThirdsDifferAtFirst() {
    let playground = Playground.gallery()
    #expect(playground.panels[0].result?.root.nodes(named: "Text").first?.frame.minX == 125)
    #expect(PanelComparison.differing(from: playground.panels) == [2])
  }

  // An edit is compared as laid out: panel 2's frame set to 250 wide stays centred on the
  // canvas, and so does its text: no mark. Its leading Spacer deleted, the HStack (text,
  // Spacer) fills the frame with the text first: x = (300 − 250) / 2 = 25 in the container,
  // not 95, so panel 2 gets its mark.
  @Test func anEditedPanelIsComparedAsLaidOut() {
    var playground = Playground.gallery()
    playground.send("n", .right)  // panel 2's frame
    for _ in 0..<5 { playground.send(",") }  // width 300 → 250
    #expect(playground.selectedNode?.kind == .frame(width: 250, height: 60, alignment: .center))
    #expect(PanelComparison.differing(from: playground.panels) == [2])
    playground.send(.right, .right, "x")  // HStack › the leading Spacer, deleted
    let text = playground.panels[1].result?.root.nodes(named: "Text").first
    #expect(abs((text?.frame.minX ?? 0) - (30 + 25)) < 1e-9)  // the width came down in five steps
    #expect(PanelComparison.differing(from: playground.panels) == [1, 2])
  }

  // Only the galleries whose panels are ways to one picture mark: the containers gallery's
  // panels are different pictures.
  @Test func theContainersGalleryMarksNothing() {
    let playground = Playground.gallery(.containersGallery)
    let screen = playground.screenText
    #expect(!screen.contains("≠"))
  }
}
