import Foundation

/// Golden files: expected output stored as text in a folder, compared line by line.
///
/// Set `RECORD_GOLDENS=1` to write the files from the current output instead; recording
/// reports a problem too, so that a recording run is never mistaken for a passing one and the
/// new files are read before they are committed. The caller turns the problem into a test
/// issue, so that this target needs no test framework.
public struct GoldenFile {
  /// The folder of the golden files.
  public let folder: URL

  public init(folder: URL) { self.folder = folder }

  /// Whether this run records goldens.
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1"
  }

  /// Compares `actual` with the golden file `name` (or records it); returns what is wrong, or
  /// nil when they match.
  public func problem(with actual: String, named name: String) -> String? {
    let file = folder.appendingPathComponent(name)
    if Self.isRecording {
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: file)
        return "recorded \(name); read it, then run again without RECORD_GOLDENS"
      } catch {
        return "could not record \(name): \(error)"
      }
    }
    guard let data = FileManager.default.contents(atPath: file.path) else {
      return "no golden file \(name); record it with RECORD_GOLDENS=1"
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != actual else { return nil }
    return "\(name) differs (- golden, + actual):\n\(lineDiff(expected, actual))"
  }
}
