import LayoutCore

extension Catalog {
  /// `position(x:y:)` and `position(_ position:)`: takes the whole proposal and centres its
  /// content at the point (§7).
  static let position = Definition(
    "position", role: .modifier, summary: "modifier: centres its content at a point",
    signatures: [
      [.labelled("x", .number), .labelled("y", .number)], [.unlabelled("position", .point)],
    ],
    build: { call in
      if call.overload == 0 {
        return call.wrap(.position(CGPoint(x: call.length("x") ?? 0, y: call.length("y") ?? 0)))
      }
      guard case .point(let point)? = call["position"] else { return nil }
      return call.wrap(.position(point))
    },
    print: { node, _ in
      guard case .position(let point) = node.kind else { return "" }
      let n = ValuePrinter.number as (CGFloat) -> String
      return "position" + ValuePrinter.arguments([("x", n(point.x)), ("y", n(point.y))])
    })
}
