/// The playground's save on disk (issue #7, "Files"), as the launcher's loop performs it: the
/// answer it feeds back to the playground, and what is left on disk.
import Foundation
import LayoutTestSupport
import PlaygroundCore
import Testing

@testable import SceneFiles

@Suite struct SceneSaveTests {
  func contents(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  /// A change on disk the playground never loaded stops a save that is not forced: the answer
  /// is the conflict, and the file keeps the other editor's text. Forced, the save writes,
  /// removes a killed save's temporary file, and the watcher takes the save as its own.
  @Test func conflictThenOverwrite() throws {
    let file = try temporaryFile("one\n")
    defer { removeFolder(of: file) }
    var watcher: SceneFile.Watcher? = SceneFile.Watcher(path: file)
    try Data("from another editor\n".utf8).write(to: URL(fileURLWithPath: file))
    #expect(
      SceneSave.perform("mine\n", to: file, overwrite: false, watcher: &watcher, startedAt: 0)
        == .saveConflict(path: file, conflict: .changedOnDisk))
    #expect(contents(file) == "from another editor\n")

    let folder = (file as NSString).deletingLastPathComponent
    let stale = folder + "/.scene.swift.layoutlab-\(getpid())-AbC123"
    try Data("half a save".utf8).write(to: URL(fileURLWithPath: stale))
    #expect(
      SceneSave.perform("mine\n", to: file, overwrite: true, watcher: &watcher, startedAt: 0)
        == .saved(path: file, error: nil))
    #expect(contents(file) == "mine\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["scene.swift"])
    #expect(watcher?.hasChangedOnDisk() == false)
    #expect(watcher?.poll() == nil)
  }

  /// A save under a new name where another file is asks first; where nothing is, it writes
  /// without asking. A failed write answers with the reason and the step.
  @Test func newNameAndFailure() throws {
    let file = try temporaryFile("one\n")
    defer { removeFolder(of: file) }
    let folder = (file as NSString).deletingLastPathComponent
    var watcher: SceneFile.Watcher? = SceneFile.Watcher(path: file)
    #expect(
      SceneSave.perform("copy\n", to: file, overwrite: false, watcher: &watcher, startedAt: 0)
        == .saved(path: file, error: nil))
    let other = folder + "/other.swift"
    #expect(
      SceneSave.perform("copy\n", to: other, overwrite: false, watcher: &watcher, startedAt: 0)
        == .saved(path: other, error: nil))
    #expect(contents(other) == "copy\n")
    #expect(
      SceneSave.perform("again\n", to: other, overwrite: false, watcher: &watcher, startedAt: 0)
        == .saveConflict(path: other, conflict: .exists))
    #expect(contents(other) == "copy\n")
    let missing = folder + "/no-such-folder/scene.swift"
    #expect(
      SceneSave.perform("x\n", to: missing, overwrite: false, watcher: &watcher, startedAt: 0)
        == .saved(
          path: missing,
          error: "No such file or directory (cannot create a temporary file beside it)"))
  }
}
