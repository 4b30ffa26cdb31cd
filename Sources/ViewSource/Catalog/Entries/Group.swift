import LayoutCore

extension Catalog {
  /// `Group { … }`: its views join the enclosing container; modifiers apply to each (§3.7).
  static let group = Definition(
    "Group", role: .container, summary: "container: splices its views",
    signatures: [[.content()]],
    build: { call in call.content().map { call.view(.group, children: $0) } },
    print: { node, printing in "Group" + printing.block(node.children) })
}
