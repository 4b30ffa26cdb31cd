import LayoutCore

extension Catalog {
  /// `resizable()` and `resizable(capInsets:resizingMode:)`: the image takes the size it is
  /// proposed, its asset's size on unspecified axes (§18). The insets and the mode change
  /// only how the asset is drawn in that frame.
  static let resizable = imageMethod(
    "resizable",
    [
      [
        .labelled("capInsets", .insets),
        .labelled("resizingMode", .string),
      ]
    ],
    cases: ["resizingMode": ("ResizingMode", ["stretch", "tile"])]
  ) { call in
    .resizable(
      capInsets: call.has("capInsets") ? call["capInsets"].flatMap(insetsValue) : nil,
      resizingMode: call.string("resizingMode").flatMap(Image.ResizingMode.init(rawValue:)))
  }

  /// `renderingMode(_:)`: template or original colours; drawing only.
  static let renderingMode = imageMethod(
    "renderingMode", [[.unlabelled("mode", .string)]],
    cases: [nil: ("TemplateRenderingMode", ["template", "original"])]
  ) { call in
    .renderingMode(call.string("mode") ?? "original")
  }

  /// `interpolation(_:)`: how a scaled asset is resampled; drawing only.
  static let interpolation = imageMethod(
    "interpolation", [[.unlabelled("quality", .string)]],
    cases: [nil: ("Interpolation", ["none", "low", "medium", "high"])]
  ) { call in
    .interpolation(call.string("quality") ?? "high")
  }

  /// `antialiased(_:)`: drawing only.
  static let antialiased = imageMethod(
    "antialiased", [[.unlabelled("isAntialiased", .bool)]], cases: [:]
  ) { call in
    .antialiased(call.bool("isAntialiased") ?? true)
  }

  private static func insetsValue(_ value: Value) -> EdgeInsets? {
    if case .insets(let insets) = value { return insets }
    return nil
  }

  /// A method of `Image` that returns an `Image`: it applies to an image before any view
  /// modifier (Swift would not find it on `some View`), and is kept in the image's methods.
  private static func imageMethod(
    _ name: String, _ signatures: [[Parameter]],
    cases: [String?: (type: String, names: [String])],
    method: @escaping @Sendable (Call) -> Image.Method
  ) -> Definition {
    Definition(
      name, role: .attribute, summary: "view: image", signatures: nil,
      build: { call in
        guard call.views.count == 1, case .image(let image) = call.views[0].kind,
          call.views[0].attributes.isEmpty
        else {
          call.error(
            "'\(name)' is a method of Image: apply it to 'Image(...)' before other modifiers")
          return nil
        }
        guard let read = call.readingEnumCases(cases), let resolved = read.resolved(signatures)
        else { return nil }
        var node = call.views[0]
        node.kind = .image(image.adding(method(resolved)))
        return .views([node])
      },
      print: { node, _ in
        guard case .image(let image) = node.kind else { return "" }
        return imageSource(image)
      })
  }
}
