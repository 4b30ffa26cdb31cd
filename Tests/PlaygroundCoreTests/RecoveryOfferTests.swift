import LayoutCore
import Testing
import ViewSource

@testable import PlaygroundCore

/// A recovery file is offered once at start (issue #12): `r` restores its edits into the scene
/// as unsaved edits, `x` discards it, and either way the host removes it; `Esc` keeps it.
@Suite struct RecoveryOfferTests {
  static let source = "Text(\"a\").frame(width: 200, height: 60)\n"
  static let recovered = "Text(\"a\").frame(width: 220, height: 60)\n"
  static let path = "/tmp/.scene.swift.layoutlab-recovered"

  @Test func rRestoresTheEditsAndRemovesTheFile() {
    var playground = Playground.scene(Self.source)
    playground.offerRecovery(path: Self.path, contents: Self.recovered)
    #expect(
      playground.screenText.contains(
        "recovered edits in \(Self.path): r restore · x discard · Esc later"))
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

  // A gallery's recovery file (in the temporary folder) cannot go back into a gallery: the
  // question names the command that opens it.
  @Test func aGalleryFileIsOpenedNotRestored() {
    var playground = Playground.gallery()
    let file = "/tmp/layoutlab-recovered-0-a.swift"
    playground.offerRecovery(path: file, contents: nil, others: 1)
    #expect(
      playground.screenText.contains(
        "recovered edits in \(file) (and 1 more): open the file with layoutlab · x discard"))
    #expect(playground.send("r") == [])
    #expect(playground.send("x") == [.removeFile(path: file)])
  }
}
