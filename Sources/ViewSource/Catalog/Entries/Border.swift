import LayoutCore

extension Catalog {
  /// `border(_:width:)`: an overlay of a stroked rectangle, drawing only (§5.2).
  static let border = Definition(
    "border", role: .modifier, summary: drawingOnly,
    signatures: [[.unlabelled("content", .color), .labelled("width", .number)]],
    menuItems: [
      MenuItem(
        key: "7", label: { _ in ".border(.red)" },
        wrapper: { _ in ViewNode(.border(.red, width: 1)) })
    ],
    build: { call in
      guard let color = call.color("content") else { return nil }
      return call.wrap(.border(color, width: call.length("width") ?? 1))
    },
    print: { node, _ in
      guard case .border(let color, let width) = node.kind else { return "" }
      return "border"
        + ValuePrinter.arguments([
          (nil, ValuePrinter.color(color)),
          ("width", width == 1 ? nil : ValuePrinter.number(width)),
        ])
    })

  /// What the inspector says of a modifier that changes nothing in layout.
  static let drawingOnly = "modifier: drawing only"
}
