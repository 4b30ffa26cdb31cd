import LayoutCore

extension Catalog {
  /// `Divider()`: a line across its stack's axis, 1 pt thick (§3.5).
  static let divider = Definition(
    "Divider", role: .view, summary: "view: a line across its stack", signatures: [[]],
    build: { call in call.view(.divider) }, print: { _, _ in "Divider()" })
}
