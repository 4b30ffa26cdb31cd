import LayoutCore
import Testing
import ViewSource

@testable import PlaygroundCore

/// `/` finds a view by kind, text or colour and selects it, on through the panels and round
/// again (issue #16); hjkl move the selection as the arrows do.
@Suite struct FindViewTests {
  // The centering gallery's panel 1 is `Spacer(); Text; Spacer()` in a frame with a
  // background: `/` "spacer" selects its first Spacer, again the second, and on into panel 2.
  @Test func findsTheNextMatchAndGoesOn() {
    var playground = Playground.gallery()
    playground.send("/")
    playground.send(KeyInput.typing("spacer"))
    playground.send(.enter)
    #expect(playground.selection.panel == 0)
    #expect(playground.selectedNode?.kind == .spacer(minLength: nil))
    let first = playground.selection.path
    #expect(playground.message?.text.hasPrefix("found Spacer (1 of ") == true)
    // Again: `/` starts empty (issue #37: typing added to the last query), and Enter on the
    // empty line finds the last query's next match, as in vim.
    playground.send("/")
    guard case .input(let line) = playground.overlay else {
      Issue.record("/ opens the input line")
      return
    }
    #expect(line.text == "")
    playground.send(.enter)
    #expect(playground.selectedNode?.kind.case == .spacer)
    #expect(playground.selection.path != first)
    playground.send("/", .enter)
    #expect(playground.selection.panel == 1)
  }

  // A Text is found by a word of its string, whatever the case; a colour by its name.
  @Test func findsTextsAndColours() {
    var playground = Playground.gallery()
    playground.send("/")
    playground.send(KeyInput.typing("WORLD"))
    playground.send(.enter)
    #expect(playground.selectedNode?.kind == .text("Hello world"))
    playground.send("/")
    playground.send(.backspace, .backspace, .backspace, .backspace, .backspace)
    playground.send(KeyInput.typing("blue"))
    playground.send(.enter)
    #expect(playground.selectedNode?.displayName == "Color blue")
  }

  // ↑ on the find line brings back the last query, to edit it.
  @Test func upRecallsTheLastQuery() {
    var playground = Playground.gallery()
    playground.send(["/"] + KeyInput.typing("blue") + [.enter])
    playground.send("/", .up)
    guard case .input(let line) = playground.overlay else {
      Issue.record("/ opens the input line")
      return
    }
    #expect(line.text == "blue")
  }

  @Test func sayWhenNothingMatches() {
    var playground = Playground.gallery()
    let before = playground.selection
    playground.send("/")
    playground.send(KeyInput.typing("Toggle"))
    playground.send(.enter)
    #expect(playground.selection == before)
    #expect(playground.message?.text == "no view matches 'Toggle'")
    #expect(playground.message?.isError == true)
  }

  // h j k l are ← ↓ ↑ →: into the first child, to the next sibling and back, out to the parent.
  @Test func hjklMoveAsTheArrows() {
    var arrows = Playground.gallery()
    var letters = Playground.gallery()
    for (arrow, letter) in [
      (KeyInput.right, KeyInput("l")), (.right, "l"), (.down, "j"),
      (.up, "k"), (.left, "h"),
    ] {
      arrows.send(arrow)
      letters.send(letter)
      #expect(letters.selection == arrows.selection)
    }
    // The gallery opens on panel 1's frame, [0]: l l j k h end on [0, 0].
    #expect(letters.selection.path == [0, 0])
  }
}
