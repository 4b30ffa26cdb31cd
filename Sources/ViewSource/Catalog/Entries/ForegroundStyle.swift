import LayoutCore

extension Catalog {
  /// `foregroundColor(_:)`: the colour of text and shapes below; nil for the default.
  static let foregroundColor = Definition(
    attribute: "foregroundColor", signatures: [[.optional("color", .color)]],
    build: { call in call.attribute(.foregroundColor(call.color("color"))) },
    print: { attribute in
      guard case .foregroundColor(let color) = attribute else { return "" }
      return "foregroundColor(\(color.map(ValuePrinter.color) ?? "nil"))"
    })

  /// `tint(_:)`: the accent colour below; nil for the default.
  static let tint = Definition(
    attribute: "tint", signatures: [[.optional("color", .color)]],
    build: { call in call.attribute(.tint(call.color("color"))) },
    print: { attribute in
      guard case .tint(let color) = attribute else { return "" }
      return "tint(\(color.map(ValuePrinter.color) ?? "nil"))"
    })

  /// `foregroundStyle(_:)`: as `foregroundColor`, with a style that must be given.
  static let foregroundStyle = Definition(
    attribute: "foregroundStyle", signatures: [[.unlabelled("style", .color)]],
    build: { call in
      guard let color = call.color("style") else {
        call.error("'foregroundStyle' needs a style")
        return nil
      }
      return call.attribute(.foregroundStyle(color))
    },
    print: { attribute in
      guard case .foregroundStyle(let color) = attribute else { return "" }
      return "foregroundStyle(\(ValuePrinter.color(color)))"
    })
}
