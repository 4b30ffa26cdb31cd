import LayoutCore

extension Catalog {
  /// `EmptyView()`: no view at all; a scene's call builds nothing (§3.7).
  static let emptyView = Definition(
    "EmptyView", role: .view, summary: "EmptyView: nothing", signatures: [[]],
    build: { _ in .views([]) }, print: { _, _ in "EmptyView()" })
}
