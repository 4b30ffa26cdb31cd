import LayoutCore

extension Catalog {
  /// `font(_:)`: the text style below; in a terminal every font is one cell a glyph (§12).
  static let font = Definition(
    attribute: "font", signatures: [[.optional("font", .font)]],
    build: { call in
      if case .font(let font)? = call["font"] { return call.attribute(.font(font)) }
      return call.attribute(.font(nil))
    },
    print: { attribute in
      guard case .font(let font) = attribute else { return "" }
      return "font(\(font.map { "." + $0.name } ?? "nil"))"
    })

  /// `bold(_:)`: drawn bold; the terminal's glyphs keep their width (§12).
  static let bold = Definition(
    attribute: "bold", signatures: [[.unlabelled("isActive", .bool, optional: true)]],
    build: { call in call.attribute(.bold(call.bool("isActive") ?? true)) },
    print: { attribute in
      guard case .bold(let flag) = attribute else { return "" }
      return flag ? "bold()" : "bold(false)"
    })
}
