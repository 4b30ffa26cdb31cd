import Foundation
import ViewSource

/// The inputs mutation starts from: the built-in scenes, the parser tests' seeds and the real
/// SwiftUI snippets of `Tests/ViewSourceTests/Corpus`, read by path so a clean clone has them.
///
/// The snippets are written like app and article code, including what scenes do not support
/// (`@State`, `Button`, `switch`, generics), so mutants exercise the diagnostics path as
/// much as the layout path.
enum FuzzCorpus {
  /// `Tests/ViewSourceTests`, found from this file's path.
  static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The files of a folder under `Tests/ViewSourceTests`, sorted by name, as bytes.
  static func files(in folder: String) -> [(name: String, bytes: [UInt8])] {
    let url = testsFolder.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.sorted().compactMap { name in
      guard !name.hasPrefix("."),
        let data = FileManager.default.contents(
          atPath: url.appendingPathComponent(name).path)
      else { return nil }
      return (name, [UInt8](data))
    }
  }

  /// The real SwiftUI snippets.
  static let snippets = files(in: "Corpus")

  /// Every seed input: snippets, built-in scenes and the parser tests' scenes.
  static let seeds: [[UInt8]] =
    snippets.map(\.bytes) + BuiltInScenes.all.map { Array($0.source.utf8) }
    + ParserRobustnessTests.seeds.map { Array($0.utf8) }
}
