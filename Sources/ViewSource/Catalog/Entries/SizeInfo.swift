import LayoutCore

extension Catalog {
  /// The seed article's `.sizeInfo()`: draws the view's size over it.
  static let sizeInfo = Definition(
    attribute: "sizeInfo", signatures: [[]],
    build: { call in call.attribute(.sizeInfo) },
    print: { _ in "sizeInfo()" })
}
