import LayoutCore

extension Catalog {
  /// `Picker(_:selection:content:)`: in the menu style (iOS's default outside a Form), the
  /// selected option and a chevron, hugging them; the title is not drawn (reference §20.6).
  /// The selection is not evaluated, so the first option stands for it.
  static let picker = ControlCall.definition(
    "Picker", summary: "control: menu style, its first option and a chevron, hugs",
    signatures: [
      [
        Parameter(label: nil, type: .source, internalName: "pickerTitle"), .kept("selection"),
        options,
      ],
      [.kept("selection"), options, hiddenLabel],
    ],
    build: { call in ControlCall.build(call, .picker, parts: [.chevron]) })

  /// A Picker's options: laid out only to show the first.
  private static let options = Parameter(
    label: "content", type: .closure, isContent: true, internalName: "options")

  /// A Picker's label closure: kept as written, not drawn in the menu style.
  private static let hiddenLabel = Parameter(
    label: "label", type: .closure, isContent: true, internalName: "hiddenLabel")

  /// A control's part: built by its control, never written in a scene (§20).
  static let controlPart = Definition(
    "part", role: .view, summary: "control part: drawn by the system at its own size",
    signatures: nil, isCallable: false, build: { _ in nil }, print: { _, _ in "" })
}
