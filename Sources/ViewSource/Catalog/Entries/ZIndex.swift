import LayoutCore

extension Catalog {
  /// `zIndex(_:)`: the view's place in its container's drawing order, higher in front; the
  /// layout is unchanged (§5.1).
  static let zIndex = Definition(
    attribute: "zIndex", signatures: [[.unlabelled("value", .number)]],
    build: { call in
      guard let value = call.number("value") else { return nil }
      return call.attribute(.zIndex(value))
    },
    print: { attribute in
      guard case .zIndex(let value) = attribute else { return "" }
      return "zIndex(\(ValuePrinter.number(value)))"
    })
}
