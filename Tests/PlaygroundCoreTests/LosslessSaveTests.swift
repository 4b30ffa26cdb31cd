import LayoutCore
import Testing
import ViewSource

@testable import PlaygroundCore

/// A user's own file, unharmed (issue #12): `s` writes the file as it was with only the edited
/// text changed; no edits and undoing every edit write it byte for byte; `d` shows the change
/// as a unified diff; the title marks unsaved edits with `●`.
@Suite struct LosslessSaveTests {
  static let file = """
    import SwiftUI

    // The settings card.
    struct Card: View {
        var title = "Wi-Fi"

        var body: some View {
            HStack(spacing: 4) {
                Text(title)
                Spacer()
            }
            .padding(8)   // tight
        }
    }

    struct ContentView: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Card()
                Card(title: "Bluetooth")
            }
        }
    }

    #Preview {
        ContentView()
    }

    """

  static func opened() -> Playground { Playground.scene(Self.file, path: "/tmp/Settings.swift") }

  static func saved(_ playground: inout Playground) -> String? {
    guard case .save(_, let contents, _)? = playground.send("s").first else { return nil }
    return contents
  }

  @Test func noEditSavesTheFileByteForByte() {
    var playground = Self.opened()
    #expect(Self.saved(&playground) == Self.file)
  }

  // The root VStack's spacing is its first property: `.` steps it 12 → 22.
  @Test func anEditChangesOnlyItsBytesAndUndoingItRestoresTheFile() {
    var playground = Self.opened()
    #expect(playground.focusedProperty == .spacing)
    playground.send(".")
    #expect(
      Self.saved(&playground)
        == Self.file.replacingOccurrences(of: "spacing: 12", with: "spacing: 22"))
    var undone = Self.opened()
    undone.send(".", ".", "u", "u")
    #expect(Self.saved(&undone) == Self.file)
  }

  // `R` resets a scene's edits: the file as it was, byte for byte (u undoes the reset).
  @Test func resetGoesBackToTheFile() {
    var playground = Self.opened()
    playground.send(".", ".", "R")
    #expect(playground.message?.text == "reset to the document as opened (u undoes the reset)")
    #expect(Self.saved(&playground) == Self.file)
    var undone = Self.opened()
    undone.send(".", "R", "u")
    #expect(
      Self.saved(&undone) == Self.file.replacingOccurrences(of: "spacing: 12", with: "spacing: 22"))
  }

  // `Card`'s padding is written once and used twice: the edit goes to the definition, and
  // the status line says so; both cards show it.
  @Test func anEditOfADefinitionSaysHowManyUses() {
    var playground = Self.opened()
    playground.send(.right)  // the first Card's padding
    #expect(playground.selectedNode?.kind == .padding(EdgeInsets(_all: 8)))
    playground.send(".")  // padding 8 → 18: the first property is all four insets
    #expect(playground.message?.text.hasSuffix(" · edits the definition of Card: 2 uses") == true)
    #expect(
      playground.tree.children.map(\.kind)
        == Array(repeating: .padding(EdgeInsets(_all: 18)), count: 2))
    #expect(
      Self.saved(&playground)
        == Self.file.replacingOccurrences(of: ".padding(8)", with: ".padding(18)"))
  }

  // `chip`'s padding is computed from its parameter: writing 14 in its place would cut both
  // uses from their amounts, so the edit is refused and nothing changes.
  @Test func anEditTheFileCannotMakeIsRefused() {
    let source = """
      extension View {
          func chip(_ amount: CGFloat) -> some View {
              self.padding(amount)
          }
      }

      VStack {
          Text("a").chip(4)
          Text("b").chip(8)
      }

      """
    var playground = Playground.scene(source)
    playground.send(.right)
    #expect(playground.selectedNode?.kind == .padding(EdgeInsets(_all: 4)))
    playground.send(".")
    #expect(
      playground.message
        == StatusMessage(
          text:
            "not edited: padding's value is computed from 'amount' in the file: change it where 'amount' is given",
          isError: true))
    #expect(
      playground.tree.children.map(\.kind) == [
        .padding(EdgeInsets(_all: 4)), .padding(EdgeInsets(_all: 8)),
      ])
    #expect(Self.saved(&playground) == source)
  }

  @Test func dShowsThePendingChangeAsAUnifiedDiff() {
    var playground = Self.opened()
    playground.send("d")
    #expect(playground.overlay == nil)
    #expect(
      playground.message?.text == "no unsaved change: /tmp/Settings.swift holds what is shown")
    playground.send(".", "d")
    #expect(playground.overlay == .diff(scroll: 0))
    #expect(
      playground.diffLines == [
        "--- /tmp/Settings.swift",
        "+++ /tmp/Settings.swift",
        "@@ -15,7 +15,7 @@",
        " ",
        " struct ContentView: View {",
        "     var body: some View {",
        "-        VStack(alignment: .leading, spacing: 12) {",
        "+        VStack(alignment: .leading, spacing: 22) {",
        "             Card()",
        "             Card(title: \"Bluetooth\")",
        "         }",
      ])
    #expect(playground.screenText.hasPrefix(" LayoutLab · the change s would save"))
    playground.send(.escape)
    #expect(playground.overlay == nil)
  }

  @Test func theTitleMarksUnsavedEdits() {
    var playground = Self.opened()
    #expect(!playground.screenText.split(separator: "\n")[0].contains("●"))
    playground.send(".")
    #expect(playground.screenText.split(separator: "\n")[0].contains("scene.swift ●"))
    playground.send("s")
    _ = playground.handle(.saved(path: "/tmp/Settings.swift", error: nil))
    #expect(!playground.screenText.split(separator: "\n")[0].contains("●"))
  }
}
