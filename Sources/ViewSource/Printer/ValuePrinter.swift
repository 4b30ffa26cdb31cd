import LayoutCore

/// Prints values as Swift source: numbers, colours, alignments, edges, insets.
enum ValuePrinter {
  /// `300`, `0.25`, `.infinity`, `-8`: the shortest text that reads back as the same value.
  static func number(_ value: CGFloat) -> String {
    number(Double(value))
  }

  static func number(_ value: Double) -> String {
    if value == .infinity { return ".infinity" }
    if value == -.infinity { return "-.infinity" }
    if value.isNaN { return ".nan" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }

  /// `label: value` pairs in a call, leaving out the nil ones: `(width: 300, height: 60)`.
  static func arguments(_ pairs: [(String?, String?)]) -> String {
    let written = pairs.compactMap { label, value in
      value.map { (label.map { "\($0): " } ?? "") + $0 }
    }
    return "(" + written.joined(separator: ", ") + ")"
  }

  /// A colour where a `Color` is expected: `.red`, `.blue.opacity(0.5)`, `Color(red: 1, ...)`.
  static func color(_ color: Color) -> String {
    var text: String
    switch color.definition {
    case .named(let name) where name.hasPrefix(Catalog.assetPrefix):
      text = "Color(" + string(String(name.dropFirst(Catalog.assetPrefix.count))) + ")"
    case .named(let name): text = "." + name
    case .rgb(let r, let g, let b):
      text = "Color(red: \(number(r)), green: \(number(g)), blue: \(number(b)))"
    }
    if color.opacityValue != 1 { text += ".opacity(\(number(color.opacityValue)))" }
    return text
  }

  /// A colour as a view: `Color.red`, `Color.blue.opacity(0.5)`.
  static func colorView(_ color: Color) -> String {
    let text = self.color(color)
    return text.hasPrefix(".") ? "Color" + text : text
  }

  static func guide(_ guide: HorizontalAlignment) -> String { "." + guide.description }
  static func guide(_ guide: VerticalAlignment) -> String { "." + guide.description }

  static func alignment(_ alignment: Alignment) -> String {
    let description = alignment.description
    if !description.hasPrefix("(") { return "." + description }
    return
      "Alignment(horizontal: \(guide(alignment.horizontal)), vertical: \(guide(alignment.vertical)))"
  }

  /// `.all`, `.horizontal`, `.top`, `[.top, .leading]`, `[]`.
  static func edges(_ edges: Edge.Set) -> String {
    let names: [(Edge.Set, String)] = [
      (.all, "all"), (.horizontal, "horizontal"), (.vertical, "vertical"), (.top, "top"),
      (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing"),
    ]
    if let name = names.first(where: { $0.0 == edges })?.1 { return "." + name }
    let parts = [
      (Edge.Set.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing"),
    ]
    .filter { edges.contains($0.0) }.map { "." + $0.1 }
    return "[" + parts.joined(separator: ", ") + "]"
  }

  static func insets(_ insets: EdgeInsets) -> String {
    "EdgeInsets(top: \(number(insets.top)), leading: \(number(insets.leading)), bottom: \(number(insets.bottom)), trailing: \(number(insets.trailing)))"
  }

  /// A string literal with Swift's escapes.
  static func string(_ text: String) -> String {
    "\"" + SyntaxPrinter.escape(text) + "\""
  }
}
