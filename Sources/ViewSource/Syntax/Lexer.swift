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
  /// How many string interpolations enclose the current position: each level recurses.
  private var interpolationDepth = 0
  /// Set when an interpolation ran into the end of its line: its string ends there too.
  private var interpolationFailed = false
  static let maximumInterpolationDepth = 50

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

  private mutating func report(_ diagnostic: Diagnostic) {
    Diagnostic.append(diagnostic, to: &diagnostics)
  }

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
    let errorsBefore = diagnostics.count
    while true {
      if untilClosingParen {
        // An interpolation ends on its own line: stop before the line break, so that the
        // next lines are read as code again and the string around it reports nothing more.
        while peek() == " " || peek() == "\t" { advance() }
        if peek() == nil || peek() == "\n" || peek() == "\r" {
          if diagnostics.count == errorsBefore {
            report(Diagnostic(.error, "unterminated string interpolation", at: location))
          }
          interpolationFailed = true
          tokens.append(
            Token(kind: .end, range: SourceRange(location, location), followsNewline: true))
          return tokens
        }
      }
      sawNewline = skipTrivia() || sawNewline
      let start = location
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
            report(Diagnostic(.error, "unterminated '/*' comment", at: start))
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
    "..<", "...", "->", "==", "!=", "<=", ">=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "??",
    "(", ")", "{", "}", "[", "]", ",", ":", ";", ".", "=", "+", "-", "*", "/", "%", "<", ">",
    "!", "?", "&", "|", "\\", "@", "^", "~",
  ]

  /// The symbols by their first scalar, longest first, as scalars: one dictionary look-up per
  /// token instead of trying all forty (ten megabytes of scene must lex in seconds).
  private static let symbolsByFirstScalar: [Unicode.Scalar: [(String, [Unicode.Scalar])]] =
    Dictionary(grouping: symbols.map { ($0, Array($0.unicodeScalars)) }, by: { $0.1[0] })
    .mapValues { $0.sorted { $0.1.count > $1.1.count } }

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
      let start = location
      advance()
      var name = ""
      while let next = peek(), next != "`", next != "\n" {
        name.unicodeScalars.append(next)
        advance()
      }
      // Swift needs the closing backquote on the same line; without it the name would run
      // to the line's end, spaces and all, and print back as another name (fuzz).
      guard peek() == "`" else {
        report(Diagnostic(.error, "unterminated backquoted identifier", at: start))
        return .identifier(name)
      }
      advance()
      return .identifier(name)
    }
    if ("0"..."9").contains(scalar) { return lexNumber() }
    if scalar == "\"" { return lexString() }
    if scalar == "'" || scalar == "\u{201C}" { return lexMisquotedString(scalar) }
    if scalar == "$", let digit = peek(1), ("0"..."9").contains(digit) {
      advance()
      var digits = ""
      while let next = peek(), ("0"..."9").contains(next) {
        digits.unicodeScalars.append(next)
        advance()
      }
      return .dollar(Int(digits) ?? 0)
    }
    if scalar == "$", let next = peek(1), isIdentifierStart(next) {
      // `$name`: a property wrapper's projected value, a binding; the name keeps its '$'.
      advance()
      var name = "$"
      while let next = peek(), isIdentifierPart(next) {
        name.unicodeScalars.append(next)
        advance()
      }
      return .identifier(name)
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
    for (symbol, symbolScalars) in Self.symbolsByFirstScalar[scalar] ?? []
    where matches(symbolScalars) {
      for _ in symbolScalars { advance() }
      return .symbol(symbol)
    }
    let start = location
    advance()
    let shown = scalar == "\u{FFFD}" ? "invalid UTF-8 byte" : "character '\(Character(scalar))'"
    report(Diagnostic(.error, "unexpected \(shown)", at: start))
    return nil
  }

  private static let tripleQuote: [Unicode.Scalar] = ["\"", "\"", "\""]

  private func matches(_ symbol: [Unicode.Scalar]) -> Bool {
    guard index + symbol.count <= scalars.count else { return false }
    for offset in symbol.indices where scalars[index + offset] != symbol[offset] { return false }
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
      report(Diagnostic(.error, "invalid number literal '\(text)'", at: start))
    }
    return .number(value ?? 0, text)
  }

  /// `'Hello'` or `“Hello”` (pasted from a web page): reported as Swift does, then read as
  /// the string the user meant so that the rest of the line parses.
  private mutating func lexMisquotedString(_ opening: Unicode.Scalar) -> Token.Kind {
    let start = location
    let closing: Unicode.Scalar = opening == "'" ? "'" : "\u{201D}"
    let message =
      opening == "'"
      ? "single-quoted string literal found, use '\"'"
      : "unicode curly quote found, replace with '\"'"
    report(Diagnostic(.error, message, at: start))
    advance()
    var text = ""
    while let next = peek(), next != closing, next != "\n" {
      text.unicodeScalars.append(next)
      advance()
    }
    if peek() == closing { advance() }
    return .string([.text(text)])
  }

  /// A string literal: `"..."` with escapes and `\(...)` interpolations, or `"""` multi-line.
  private mutating func lexString() -> Token.Kind {
    let start = location
    let isMultiline = matches(Self.tripleQuote)
    for _ in 0..<(isMultiline ? 3 : 1) { advance() }
    var pieces: [Token.StringPiece] = []
    var text = ""
    var sawReplacement = false
    scan: while true {
      guard let scalar = peek() else {
        report(Diagnostic(.error, "unterminated string literal", at: start))
        break
      }
      if isMultiline ? matches(Self.tripleQuote) : scalar == "\"" {
        for _ in 0..<(isMultiline ? 3 : 1) { advance() }
        break
      }
      if scalar == "\n" && !isMultiline {
        report(Diagnostic(.error, "unterminated string literal", at: start))
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
          guard interpolationDepth < Self.maximumInterpolationDepth else {
            report(
              Diagnostic(.error, "string interpolations are nested too deeply", at: escapeStart))
            while let next = peek(), next != "\n" { advance() }
            break scan
          }
          interpolationDepth += 1
          pieces.append(.interpolation(lexAll(untilClosingParen: true)))
          interpolationDepth -= 1
          if interpolationFailed {
            interpolationFailed = false
            if !isMultiline { break scan }
          }
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
            report(
              Diagnostic(.error, "invalid unicode scalar '\\u{\(hex)}'", at: escapeStart))
          }
        default:
          report(
            Diagnostic(.error, "invalid escape sequence '\\\(Character(escaped))'", at: escapeStart)
          )
        }
        continue
      }
      if scalar == "\u{FFFD}" && !sawReplacement {
        // Decoding replaced bytes that were not UTF-8; the text still draws, so warn only.
        sawReplacement = true
        report(
          Diagnostic(
            .warning, "invalid UTF-8 in the string literal, shown as '\u{FFFD}'", at: location))
      }
      if isMultiline && scalar == "\r" && peek(1) == "\n" {
        // Swift reads a multi-line literal's line breaks as "\n", whatever the file uses.
        advance()
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
