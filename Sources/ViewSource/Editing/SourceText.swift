/// A scene's source as Unicode scalars with its line starts: locations (line and column, as
/// the lexer counts them) to offsets, and text changes applied by offset.
///
/// Columns count characters the way the lexer does (a combining mark or a joiner does not
/// start a column), so that a location from any diagnostic or origin finds its scalar.
struct SourceText {
  let scalars: [Unicode.Scalar]
  /// The offset of each line's first scalar; line 1 is `lineStarts[0]`.
  let lineStarts: [Int]

  init(_ text: String) {
    scalars = Array(text.unicodeScalars)
    var starts = [0]
    for (index, scalar) in scalars.enumerated() where scalar == "\n" { starts.append(index + 1) }
    lineStarts = starts
  }

  /// The file's line ending: "\r\n" when its first line ends so, else "\n", so that a line
  /// an edit adds ends as the file's own do.
  var lineEnding: String {
    guard lineStarts.count > 1, lineStarts[1] >= 2, scalars[lineStarts[1] - 2] == "\r" else {
      return "\n"
    }
    return "\r\n"
  }

  /// The offset of `location`, clamped to its line (and to the text).
  func offset(of location: SourceLocation) -> Int {
    guard location.line >= 1 else { return 0 }
    guard location.line <= lineStarts.count else { return scalars.count }
    var offset = lineStarts[location.line - 1]
    var column = 1
    while column < location.column, offset < scalars.count, scalars[offset] != "\n" {
      offset += 1
      if offset < scalars.count, !Self.isContinuation(scalars[offset]) { column += 1 }
    }
    return offset
  }

  /// The text between two offsets.
  func text(_ range: Range<Int>) -> String {
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars[range.clamped(to: 0..<scalars.count)])
    return String(result)
  }

  func text(_ range: SourceRange) -> String {
    text(offset(of: range.start)..<Swift.max(offset(of: range.start), offset(of: range.end)))
  }

  /// The offset where the line holding `offset` starts.
  func lineStart(of offset: Int) -> Int {
    var index = Swift.min(offset, scalars.count)
    while index > 0, scalars[index - 1] != "\n" { index -= 1 }
    return index
  }

  /// The offset of the line break ending the line holding `offset` (or the text's end).
  func lineEnd(of offset: Int) -> Int {
    var index = offset
    while index < scalars.count, scalars[index] != "\n" { index += 1 }
    return index
  }

  /// The spaces and tabs the line holding `offset` starts with.
  func indentation(of offset: Int) -> String {
    var index = lineStart(of: offset)
    var result = ""
    while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" {
      result.unicodeScalars.append(scalars[index])
      index += 1
    }
    return result
  }

  /// Whether only spaces and tabs stand between the line's start and `offset`.
  func startsLine(_ offset: Int) -> Bool {
    scalars[lineStart(of: offset)..<offset].allSatisfy { $0 == " " || $0 == "\t" }
  }

  /// Whether only spaces and tabs stand between `offset` and the line's end (the "\r" of a
  /// "\r\n" ending included).
  func endsLine(_ offset: Int) -> Bool {
    scalars[offset..<lineEnd(of: offset)].allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
  }

  /// The first offset at or after `offset` that is not a space, tab or line break.
  func skippingSpace(from offset: Int) -> Int {
    var index = offset
    while index < scalars.count, [" ", "\t", "\n", "\r"].contains(scalars[index]) { index += 1 }
    return index
  }

  /// The last offset before `offset` (exclusive) that is not a space, tab or line break, plus one.
  func skippingSpaceBackward(from offset: Int) -> Int {
    var index = offset
    while index > 0, [" ", "\t", "\n", "\r"].contains(scalars[index - 1]) { index -= 1 }
    return index
  }

  /// The text with `changes` made, which must not overlap.
  func applying(_ changes: [TextChange]) -> String {
    var result = String.UnicodeScalarView()
    var position = 0
    for change in changes.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      let start = Swift.max(position, change.range.lowerBound)
      result.append(contentsOf: scalars[position..<start])
      result.append(contentsOf: change.replacement.unicodeScalars)
      position = Swift.max(start, change.range.upperBound)
    }
    result.append(contentsOf: scalars[Swift.min(position, scalars.count)...])
    return String(result)
  }

  private static func isContinuation(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .spacingMark: return true
    default: return scalar == "\u{200D}" || (0xFE00...0xFE0F).contains(scalar.value)
    }
  }
}

/// Text replacing the scalars of `range` in a source.
struct TextChange: Equatable {
  var range: Range<Int>
  var replacement: String
}
