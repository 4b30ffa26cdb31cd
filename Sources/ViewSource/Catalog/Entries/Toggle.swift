import LayoutCore

extension Catalog {
  /// `Toggle(_:isOn:)`, `Toggle(isOn:label:)`: the label leading, a 51×31 switch trailing, as
  /// wide as proposed (reference §20.3).
  static let toggle = ControlCall.definition(
    "Toggle", summary: "control: label leading, 51×31 switch trailing, takes the width",
    signatures: [[.title, .kept("isOn")], [.kept("isOn"), .closure("label")]],
    build: { call in ControlCall.build(call, .toggle, parts: [.toggleSwitch]) })

  /// `Stepper(_:value:in:step:)`, `Stepper(value:in:step:label:)`: the label leading, the
  /// 94×32 − + buttons trailing, as wide as proposed (§20.3).
  static let stepper = ControlCall.definition(
    "Stepper", summary: "control: label leading, 94×32 buttons trailing, takes the width",
    signatures: [
      [.title, .kept("value"), .kept("in", optional: true), .kept("step", optional: true)],
      [
        .kept("value"), .kept("in", optional: true), .kept("step", optional: true),
        .closure("label"),
      ],
    ],
    build: { call in ControlCall.build(call, .stepper, parts: [.stepperButtons]) })

  /// `DatePicker(_:selection:in:displayedComponents:)`: the label leading, the compact date
  /// trailing, as wide as proposed (§20.3).
  static let datePicker = ControlCall.definition(
    "DatePicker", summary: "control: label leading, compact date trailing, takes the width",
    signatures: [
      [
        .title, .kept("selection"), .kept("in", optional: true),
        .kept("displayedComponents", optional: true),
      ],
      [
        .kept("selection"), .kept("in", optional: true),
        .kept("displayedComponents", optional: true), .closure("label"),
      ],
    ],
    build: { call in ControlCall.build(call, .datePicker, parts: [.datePill]) })

  /// `ColorPicker(_:selection:supportsOpacity:)`: the label leading, a 28×28 well trailing
  /// (§20.3).
  static let colorPicker = ControlCall.definition(
    "ColorPicker", summary: "control: label leading, 28×28 well trailing, takes the width",
    signatures: [
      [.title, .kept("selection"), .kept("supportsOpacity", optional: true)],
      [.kept("selection"), .kept("supportsOpacity", optional: true), .closure("label")],
    ],
    build: { call in ControlCall.build(call, .colorPicker, parts: [.colorWell]) })
}
