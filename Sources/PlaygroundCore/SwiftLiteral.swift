import LayoutCore

/// Swift source spellings of values the galleries write into their scene templates.
enum SwiftLiteral {
  /// A string literal with Swift's escapes: `"a\"b\nc"`.
  static func string(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default: result.append(character)
      }
    }
    return result + "\""
  }

  /// A length: `300`, `62.5`.
  static func number(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
  }
}
