/// The prepared texts `t` cycles through: the article's short and overflowing texts, a CJK
/// one of wide characters, and one of two lines.
enum TextChoices {
  static let short = "Hello world"
  static let long = "Hello world,hello world,hello world"
  static let cjk = "居中顯示"
  static let multiline = "Hello world\nsecond line"
  static let all = [short, long, cjk, multiline]

  /// What the status line calls a text: `short`, `long`, `CJK`, `multi-line`, or the text.
  static func describe(_ text: String) -> String {
    switch text {
    case short: "short \"Hello world\""
    case long: "long \"\(long)\" (wider than 300 pt)"
    case cjk: "CJK \"居中顯示\" (wide characters)"
    case multiline: "multi-line \"Hello world⏎second line\""
    default: "\"\(text.replacingOccurrences(of: "\n", with: "⏎"))\""
    }
  }
}
