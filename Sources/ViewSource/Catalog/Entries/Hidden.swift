import LayoutCore

extension Catalog {
  /// `hidden()`: the view is not drawn but keeps its place: its size and position are what
  /// they would be if it were shown (§7).
  static let hidden = Definition(
    attribute: "hidden", signatures: [[]],
    build: { call in call.attribute(.hidden) },
    print: { _ in "hidden()" })
}
