import LayoutCore

extension Catalog {
  /// `listStyle(_:)` with a built-in style (`.insetGrouped`, `InsetGroupedListStyle()`): an
  /// environment value, so it styles every List and Form below (§15.1). On keys it cycles
  /// through the styles and writes only the argument. SwiftUI has no custom list styles, so
  /// any other argument is an error.
  static let listStyle = styleAttribute(
    "listStyle", ListStyleKind.self, typeSuffix: "ListStyle", make: ViewAttribute.listStyle,
    read: { if case .listStyle(let style) = $0 { style } else { nil } },
    allowsCustomStyles: false)
}
