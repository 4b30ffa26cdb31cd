import LayoutCore

extension Catalog {
  /// `List { … }` and `List(items) { item in … }`: rows of at least `defaultMinListRowHeight`,
  /// inset by the row insets, grouped in sections as `listStyle` says (§15).
  ///
  /// A list over data is a list of one `ForEach` over it, as in SwiftUI, and prints back so.
  static let list = Definition(
    "List", role: .container, summary: "container: a list of rows",
    signatures: nil,
    build: { call in
      guard let first = call.arguments.first, first.label == nil, !first.isTrailing else {
        guard let call = call.resolved([[.content()]]) else { return nil }
        return call.content().map { call.view(.list, children: $0) }
      }
      guard case .views(let rows)? = forEach.build(call) else { return nil }
      return call.view(.list, children: rows)
    },
    print: { node, printing in "List " + printing.block(node.children) })
}
