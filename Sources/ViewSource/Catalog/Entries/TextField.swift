import LayoutCore

extension Catalog {
  /// `TextField(_:text:prompt:axis:)`: as wide as proposed, one line high; with
  /// `axis: .vertical` as high as its text (reference §20.4). The title is its placeholder.
  static let textField = ControlCall.definition(
    "TextField", summary: "control: takes the width, one line high",
    signatures: [
      [.title, .kept("text"), .kept("prompt", optional: true), .kept("axis", optional: true)]
    ],
    build: { call in
      let vertical = ControlCall.source(call, "axis").map { $0.hasSuffix("vertical") } ?? false
      return ControlCall.build(call, .textField(vertical: vertical))
    })

  /// `SecureField(_:text:prompt:)`: a one-line text field (§20.4).
  static let secureField = ControlCall.definition(
    "SecureField", summary: "control: takes the width, one line high",
    signatures: [[.title, .kept("text"), .kept("prompt", optional: true)]],
    build: { call in ControlCall.build(call, .secureField) })

  /// `TextEditor(text:)`: takes every proposal, as a Color does (§20.4).
  static let textEditor = ControlCall.definition(
    "TextEditor", summary: "control: takes the whole proposal",
    signatures: [[.kept("text")]],
    build: { call in ControlCall.build(call, .textEditor) })
}
