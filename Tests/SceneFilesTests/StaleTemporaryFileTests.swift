/// Temporary files of saves killed before their rename (issue #7, "Files"): a SIGKILL during a
/// save leaves `.NAME.layoutlab-PID-XXXXXX` beside the scene; the next start, and each save,
/// removes those of dead processes and leaves everything else alone.
import Foundation
import LayoutTestSupport
import Testing

@testable import SceneFiles

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct StaleTemporaryFileTests {
  func listing(_ folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  func withFile(_ body: (String, String) throws -> Void) throws {
    let file = try temporaryFile("Text(\"old\")\n")
    defer { removeFolder(of: file) }
    try body(file, (file as NSString).deletingLastPathComponent)
  }

  // A real leftover: a child process killed (SIGKILL) in the middle of its save's write.
  @Test func leftoverOfAKilledSaveIsRemoved() throws {
    try withFile { file, folder in
      let child = fork()
      if child == 0 {
        _ = try? SceneFile.writeAtomically(
          "Text(\"new\")\n", to: file, write: { _, _, _ in Int(kill(getpid(), SIGKILL)) })
        _exit(0)
      }
      #expect(child > 0)
      var status: Int32 = 0
      waitpid(child, &status, 0)
      #expect(status & 0x7f == SIGKILL)
      let left = try listing(folder).filter { $0 != "scene.swift" }
      #expect(left.count == 1)
      #expect(left.first?.hasPrefix(".scene.swift.layoutlab-\(child)-") == true)
      let removed = SceneFile.removeStaleTemporaryFiles(of: file, startedAt: Int(time(nil)))
      #expect(removed == left)
      #expect(try listing(folder) == ["scene.swift"])
      #expect(FileManager.default.contents(atPath: file) == Data("Text(\"old\")\n".utf8))
    }
  }

  // Which names go: a dead process's, this process's (no save of ours runs meanwhile), an
  // old unnumbered one. Which stay: a live process's save in progress, an unnumbered one newer
  // than this process, another scene's, a folder, odd names. (Recovery files are not here any
  // more: they live in the private recovery folder, issue #32.)
  @Test func onlyStaleTemporariesOfThisSceneGo() throws {
    try withFile { file, folder in
      let started = Int(time(nil)) - 10
      let dead = Int32.max  // above any pid_max: kill says ESRCH
      let live = getppid()
      let names = [
        ".scene.swift.layoutlab-\(dead)-a1b2c3",
        ".scene.swift.layoutlab-\(getpid())-d4e5f6",
        ".scene.swift.layoutlab-OLDxyz",
        ".scene.swift.layoutlab-\(live)-g7h8i9",
        ".scene.swift.layoutlab-NEWxyz",
        ".other.swift.layoutlab-\(dead)-a1b2c3",
        ".scene.swift.layoutlab-\(dead)-short",
        ".scene.swift.layoutlab-\(dead)-toolong7",
        "scene.swift.layoutlab-\(dead)-a1b2c3",
      ]
      for name in names {
        try "x".write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
      }
      var old = [
        timeval(tv_sec: started - 100, tv_usec: 0), timeval(tv_sec: started - 100, tv_usec: 0),
      ]
      #expect(utimes(folder + "/.scene.swift.layoutlab-OLDxyz", &old) == 0)
      let directory = ".scene.swift.layoutlab-\(dead)-folder"
      try FileManager.default.createDirectory(
        atPath: folder + "/" + directory, withIntermediateDirectories: false)

      let removed = SceneFile.removeStaleTemporaryFiles(of: file, startedAt: started)
      #expect(
        removed.sorted()
          == [
            ".scene.swift.layoutlab-\(dead)-a1b2c3", ".scene.swift.layoutlab-\(getpid())-d4e5f6",
            ".scene.swift.layoutlab-OLDxyz",
          ].sorted())
      #expect(
        try listing(folder)
          == (names.dropFirst(3) + [directory, "scene.swift"]).sorted())
      // Nothing left to remove: a second run removes nothing.
      #expect(SceneFile.removeStaleTemporaryFiles(of: file, startedAt: started) == [])
    }
  }

  // A save names its temporary file after this process, so that a crash can be told apart.
  @Test func saveNamesItsTemporaryAfterTheProcess() throws {
    try withFile { file, folder in
      var seen: [String] = []
      _ = try? SceneFile.writeAtomically(
        "Text(\"new\")\n", to: file,
        write: { _, _, _ in
          seen = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
          errno = EIO
          return -1
        })
      #expect(seen.sorted().first?.hasPrefix(".scene.swift.layoutlab-\(getpid())-") == true)
      #expect((try? listing(folder)) == ["scene.swift"])
    }
  }
}
