import Foundation
import LayoutTestSupport
import Testing

/// Golden files: expected screens stored as text under `Goldens/`, compared line by line.
///
/// Set `RECORD_GOLDENS=1` to write the files from the current output instead; a recording run
/// fails, so that it is never mistaken for a passing one, and the new files must be read
/// before they are committed.
enum Goldens {
  /// The folder of the golden files, next to this source file.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens")

  /// Whether this run records goldens.
  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1"
  }

  /// Compares `actual` with the golden file `name`, or records it.
  static func check(
    _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let file = folder.appendingPathComponent(name)
    if isRecording {
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: file)
        Issue.record(
          "recorded \(name); read it, then run again without RECORD_GOLDENS",
          sourceLocation: sourceLocation)
      } catch {
        Issue.record("could not record \(name): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let data = FileManager.default.contents(atPath: file.path) else {
      Issue.record(
        "no golden file \(name); record it with RECORD_GOLDENS=1", sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    if expected != actual {
      Issue.record(
        "\(name) differs (- golden, + actual):\n\(lineDiff(expected, actual))",
        sourceLocation: sourceLocation)
    }
  }
}
