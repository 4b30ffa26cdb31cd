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
        == "needs only 110×20 of the 284×60 HStack proposes; offered 284 = 300 − 16 of Spacer "
        + "minimums, least flexible first (§4.4)")
  }

  // Panel 3 (seed article, "Color.clear fillers"): Color, Text, Color share 300 less 2 × 8 of
  // spacing (§3.2); the Text is the least flexible, offered 284 / 3 = 94.667 first (§4.4); it
  // answers 90 ("Hello wo…", 9 glyphs), so each Color is offered (284 − 90) / 2 = 97.
  @Test func theStackArithmetic() {
    var playground = Playground.gallery()
    playground.send("n", "n", .right, .right, .right, .down)  // panel 3's Text
    #expect(playground.selectedNode?.kind == .text("Hello world"))
    #expect(
      Self.why(playground)
        == "needs only 90×20 of the 94.667×60 HStack proposes; offered 94.667 = (300 − 16 "
        + "spacing) / 3, least flexible first (§4.4)")
    playground.send(.down)
    let color =
      "takes all 97×60 that HStack proposes; offered 97 = (300 − 16 spacing − 90 measured "
      + "first) / 2, least flexible first (§4.4)"
    #expect(Self.why(playground) == color)
    playground.send(.up, .up)
    #expect(Self.why(playground) == color)
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
