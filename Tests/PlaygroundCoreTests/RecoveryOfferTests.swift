import LayoutCore
import Testing
import ViewSource

@testable import PlaygroundCore

/// A recovery file is offered once at start (issue #12): `r` restores its edits into the scene
/// as unsaved edits, `x` discards it, and either way the host removes it; `Esc` keeps it.
@Suite struct RecoveryOfferTests {
  static let source = "Text(\"a\").frame(width: 200, height: 60)\n"
  static let recovered = "Text(\"a\").frame(width: 220, height: 60)\n"
  static let path = "/s/layoutlab/scene-0123456789abcdef-42-0000.swift"

  @Test func rRestoresTheEditsAndRemovesTheFile() {
    var playground = Playground.scene(Self.source)
    playground.offerRecovery(path: Self.path, contents: Self.recovered)
    #expect(
      playground.screenText.contains(
        "recovered edits: r restore · x discard · Esc later · \(Self.path)"))
    #expect(playground.send("r") == [.removeFile(path: Self.path)])
    #expect(playground.tree.kind == .frame(width: 220, height: 60, alignment: .center))
    #expect(
      playground.message?.text == "restored the edits from \(Self.path): s saves them, u undoes")
    #expect(playground.hasUnsavedEdits)
    guard case .save(_, let contents, _)? = playground.send("s").first else {
      Issue.record("s did not save")
      return
    }
    #expect(contents == Self.recovered)
    playground.send("u")
    #expect(playground.tree.kind == .frame(width: 200, height: 60, alignment: .center))
  }

  @Test func xDiscardsAndEscKeeps() {
    var discarding = Playground.scene(Self.source)
    discarding.offerRecovery(path: Self.path, contents: Self.recovered)
    #expect(discarding.send("x") == [.removeFile(path: Self.path)])
    #expect(discarding.message?.text == "discarded \(Self.path)")
    #expect(discarding.tree.kind == .frame(width: 200, height: 60, alignment: .center))
    var keeping = Playground.scene(Self.source)
    keeping.offerRecovery(path: Self.path, contents: Self.recovered)
    #expect(keeping.send(.escape) == [])
    #expect(keeping.message?.text == "kept \(Self.path): offered again at the next start")
    #expect(!keeping.hasUnsavedEdits)
  }

  // A gallery's recovery file cannot go back into a gallery: the question names the command
  // that opens it. The keys come first: a long path loses its end, not them.
  @Test func aGalleryFileIsOpenedNotRestored() {
    var playground = Playground.gallery()
    let file = "/s/a-0123456789abcdef-42-0000.swift"
    playground.offerRecovery(path: file, contents: nil, others: 1)
    #expect(
      playground.screenText.contains(
        "recovered edits (and 1 more): x discard · Esc later · open them with layoutlab \(file)"))
    // At 80 columns the path is cut, the keys stay (Esc's message keeps the path, for `!`).
    _ = playground.handle(.resize(columns: 80, rows: 24))
    #expect(
      playground.screenText.contains(
        " recovered edits (and 1 more): x discard · Esc later · open them with layoutlab…"))
    #expect(playground.send("r") == [])
    #expect(playground.send("x") == [.removeFile(path: file)])
  }

  // What the launcher says at start about recovery: each line an error in the status line,
  // the last one shown, all of them in `!`.
  @Test func warningsAtStartAreErrorsInTheStatusLine() {
    var playground = Playground.scene(Self.source)
    playground.warnAboutRecovery([
      "recovery file not offered (it is a symbolic link): \(Self.path)",
      "recovery folder /s/layoutlab is not private (mode 0777): unsaved edits will not be kept if the playground is killed",
    ])
    #expect(
      playground.message
        == StatusMessage(
          text:
            "recovery folder /s/layoutlab is not private (mode 0777): unsaved edits will not be kept if the playground is killed",
          isError: true))
    #expect(
      playground.messageLog.map(\.text).suffix(2) == [
        "recovery file not offered (it is a symbolic link): \(Self.path)",
        "recovery folder /s/layoutlab is not private (mode 0777): unsaved edits will not be kept if the playground is killed",
      ])
  }

  // A gallery's recovery files are named after its panels as documents: every gallery's, as
  // `G` cycles through all of them; the names a gallery's unsaved edits carry are among them.
  @Test func galleryPanelNamesAreTheDocumentsNames() {
    let names = UnsavedDocument.galleryPanelNames
    #expect(names.first == "Centering gallery: Spacer()")
    #expect(Set(names).count == names.count)
    var playground = Playground.gallery()
    playground.send(.right, ".")
    let unsaved = playground.unsavedDocuments.map(\.name)
    #expect(unsaved == ["Centering gallery: Spacer()"])
    #expect(unsaved.allSatisfy(names.contains))
  }
}
