/// A position in a scene's source: 1-based line and column (columns count characters).
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  public var description: String { "\(line):\(column)" }
}

/// A span of source, from `start` up to (not including) `end`.
public struct SourceRange: Hashable, Sendable {
  public var start: SourceLocation
  public var end: SourceLocation

  public init(_ start: SourceLocation, _ end: SourceLocation) {
    self.start = start
    self.end = end
  }

  /// The span covering both.
  func to(_ other: SourceRange) -> SourceRange { SourceRange(start, other.end) }
}
