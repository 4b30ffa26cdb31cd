import Foundation
import Testing

/// Golden files: expected grids stored as text under `Goldens/`, compared line by line.
///
/// Set `RECORD_GOLDENS=1` to write the files from the current output instead; a recording run
/// fails, so that it is never mistaken for a passing one, and the new files must be read
/// before they are committed (issue #4).
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

/// The lines that differ, numbered, `-` expected and `+` actual, so a failure shows what changed.
func lineDiff(_ expected: String, _ actual: String) -> String {
  let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let got = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var lines: [String] = []
  for index in 0..<max(want.count, got.count) {
    let a = index < want.count ? String(want[index]) : nil
    let b = index < got.count ? String(got[index]) : nil
    if a == b { continue }
    lines.append("line \(index + 1):")
    lines.append("- " + (a.map { "\($0)|" } ?? "(none)"))
    lines.append("+ " + (b.map { "\($0)|" } ?? "(none)"))
  }
  return lines.joined(separator: "\n")
}

/// Compares a grid's text with the expected text, with a line diff on failure.
func expectGrid(
  _ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  if actual != expected {
    Issue.record(
      "grid differs (- expected, + actual):\n\(lineDiff(expected, actual))",
      sourceLocation: sourceLocation)
  }
}
