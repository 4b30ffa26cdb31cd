/// Formats a Swift view file without losing a byte of meaning: indentation as Xcode writes
/// SwiftUI (four spaces a level, a modifier one level in under a one-line view and level with
/// a closing brace), no trailing spaces, at most one blank line in a row, one final newline.
///
/// It changes only the spaces around lines, never a token or a comment, so that it can format
/// every file, including the code LayoutLab does not understand (issue #12: `layoutlab fmt`
/// keeps comments, declarations, `let`s, imports and previews). The lines of a multi-line
/// string or block comment are kept as they are.
public enum SourceFormatter {
  /// `source` formatted.
  public static func format(_ source: String) -> String {
    let lines = source.sourceLines.map(String.init)
    var scanner = Scanner()
    var output: [String] = []
    var previousCode: (startsWithCloser: Bool, isChain: Bool, chainIndented: Bool)?
    var blankRun = 0
    for line in lines {
      let startsInside = scanner.isInsideVerbatim
      let depthBefore = scanner.depth
      let summary = scanner.scan(line)
      if startsInside {
        // Inside a multi-line string or comment: as written.
        output.append(line)
        blankRun = 0
        continue
      }
      let trimmed = line.trimmingLeadingSpace().trimmingTrailingSpace()
      if trimmed.isEmpty {
        blankRun += 1
        if blankRun <= 1 { output.append("") }
        continue
      }
      blankRun = 0
      var level = Swift.max(0, depthBefore - summary.leadingClosers)
      let isChain = trimmed.hasPrefix(".") && !trimmed.hasPrefix("..")
      var chainIndented = false
      if isChain {
        // `Text("a")` then `    .font(.title)`; `}` then `.padding()`.
        if let previous = previousCode,
          previous.startsWithCloser || (previous.isChain && !previous.chainIndented)
        {
          chainIndented = false
        } else {
          chainIndented = true
        }
        if previousCode?.isChain == true && previousCode?.chainIndented == true {
          chainIndented = true
        }
        if chainIndented { level += 1 }
      } else if isSwitchCase(trimmed), level > 0 {
        level -= 1
      }
      output.append(String(repeating: "    ", count: level) + trimmed)
      if !summary.isOnlyComment {
        previousCode = (summary.leadingClosers > 0, isChain, chainIndented)
      }
    }
    while output.last == "" { output.removeLast() }
    return output.joined(separator: source.lineEnding) + source.lineEnding
  }

  /// Why `source` cannot be formatted safely, or nil: a bracket never closed or closed
  /// twice, a string or block comment never ended (its lines could not be told apart).
  public static func problem(in source: String) -> String? {
    var scanner = Scanner()
    for (index, line) in source.sourceLines.enumerated() {
      _ = scanner.scan(String(line))
      if scanner.unmatchedCloser {
        return "line \(index + 1) closes a bracket that is not open"
      }
    }
    if scanner.isInMultilineString { return "a multi-line string is not closed" }
    if scanner.blockCommentDepth > 0 { return "a block comment is not closed" }
    if let line = scanner.openLines.first {
      return "line \(line) opens a bracket that is not closed"
    }
    return nil
  }

  /// `case .a:` or `default:` of a switch (not an enum's `case a`), which sits level with its
  /// `switch`.
  private static func isSwitchCase(_ line: String) -> Bool {
    if line.hasPrefix("default:") { return true }
    guard line.hasPrefix("case ") else { return false }
    let code = line.components(separatedBy: "//")[0].trimmingTrailingSpace()
    return code.hasSuffix(":")
  }

  /// Brackets, strings and comments across lines: the depth at each line's start and whether
  /// the line starts inside a multi-line string or block comment.
  private struct Scanner {
    var depth = 0
    var blockCommentDepth = 0
    var isInMultilineString = false
    /// The `#`s of the raw multi-line string being read.
    var rawHashes = 0

    /// The lines of the brackets still open, outermost first.
    var openLines: [Int] = []
    /// The number of the line being scanned.
    var line = 0
    /// Whether a bracket was closed that was not open.
    var unmatchedCloser = false

    var isInsideVerbatim: Bool { blockCommentDepth > 0 || isInMultilineString }

    struct LineSummary {
      /// Closing brackets before the line's first other token.
      var leadingClosers = 0
      /// Whether the line holds only a comment.
      var isOnlyComment = false
    }

    mutating func scan(_ text: String) -> LineSummary {
      line += 1
      let characters = Array(text)
      var summary = LineSummary()
      var index = 0
      var sawToken = false
      var inString = false
      var interpolation: [Int] = []  // paren depth inside each open interpolation
      func at(_ offset: Int) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
      }
      while index < characters.count {
        let c = characters[index]
        if blockCommentDepth > 0 {
          if c == "*" && at(1) == "/" {
            blockCommentDepth -= 1
            index += 2
          } else if c == "/" && at(1) == "*" {
            blockCommentDepth += 1
            index += 2
          } else {
            index += 1
          }
          continue
        }
        if isInMultilineString {
          if c == "\"" && at(1) == "\"" && at(2) == "\""
            && (0..<rawHashes).allSatisfy({ at(3 + $0) == "#" })
          {
            isInMultilineString = false
            index += 3 + rawHashes
          } else {
            index += 1
          }
          continue
        }
        if inString {
          if c == "\\" {
            if at(1) == "(" {
              interpolation.append(1)
              inString = false
              index += 2
              continue
            }
            index += 2
            continue
          }
          if c == "\"" { inString = false }
          index += 1
          continue
        }
        if c == " " || c == "\t" {
          index += 1
          continue
        }
        if c == "/" && at(1) == "/" {
          if !sawToken { summary.isOnlyComment = true }
          break
        }
        if c == "/" && at(1) == "*" {
          blockCommentDepth += 1
          index += 2
          if !sawToken { summary.isOnlyComment = true }
          continue
        }
        summary.isOnlyComment = false
        if c == "#" || c == "\"" {
          var hashes = 0
          while at(hashes) == "#" { hashes += 1 }
          if at(hashes) == "\"" && at(hashes + 1) == "\"" && at(hashes + 2) == "\"" {
            isInMultilineString = true
            rawHashes = hashes
            sawToken = true
            index += hashes + 3
            continue
          }
          if at(hashes) == "\"" {
            inString = true
            sawToken = true
            index += hashes + 1
            continue
          }
        }
        if "{([".contains(c) {
          depth += 1
          openLines.append(line)
          if !interpolation.isEmpty { interpolation[interpolation.count - 1] += 1 }
          sawToken = true
        } else if "})]".contains(c) {
          if !interpolation.isEmpty {
            interpolation[interpolation.count - 1] -= 1
            if interpolation[interpolation.count - 1] == 0 {
              interpolation.removeLast()
              inString = true
              index += 1
              continue
            }
          }
          if depth == 0 { unmatchedCloser = true }
          depth = Swift.max(0, depth - 1)
          if !openLines.isEmpty { openLines.removeLast() }
          if !sawToken { summary.leadingClosers += 1 }
        } else {
          sawToken = true
        }
        index += 1
      }
      return summary
    }
  }
}

extension String {
  fileprivate func trimmingLeadingSpace() -> String {
    String(drop { $0 == " " || $0 == "\t" })
  }

  fileprivate func trimmingTrailingSpace() -> String {
    var result = self
    while let last = result.last, last == " " || last == "\t" || last == "\r" {
      result.removeLast()
    }
    return result
  }
}
