import LayoutCore
import Testing
import ViewSource

@testable import PlaygroundCore

/// `q` with unsaved edits asks first (issue #7, "never lose a user's edits"): the quit
/// question's keys, what counts as unsaved, and a save that quits only when it succeeds.
@Suite struct QuitTests {
  static let source = BuiltInScenes.named("spacer-center")!.source
  static let path = "/tmp/scene.swift"
  static let question =
    " unsaved edits in /tmp/scene.swift: s save · q quit without saving · Esc stay █"

  /// The scene with one edit (the root frame's width 300 → 310, as FileConflictTests).
  func edited() -> Playground {
    var playground = Playground.scene(Self.source)
    playground.send(.right, ".")
    return playground
  }

  @Test func withoutEditsQuitsAtOnce() {
    var scene = Playground.scene(Self.source)
    #expect(scene.unsavedDocuments == [])
    #expect(scene.send("q") == [.quit])
    var gallery = Playground.gallery()
    #expect(gallery.send("q") == [.quit])
  }

  // Knob changes are exploration, not edits: a gallery's container width, text and
  // alignment do not make `q` ask.
  @Test func galleryKnobsAloneQuitAtOnce() {
    var gallery = Playground.gallery()
    gallery.send("]", "t")
    #expect(gallery.unsavedDocuments == [])
    #expect(gallery.send("q") == [.quit])
    // The frame gallery's alignment is a knob of all three frames (the centering gallery's
    // `a` edits the selected frame instead).
    var frames = Playground.gallery(.frameGallery)
    frames.send("a")
    #expect(frames.unsavedDocuments == [])
    #expect(frames.send("q") == [.quit])
  }

