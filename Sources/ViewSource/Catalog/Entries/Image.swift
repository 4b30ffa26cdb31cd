import LayoutCore

extension Catalog {
  /// `Image("name")`, `Image(decorative:)`, `Image(systemName:)`, `Image(uiImage:)` and
  /// `Image(nsImage:)`: its asset's size whatever it is proposed, or the proposal once
  /// resizable (§18). The asset's size is not in the file: `--image NAME=WxH` gives it, else
  /// the §12 default (a text cell for a symbol).
  static let image = Definition(
    "Image", role: .view,
    summary: "view: image, its asset's size (--image NAME=WxH), the proposal if resizable",
    signatures: nil,
    properties: [assetLength("width", axis: .horizontal), assetLength("height", axis: .vertical)],
    build: { call in
      // A platform image is named by its expression, which is not evaluated: a `UIImage`
      // made in code has no value a scene can compute.
      if let first = call.arguments.first, first.label == "uiImage" || first.label == "nsImage" {
        guard call.arguments.count == 1 else {
          call.error(
            "extra argument in call to 'Image'", at: call.arguments[1].range.start)
          return nil
        }
        let range = first.value.range
        let expression = call.interpreter.sourceText(from: range.start, to: range.end)
        return call.view(
          .image(Image(source: .platform(label: first.label!, expression: expression))))
      }
      let bundle = Parameter(label: "bundle", type: .anything, hasDefault: true)
      guard
        let resolved = call.resolved([
          [.unlabelled("name", .string), bundle],
          [.labelled("systemName", .string, optional: false)],
          [.labelled("decorative", .string, optional: false), bundle],
        ])
      else { return nil }
      switch resolved.overload {
      case 0: return resolved.string("name").map { call.view(.image(Image($0))) }
      case 1: return resolved.string("systemName").map { call.view(.image(Image(systemName: $0))) }
      default:
        return resolved.string("decorative").map { call.view(.image(Image(decorative: $0))) }
      }
    },
    print: { node, _ in
      guard case .image(let image) = node.kind else { return "" }
      return imageSource(image)
    })

  /// An asset's width or height, stepped by the playground as a knob of the image's name (a
  /// file does not hold it); a symbol has none, its size is the text's.
  private static func assetLength(_ label: String, axis: Axis) -> EditableProperty {
    EditableProperty(
      label, axis: axis, stepping: .nonNegative,
      read: { node in
        guard case .image(let image) = node.kind, !image.isSymbol else { return nil }
        let size = image.assetSize ?? Image.defaultSize
        return .length(axis == .horizontal ? size.width : size.height)
      },
      write: { node, value in
        guard case .image(var image) = node.kind, !image.isSymbol, case .length(let length?) = value
        else { return false }
        let size = image.assetSize ?? Image.defaultSize
        image.assetSize =
          axis == .horizontal
          ? CGSize(width: length, height: size.height) : CGSize(width: size.width, height: length)
        node.kind = .image(image)
        return true
      })
  }

  /// `Image("logo").resizable()`: the initializer, then the `Image` methods in order.
  static func imageSource(_ image: Image) -> String {
    var text: String
    switch image.source {
    case .named(let name): text = "Image(\(ValuePrinter.string(name)))"
    case .decorative(let name): text = "Image(decorative: \(ValuePrinter.string(name)))"
    case .system(let name): text = "Image(systemName: \(ValuePrinter.string(name)))"
    case .platform(let label, let expression): text = "Image(\(label): \(expression))"
    }
    for method in image.methods {
      switch method {
      case .resizable(let capInsets, let mode):
        text +=
          ".resizable"
          + ValuePrinter.arguments([
            ("capInsets", capInsets.map(ValuePrinter.insets)),
            ("resizingMode", mode.map { "." + $0.rawValue }),
          ])
      case .renderingMode(let mode): text += ".renderingMode(.\(mode))"
      case .interpolation(let quality): text += ".interpolation(.\(quality))"
      case .antialiased(let flag): text += ".antialiased(\(flag))"
      }
    }
    return text
  }
}
