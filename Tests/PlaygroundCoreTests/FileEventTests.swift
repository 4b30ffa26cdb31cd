import LayoutCore
import Testing
import ViewSource

@testable import PlaygroundCore

/// A scene file edited elsewhere, deleted, and saved from the playground.
@Suite struct FileEventTests {
  static let source = BuiltInScenes.named("spacer-center")!.source
  static let broken = "HStack {\n    Txt(\"a\")\n}\n"

  // A change that does not parse keeps the last good layout, and the status line says
  // where the error is: line 2, column 5, as the parser reports it.
  @Test func parseErrorKeepsTheLastGoodLayout() {
    var playground = Playground.scene(Self.source)
    let panels = playground.panels
    _ = playground.handle(.fileChanged(contents: Self.broken))
    #expect(
      playground.file.problem == .doesNotParse("2:5: unknown view 'Txt'; did you mean 'Text'?"))
    #expect(playground.message?.isError == true)
    #expect(playground.panels == panels)
    // Fixing the file loads it.
    _ = playground.handle(.fileChanged(contents: "Text(\"fixed\")"))
    #expect(playground.file.problem == nil)
    #expect(playground.tree.kind == .text("fixed"))
  }

  // A change that is not text (issue #32) is not loaded: the last good layout and the edits
  // stay, the status line shows the line the commands print, and `s` asks before writing over
  // the file. A change back to text loads again.
  @Test func aFileThatIsNotTextKeepsTheLastGoodLayout() {
    var playground = Playground.scene(Self.source)
    playground.send(.right, ".")
    let panels = playground.panels
    let notText = SourceFileText.NotText(byte: 0, offset: 12)
    #expect(playground.handle(.fileNotText(notText)) == [])
    #expect(
      playground.message
        == StatusMessage(
          text: "/tmp/scene.swift: not a UTF-8 text file (byte 0x00 at offset 12)", isError: true))
    #expect(playground.panels == panels)
    #expect(playground.hasUnsavedEdits)
    #expect(
      playground.screenText.contains(
        "/tmp/scene.swift: not a UTF-8 text file (byte 0x00 at offset 12)"))
    #expect(playground.file.problem == .notText(notText))
    #expect(playground.screen().lines.first?.contains("scene.swift (not text) ●") == true)
    #expect(playground.send("s") == [])
    #expect(playground.screenText.contains("changed on disk"))
    playground.send(.escape)
    // Once the message is gone, the status line still says why the file was not taken.
    playground.message = nil
    #expect(
      playground.screenText.contains(
        "/tmp/scene.swift: not a UTF-8 text file (byte 0x00 at offset 12) (the last good layout stays)"
      ))
    _ = playground.handle(.fileChanged(contents: "Text(\"fixed\")"))
    #expect(playground.file.problem == nil)
    #expect(playground.tree.kind == .text("fixed"))
  }

  // A good change replaces the tree and the playground's edits; they are one undo away.
  @Test func reloadReplacesEditsAndUndoBringsThemBack() {
    var playground = Playground.scene(Self.source)
    playground.send(.right, ".")
    let edited = playground.tree
    _ = playground.handle(.fileChanged(contents: "Color.red.frame(width: 100, height: 100)"))
    #expect(playground.tree.kind == .frame(width: 100, height: 100, alignment: .center))
    #expect(
      playground.message?.text
        == "reloaded /tmp/scene.swift; your unsaved edits were replaced (u brings them back)")
    playground.send("u")
    #expect(playground.tree == edited)
  }

  // `s` writes the edited scene where it came from, the file changed only where edited; the host's
  // answer is reported. The file's change event that follows (the host watches the file)
  // finds it up to date, and adds no undo step.
  @Test func saveWritesBackAndTheReloadIsQuiet() {
    var playground = Playground.scene(Self.source)
    playground.send(.right, ".")
    // The file with only the edited width changed (issue #12: a save changes only the
    // bytes the user edited).
    let contents = Self.source.replacingOccurrences(of: "width: 300", with: "width: 310")
    #expect(playground.send("s") == [.save(path: "/tmp/scene.swift", contents: contents)])
    #expect(playground.message?.text == "saving /tmp/scene.swift…")
    _ = playground.handle(.saved(path: "/tmp/scene.swift", error: nil))
    #expect(playground.message?.text == "saved /tmp/scene.swift")
    let undoSteps = playground.history.undoStack.count
    let tree = playground.tree
    _ = playground.handle(.fileChanged(contents: contents))
    #expect(playground.message?.text == "/tmp/scene.swift is up to date")
    #expect(playground.history.undoStack.count == undoSteps)
    #expect(playground.tree == tree)
    #expect(playground.state.edits == [[]])
  }

  @Test func failedSaveSaysWhy() {
    var playground = Playground.scene(Self.source)
    playground.send("s")
    _ = playground.handle(.saved(path: "/tmp/scene.swift", error: "Permission denied"))
    #expect(
      playground.message
        == StatusMessage(text: "could not save /tmp/scene.swift: Permission denied", isError: true))
  }

  // A deleted file keeps the edits; `s` then asks where to save, offering the old path.
  @Test func deletedFileOffersToSaveElsewhere() {
    var playground = Playground.scene(Self.source)
    playground.send(.right, ".")
    _ = playground.handle(.fileDeleted)
    #expect(playground.file.isDeleted)
    #expect(playground.selectedNode?.kind == .frame(width: 310, height: 60, alignment: .center))
    #expect(
      playground.message?.text
        == "/tmp/scene.swift was deleted; your edits are kept: s saves them elsewhere")
    playground.send("s")
    #expect(playground.overlay == .input(InputLine(purpose: .savePath, text: "/tmp/scene.swift")))
    let keys = Array(repeating: KeyInput.backspace, count: "scene.swift".count)
    let effects = playground.send(keys + KeyInput.typing("kept.swift") + [.enter])
    #expect(
      effects == [
        .save(
          path: "/tmp/kept.swift",
          contents: Self.source.replacingOccurrences(of: "width: 300", with: "width: 310"))
      ])
    _ = playground.handle(.saved(path: "/tmp/kept.swift", error: nil))
    #expect(
      playground.file
        == FileStatus(
          path: "/tmp/kept.swift",
          savedSource: Self.source.replacingOccurrences(of: "width: 300", with: "width: 310")))
  }

  // A gallery panel or a built-in scene has no file: `s` asks for a path, offering one made
  // from the panel's title.
  @Test func saveWithoutAFileAsksWhere() {
    var gallery = Playground.gallery()
    gallery.send("n", "s")
    #expect(
      gallery.overlay == .input(InputLine(purpose: .savePath, text: "spacer-minlength-0.swift")))
    let effects = gallery.send(.enter)
    #expect(
      effects == [
        .save(path: "spacer-minlength-0.swift", contents: ScenePrinter.print(gallery.tree))
      ])
    var builtIn = Playground.builtIn("zstack")
    builtIn.send("s")
    #expect(builtIn.overlay == .input(InputLine(purpose: .savePath, text: "zstack.swift")))
  }

  // A file that does not parse when opened shows the error and no layout until it is fixed.
  @Test func openingABrokenFile() {
    var playground = Playground.scene(Self.broken)
    #expect(playground.panels.first?.result == nil)
    #expect(
      playground.file.problem == .doesNotParse("2:5: unknown view 'Txt'; did you mean 'Text'?"))
    _ = playground.handle(.fileChanged(contents: Self.source))
    #expect(playground.layout.frames(of: "Text").count == 1)
  }
}
