import LayoutCore

extension Catalog {
  /// `listStyle(_:)`: kept and printed; only `.plain` rows are laid out (§15).
  static let listStyle = Definition(
    attribute: "listStyle", signatures: [[.unlabelled("style", .listStyle)]],
    build: { call in
      guard case .listStyle(let style)? = call["style"] else { return nil }
      return call.attribute(.listStyle(style))
    },
    print: { attribute in
      guard case .listStyle(let style) = attribute else { return "" }
      return "listStyle(.\(style.rawValue))"
    })
}
