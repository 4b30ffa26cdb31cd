import Foundation

/// Text as XML character data or an attribute value: `&`, `<`, `>` and quotes escaped.
///
/// A scene's strings go into SVG and HTML verbatim otherwise, and a Text of `"<b>"` must show
/// as those three characters, never as markup.
enum XMLText {
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default:
        // XML 1.0 allows no control characters but tab, line feed and carriage return.
        if let ascii = character.asciiValue, ascii < 0x20, ascii != 0x09, ascii != 0x0A,
          ascii != 0x0D
        {
          result += "\u{FFFD}"
        } else {
          result.append(character)
        }
      }
    }
    return result
  }

  /// A number for an attribute: finite, at most two decimals, no trailing zeros.
  static func number(_ value: CGFloat) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(format: "%.2f", Double(rounded))
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
