import Foundation
import LayoutTestSupport
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

  /// Compares `actual` with the golden file `name`, or records it (`RECORD_GOLDENS=1`).
  static func check(
    _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if let problem = GoldenFile(folder: folder).problem(with: actual, named: name) {
      Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
    }
  }
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
