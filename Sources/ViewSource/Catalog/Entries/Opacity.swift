import LayoutCore

extension Catalog {
  /// `opacity(_:)`: drawing only; an invisible view still takes its place (§11).
  static let opacity = Definition(
    attribute: "opacity", signatures: [[.unlabelled("opacity", .number)]],
    build: { call in
      guard let amount = call.number("opacity") else { return nil }
      return call.attribute(.opacity(amount))
    },
    print: { attribute in
      guard case .opacity(let amount) = attribute else { return "" }
      return "opacity(\(ValuePrinter.number(amount)))"
    })
}
