/// The recovery file (issue #7, "never lose a user's edits"): what a signal handler writes
/// when SIGTERM, SIGHUP or SIGINT ends a playground with unsaved edits. The handler calls
/// `RecoveryFile.writePrepared()`; these tests call it in-process, after `prepare`, as the
/// launcher does after each change. Issue #32: the files live in a private folder, are
/// created fresh (never written through a planted file or link), and are offered only when
/// they are this user's regular files; the tests run as root, so another user's file is one
/// `chown`ed to uid 65534.
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

  /// The first name tried for a document, as `path(for:in:pid:)` makes it.
  func firstName(_ document: UnsavedDocument, in folder: String) -> String {
    RecoveryFile.path(for: document, in: folder)
  }

  // The name: a readable slug, FNV-1a 64 of the document's key, the process, a counter.
  @Test func namesSayWhichDocument() throws {
    let tree = SceneParser.parse(Self.scene.source).tree!
    // FNV-1a 64's published test values: "" and "a".
    #expect(RecoveryFile.hash(ofKey: "") == "cbf29ce484222325")
    #expect(RecoveryFile.hash(ofKey: "a") == "af63dc4c8601ec8c")
    let gallery = UnsavedDocument(name: "Centering gallery: Spacer()", path: nil, tree: tree)
    #expect(
      RecoveryFile.path(for: gallery, in: "/s", pid: 42)
        == "/s/centering-gallery-spacer-"
        + RecoveryFile.hash(ofKey: "Centering gallery: Spacer()") + "-42-0000.swift")
    let file = UnsavedDocument(name: "/w/My Scene.swift", path: "/w/My Scene.swift", tree: tree)
    #expect(
      RecoveryFile.path(for: file, in: "/s", pid: 7)
        == "/s/my-scene-" + RecoveryFile.hash(ofKey: "/w/My Scene.swift") + "-7-0000.swift")
    // A scene file's key is its absolute path, links resolved: one document however named.
    try withFolder { folder in
      let scene = folder + "/scene.swift"
      try "x".write(toFile: scene, atomically: false, encoding: .utf8)
      try FileManager.default.createSymbolicLink(
        atPath: folder + "/link.swift", withDestinationPath: scene)
      let resolved = RecoveryFile.documentKey(path: scene, name: "scene.swift")
      #expect(resolved.hasSuffix("/scene.swift") && resolved.hasPrefix("/"))
      #expect(RecoveryFile.documentKey(path: folder + "/link.swift", name: "x") == resolved)
      #expect(RecoveryFile.documentKey(path: folder + "/./scene.swift", name: "x") == resolved)
      #expect(
        RecoveryFile.documentKey(path: "gone.swift", name: "gone.swift")
          == FileManager.default.currentDirectoryPath + "/gone.swift")
    }
    #expect(RecoveryFile.documentKey(path: nil, name: "spacer-center") == "spacer-center")
    #expect(RecoveryFile.hash(inName: "scene-cbf29ce484222325-42-0000.swift") == "cbf29ce484222325")
    #expect(RecoveryFile.hash(inName: "scene-cbf29ce484222325-42-000.swift") == nil)
    #expect(RecoveryFile.hash(inName: "scene-CBF29CE484222325-42-0000.swift") == nil)
    #expect(RecoveryFile.hash(inName: "scene.swift") == nil)
  }

  // The handler's counter: the digits before `.swift`, counted up in place, never wrapped.
  @Test func theCounterCountsUpInPlace() {
    func next(_ path: String) -> String? {
      var bytes = Array(path.utf8) + [0]
      let counted = bytes.withUnsafeMutableBytes {
        RecoveryFile.nextName($0.baseAddress!, $0.count)
      }
      return counted ? String(decoding: bytes.dropLast(), as: UTF8.self) : nil
    }
    #expect(next("/s/a-0000000000000000-9-0041.swift") == "/s/a-0000000000000000-9-0042.swift")
    #expect(next("/s/a-0000000000000000-9-0099.swift") == "/s/a-0000000000000000-9-0100.swift")
    #expect(next("/s/a-0000000000000000-9-9999.swift") == nil)
    #expect(next("/s/good.swift") == nil)
    #expect(next("/s/a-12x4.swift") == nil)
  }

  // Every unsaved document's edits go into the private folder, each named for its document;
  // each holds the scene as `s` would save it, mode 0600, and the messages say where, once
  // each. Nothing is written beside the scene.
  @Test func writesEveryUnsavedDocumentOnce() throws {
    try withFolder { folder in
      let file = folder + "/scene.swift"
      let state = folder + "/state"
      try Self.scene.source.write(toFile: file, atomically: false, encoding: .utf8)
      #expect(RecoveryFolder.prepare(state) == nil)
      var playground = editedScene(path: file)
      _ = playground.handle(.key(.character("G")))  // the scene parked, a gallery shown
      _ = playground.handle(.key(.right))
      _ = playground.handle(.key(.character(".")))
      let documents = playground.unsavedDocuments
      #expect(documents.count == 2)
      let entries = RecoveryFile.entries(for: documents, in: state)
      // The open document first (the gallery's panel), then the parked scene.
      let key = RecoveryFile.documentKey(path: file, name: "scene.swift")
      #expect(
        entries.map(\.path)
          == [
            state + "/centering-gallery-spacer-"
              + RecoveryFile.hash(ofKey: "Centering gallery: Spacer()") + "-\(getpid())-0000.swift",
            state + "/scene-" + RecoveryFile.hash(ofKey: key) + "-\(getpid())-0000.swift",
          ])
      #expect(documents.first.map { UnsavedDocument.galleryPanelNames.contains($0.name) } == true)
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
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
          "scene.swift", "state",
        ])
      // Written once per prepare: a second signal does not write again.
      #expect(writePrepared() == (0, ""))
      // The next start offers the scene's file for the scene, the gallery's for a gallery.
      #expect(RecoveryFile.found(forKeys: [key], in: state).offered == [entries[1].path])
      #expect(
        RecoveryFile.found(forKeys: UnsavedDocument.galleryPanelNames, in: state).offered
          == [entries[0].path])
    }
  }

  // Only the last prepared edits are written, also when they outgrow the buffer; a later write
  // of the same document takes a fresh name, the earlier file untouched.
  @Test func theLatestPreparedEditsWin() throws {
    try withFolder { folder in
      let path = folder + "/scene-0123456789abcdef-1-0000.swift"
      RecoveryFile.prepare([.init(path: path, contents: "first\n")])
      let big = String(repeating: "Text(\"long\")\n", count: 50_000)
      RecoveryFile.prepare([.init(path: path, contents: big)])
      #expect(writePrepared().written == 1)
      #expect(contents(path) == big)
      RecoveryFile.prepare([.init(path: path, contents: "x\n")])
      RecoveryFile.prepare([])  // everything saved since
      #expect(writePrepared() == (0, ""))
      RecoveryFile.prepare([.init(path: path, contents: "later\n")])
      let later = folder + "/scene-0123456789abcdef-1-0001.swift"
      #expect(writePrepared() == (1, "layoutlab: your unsaved edits are in \(later)\n"))
      #expect(contents(path) == big)
      #expect(contents(later) == "later\n")
    }
  }

  // A file planted at the name by another writer (here world-writable, as one in /tmp could
  // be) is never written into, nor is a link followed: the edits go under the next name. A
  // file that cannot be written is reported, and the others are still written.
  @Test func aPlantedFileOrLinkIsNotWrittenThrough() throws {
    try withFolder { folder in
      let planted = folder + "/scene-0123456789abcdef-1-0000.swift"
      try "planted\n".write(toFile: planted, atomically: false, encoding: .utf8)
      chmod(planted, 0o666)
      let link = folder + "/gallery-0123456789abcdef-1-0000.swift"
      let target = folder + "/target"
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
      let missing = folder + "/no such folder/scene-0123456789abcdef-1-0000.swift"
      let full = folder + "/full-0123456789abcdef-1-9999.swift"
      try "taken\n".write(toFile: full, atomically: false, encoding: .utf8)
      RecoveryFile.prepare([
        .init(path: planted, contents: "a\n"), .init(path: link, contents: "b\n"),
        .init(path: missing, contents: "c\n"), .init(path: full, contents: "d\n"),
      ])
      let (written, messages) = writePrepared()
      #expect(written == 2)
      let next = { (path: String) in
        path.replacingOccurrences(of: "-0000.swift", with: "-0001.swift")
      }
      #expect(
        messages == """
          layoutlab: your unsaved edits are in \(next(planted))
          layoutlab: your unsaved edits are in \(next(link))
          layoutlab: could not write your unsaved edits to \(missing)
          layoutlab: could not write your unsaved edits to \(full)

          """)
      #expect(contents(planted) == "planted\n")
      #expect(contents(next(planted)) == "a\n")
      #expect(!FileManager.default.fileExists(atPath: target))
      #expect(contents(next(link)) == "b\n")
      #expect(contents(full) == "taken\n")
    }
  }

  // The next start offers only the opened document's files, newest first; a link, a file
  // another user owns, a hard link and a directory named for it are skipped, each with one
  // line; other documents' files and other names are not mentioned.
  @Test func foundAtTheNextStart() throws {
    try withFolder { folder in
      let key = "/w/scene.swift"
      let hash = RecoveryFile.hash(ofKey: key)
      #expect(RecoveryFile.found(forKeys: [key], in: folder) == RecoveryFile.Found())
      let older = folder + "/scene-\(hash)-10-0000.swift"
      let newer = folder + "/scene-\(hash)-11-0000.swift"
      let other = folder + "/other-\(RecoveryFile.hash(ofKey: "/w/other.swift"))-10-0000.swift"
      let foreign = folder + "/scene-\(hash)-12-0000.swift"
      let hardLink = folder + "/scene-\(hash)-13-0000.swift"
      let symbolic = folder + "/scene-\(hash)-14-0000.swift"
      let directory = folder + "/scene-\(hash)-15-0000.swift"
      for path in [older, newer, other, foreign, folder + "/notes.swift"] {
        try "Text(\"a\")\n".write(toFile: path, atomically: false, encoding: .utf8)
      }
      var times = [
        timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0),
      ]
      #expect(utimensat(AT_FDCWD, older, &times, 0) == 0)
      #expect(chown(foreign, 65534, 65534) == 0)
      #expect(link(folder + "/notes.swift", hardLink) == 0)
      try FileManager.default.createSymbolicLink(atPath: symbolic, withDestinationPath: older)
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
      let found = RecoveryFile.found(forKeys: [key], in: folder)
      #expect(found.offered == [newer, older])
      #expect(
        found.skipped == [
          "recovery file not offered (it is owned by uid 65534, not by you): \(foreign)",
          "recovery file not offered (it has 2 links): \(hardLink)",
          "recovery file not offered (it is a symbolic link): \(symbolic)",
          "recovery file not offered (it is a directory): \(directory)",
        ])
      #expect(RecoveryFile.found(forKeys: ["/w/other.swift"], in: folder).offered == [other])
      #expect(
        RecoveryFile.found(forKeys: UnsavedDocument.galleryPanelNames, in: folder)
          == RecoveryFile.Found())
    }
  }

  // The folder: $XDG_STATE_HOME/layoutlab when that is absolute, else ~/.local/state/layoutlab.
  @Test func theFolderIsInTheUsersStateHome() {
    #expect(
      RecoveryFolder.path(environment: ["XDG_STATE_HOME": "/x/state/", "HOME": "/h"])
        == "/x/state/layoutlab")
    #expect(
      RecoveryFolder.path(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h/"])
        == "/h/.local/state/layoutlab")
    #expect(RecoveryFolder.path(environment: ["HOME": "/h"]) == "/h/.local/state/layoutlab")
    #expect(RecoveryFolder.path(environment: ["HOME": ""]) == nil)
    #expect(RecoveryFolder.path(environment: [:]) == nil)
  }

  // Created with its parents, mode 0700; then it must be a directory of this user's that no
  // one else may enter: a world-writable one, a link, another user's are refused in one line.
  @Test func theFolderMustBePrivate() throws {
    try withFolder { folder in
      let state = folder + "/home/.local/state/layoutlab"
      #expect(RecoveryFolder.prepare(state) == nil)
      for created in [folder + "/home", folder + "/home/.local", state] {
        let mode = try FileManager.default.attributesOfItem(atPath: created)[.posixPermissions]
        #expect(mode as? Int == 0o700, "\(created)")
      }
      #expect(RecoveryFolder.prepare(state) == nil)  // already there: checked only
      chmod(state, 0o777)
      #expect(RecoveryFolder.prepare(state) == .notPrivate(folder: state, mode: 0o777))
      #expect(
        RecoveryFolder.prepare(state)?.description
          == "recovery folder \(state) is not private (mode 0777): unsaved edits will not be kept if the playground is killed"
      )
      chmod(state, 0o750)
      #expect(RecoveryFolder.prepare(state) == .notPrivate(folder: state, mode: 0o750))
      chmod(state, 0o700)
      #expect(chown(state, 65534, 65534) == 0)
      #expect(RecoveryFolder.prepare(state) == .foreignOwner(folder: state, uid: 65534))
      #expect(
        RecoveryFolder.prepare(state)?.description
          == "recovery folder \(state) is not private (owned by uid 65534): unsaved edits will not be kept if the playground is killed"
      )
      let linked = folder + "/linked"
      try FileManager.default.createSymbolicLink(atPath: linked, withDestinationPath: folder)
      #expect(RecoveryFolder.prepare(linked) == .notADirectory(folder: linked, isLink: true))
      try "x".write(toFile: folder + "/file", atomically: false, encoding: .utf8)
      #expect(
        RecoveryFolder.prepare(folder + "/file")
          == .notADirectory(folder: folder + "/file", isLink: false))
      #expect(
        RecoveryFolder.prepare(folder + "/file/layoutlab")
          == .cannotCreate(folder: folder + "/file/layoutlab", reason: "Not a directory"))
    }
  }
}