  @Test func editAsksAndQAgainQuits() {
    var playground = edited()
    #expect(
      playground.unsavedDocuments.map(\.name) == [Self.path]
        && playground.unsavedDocuments.map(\.path) == [Self.path])
    #expect(
      playground.unsavedDocuments.first?.source
        == Self.source.replacingOccurrences(of: "width: 300", with: "width: 310"))
    #expect(playground.send("q") == [])
    #expect(
      playground.overlay == .input(InputLine(purpose: .confirmQuit(unsaved: Self.path), text: "")))
    // The status line (above the legend) asks.
    let lines = playground.screenText.split(separator: "\n").map(String.init)
    #expect(lines.dropLast().last?.hasPrefix(Self.question) == true, "\(lines.suffix(2))")
    // Other keys do nothing while it asks: no edit, no command.
    #expect(playground.send("x", ".", .enter, "u") == [])
    #expect(playground.tree == edited().tree)
    #expect(playground.overlay != nil)
    #expect(playground.send("q") == [.quit])
  }

  @Test(arguments: [KeyInput.escape, "n", "N"])
  func escapeOrNStays(key: KeyInput) {
    var playground = edited()
    playground.send("q")
    #expect(playground.send(key) == [])
    #expect(playground.overlay == nil)
    #expect(playground.message?.text == "not quitting: your edits are still here")
    #expect(playground.tree == edited().tree)
    #expect(playground.send("q") == [])  // still unsaved: asks again
    #expect(playground.overlay != nil)
  }

  @Test func saveThenQuit() {
    var playground = edited()
    // The file with only the edited width changed (issue #12: a save changes only the
    // bytes the user edited).
    let contents = Self.source.replacingOccurrences(of: "width: 300", with: "width: 310")
    playground.send("q")
    #expect(playground.send("s") == [.save(path: Self.path, contents: contents)])
    #expect(playground.overlay == nil)
    #expect(playground.handle(.saved(path: Self.path, error: nil)) == [.quit])
  }

  // A failed save does not quit: the status line says why, and the edits are still unsaved.
  @Test func failedSaveStays() {
    var playground = edited()
    playground.send("q", "s")
    #expect(playground.handle(.saved(path: Self.path, error: "No space left on device")) == [])
    #expect(playground.overlay == nil)
    #expect(playground.message?.text == "could not save /tmp/scene.swift: No space left on device")
    #expect(playground.hasUnsavedEdits)
    // A later successful save, asked for with a plain `s`, does not quit.
    playground.send("s")
    #expect(playground.handle(.saved(path: Self.path, error: nil)) == [])
    #expect(!playground.hasUnsavedEdits)
    #expect(playground.send("q") == [.quit])
  }

  // The file changed on disk: `s` in the quit question goes through the overwrite question;
  // yes saves and quits, no stays.
  @Test func saveThroughTheOverwriteQuestion() {
    var playground = edited()
    // The file with only the edited width changed (issue #12: a save changes only the
    // bytes the user edited).
    let contents = Self.source.replacingOccurrences(of: "width: 300", with: "width: 310")
    playground.send("q", "s")
    _ = playground.handle(.saveConflict(path: Self.path, conflict: .changedOnDisk))
    #expect(playground.send("y") == [.save(path: Self.path, contents: contents, overwrite: true)])
    #expect(playground.handle(.saved(path: Self.path, error: nil)) == [.quit])

    var refused = edited()
    refused.send("q", "s")
    _ = refused.handle(.saveConflict(path: Self.path, conflict: .changedOnDisk))
    #expect(refused.send("n") == [])
    #expect(refused.overlay == nil)
    #expect(refused.hasUnsavedEdits)
  }

  // Going back to work ends the quitting: a save asked for later does not quit.
  @Test func keyInNormalModeEndsTheQuitting() {
    var playground = Playground.builtIn("spacer-center")
    playground.send(.right, ".", "q", "s")
    #expect(
      playground.overlay == .input(InputLine(purpose: .savePath, text: "spacer-center.swift")))
    playground.send(.escape, ".")
    #expect(
      playground.send("w", .enter) == [
        .save(
          path: "spacer-center.swift",
          contents: Self.source.replacingOccurrences(of: "width: 300", with: "width: 320"))
      ])
    #expect(playground.handle(.saved(path: "spacer-center.swift", error: nil)) == [])
  }

  @Test func undoingEverythingOrSavingLeavesNothingUnsaved() {
    var undone = edited()
    undone.send("u")
    #expect(undone.send("q") == [.quit])
    var saved = edited()
    saved.send("s")
    _ = saved.handle(.saved(path: Self.path, error: nil))
    #expect(saved.send("q") == [.quit])
    saved.send(".")
    #expect(saved.send("q") == [])
  }

  // A reload from disk replaces the edits: nothing unsaved; `u` brings them back, unsaved.
  @Test func reloadIsSavedUndoIsNot() {
    var playground = edited()
    let other = Self.source.replacingOccurrences(of: "Hello world", with: "Bye")
    _ = playground.handle(.fileChanged(contents: other))
    #expect(!playground.hasUnsavedEdits)
    playground.send("u")
    #expect(playground.unsavedDocuments.map(\.name) == [Self.path])
  }

  // A gallery's tree edits count (a gallery is built in: they exist nowhere else); `s` in the
  // question asks where to save the edited panel, and the save quits.
  @Test func galleryEditsAskAndSaveAsQuits() {
    var gallery = Playground.gallery()
    gallery.send("n", .right, ".")
    let panel = gallery.selectedPanel!.title
    let tree = gallery.tree
    #expect(gallery.unsavedDocuments.map(\.name) == ["Centering gallery: \(panel)"])
    #expect(gallery.unsavedDocuments.map(\.path) == [nil])
    gallery.send("p")  // another panel selected: `s` goes back to the edited one
    #expect(gallery.send("q") == [])
    gallery.send("s")
    guard case .input(let line) = gallery.overlay, line.purpose == .savePath else {
      Issue.record("expected the save-as line, got \(String(describing: gallery.overlay))")
      return
    }
    gallery.send(KeyInput(.control("u")), "g", ".", "s", "w", "i", "f", "t", .enter)
    #expect(gallery.file.pendingSave == "g.swift")
    #expect(gallery.tree == tree)
    #expect(gallery.handle(.saved(path: "g.swift", error: nil)) == [.quit])
  }

  // A parked document counts: the scene's edits while a gallery is shown. `s` goes back to
  // the scene and saves it.
  @Test func parkedSceneAsksAndSavesIt() {
    var playground = edited()
    // The file with only the edited width changed (issue #12: a save changes only the
    // bytes the user edited).
    let contents = Self.source.replacingOccurrences(of: "width: 300", with: "width: 310")
    playground.send("G")
    #expect(playground.kind.gallery == .centering)
    #expect(playground.unsavedDocuments.map(\.name) == [Self.path])
    #expect(playground.send("q") == [])
    #expect(playground.send("s") == [.save(path: Self.path, contents: contents)])
    #expect(playground.kind == .scene(name: "scene.swift"))
    #expect(playground.handle(.saved(path: Self.path, error: nil)) == [.quit])
  }

  // Several documents: the question names the first and counts the rest; a save of one asks
  // again about the others.
  @Test func severalDocumentsAskAgainAfterOneIsSaved() {
    var playground = edited()
    playground.send("G", .right, ".", "n", .right, ".")
    #expect(playground.unsavedDocuments.count == 3)
    playground.send("q")
    guard case .input(let line) = playground.overlay,
      case .confirmQuit(let unsaved) = line.purpose
    else {
      Issue.record("expected the quit question")
      return
    }
    #expect(unsaved.hasSuffix(" and 2 more"))
    playground.send("s", KeyInput(.control("u")), "a", ".", "s", "w", "i", "f", "t", .enter)
    #expect(playground.handle(.saved(path: "a.swift", error: nil)) == [])
    #expect(playground.unsavedDocuments.count == 2)
    guard case .input(let again) = playground.overlay, case .confirmQuit = again.purpose else {
      Issue.record("expected the quit question again")
      return
    }
    #expect(playground.send("q") == [.quit])
  }

  // `q` in help closes help, unsaved edits or not (issue #16); the next `q` asks.
  @Test func qInHelpClosesHelpAndTheNextAsks() {
    var playground = edited()
    playground.send("?")
    #expect(playground.send("q") == [])
    #expect(playground.overlay == nil)
    #expect(playground.send("q") == [])
    #expect(
      playground.overlay == .input(InputLine(purpose: .confirmQuit(unsaved: Self.path), text: "")))
  }

  // An edit whose layout gave way to the `q` that followed it (a large scene, keys typed
  // fast): the panels still show the tree before the edit, and `q` asks all the same.
  @Test func editWithALayoutStillPendingAsks() {
    var playground = Playground.scene(
      """
      HStack(spacing: 0) {
          ForEach(0..<1500) { _ in
              Color.red
          }
      }
      """)
    playground.layoutsGiveWay { true }
    // A wider canvas measures every colour again (LargeSceneTests): the layout gives way, and
    // the edit that follows (the HStack's spacing 0 → 10) is laid out no further.
    playground.send("]", ".")
    let pending = playground.isLayoutPending
    #expect(pending)
    #expect(playground.selectedPanel?.tree == playground.savedTrees[0])
    #expect(playground.send("q") == [])
    #expect(
      playground.overlay
        == .input(InputLine(purpose: .confirmQuit(unsaved: "/tmp/scene.swift"), text: "")))
  }

  // A terminal below the minimum shows no status line: the question is in the message there.
  @Test func tooSmallATerminalAsksToo() {
    var playground = Playground.scene(Self.source, columns: 70, rows: 20)
    playground.send(.right, ".")
    #expect(playground.screenText.contains("Enlarge it, or press q to quit."))
    #expect(playground.send("q") == [])
    #expect(
      playground.screenText.contains("Unsaved edits: s save · q quit without saving · Esc stay."))
    #expect(playground.send("q") == [.quit])
  }

  // In a scene the canvas size is not saved, so it does not ask; the text knob rewrites the
  // scene's Text, which `s` saves, so it does.
  @Test func sceneCanvasDoesNotCountTextDoes() {
    var playground = Playground.scene(Self.source)
    playground.send("]", "=")
    #expect(playground.unsavedDocuments == [])
    playground.send("t")
    #expect(playground.unsavedDocuments.map(\.name) == [Self.path])
  }
}
