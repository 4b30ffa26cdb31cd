// Which terminals are refused before anything is touched, and the colour depth chosen.
import CellRaster
import TerminalUI
import Testing

@Suite struct TerminalOptionsTests {
  /// TERM=dumb, an empty or unset TERM, and a non-terminal stdin or stdout are refused; any
  /// other TERM is tried (terminfo decides: an unknown name or one without `cup` is refused
  /// by `TerminalScreen` itself).
  @Test func refusals() {
    #expect(
      TerminalError.refusal(term: "dumb", inputIsTerminal: true, outputIsTerminal: true)
        == .noCursorAddressing(term: "dumb"))
    #expect(
      TerminalError.refusal(term: nil, inputIsTerminal: true, outputIsTerminal: true)
        == .noCursorAddressing(term: nil))
    #expect(
      TerminalError.refusal(term: "", inputIsTerminal: true, outputIsTerminal: true)
        == .noCursorAddressing(term: nil))
    #expect(
      TerminalError.refusal(term: "xterm", inputIsTerminal: true, outputIsTerminal: false)
        == .notATerminal)
    #expect(
      TerminalError.refusal(term: "xterm", inputIsTerminal: false, outputIsTerminal: true)
        == .notATerminal)
    for term in ["xterm-256color", "xterm", "vt100", "linux", "screen", "tmux-256color"] {
      #expect(
        TerminalError.refusal(term: term, inputIsTerminal: true, outputIsTerminal: true) == nil)
    }
  }

  /// The messages name the cause.
  @Test func messages() {
    #expect(
      TerminalError.noCursorAddressing(term: "dumb").description
        == "the playground needs a terminal that can move the cursor, and TERM=dumb cannot")
    #expect(
      TerminalError.notATerminal.description
        == "the playground needs a terminal, and standard input or output is not one")
  }

  /// 256 → 8 → monochrome; `never` and `NO_COLOR` under `auto` mean monochrome; `always`
  /// ignores `NO_COLOR` but cannot give a terminal colours it lacks. Exhaustive over the
  /// choices, NO_COLOR, and typical terminals.
  @Test func colorDepth() {
    let terminals: [(hasColors: Bool, colors: Int, depth: ColorDepth)] = [
      (true, 256, .colors256), (true, 16_777_216, .colors256), (true, 88, .colors8),
      (true, 16, .colors8), (true, 8, .colors8), (true, 2, .monochrome), (false, 0, .monochrome),
    ]
    for choice in ColorChoice.allCases {
      for noColor in [false, true] {
        for terminal in terminals {
          let expected: ColorDepth =
            choice == .never || (choice == .auto && noColor) ? .monochrome : terminal.depth
          #expect(
            ColorSupport.depth(
              choice: choice, noColor: noColor, hasColors: terminal.hasColors,
              colors: terminal.colors) == expected,
            "\(choice) NO_COLOR=\(noColor) \(terminal)")
        }
      }
    }
  }
}
