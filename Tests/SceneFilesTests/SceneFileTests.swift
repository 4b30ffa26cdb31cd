/// The scene file on disk (issue #7, "Files"): the atomic save keeps permissions, never leaves
/// a partial file (an injected write failure, a process killed mid-write), and the watcher
/// tells a change on disk the playground never loaded from its own saves.
import Foundation
import LayoutTestSupport
import PlaygroundCore
import Testing
import ViewSource

@testable import SceneFiles

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct SceneFileTests {
  /// A scene file in a fresh temporary folder; `body` runs, then the folder is removed.
  func withFile(
    _ contents: String, mode: mode_t = 0o644, _ body: (String) throws -> Void
  ) throws {
    let file = try temporaryFile(contents, mode: mode)
    defer { removeFolder(of: file) }
    try body(file)
  }

  func contents(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  func folderListing(_ path: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(
      atPath: (path as NSString).deletingLastPathComponent
    )
    .sorted()
  }

  func mode(_ path: String) throws -> Int? {
    try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
  }

  /// A save replaces the contents, keeps the permissions and leaves no temporary file.
  @Test(arguments: [0o600, 0o640, 0o755] as [mode_t])
  func saveReplacesAndKeepsPermissions(mode original: mode_t) throws {
    try withFile("old\n", mode: original) { file in
      try SceneFile.writeAtomically("new contents\n", to: file)
      #expect(contents(file) == "new contents\n")
      #expect(try mode(file) == Int(original))
      #expect(try folderListing(file) == ["scene.swift"])
    }
  }

  /// A symbolic link is followed: the link stays, the file it names gets the contents.
  @Test func saveFollowsSymbolicLinks() throws {
    try withFile("old\n") { (file: String) throws in
      let link = (file as NSString).deletingLastPathComponent + "/link.swift"
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
      try SceneFile.writeAtomically("through the link\n", to: link)
      #expect(contents(file) == "through the link\n")
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == file)
    }
  }

  /// A save that cannot happen throws with the reason and leaves the original alone.
  @Test func failedSaveLeavesTheOriginal() throws {
    try withFile("old\n") { (file: String) throws in
      let folder = (file as NSString).deletingLastPathComponent
      let missing = folder + "/no-such-folder/scene.swift"
      #expect(
        throws: SceneFile.WriteError(
          path: missing, step: "create a temporary file beside",
          reason: "No such file or directory")
      ) {
        try SceneFile.writeAtomically("x", to: missing)
      }
      #expect(contents(file) == "old\n")
    }
  }

  /// A disk that fills up part way through the write (injected: the write function writes
  /// some bytes, then fails with ENOSPC): the original stays byte for byte, no temporary
  /// file is left, and the error says why in words the status line can show.
  @Test(arguments: [0, 1, 4096])
  func fullDiskLeavesNoPartialFile(bytesBeforeFailure: Int) throws {
    let original = String(repeating: "Text(\"old\")\n", count: 100)
    try withFile(original, mode: 0o640) { (file: String) throws in
      var written = 0
      let failing: SceneFile.WriteFunction = { descriptor, bytes, count in
        let room = bytesBeforeFailure - written
        guard room > 0 else {
          errno = ENOSPC
          return -1
        }
        let count = Swift.min(count, room, 1000)
        written += count
        return write(descriptor, bytes, count)
      }
      let new = String(repeating: "Text(\"new\")\n", count: 1000)
      #expect(
        throws: SceneFile.WriteError(
          path: file, step: "write", reason: "No space left on device")
      ) {
        try SceneFile.writeAtomically(new, to: file, write: failing)
      }
      #expect(written == bytesBeforeFailure)
      #expect(contents(file) == original)
      #expect(try mode(file) == 0o640)
      #expect(try folderListing(file) == ["scene.swift"])
      #expect(
        SceneFile.WriteError(path: file, step: "write", reason: "No space left on device").summary
          == "No space left on device (cannot write it)")
    }
  }

  /// A read-only file (no write bit, for root too): the save is refused with the reason, and
  /// the file stays as it was with its mode.
  @Test func readOnlyFileIsNotReplaced() throws {
    try withFile("old\n", mode: 0o444) { (file: String) throws in
      let error = #expect(throws: SceneFile.WriteError.self) {
        try SceneFile.writeAtomically("new\n", to: file)
      }
      // As root, the mode says so ("… the file is read-only"); as another user, access(2).
      #expect(error?.step == "overwrite")
      #expect(error?.reason.hasPrefix("Permission denied") == true)
      #expect(contents(file) == "old\n")
      #expect(try mode(file) == 0o444)
      #expect(try folderListing(file) == ["scene.swift"])
    }
  }

  /// A folder typed as the path to save to: no question (nothing to confirm), a clear error,
  /// no temporary file.
  @Test func folderIsNotAFileToSaveTo() throws {
    try withFile("old\n") { (file: String) throws in
      let folder = (file as NSString).deletingLastPathComponent
      #expect(SceneFile.conflict(saving: folder, watched: SceneFile.Watcher(path: file)) == nil)
      #expect(
        throws: SceneFile.WriteError(path: folder, step: "overwrite", reason: "Is a directory")
      ) {
        try SceneFile.writeAtomically("new\n", to: folder)
      }
      #expect(try folderListing(file) == ["scene.swift"])
    }
  }

  /// A new file gets the usual mode: 0666 less the umask (022 here: 0644).
  @Test func newFileGetsTheUsualMode() throws {
    try withFile("old\n") { (file: String) throws in
      let new = (file as NSString).deletingLastPathComponent + "/new.swift"
      let mask = umask(0o022)
      defer { umask(mask) }
      try SceneFile.writeAtomically("new\n", to: new)
      #expect(contents(new) == "new\n")
      #expect(try mode(new) == 0o644)
    }
  }

  /// A read-only folder: the temporary file cannot be made, the original stays. (Root may
  /// write anywhere, so this runs only as another user; the e2e script remounts a tmpfs
  /// read-only instead.)
  @Test(.enabled(if: geteuid() != 0, "root ignores permissions"))
  func readOnlyFolderLeavesTheOriginal() throws {
    try withFile("old\n") { (file: String) throws in
      let folder = (file as NSString).deletingLastPathComponent
      chmod(folder, 0o555)
      defer { chmod(folder, 0o755) }
      #expect(
        throws: SceneFile.WriteError(
          path: file, step: "create a temporary file beside", reason: "Permission denied")
      ) {
        try SceneFile.writeAtomically("new\n", to: file)
      }
      #expect(contents(file) == "old\n")
    }
  }

  /// A process killed (SIGKILL) at random moments while it saves a large scene over and over,
  /// two versions in turn: after every kill the file is one of them in full, never a mix or
  /// a prefix. The child is a fork of this process; the moments come from a seeded generator.
  @Test func killedMidWriteLeavesOldOrNew() throws {
    let versions = ["a", "b"].map { String(repeating: "Text(\"\($0)\")\n", count: 200_000) }
    try withFile(versions[0]) { file in
      try SceneFile.writeAtomically(versions[1], to: file)  // warm the paths the child takes
      var random = SplitMix(seed: 7)
      var changes = 0
      var previous = contents(file)
      for _ in 0..<30 {
        let child = fork()
        if child == 0 {
          var index = 0
          while true {
            do { try SceneFile.writeAtomically(versions[index % 2], to: file) } catch { _exit(1) }
            index += 1
          }
        }
        #expect(child > 0)
        usleep(UInt32(random.next() % 30_000))
        kill(child, SIGKILL)
        var status: Int32 = 0
        waitpid(child, &status, 0)
        #expect(status & 0x7f == SIGKILL, "the child was still writing when killed")
        let now = contents(file)
        #expect(now == versions[0] || now == versions[1], "a partial file after a kill")
        if now != previous { changes += 1 }
        previous = now
      }
      // The kills did land while the file was being replaced, not only before the first save.
      #expect(changes > 0)
      // A kill between the temporary file's creation and the rename leaves it behind (nothing
      // can remove it); the scene file itself is whole. Only our own temporaries are there.
      let others = try folderListing(file).filter {
        $0 != "scene.swift" && !$0.hasPrefix(".scene.swift.layoutlab-")
      }
      #expect(others == [])
    }
  }

  /// The watcher reports new contents once, ignores touches and its own saves, and reports a
  /// deletion once and the file's return.
  @Test func watcherReportsChangesOnce() throws {
    try withFile("one\n") { file in
      var watcher = SceneFile.Watcher(path: file)
      #expect(watcher.poll() == nil)
      try SceneFile.writeAtomically("two\n", to: file)
      #expect(watcher.poll() == .fileChanged(contents: "two\n"))
      #expect(watcher.poll() == nil)
      // Same contents, new modification time: not a change.
      try SceneFile.writeAtomically("two\n", to: file)
      #expect(watcher.poll() == nil)
      // The playground's own save.
      try SceneFile.writeAtomically("three\n", to: file)
      watcher.didSave("three\n")
      #expect(watcher.poll() == nil)
      try FileManager.default.removeItem(atPath: file)
      #expect(watcher.poll() == .fileDeleted)
      #expect(watcher.poll() == nil)
      try Data("four\n".utf8).write(to: URL(fileURLWithPath: file))
      #expect(watcher.poll() == .fileChanged(contents: "four\n"))
    }
  }

  /// An editor's save that turns the file binary is reported as not text, once, with the
  /// byte and its offset; the file's return to text is a change again (issue #32).
  @Test func watcherReportsAFileThatIsNotText() throws {
    try withFile("Text(\"Hi!\")\n") { file in
      var watcher = SceneFile.Watcher(path: file)
      try SceneFile.writeAtomically("Text(\"Hi!\")\n\0\0", to: file)
      #expect(watcher.poll() == .fileNotText(SourceFileText.NotText(byte: 0, offset: 12)))
      #expect(watcher.poll() == nil)
      // Reported: what the playground was told is on disk, so not a conflict for a save.
      #expect(!watcher.hasChangedOnDisk())
      try Data([0x41, 0xFF]).write(to: URL(fileURLWithPath: file))
      #expect(watcher.poll() == .fileNotText(SourceFileText.NotText(byte: 0xFF, offset: 1)))
      try SceneFile.writeAtomically("Text(\"Hi!\")\n", to: file)
      #expect(watcher.poll() == .fileChanged(contents: "Text(\"Hi!\")\n"))
    }
  }

  /// A change on disk the playground never loaded is a conflict for a save; a touch, its own
  /// save, or a change it has been told about is not. The contents decide, not the stamp: a
  /// same-size rewrite with the old modification time put back is still seen.
  @Test func changedOnDiskSinceLoaded() throws {
    try withFile("one\n") { file in
      var watcher = SceneFile.Watcher(path: file)
      #expect(!watcher.hasChangedOnDisk())
      #expect(SceneFile.conflict(saving: file, watched: watcher) == nil)
      // A touch: new stamp, same contents.
      var times = [
        timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0),
      ]
      utimensat(AT_FDCWD, file, &times, 0)
      #expect(!watcher.hasChangedOnDisk())
      // Rewritten in place, same size, the stamp put back: only the contents tell.
      let descriptor = open(file, O_WRONLY)
      #expect(write(descriptor, "ONE\n", 4) == 4)
      close(descriptor)
      utimensat(AT_FDCWD, file, &times, 0)
      #expect(watcher.hasChangedOnDisk())
      #expect(SceneFile.conflict(saving: file, watched: watcher) == .changedOnDisk)
      // Once reported (poll), it is loaded: no longer a conflict.
      _ = watcher.poll()
      try FileManager.default.removeItem(atPath: file)
      try Data("renamed over\n".utf8).write(to: URL(fileURLWithPath: file))
      #expect(SceneFile.conflict(saving: file, watched: watcher) == .changedOnDisk)
      #expect(watcher.poll() == .fileChanged(contents: "renamed over\n"))
      #expect(SceneFile.conflict(saving: file, watched: watcher) == nil)
      // Our own save.
      try SceneFile.writeAtomically("saved\n", to: file)
      watcher.didSave("saved\n")
      #expect(!watcher.hasChangedOnDisk())
      // The same file by another name (a symbolic link) is the watched file.
      let folder = (file as NSString).deletingLastPathComponent
      try FileManager.default.createSymbolicLink(
        atPath: folder + "/link.swift", withDestinationPath: file)
      #expect(SceneFile.isSameFile(folder + "/link.swift", file))
      #expect(SceneFile.conflict(saving: folder + "/link.swift", watched: watcher) == nil)
      // Another existing file is a conflict; a new path is not.
      try Data("other\n".utf8).write(to: URL(fileURLWithPath: folder + "/other.swift"))
      #expect(SceneFile.conflict(saving: folder + "/other.swift", watched: watcher) == .exists)
      #expect(SceneFile.conflict(saving: folder + "/new.swift", watched: watcher) == nil)
      // A deleted file has nothing to lose.
      try FileManager.default.removeItem(atPath: file)
      #expect(SceneFile.conflict(saving: file, watched: watcher) == nil)
    }
  }
}

/// A small seeded generator (SplitMix64), so the kill moments repeat run after run.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt32 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return UInt32(truncatingIfNeeded: z ^ (z >> 31))
  }
}
