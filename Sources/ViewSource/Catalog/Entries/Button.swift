import LayoutCore

extension Catalog {
  /// `Button(_:action:)`, `Button(_:systemImage:role:action:)`, `Button(role:action:label:)`:
  /// the label inside the button style's insets; hugs (reference §20.1).
  static let button = ControlCall.definition(
    "Button", summary: "control: its label in the button style's insets, hugs",
    signatures: [
      [.title, .labelled("systemImage", .string), .kept("role", optional: true), .action],
      [.kept("role", optional: true), .action, .closure("label")],
    ],
    build: { call in ControlCall.build(call, .button) })

  /// `Link(_:destination:)`, `Link(destination:label:)`: a button to a URL (§20.1).
  static let link = ControlCall.definition(
    "Link", summary: "control: a button to a URL, hugs its label",
    signatures: [
      [.title, .kept("destination")], [.kept("destination"), .closure("label")],
    ],
    build: { call in ControlCall.build(call, .link) })

  /// `Menu(_:content:)`, `Menu(content:label:)`: its label, laid out as a button; the items
  /// are kept as written and not laid out (they show only when the menu opens) (§20.1).
  static let menu = ControlCall.definition(
    "Menu", summary: "control: its label as a button; the items are not laid out",
    signatures: [
      [.title, .closure("content")], [.closure("content"), .closure("label")],
    ],
    build: { call in ControlCall.build(call, .menu) })
}
