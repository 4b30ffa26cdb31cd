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
    properties: [
      placeholderLength("width", axis: .horizontal), placeholderLength("height", axis: .vertical),
    ],
    build: { _ in nil },
    print: { node, _ in
      guard case .placeholder(let placeholder) = node.kind else { return "" }
      let arguments = placeholder.arguments
      return placeholder.name + (arguments.hasPrefix("{") ? " " : "") + arguments
    })

  /// A placeholder's width or height, stepped by the playground as a knob of the view's name
  /// (the file does not hold it, the view is declared elsewhere), as `--placeholder` gives it.
  private static func placeholderLength(_ label: String, axis: Axis) -> EditableProperty {
    EditableProperty(
      label, axis: axis, stepping: .nonNegative,
      read: { node in
        guard case .placeholder(let placeholder) = node.kind else { return nil }
        return .length(axis == .horizontal ? placeholder.size.width : placeholder.size.height)
      },
      write: { node, value in
        guard case .placeholder(var placeholder) = node.kind, case .length(let length?) = value
        else { return false }
        let size = placeholder.size
        placeholder.size =
          axis == .horizontal
          ? CGSize(width: length, height: size.height) : CGSize(width: size.width, height: length)
        node.kind = .placeholder(placeholder)
        return true
      })
  }

  /// The warning a placeholder gives, once per name in a file.
  static func placeholderWarning(_ name: String, size: CGSize) -> String {
    let size = "\(ValuePrinter.number(size.width))×\(ValuePrinter.number(size.height))"
    if unsupportedViews.contains(name) {
      return "'\(name)' is not laid out yet: drawn as a \(size) placeholder"
    }
    return "'\(name)' is not declared in this file: drawn as a \(size) placeholder"
  }
}
