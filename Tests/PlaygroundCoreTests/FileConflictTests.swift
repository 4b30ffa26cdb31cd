import LayoutCore
import Testing
import ViewSource

@testable import PlaygroundCore

/// A save that would overwrite a change the playground never loaded (issue #7, "Files"): the
/// host refuses with `.saveConflict`, the playground asks, and only a yes forces the save.
@Suite struct FileConflictTests {
  static let source = BuiltInScenes.named("spacer-center")!.source
  static let path = "/tmp/scene.swift"

  /// The scene with one edit (the root frame's width 300 → 310), as the tests start.
  func edited() -> Playground {
    var playground = Playground.scene(Self.source)
    playground.send(.right, ".")
    return playground
  }

  // `s` is not forced; a conflict opens the question, `n` leaves the file alone and keeps the
  // edits, `s` (or `y`) asks the host to overwrite.
  @Test func conflictAsksThenNoKeepsTheFile() {
    var playground = edited()
    // The file with only the edited width changed (issue #12: a save changes only the
    // bytes the user edited).
    let contents = Self.source.replacingOccurrences(of: "width: 300", with: "width: 310")
    #expect(playground.send("s") == [.save(path: Self.path, contents: contents, overwrite: false)])
    _ = playground.handle(.saveConflict(path: Self.path, conflict: .changedOnDisk))
    #expect(
      playground.overlay
        == .input(
          InputLine(purpose: .confirmOverwrite(path: Self.path, conflict: .changedOnDisk), text: "")
        ))
    #expect(playground.file.pendingSave == nil)
    #expect(
      playground.screenText.contains(
        " /tmp/scene.swift changed on disk since it was loaded: overwrite? y/n (s: yes) █"))
    // Other keys do nothing while it asks: no typing, no commands.
    #expect(playground.send("q", "x", .enter) == [])
    #expect(playground.overlay != nil)
    #expect(playground.send("n") == [])
    #expect(playground.overlay == nil)
    #expect(
      playground.message?.text
        == "not saved: /tmp/scene.swift keeps what is on disk; your edits stay here")
    #expect(playground.tree == edited().tree)
  }

  @Test(arguments: ["y", "Y", "s"] as [Character])
  func yesOverwrites(key: Character) {
    var playground = edited()
    playground.send("s")
    _ = playground.handle(.saveConflict(path: Self.path, conflict: .changedOnDisk))
    let effects = playground.handle(.key(.character(key)))
    #expect(
      effects == [
        .save(
          path: Self.path,
          contents: Self.source.replacingOccurrences(of: "width: 300", with: "width: 310"),
          overwrite: true)
      ])
    #expect(playground.overlay == nil)
    #expect(playground.file.pendingSave == Self.path)
    _ = playground.handle(.saved(path: Self.path, error: nil))
    #expect(playground.message?.text == "saved /tmp/scene.swift")
  }

  @Test func escapeIsNo() {
    var playground = edited()
    _ = playground.handle(.saveConflict(path: Self.path, conflict: .changedOnDisk))
    #expect(playground.send(.escape) == [])
    #expect(playground.overlay == nil)
    #expect(playground.message?.text.hasPrefix("not saved: ") == true)
  }

  // A save under a new name over a file that is there already asks with its own reason.
  @Test func saveAsOverAnExistingFileAsks() {
    var playground = edited()
    playground.send("w")
    playground.send([KeyInput(.control("u"))] + KeyInput.typing("/tmp/other.swift") + [.enter])
    _ = playground.handle(.saveConflict(path: "/tmp/other.swift", conflict: .exists))
    #expect(
      playground.screenText.contains(" /tmp/other.swift already exists: overwrite? y/n (s: yes) █"))
    #expect(
      playground.send("y") == [
        .save(
          path: "/tmp/other.swift",
          contents: Self.source.replacingOccurrences(of: "width: 300", with: "width: 310"),
          overwrite: true)
      ])
  }

  // A change on disk that did not parse was never taken: `s` asks before the host is even
  // involved, and a forced save over it clears the error (the file now holds the shown scene).
  @Test func unparsedChangeOnDiskAsksFirst() {
    var playground = edited()
    _ = playground.handle(.fileChanged(contents: "Text(\"theirs\"\n"))
    #expect(playground.file.problem != nil)
    #expect(playground.send("s") == [])
    #expect(
      playground.overlay
        == .input(
          InputLine(purpose: .confirmOverwrite(path: Self.path, conflict: .changedOnDisk), text: "")
        ))
    #expect(playground.send("s").count == 1)
    _ = playground.handle(.saved(path: Self.path, error: nil))
    #expect(playground.file.problem == nil)
    #expect(!playground.screenText.contains("does not parse"))
  }

  // The host watches the scene document's file, also while a gallery is shown, and the new
  // file after a save under a new name.
  @Test func scenePathFollowsSaveAs() {
    var playground = edited()
    #expect(playground.scenePath == Self.path)
    playground.send("G")
    #expect(playground.kind.gallery != nil)
    #expect(playground.scenePath == Self.path)
    playground.send(KeyInput(.control("g")))
    playground.send("w")
    playground.send([KeyInput(.control("u"))] + KeyInput.typing("/tmp/new.swift") + [.enter])
    _ = playground.handle(.saved(path: "/tmp/new.swift", error: nil))
    #expect(playground.scenePath == "/tmp/new.swift")
    #expect(Playground.gallery().scenePath == nil)
  }

  // A save the host could not write (a full disk) loses nothing: the edits stay, and `s`
  // asks for the same save again.
  @Test func failedSaveKeepsTheEdits() {
    var playground = edited()
    let tree = playground.tree
    let save = playground.send("s")
    _ = playground.handle(
      .saved(path: Self.path, error: "No space left on device (cannot write it)"))
    #expect(
      playground.message
        == StatusMessage(
          text: "could not save /tmp/scene.swift: No space left on device (cannot write it)",
          isError: true))
    #expect(playground.tree == tree)
    #expect(playground.history.undoStack.count == 1)
    #expect(playground.send("s") == save)
  }
}
