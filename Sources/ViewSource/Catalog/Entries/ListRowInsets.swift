import LayoutCore

extension Catalog {
  /// `listRowInsets(_:)`: the insets of the row the view is in, nil for the default (§15).
  static let listRowInsets = Definition(
    "listRowInsets", role: .modifier, summary: drawingOnly,
    signatures: [[.optional("insets", .insets)]],
    build: { call in
      if case .insets(let insets)? = call["insets"] { return call.wrap(.listRowInsets(insets)) }
      return call.wrap(.listRowInsets(nil))
    },
    print: { node, _ in
      guard case .listRowInsets(let insets) = node.kind else { return "" }
      return "listRowInsets(\(insets.map(ValuePrinter.insets) ?? "nil"))"
    })
}
