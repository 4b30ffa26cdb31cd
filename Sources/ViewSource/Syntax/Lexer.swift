/// Splits scene source into tokens, skipping comments and tracking line breaks.
///
/// Works on Unicode scalars with line and column counted in characters, reports malformed input
/// (unterminated strings and comments, stray characters) as diagnostics and always finishes:
/// every loop consumes input.
struct Lexer {
  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var line = 1
  private var column = 1
  private(set) var diagnostics: [Diagnostic] = []

  init(_ source: String) {
    scalars = Array(source.unicodeScalars)
  }

  /// All tokens, ending with `.end`.
  static func tokens(of source: String) -> (tokens: [Token], diagnostics: [Diagnostic]) {
    var lexer = Lexer(source)
    let tokens = lexer.lexAll(untilClosingParen: false)
    return (tokens, lexer.diagnostics)
  }

  private var location: SourceLocation { SourceLocation(line: line, column: column) }

  private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    let position = index + offset
    return position < scalars.count ? scalars[position] : nil
  }

  private mutating func advance() {
    guard index < scalars.count else { return }
    let scalar = scalars[index]
    index += 1
    if scalar == "\n" {
      line += 1
      column = 1
    } else if !isContinuation(scalar) {
      column += 1
    }
  }

  /// Scalars that extend the previous character (combining marks, joiners, variation
  /// selectors) and so do not start a new column.
  private func isContinuation(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .spacingMark: return true
    default: return scalar == "\u{200D}" || (0xFE00...0xFE0F).contains(scalar.value)
    }
  }

  /// Tokens up to the end, or up to the `)` closing a string interpolation.
  private mutating func lexAll(untilClosingParen: Bool) -> [Token] {
    var tokens: [Token] = []
    var sawNewline = false
    var depth = 0
    while true {
      sawNewline = skipTrivia() || sawNewline
      let start = location
      if untilClosingParen && (sawNewline || peek() == nil) {
        diagnostics.append(Diagnostic(.error, "unterminated string interpolation", at: start))
        tokens.append(Token(kind: .end, range: SourceRange(start, start), followsNewline: true))
        return tokens
      }
      guard let scalar = peek() else {
        tokens.append(Token(kind: .end, range: SourceRange(start, start), followsNewline: true))
        return tokens
      }
      if untilClosingParen {
        if scalar == "(" { depth += 1 }
        if scalar == ")" {
          if depth == 0 {
            advance()
            tokens.append(
              Token(kind: .end, range: SourceRange(start, location), followsNewline: false))
            return tokens
          }
          depth -= 1
        }
      }
      let kind = lexToken(scalar)
      if let kind {
        tokens.append(
          Token(kind: kind, range: SourceRange(start, location), followsNewline: sawNewline))
        sawNewline = false
      }
    }
  }

  /// Skips spaces and comments; returns whether a line break was skipped.
  private mutating func skipTrivia() -> Bool {
    var sawNewline = false
    while let scalar = peek() {
      if scalar == "\n" {
        sawNewline = true
        advance()
      } else if scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\u{FEFF}" {
        advance()
      } else if scalar == "/" && peek(1) == "/" {
        while let next = peek(), next != "\n" { advance() }
      } else if scalar == "/" && peek(1) == "*" {
        let start = location
        advance()
        advance()
        var depth = 1
        while depth > 0 {
          guard let next = peek() else {
            diagnostics.append(Diagnostic(.error, "unterminated '/*' comment", at: start))
            break
          }
          if next == "*" && peek(1) == "/" {
            depth -= 1
            advance()
          } else if next == "/" && peek(1) == "*" {
            depth += 1
            advance()
          } else if next == "\n" {
            sawNewline = true
          }
          advance()
        }
      } else {
        break
      }
    }
    return sawNewline
  }

  private static let symbols = [
    "..<", "...", "->", "==", "!=", "<=", ">=", "&&", "||", "+=", "-=", "*=", "/=", "??",
    "(", ")", "{", "}", "[", "]", ",", ":", ";", ".", "=", "+", "-", "*", "/", "%", "<", ">",
    "!", "?", "&", "|", "\\", "@", "^", "~",
  ]

  /// The token starting at `scalar`, or nil after reporting an unexpected character.
  private mutating func lexToken(_ scalar: Unicode.Scalar) -> Token.Kind? {
    if isIdentifierStart(scalar) {
      var name = ""
      while let next = peek(), isIdentifierPart(next) {
        name.unicodeScalars.append(next)
        advance()
      }
      return .identifier(name)
    }
    if scalar == "`" {
      advance()
      var name = ""
      while let next = peek(), next != "`", next != "\n" {
        name.unicodeScalars.append(next)
        advance()
      }
      if peek() == "`" { advance() }
      return .identifier(name)
    }
    if ("0"..."9").contains(scalar) { return lexNumber() }
    if scalar == "\"" { return lexString() }
    if scalar == "$", let digit = peek(1), ("0"..."9").contains(digit) {
      advance()
      var digits = ""
      while let next = peek(), ("0"..."9").contains(next) {
        digits.unicodeScalars.append(next)
        advance()
      }
      return .dollar(Int(digits) ?? 0)
    }
    if scalar == "#" {
      advance()
      var name = ""
      while let next = peek(), isIdentifierPart(next) {
        name.unicodeScalars.append(next)
        advance()
      }
      return .pound(name)
    }
    for symbol in Self.symbols where matches(symbol) {
      for _ in symbol.unicodeScalars { advance() }
      return .symbol(symbol)
    }
    let start = location
    advance()
    let shown = scalar == "\u{FFFD}" ? "invalid UTF-8 byte" : "character '\(Character(scalar))'"
    diagnostics.append(Diagnostic(.error, "unexpected \(shown)", at: start))
    return nil
  }

  private func matches(_ symbol: String) -> Bool {
    for (offset, expected) in symbol.unicodeScalars.enumerated() where peek(offset) != expected {
      return false
    }
    return true
  }

  private func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic && scalar != "\u{FFFD}"
  }

  private func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
    isIdentifierStart(scalar) || ("0"..."9").contains(scalar)
      || scalar.properties.generalCategory == .nonspacingMark
  }

  private mutating func lexNumber() -> Token.Kind {
    let start = location
    var text = ""
    func take() {
      if let next = peek() {
        text.unicodeScalars.append(next)
        advance()
      }
    }
    if peek() == "0", peek(1) == "x" {
      take()
      take()
      while let next = peek(), next.properties.isASCIIHexDigit || next == "_" { take() }
      let digits = text.dropFirst(2).filter { $0 != "_" }
      return .number(Double(UInt64(digits, radix: 16) ?? 0), text)
    }
    while let next = peek(), ("0"..."9").contains(next) || next == "_" { take() }
    if peek() == ".", let after = peek(1), ("0"..."9").contains(after) {
      take()
      while let next = peek(), ("0"..."9").contains(next) || next == "_" { take() }
    }
    if let next = peek(), next == "e" || next == "E" {
      let sign = peek(1)
      let digitAt = sign == "+" || sign == "-" ? 2 : 1
      if let digit = peek(digitAt), ("0"..."9").contains(digit) {
        take()
        if digitAt == 2 { take() }
        while let next = peek(), ("0"..."9").contains(next) { take() }
      }
    }
    let value = Double(text.filter { $0 != "_" })
    if value == nil {
      diagnostics.append(Diagnostic(.error, "invalid number literal '\(text)'", at: start))
    }
    return .number(value ?? 0, text)
  }

  /// A string literal: `"..."` with escapes and `\(...)` interpolations, or `"""` multi-line.
  private mutating func lexString() -> Token.Kind {
    let start = location
    let isMultiline = matches("\"\"\"")
    for _ in 0..<(isMultiline ? 3 : 1) { advance() }
    var pieces: [Token.StringPiece] = []
    var text = ""
    while true {
      guard let scalar = peek() else {
        diagnostics.append(Diagnostic(.error, "unterminated string literal", at: start))
        break
      }
      if isMultiline ? matches("\"\"\"") : scalar == "\"" {
        for _ in 0..<(isMultiline ? 3 : 1) { advance() }
        break
      }
      if scalar == "\n" && !isMultiline {
        diagnostics.append(Diagnostic(.error, "unterminated string literal", at: start))
        break
      }
      if scalar == "\\" {
        let escapeStart = location
        advance()
        guard let escaped = peek() else { continue }
        advance()
        switch escaped {
        case "n": text += "\n"
        case "t": text += "\t"
        case "r": text += "\r"
        case "0": text += "\0"
        case "\\": text += "\\"
        case "\"": text += "\""
        case "'": text += "'"
        case "(":
          if !text.isEmpty { pieces.append(.text(text)) }
          text = ""
          pieces.append(.interpolation(lexAll(untilClosingParen: true)))
        case "u":
          var hex = ""
          if peek() == "{" {
            advance()
            while let next = peek(), next != "}", next != "\"", next != "\n" {
              hex.unicodeScalars.append(next)
              advance()
            }
            if peek() == "}" { advance() }
          }
          if let value = UInt32(hex, radix: 16), let unicode = Unicode.Scalar(value) {
            text.unicodeScalars.append(unicode)
          } else {
            diagnostics.append(
              Diagnostic(.error, "invalid unicode scalar '\\u{\(hex)}'", at: escapeStart))
          }
        default:
          diagnostics.append(
            Diagnostic(.error, "invalid escape sequence '\\\(Character(escaped))'", at: escapeStart))
        }
        continue
      }
      text.unicodeScalars.append(scalar)
      advance()
    }
    if isMultiline {
      // Drop the line break after the opening and before the closing delimiter, and the
      // closing delimiter's indentation from every line.
      if case .text(let first)? = pieces.first, first.hasPrefix("\n") {
        pieces[0] = .text(String(first.dropFirst()))
      } else if pieces.isEmpty, text.hasPrefix("\n") {
        text.removeFirst()
      }
      if let lastBreak = text.lastIndex(of: "\n"),
        text[text.index(after: lastBreak)...].allSatisfy({ $0 == " " })
      {
        let indent = text.distance(from: text.index(after: lastBreak), to: text.endIndex)
        text = String(text[..<lastBreak])
        text = text.split(separator: "\n", omittingEmptySubsequences: false)
          .map { String($0.dropFirst(Swift.min(indent, $0.prefix { $0 == " " }.count))) }
          .joined(separator: "\n")
      }
    }
    if !text.isEmpty || pieces.isEmpty { pieces.append(.text(text)) }
    return .string(pieces)
  }
}
