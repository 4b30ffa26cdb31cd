import LayoutCore
import Testing

@testable import PlaygroundCore

/// The inspector's "why" line says in one sentence why the view got its size (issue #16),
/// from the placed tree: proposal against answer on each axis, and a stack child's share.
@Suite struct SizeReasonTests {
  static func why(_ playground: Playground) -> String? {
    Inspector.rows(for: playground).first { $0.label == "why" }?.value
  }

  // Panel 1 (seed article, "Spacer"): the HStack of the 300×60 frame proposes the Text 300 less
  // the two Spacers' 8 (§3.2), 284×60; the Text needs 110×20 (11 glyphs, one line, §12 item 5).
  @Test func aTextNeedsLessThanItsShare() {
    var playground = Playground.gallery()
    playground.send("/")
    playground.send(KeyInput.typing("world"))
    playground.send(.enter)
    #expect(
      Self.why(playground)
        == "needs only 110×20 of the 284×60 HStack proposes; its share of the 300 HStack among "
        + "3 views, least flexible first (§4.4)")
  }

  // The frame proposes its 300×60 to the HStack, which takes the width and only its Text's
  // 20 of the height (§4.6); a Spacer takes what the HStack leaves: (300 − 110) / 2 = 95.
  @Test func aStackAndASpacerSayWhy() {
    var playground = Playground.gallery()
    playground.send("/")
    playground.send(KeyInput.typing("HStack"))
    playground.send(.enter)
    #expect(
      Self.why(playground)
        == "takes all the width and only 20 of the height of the 300×60 frame proposes")
    playground.send("l")
    #expect(Self.why(playground) == "a Spacer takes what HStack leaves along it: 95, and 0 across")
  }

  // The root is proposed the panel's canvas: the container and 30 pt a side, 360×60 (§12).
  @Test func theRootIsProposedTheCanvas() {
    var playground = Playground.gallery()
    playground.send("h")  // from the frame the gallery opens on to the root
    #expect(
      Self.why(playground)
        == "takes only 300 of the width and all the height of the 360×60 the canvas proposes")
  }
}
