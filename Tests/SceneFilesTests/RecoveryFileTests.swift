/// The recovery file (issue #7, "never lose a user's edits"): what a signal handler writes
/// when SIGTERM, SIGHUP or SIGINT ends a playground with unsaved edits. The handler calls
/// `RecoveryFile.writePrepared()`; these tests call it in-process, after `prepare`, as the
/// launcher does after each change.
import Foundation
import LayoutCore
import PlaygroundCore
import Testing
import ViewSource

@testable import SceneFiles

#if canImport(Glibc)
  import Glibc
#endif

// Serialized: the prepared buffer is one per process, as the signal handler needs it.
@Suite(.serialized) struct RecoveryFileTests {
  static let scene = BuiltInScenes.named("spacer-center")!

  /// A fresh temporary folder; `body` runs, then the folder is removed.
  func withFolder(_ body: (String) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutlab-recovery-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try body(folder)
  }

  /// Runs `writePrepared` with its messages going to a pipe; returns the count and the text.
  func writePrepared() -> (written: Int, messages: String) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return (-1, "") }
    let written = RecoveryFile.writePrepared(messages: ends[1])
    close(ends[1])
    let messages = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true).readDataToEndOfFile()
    return (written, String(decoding: messages, as: UTF8.self))
  }

  func contents(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  /// An edited scene from `path`, as the playground hands it over: the root frame 300 → 310.
  func editedScene(path: String) -> Playground {
    var playground = Playground(
      document: .scene(name: "scene.swift", source: Self.scene.source, path: path),
      configuration: PlaygroundConfiguration(), columns: 120, rows: 40)
    _ = playground.handle(.key(.right))
    _ = playground.handle(.key(.character(".")))
    return playground
  }

  @Test func pathsBesideTheFileOrInTheTemporaryFolder() {
    let tree = SceneParser.parse(Self.scene.source).tree!
    let uid = getuid()
    #expect(
      RecoveryFile.path(
        for: UnsavedDocument(name: "/w/scene.swift", path: "/w/scene.swift", tree: tree),
        temporaryFolder: "/t") == "/w/.scene.swift.layoutlab-recovered")
    #expect(
      RecoveryFile.path(
        for: UnsavedDocument(name: "scene.swift", path: "scene.swift", tree: tree),
        temporaryFolder: "/t") == ".scene.swift.layoutlab-recovered")
    #expect(
      RecoveryFile.path(
        for: UnsavedDocument(name: "Centering gallery: Spacer, Text", path: nil, tree: tree),
        temporaryFolder: "/t")
        == "/t/layoutlab-recovered-\(uid)-centering-gallery-spacer-text.swift")
    #expect(
      RecoveryFile.path(
        for: UnsavedDocument(name: "spacer-center", path: nil, tree: tree), temporaryFolder: "/t")
        == "/t/layoutlab-recovered-\(uid)-spacer-center.swift")
  }

  // The edits of a scene file go beside it, a gallery's to the temporary folder; each holds
  // the scene as `s` would save it, mode 0600, and the messages say where, once each.
  @Test func writesEveryUnsavedDocumentOnce() throws {
    try withFolder { folder in
      let file = folder + "/scene.swift"
      try Self.scene.source.write(toFile: file, atomically: false, encoding: .utf8)
      var playground = editedScene(path: file)
      _ = playground.handle(.key(.character("G")))  // the scene parked, a gallery shown
      _ = playground.handle(.key(.right))
      _ = playground.handle(.key(.character(".")))
      let documents = playground.unsavedDocuments
      #expect(documents.count == 2)
      let entries = RecoveryFile.entries(for: documents, temporaryFolder: folder)
      // The open document first (the gallery's panel), then the parked scene.
      #expect(
        entries.map(\.path).first
          == folder + "/layoutlab-recovered-\(getuid())-centering-gallery-spacer.swift")
      #expect(entries.map(\.path).last == folder + "/.scene.swift.layoutlab-recovered")
      RecoveryFile.prepare(entries)
      let (written, messages) = writePrepared()
      #expect(written == 2)
      #expect(
        messages == entries.map { "layoutlab: your unsaved edits are in \($0.path)\n" }.joined())
      // The scene's is its file with only the edited width changed (issue #12).
      #expect(
        contents(entries[1].path)
          == Self.scene.source.replacingOccurrences(of: "width: 300", with: "width: 310"))
      for (entry, document) in zip(entries, documents) {
        // As `s` would save it: a gallery panel printed, the scene file with its edit.
        #expect(contents(entry.path) == document.source)
        // What was written parses back to the edited tree: nothing lost on the way.
        #expect(SceneParser.parse(contents(entry.path) ?? "").tree == document.tree)
        let mode = try FileManager.default.attributesOfItem(atPath: entry.path)[.posixPermissions]
        #expect(mode as? Int == 0o600)
      }
      #expect(contents(file) == Self.scene.source)  // the scene file itself is untouched
      // Written once per prepare: a second signal does not write again.
      #expect(writePrepared() == (0, ""))
    }
  }

  // Only the last prepared edits are written, also when they outgrow the buffer, and an
  // older recovery file of the same scene is replaced.
  @Test func theLatestPreparedEditsWin() throws {
    try withFolder { folder in
      let path = folder + "/.scene.swift.layoutlab-recovered"
      try "older\n".write(toFile: path, atomically: false, encoding: .utf8)
      RecoveryFile.prepare([.init(path: path, contents: "first\n")])
      let big = String(repeating: "Text(\"long\")\n", count: 50_000)
      RecoveryFile.prepare([.init(path: path, contents: big)])
      #expect(writePrepared().written == 1)
      #expect(contents(path) == big)
      RecoveryFile.prepare([.init(path: path, contents: "x\n")])
      RecoveryFile.prepare([])  // everything saved since
      #expect(writePrepared() == (0, ""))
      #expect(contents(path) == big)
    }
  }

  // A file that cannot be written is reported, and the others are still written; a symbolic
  // link planted at the path (the temporary folder is shared) is not followed.
  @Test func failuresAreReportedAndLinksNotFollowed() throws {
    try withFolder { folder in
      let missing = folder + "/no such folder/.scene.swift.layoutlab-recovered"
      let target = folder + "/target"
      let link = folder + "/layoutlab-recovered-link.swift"
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
      let good = folder + "/good.swift"
      RecoveryFile.prepare([
        .init(path: missing, contents: "a\n"), .init(path: link, contents: "b\n"),
        .init(path: good, contents: "c\n"),
      ])
      let (written, messages) = writePrepared()
      #expect(written == 1)
      #expect(
        messages == """
          layoutlab: could not write your unsaved edits to \(missing)
          layoutlab: could not write your unsaved edits to \(link)
          layoutlab: your unsaved edits are in \(good)

          """)
      #expect(!FileManager.default.fileExists(atPath: target))
      #expect(contents(good) == "c\n")
    }
  }

  // The next start finds the recovery files: the scene's, then this user's in the temporary
  // folder (not another user's, not other files), for the playground to offer.
  @Test func foundAtTheNextStart() throws {
    try withFolder { folder in
      let file = folder + "/scene.swift"
      #expect(RecoveryFile.found(beside: file, temporaryFolder: folder) == [])
      let beside = folder + "/.scene.swift.layoutlab-recovered"
      let gallery = folder + "/layoutlab-recovered-\(getuid())-centering-gallery-a.swift"
      for path in [beside, gallery, folder + "/layoutlab-recovered-99999999-x.swift", file] {
        try "Text(\"a\")\n".write(toFile: path, atomically: false, encoding: .utf8)
      }
      let found = RecoveryFile.found(beside: file, temporaryFolder: folder)
      #expect(found == [beside, gallery])
      #expect(RecoveryFile.found(beside: nil, temporaryFolder: folder) == [gallery])
    }
  }
}
