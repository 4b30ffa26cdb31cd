import LayoutCore
import Testing
import ViewSource

@testable import PlaygroundCore

/// The frame gallery's three panels share one content (issue #16: a fair comparison).
@Suite struct SharedContentTests {
  /// The frame gallery on panel 2's content frame, the seed question's 100×100 rectangle:
  /// border › MyFrame › [Color.clear helper, alignmentGuide › alignmentGuide › frame].
  private static func onPanel2Rectangle() -> Playground {
    var playground = Playground.gallery(.frameGallery)
    playground.send("n", .right, .right, .down, .right, .right)
    return playground
  }

  // The seed question's rectangle, 100 wide, made 110 in panel 2 is 110 in all three, each at
  // its own path, so the verdicts still compare like with like: at .bottomTrailing the
  // rectangle's trailing edge is the 250-pt frame's, x = 250 − 110 = 140 in the frame, in all three, and
  // MyFrame and FractionFrame stay identical to frame.
  @Test func aContentEditIsMadeInAllThree() {
    var playground = Self.onPanel2Rectangle()
    #expect(playground.selection.path == [0, 1, 0, 0])
    #expect(playground.selectedNode?.kind == .frame(width: 100, height: 100, alignment: .center))
    playground.send(".")
    for panel in playground.panels {
      let rectangle = panel.result?.root.nodes(named: "Rectangle").first?.frame
      #expect(rectangle?.width == 110)
      #expect(rectangle?.maxX == panel.result?.root.frame.maxX)  // the frame's trailing edge
    }
    #expect(playground.state.edits.map(\.count) == [1, 1, 1])
    #expect(playground.state.edits[0].first?.path == [0, 0, 0, 0])  // frame's only child
    #expect(playground.state.edits[2].first?.path.prefix(2) == [0, 0])  // FractionFrame's
    let verdicts = (0..<3).map { index in
      FrameGallery.verdict(
        playground.panels[index].result!, reference: playground.panels[0].result!,
        isReference: index == 0
      ).verdict
    }
    #expect(verdicts == ["the reference", "✓ identical to frame", "✓ identical to frame"])
    // One undo takes the edit back from all three.
    playground.send("u")
    #expect(playground.state.edits.map(\.count) == [0, 0, 0])
  }

  // An edit of the frame itself stays the panel's: the three frames are what is compared.
  @Test func aFrameEditStaysThePanels() {
    var playground = Playground.gallery(.frameGallery)
    playground.send("n", .right)  // panel 2's MyFrame
    #expect(playground.selectedNode?.kind.name == "MyFrame")
    playground.send(".")
    #expect(playground.state.edits.map(\.count) == [0, 1, 0])
  }
}
