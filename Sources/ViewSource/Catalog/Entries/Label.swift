import LayoutCore

extension Catalog {
  /// `Label(_:systemImage:)` and `Label(title:icon:)`: the icon and the title side by side, as
  /// `labelStyle` shows them (reference §20.2). A system image is one glyph cell.
  static let label = ControlCall.definition(
    "Label", summary: "control: icon and title side by side, per labelStyle",
    signatures: [
      [.title, .labelled("systemImage", .string, optional: false)],
      [.closure("title"), .closure("icon")],
    ],
    build: { call in ControlCall.build(call, .label) })
}
