import CellRaster
import LayoutCore
import Testing

@testable import PlaygroundCore

/// Step through the negotiation (`S`, issue #16): the steps, the keys, what step mode refuses,
/// and what it draws.
///
/// The centering gallery's first panel is `HStack { Spacer(); Text("Hello world"); Spacer() }`
/// in a 300×60 frame on blue: the HStack measures the Spacers at 0 and ∞ wide, gives the text
/// 300 − 2 × 8 = 284 (a Spacer reserves its `minLength`, 8 by default: §3.2, §4.4), the text
/// answers 110×20 (11 glyphs of 10 pt, one 20-pt line: §12), and the Spacers share the rest,
/// (300 − 110) / 2 = 95 each.
@Suite struct StepThroughTests {
  /// The centering gallery in step mode, `steps` steps on from the first.
  func stepping(_ steps: Int = 0, columns: Int = 120, rows: Int = 40) -> Playground {
    var playground = Playground.gallery(columns: columns, rows: rows)
    playground.send("S")
    playground.send(Array(repeating: "n", count: steps))
    return playground
  }

  /// The status line (the screen's last row but one).
  func status(_ playground: Playground) -> String {
    let lines = playground.screen().lines
    return lines[lines.count - 2]
  }

  /// The steps, flattened from the trace pane's lines: a line says a proposal, an answer, or
  /// both (the proposal first); this is the order the pane reads in.
  func paneSteps(_ result: LayoutResult) -> [StepThrough.Step] {
    TracePane.lines(for: result, subtreeOf: nil).flatMap { line -> [StepThrough.Step] in
      var steps: [StepThrough.Step] = []
      if let event = line.proposalOf { steps.append(.init(event: event, isAnswer: false)) }
      if let event = line.answerOf { steps.append(.init(event: event, isAnswer: true)) }
      return steps
    }
  }

  // Every panel of every gallery: two steps a request, in the trace pane's order, so the
  // highlighted line is always the step the status line says.
  @Test func stepsAreTheTracePanesOrder() {
    for gallery in Gallery.allCases {
      let playground = Playground.gallery(gallery.document)
      for (index, panel) in playground.panels.enumerated() {
        guard let result = panel.tracedResult else { continue }
        let steps = StepThrough.steps(of: result.trace)
        #expect(steps.count == 2 * result.trace.count, "\(gallery) panel \(index + 1)")
        #expect(steps == paneSteps(result), "\(gallery) panel \(index + 1)")
        for event in result.trace.indices {
          let proposal = steps.firstIndex(of: .init(event: event, isAnswer: false))
          let answer = steps.firstIndex(of: .init(event: event, isAnswer: true))
          #expect(proposal! < answer!, "\(gallery) panel \(index + 1) request \(event)")
        }
      }
    }
  }

