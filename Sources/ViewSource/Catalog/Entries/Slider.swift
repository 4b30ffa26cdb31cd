import LayoutCore

extension Catalog {
  /// `Slider(value:in:step:)` and its label form: a track as wide as proposed, 31 pt high; iOS
  /// does not draw the label (reference §20.5).
  static let slider = ControlCall.definition(
    "Slider", summary: "control: takes the width, 31 pt high",
    signatures: [
      [.kept("value"), .kept("in", optional: true), .kept("step", optional: true)],
      [
        .kept("value"), .kept("in", optional: true), .kept("step", optional: true),
        .closure("label"),
      ],
    ],
    build: { call in ControlCall.build(call, .slider, parts: [.sliderTrack]) })
}
