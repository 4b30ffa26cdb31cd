import CellRaster
import Testing

@testable import PlaygroundCore

/// The legend shows the keys of the current context (issue #16): normal mode, step mode, the
/// modify menu, the input line, and the full-screen help, diff and message log.
@Suite struct LegendContextTests {
  /// The screen's last row in each context, reached as a user reaches it, named.
  func bottomRows(columns: Int, rows: Int) -> String {
    func bottom(_ keys: [KeyInput], document: PlaygroundDocument = .centeringGallery) -> String {
      var playground = Playground.gallery(document, columns: columns, rows: rows)
      playground.send(keys)
      return playground.screen().lines.last ?? ""
    }
    var scene = Playground.builtIn("spacer-center", columns: columns, rows: rows)
    scene.send(.right, ".", "d")
    var recoveryOffer = Playground.builtIn("spacer-center", columns: columns, rows: rows)
    recoveryOffer.offerRecovery(path: "/s/spacer-center.swift", contents: "Text(\"a\")\n")
    let contexts: [(String, String)] = [
      ("normal", bottom([])),
      ("step mode (S)", bottom(["S"])),
      ("modify menu (m)", bottom(["m"])),
      ("input line (i)", bottom(["i"])),
      ("help (?)", bottom(["?"])),
      ("diff (d)", scene.screen().lines.last ?? ""),
      ("message log (!)", bottom(["!"])),
      // Each question shows its own keys (issue #37), not the input line's.
      ("find (/)", bottom(["/"])),
      ("quit question (an edit, then q)", bottom([".", "q"])),
      ("recovery offer", recoveryOffer.screen().lines.last ?? ""),
    ]
    return contexts.map { "\($0.0):\n\($0.1)\n" }.joined()
  }

  @Test func eachContextHasItsLegend() {
    Goldens.check(bottomRows(columns: 120, rows: 40), named: "legends.120x40.txt")
    Goldens.check(bottomRows(columns: 80, rows: 24), named: "legends.80x24.txt")
  }

  // The step legend is the step key table's: each binding with a legend label shows, with
  // its first keys, and help.
  @Test func stepLegendIsTheStepTable() {
    let labels = Legend.entries(for: .stepping, width: 80).map(\.label)
    #expect(labels == ["next", "back", "first", "last", "leave", "help"])
    #expect(Legend.entries(for: .stepping, width: 80).first?.keys == "n →")
  }

  // The context follows the state: an overlay's legend over step mode's, step mode's over
  // the normal one.
  @Test func contextFollowsTheState() {
    var playground = Playground.gallery()
    #expect(Legend.Context(playground) == .normal)
    playground.send("S")
    #expect(Legend.Context(playground) == .stepping)
    playground.send("?")
    #expect(Legend.Context(playground) == .help)
    playground.send(.escape)
    #expect(Legend.Context(playground) == .stepping)
    playground.send(.escape)
    #expect(Legend.Context(playground) == .normal)
  }
}
