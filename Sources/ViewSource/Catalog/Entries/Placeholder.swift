import LayoutCore

extension Catalog {
  /// A view LayoutLab cannot lay out, drawn as a box of a fixed size with its name: a view
  /// declared in another file (`RatingView(rating: 3)`) or a SwiftUI view not modelled yet
  /// (`Image("logo")`). The interpreter builds it for such a call, with its arguments as
  /// written and not evaluated; it prints back as that call (reference §12, placeholders).
  static let placeholder = Definition(
    "placeholder", role: .view,
    summary: "placeholder: not laid out, a box of a fixed size (--placeholder NAME=WxH)",
    signatures: nil, isCallable: false,
    build: { _ in nil },
    print: { node, _ in
      guard case .placeholder(let placeholder) = node.kind else { return "" }
      let arguments = placeholder.arguments
      return placeholder.name + (arguments.hasPrefix("{") ? " " : "") + arguments
    })

  /// The warning a placeholder gives, once per name in a file.
  static func placeholderWarning(_ name: String, size: CGSize) -> String {
    let size = "\(ValuePrinter.number(size.width))×\(ValuePrinter.number(size.height))"
    if unsupportedViews.contains(name) {
      return "'\(name)' is not laid out yet: drawn as a \(size) placeholder"
    }
    return "'\(name)' is not declared in this file: drawn as a \(size) placeholder"
  }
}
