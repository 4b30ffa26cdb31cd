import LayoutCore

extension Catalog {
  /// `List { … }`: rows of at least `defaultMinListRowHeight`, inset by the row insets (§15).
  static let list = Definition(
    "List", role: .container, summary: "container: a list of rows",
    signatures: [[.content()]],
    build: { call in call.content().map { call.view(.list, children: $0) } },
    print: { node, printing in "List" + printing.block(node.children) })
}
