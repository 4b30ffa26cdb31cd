import LayoutCore

/// A message about a scene's source at a line and column, printed the way compilers do:
///
///     scene.swift:3:17: error: unknown view 'Txt'; did you mean 'Text'?
///       Text("a"); Txt("b")
///                  ^
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How serious the message is.
  public enum Severity: String, Hashable, Sendable {
    case error
    case warning
    case note
  }

  public var severity: Severity
  public var message: String
  public var location: SourceLocation

  public init(_ severity: Severity, _ message: String, at location: SourceLocation) {
    self.severity = severity
    self.message = message
    self.location = location
  }

  /// `line:column: severity: message`.
  public var description: String { "\(location): \(severity.rawValue): \(message)" }

  /// `file:line:column: severity: message`, then the source line and a caret under the column.
  public func rendered(fileName: String, source: String) -> String {
    var text = "\(fileName):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    if location.line >= 1 && location.line <= lines.count {
      let line = String(lines[location.line - 1]).replacingOccurrences(of: "\t", with: " ")
      let caretColumn = Swift.max(1, Swift.min(location.column, line.count + 1))
      // Wide characters before the caret take two terminal columns.
      let indent = line.prefix(caretColumn - 1).terminalColumns
      text += "\n" + line + "\n" + String(repeating: " ", count: indent) + "^"
    }
    return text
  }
}
