import LayoutCore

extension Catalog {
  /// `clipped(antialiased:)`: a render effect; the layout is unchanged (§7).
  static let clipped = Definition(
    "clipped", role: .modifier, summary: drawingOnly,
    signatures: [[Parameter(label: "antialiased", type: .bool, hasDefault: true)]],
    build: { call in call.wrap(.clipped) }, print: { _, _ in "clipped()" })
}
