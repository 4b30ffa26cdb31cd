import Foundation
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
    if let sourceLine = Self.line(location.line, of: source) {
      let line = sourceLine.replacingOccurrences(of: "\t", with: " ")
      let caretColumn = Swift.max(1, Swift.min(location.column, line.count + 1))
      // Wide characters before the caret take two terminal columns.
      let indent = line.prefix(caretColumn - 1).terminalColumns
      text += "\n" + line + "\n" + String(repeating: " ", count: indent) + "^"
    }
    return text
  }
}

extension Diagnostic {
  /// Line `number` (1-based) of `source`, found without splitting the whole file: a large
  /// scene has many diagnostics to render.
  static func line(_ number: Int, of source: String) -> String? {
    guard number >= 1 else { return nil }
    var source = source
    // `memchr` over the contiguous bytes: a generic search costs seconds per diagnostic on a
    // 10 MB file in a debug build, and a broken file has a hundred diagnostics to show.
    return source.withUTF8 { bytes -> String? in
      guard let base = bytes.baseAddress else { return number == 1 ? "" : nil }
      let newline = Int32(UInt8(ascii: "\n"))
      var start = 0
      for _ in 1..<number {
        guard let found = memchr(base + start, newline, bytes.count - start) else { return nil }
        start = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
      }
      var end =
        memchr(base + start, newline, bytes.count - start).map {
          UnsafeRawPointer($0) - UnsafeRawPointer(base)
        } ?? bytes.count
      if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
  }

  /// How many diagnostics each stage (lexer, parser, interpreter) reports: a megabyte of
  /// broken lines must not take minutes to list, and nobody reads the thousandth error.
  static let limitPerStage = 100

  /// Appends `diagnostic` unless the stage reached `limitPerStage`; the first one over the
  /// limit becomes a note that the rest are not shown.
  static func append(_ diagnostic: Diagnostic, to list: inout [Diagnostic]) {
    if list.count < limitPerStage {
      list.append(diagnostic)
    } else if list.count == limitPerStage {
      list.append(
        Diagnostic(.note, "too many errors; the rest are not shown", at: diagnostic.location))
    }
  }
}
