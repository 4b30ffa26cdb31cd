import CellRaster
import Testing

@testable import PlaygroundCore

/// Messages that fit (issue #16): a message longer than the status line is cut at a word with a
/// pointer to `!`, which shows every message of the session whole.
@Suite struct MessageLogTests {
  // "abc defgh ijk" in 16 columns: " abc defgh ijk" (14) fits whole; in 24 columns a longer text
  // is cut after its last whole word that leaves room for " … ! shows all" (14 columns).
  @Test func aLongMessageIsCutAtAWord() {
    #expect(ScreenComposer.fitted(" abc defgh ijk", width: 16) == " abc defgh ijk")
    #expect(
      ScreenComposer.fitted(" the last good layout stays", width: 24) == " the last … ! shows all")
    let cut = ScreenComposer.fitted(" alpha beta gamma delta epsilon", width: 30)
    #expect(cut == " alpha beta … ! shows all")
    #expect(cut.count <= 30)
  }

  // Every message is logged once, in order; `!` shows them whole, and a key closes the log.
  @Test func theLogShowsEveryMessageWhole() {
    var playground = Playground.gallery()
    playground.send("]")
    playground.send("x")  // panel 1's root has nothing to delete: a message
    let logged = playground.messageLog.map(\.text)
    #expect(logged.count >= 2)
    playground.send("!")
    #expect(playground.overlay == .messages(scroll: 0))
    let screen = playground.screenText
    #expect(screen.contains("LayoutLab · messages"))
    for text in logged { #expect(screen.contains("• " + text.prefix(60))) }
    playground.send("!")
    #expect(playground.overlay == nil)
  }
}