  // The first panel's negotiation in words, with the numbers of the suite's comment: the
  // canvas proposes the 300×60 container and its 30-pt margins (360), the frame answers
  // 300×60, the HStack probes each Spacer at ∞ and 0, then offers the text 284.
  @Test func theFirstPanelInWords() {
    #expect(status(stepping(0)) == " step 1/34 · canvas proposes 360×60 to background")
    #expect(status(stepping(2)) == " step 3/34 · frame answers background: 300×60")
    #expect(
      status(stepping(7)) == " step 8/34 · Color blue answers background: 300×60 (as proposed)")
    #expect(status(stepping(10)) == " step 11/34 · HStack proposes ∞×60 to Spacer #5")
    #expect(status(stepping(12)) == " step 13/34 · HStack proposes 0×60 to Spacer #5")
    #expect(status(stepping(13)) == " step 14/34 · Spacer #5 answers HStack: 8×0")
    #expect(
      status(stepping(18)) == " step 19/34 · HStack proposes 284×60 to Text \"Hello world\"")
    #expect(
      status(stepping(19)) == " step 20/34 · Text \"Hello world\" answers HStack: 110×20")
    #expect(status(stepping(20)) == " step 21/34 · HStack proposes 95×60 to Spacer #3")
    #expect(status(stepping(24)) == " step 25/34 · HStack answers frame: 300×20")
  }

  // n → l Space go on, p ← h go back, Home and End to the ends; past an end the step stays
  // and the status line says so.
  @Test func theStepKeys() {
    var playground = stepping()
    for key: KeyInput in ["n", .right, "l", " "] { playground.send(key) }
    #expect(playground.stepping?.index == 4)
    for key: KeyInput in ["p", .left, "h"] { playground.send(key) }
    #expect(playground.stepping?.index == 1)
    playground.send(KeyInput(.end))
    #expect(playground.stepping?.index == 33)
    playground.send("n")
    #expect(playground.stepping?.index == 33)
    #expect(playground.message?.text == "the last step: p goes back, Home to the first, S leaves")
    playground.send(KeyInput(.home))
    #expect(playground.stepping?.index == 0)
    playground.send("p")
    #expect(playground.message?.text == "the first step: n goes on, End to the last, S leaves")
  }

  // The selection follows the node asked (the inspector shows it), and S, Esc and q each
  // leave and give back the selection as it was; q leaves the mode, not the app.
  @Test func leavingGivesTheSelectionBack() {
    for leave: KeyInput in ["S", .escape, "q"] {
      var playground = Playground.gallery()
      playground.send(.right)  // the frame inside the background
      let before = playground.selection
      playground.send("S")
      playground.send(Array(repeating: "n", count: 18))
      #expect(playground.selectedNode?.displayName == "Text \"Hello world\"")
      let effects = playground.send(leave)
      #expect(effects.isEmpty)
      #expect(playground.stepping == nil)
      #expect(playground.selection == before)
      #expect(playground.message?.text == "left step mode")
    }
  }

  // Keys that would edit, save, select or switch the document are refused and say how to
  // leave; the document is unchanged. Display keys and help work.
  @Test func stepModeRefusesEdits() {
    var playground = stepping(3)
    let state = playground.state
    let refusals: [(KeyInput, String)] = [
      ("]", "no edits in step mode: S, Esc or q leaves it"),
      (".", "no edits in step mode: S, Esc or q leaves it"),
      ("u", "no edits in step mode: S, Esc or q leaves it"),
      ("w", "no saving in step mode: S, Esc or q leaves it"),
      ("j", "n p step through: S, Esc or q leaves it"),
      ("G", "n p step through: S, Esc or q leaves it"),
    ]
    for (key, text) in refusals {
      playground.send(key)
      #expect(playground.message?.text == text, "\(key.key.label)")
      #expect(playground.state == state)
      #expect(playground.stepping?.index == 3)
    }
    _ = playground.handle(.click(column: 10, row: 5))
    #expect(playground.message?.text == "step mode: n p step through, S, Esc or q leaves it")
    playground.send("b")
    #expect(playground.display.mode == .boxes)
    playground.send("?")
    #expect(playground.overlay == .help(scroll: 0))
    playground.send(.escape)
    #expect(playground.overlay == nil)
    #expect(playground.stepping?.index == 3)
  }

  // Step 11, HStack proposes ∞×60 to the second Spacer: the child (the Spacer, placed at
  // x = 205, y = 30, 0 high, so in the row its y falls in, row 1) in reverse video, the
  // asker (the HStack, 300×20 at y 20, row 1) underlined, the views not asked yet (the Text
  // and the first Spacer) dim, and the dashed proposal open to the right edge.
  @Test func theStepIsDrawn() {
    let playground = stepping(10)
    let grid = playground.screen()
    let rows = grid.lines
    // The panel's canvas starts at screen column 5, row 4 (after the ruler and note rows).
    #expect(rows[5].hasPrefix("     ▓▓▓▓▓▓▓▓▓▓Hello world┌∞×60╌"))
    #expect(grid[5 + 25, 5].attributes.contains(.reverse))  // the Spacer's cell
    #expect(grid[5 + 1, 5].attributes.contains(.underline))  // the HStack's row
    #expect(!grid[5 + 1, 4].attributes.contains(.underline))  // above the HStack
    #expect(grid[5 + 12, 5].attributes.contains(.dim))  // the Text, not asked yet
    #expect(!grid[5 + 12, 4].attributes.contains(.dim))  // the frame, asked at step 2
  }

  // Every step key is on the help screen with its help text, in its own section; none of
  // them is one a terminal cannot send.
  @Test func everyStepKeyIsDocumentedInHelp() {
    let lines = HelpScreen.lines(mouse: true)
    let heading = lines.firstIndex { $0.isHeading && $0.text == "Step through (S)" }
    #expect(heading != nil)
    for binding in Playground.stepKeyBindings {
      let documented = lines.contains { $0.keys == binding.keyLabel && $0.text == binding.help }
      #expect(documented, "\(binding.keyLabel) (\(binding.command)) is not on the help screen")
      #expect(binding.keyLabel.count < HelpScreen.keysWidth, "\(binding.keyLabel) is cut")
    }
  }

  // A panel with no layout cannot be stepped through, and says why.
  @Test func nothingToStepThrough() {
    var playground = Playground.scene("Text(\n")
    playground.send("S")
    #expect(playground.stepping == nil)
    #expect(playground.message?.text == "nothing to step through: the panel has no layout")
  }

  // Golden screens: step 11 (a proposal with an open side) at 120×40 and 80×24, step 20 (an
  // answer) at 120×40, and step mode in ASCII.
  @Test func goldenScreens() {
    Goldens.check(stepping(10).screenText, named: "step-through.proposal.120x40.txt")
    Goldens.check(
      stepping(10, columns: 80, rows: 24).screenText, named: "step-through.proposal.80x24.txt")
    Goldens.check(stepping(19).screenText, named: "step-through.answer.120x40.txt")
    var ascii = Playground(
      document: .centeringGallery,
      configuration: PlaygroundConfiguration(boxDrawing: .ascii), columns: 120, rows: 40)
    ascii.send("S")
    ascii.send(Array(repeating: "n", count: 10))
    Goldens.check(ascii.screenText, named: "step-through.ascii.120x40.txt")
  }
}
