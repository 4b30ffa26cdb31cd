import Testing

@testable import PlaygroundCore

/// The key table: one table drives dispatch, the legend and help (STYLE.md rule 8).
@Suite struct KeyBindingTests {
  // No key is bound twice: dispatch takes the first binding of a key, so a second one would
  // be documented and never work.
  @Test func noTwoBindingsShareAKey() {
    var seen: [Key: Command] = [:]
    for binding in Playground.keyBindings {
      for key in binding.keys {
        #expect(seen[key] == nil, "\(key.label) is bound to \(seen[key]!) and \(binding.command)")
        seen[key] = binding.command
      }
    }
  }

  // Every bound key appears on the help screen with its help text, and every binding has
  // some: help is drawn from the same table, so this fails only if help leaves rows out.
  @Test func everyBoundKeyIsDocumentedInHelp() {
    let lines = HelpScreen.lines(mouse: true)
    for binding in Playground.keyBindings {
      #expect(!binding.help.isEmpty, "\(binding.command) has no help")
      let documented = lines.contains { $0.keys == binding.keyLabel && $0.text == binding.help }
      #expect(documented, "\(binding.keyLabel) (\(binding.command)) is not on the help screen")
    }
  }

  // Every key the help screen lists as a key-table key dispatches: pressing it does not say
  // "does nothing here".
  @Test func everyBoundKeyDispatches() {
    for binding in Playground.keyBindings {
      for key in binding.keys where binding.command != .quit {
        var playground = Playground.gallery()
        _ = playground.handle(.key(key))
        #expect(
          playground.message?.text.contains("does nothing") != true, "\(key.label) does nothing")
      }
    }
  }

  // Keys are what every terminal sends (issue #5): printable ASCII characters, arrows, Tab,
  // Enter, Esc, Delete, page keys, F-keys and Ctrl-letters; no other characters.
  @Test func keysAreOnesEveryTerminalSends() {
    for binding in Playground.keyBindings {
      for key in binding.keys {
        if case .character(let character) = key {
          #expect(character.isASCII && !character.isWhitespace, "\(key.label)")
        }
      }
    }
  }

  // The legend shows the most useful keys and always help and quit, in 80 columns (the
  // minimum width) and in 120.
  @Test func legendKeepsHelpAndQuit() {
    for width in [80, 120] {
      let entries = Legend.fitting(width)
      #expect(entries.suffix(2).map(\.label) == ["help", "quit"])
      #expect(entries.first?.label == "select")
      let total = entries.reduce(0) { $0 + $1.width } + 2 * (entries.count - 1) + 1
      #expect(total <= width)
    }
  }

  // A key with no binding says so, and changes nothing else.
  @Test func unboundKeySaysSo() {
    var playground = Playground.gallery()
    let before = playground
    playground.send("Q")
    #expect(playground.message?.text == "Q does nothing here: ? lists the keys")
    playground.message = before.message
    #expect(playground.messageLog.map(\.text).contains("Q does nothing here: ? lists the keys"))
    playground.messageLog = before.messageLog  // the log keeps the message; nothing else moved
    #expect(playground == before)
  }

  // `q` quits; `?` and F1 open help, Esc, `?` and `q` close it (issue #16: `q` in an overlay
  // closes the overlay, not the app).
  @Test func quitAndHelp() {
    var playground = Playground.gallery()
    #expect(playground.send("q") == [.quit])
    playground.send("?")
    #expect(playground.overlay == .help(scroll: 0))
    playground.send(.escape)
    #expect(playground.overlay == nil)
    _ = playground.handle(.key(.function(1)))
    #expect(playground.overlay == .help(scroll: 0))
    playground.send("?")
    #expect(playground.overlay == nil)
    playground.send("?")
    #expect(playground.send("q") == [])
    #expect(playground.overlay == nil)
    #expect(playground.send("q") == [.quit])
  }
}
