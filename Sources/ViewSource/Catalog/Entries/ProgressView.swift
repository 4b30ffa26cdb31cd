import LayoutCore

extension Catalog {
  /// `ProgressView()`, `ProgressView(_:)`: a 20×20 spinner; `ProgressView(value:total:)`: a bar
  /// as wide as proposed, 4 pt high; a title stacks above either (reference §20.5).
  static let progressView = ControlCall.definition(
    "ProgressView", summary: "control: a 20×20 spinner, or a bar that takes the width",
    signatures: [
      [
        Parameter(label: nil, type: .string, hasDefault: true, internalName: "title"),
        .kept("value", optional: true), .kept("total", optional: true),
      ]
    ],
    build: { call in
      let linear = call.has("value") && call["value"] != nil
      return ControlCall.build(
        call, .progressView(linear: linear), parts: [linear ? .progressBar : .spinner])
    })
}
