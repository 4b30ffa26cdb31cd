import LayoutCore

extension Catalog {
  /// `Color(red:green:blue:opacity:)` and `Color(white:opacity:)`; named colours (`Color.red`)
  /// are members, read by the interpreter. Greedy: takes what it is proposed (§3.1).
  static let color = Definition(
    "Color", role: .view, summary: "view: greedy, takes what it is proposed",
    signatures: [
      [
        .labelled("red", .number, optional: false), .labelled("green", .number, optional: false),
        .labelled("blue", .number, optional: false), .labelled("opacity", .number),
      ],
      [.labelled("white", .number, optional: false), .labelled("opacity", .number)],
    ],
    build: { call in
      let opacity = call.number("opacity") ?? 1
      if call.overload == 0 {
        guard let red = call.number("red"), let green = call.number("green"),
          let blue = call.number("blue")
        else { return nil }
        return .color(Color(red: red, green: green, blue: blue, opacity: opacity))
      }
      guard let white = call.number("white") else { return nil }
      return .color(Color(white: white, opacity: opacity))
    },
    print: { node, _ in
      guard case .color(let color) = node.kind else { return "" }
      return ValuePrinter.colorView(color)
    })
}
