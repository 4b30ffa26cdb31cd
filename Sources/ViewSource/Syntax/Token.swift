/// One lexical token of the SwiftUI subset scenes are written in.
struct Token: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    /// A name: `Text`, `frame`, `d`. Keywords are identifiers too; the parser decides.
    case identifier(String)
    /// A number literal, with its source text (`300`, `0.25`, `1_000`).
    case number(Double, String)
    /// A string literal: text pieces and interpolated token runs, in order.
    case string([StringPiece])
    /// `$0`, `$1`, ...
    case dollar(Int)
    /// `#Preview`, `#if`: a pound directive's name.
    case pound(String)
    /// Punctuation and operators: `(`, `{`, `.`, `->`, `..<`, `+`, `==`, `\`, `@`.
    case symbol(String)
    case end
  }

  /// A piece of a string literal.
  enum StringPiece: Equatable, Sendable {
    case text(String)
    case interpolation([Token])
  }

  var kind: Kind
  var range: SourceRange
  /// Whether a line break separates this token from the previous one: Swift ends a statement
  /// at a line break unless the next line starts with `.` or an operator.
  var followsNewline: Bool

  var start: SourceLocation { range.start }

  func isSymbol(_ symbol: String) -> Bool {
    if case .symbol(let own) = kind { return own == symbol }
    return false
  }

  func isIdentifier(_ name: String) -> Bool {
    if case .identifier(let own) = kind { return own == name }
    return false
  }

  var identifier: String? {
    if case .identifier(let name) = kind { return name }
    return nil
  }

  /// How the token reads in an error message.
  var spelling: String {
    switch kind {
    case .identifier(let name): "'\(name)'"
    case .number(_, let text): "'\(text)'"
    case .string: "string literal"
    case .dollar(let n): "'$\(n)'"
    case .pound(let name): "'#\(name)'"
    case .symbol(let symbol): "'\(symbol)'"
    case .end: "end of file"
    }
  }
}
