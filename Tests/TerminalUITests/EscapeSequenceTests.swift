// Escape sequences ncurses did not recognise: read whole, decoded or dropped, never typed.
import PlaygroundCore
import TerminalUI
import Testing

@Suite struct EscapeSequenceTests {
  /// The keys of xterm (normal and application mode), rxvt, VT220 and the Linux console that
  /// a terminfo entry may lack: tmux's End (`[4~`) under TERM=xterm-256color (`kend=\EOF`).
  @Test(
    arguments: [
      ("[4~", Key.end), ("OF", .end), ("[F", .end), ("[8~", .end),
      ("[1~", .home), ("OH", .home), ("[H", .home), ("[7~", .home),
      ("[A", .up), ("OB", .down), ("[C", .right), ("OD", .left),
      ("[3~", .delete), ("[5~", .pageUp), ("[6~", .pageDown), ("[Z", .backTab), ("OM", .enter),
      ("OP", .function(1)), ("OS", .function(4)), ("[11~", .function(1)), ("[15~", .function(5)),
      ("[17~", .function(6)), ("[21~", .function(10)), ("[23~", .function(11)),
      ("[24~", .function(12)), ("[[A", .function(1)), ("[[E", .function(5)),
    ] as [(String, Key)])
  func knownSequencesAreKeys(body: String, key: Key) {
    #expect(EscapeSequence.isComplete(body))
    #expect(EscapeSequence.decode(body) == .key(key))
  }

  /// Modified keys, Insert, mouse reports and unknown sequences are dropped whole.
  @Test func othersAreDropped() {
    for body in ["[1;5C", "[2~", "[<0;57;6M", "[99~", "Ox", "[?1u"] {
      #expect(EscapeSequence.isComplete(body), "\(body)")
      #expect(EscapeSequence.decode(body) == .ignored, "\(body)")
    }
  }

  /// A sequence is read until its final character: CSI parameters and intermediates are not
  /// final, `@`…`~` is; SS3 takes one character; the console's `[[` one more. A runaway
  /// sequence stops at the maximum length.
  @Test func completeness() {
    for body in ["[", "[1", "[1;", "[1;5", "[2", "[<0;57;6", "[[", "O"] {
      #expect(!EscapeSequence.isComplete(body), "\(body)")
    }
    for body in ["[A", "[1~", "[1;5C", "[[B", "OP"] {
      #expect(EscapeSequence.isComplete(body), "\(body)")
    }
    let runaway = "[" + String(repeating: "1", count: EscapeSequence.maximumLength - 1)
    #expect(EscapeSequence.isComplete(runaway))
    #expect(EscapeSequence.decode(runaway) == .ignored)
  }
}
