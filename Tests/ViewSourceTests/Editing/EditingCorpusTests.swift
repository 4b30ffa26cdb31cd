import Foundation
import LayoutCore
import Testing

@testable import ViewSource

/// The real-style view files that lossless edits are proven on (issue #12) all read as scenes
/// today: each parses with no error, has a tree, and stamps every node it can with where it
/// was written, so that the playground's property test edits real code, not diagnostics.
@Suite struct EditingCorpusTests {
  /// `Tests/ViewSourceTests/Editing/Corpus`, found from this file's path, so a clean clone
  /// has it.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Corpus")

  /// The corpus's files, sorted by name, as text.
  static let files: [(name: String, source: String)] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().filter { $0.hasSuffix(".swift") }.compactMap { name in
      guard
        let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
      else { return nil }
      return (name, String(decoding: data, as: UTF8.self))
    }
  }()

  // The issue asks for at least 30 files.
  @Test func theCorpusHasThirtyFiles() {
    #expect(Self.files.count >= 30)
  }

  @Test(arguments: files.map(\.name))
  func eachFileParsesWithNoError(_ name: String) throws {
    let source = try #require(Self.files.first { $0.name == name }).source
    let parsed = SceneParser.parse(source)
    #expect(parsed.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
    let tree = try #require(parsed.tree)
    // Every node records where it was written (its origin), or the editor cannot edit it;
    // only colours written as a style (`.background(.yellow)`, `Color.white` as a shape
    // style) or made by a layout (`MyFrame`'s placeholder) are no view call of the file.
    let unstamped = tree.allPaths.compactMap { path -> ViewKind? in
      guard let node = tree[path: path], node.sourceTag < 0 else { return nil }
      return node.kind
    }
    #expect(unstamped.filter { if case .color = $0 { false } else { true } } == [])
  }
}
