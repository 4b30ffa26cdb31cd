/// A SwiftUI control (`Button`, `Toggle`, `TextField`, …) laid out as SwiftUI lays it out: its
/// label views plus the fixed parts the system draws (a switch, a stepper's buttons), with the
/// control's flexibility and default metrics (reference §20).
///
/// The children of a control node are its label views in the order the call wrote them (a
/// title string builds a `Text`), followed by its parts (`ControlPart`, leaves of their own
/// kind). `arguments` keep the call as written, so that the control prints back as its source:
/// a label closure prints from the children, every other argument as its source.
public struct Control: Equatable, Sendable {
  public var kind: ControlKind
  /// The call's arguments in order; empty for a part.
  public var arguments: [ControlArgument]

  public init(_ kind: ControlKind, arguments: [ControlArgument] = []) {
    self.kind = kind
    self.arguments = arguments
  }

  /// The children each argument built, by index into the node's children: a title's `Text`,
  /// a label closure's views. Parts follow the last of these.
  public func childRanges() -> [Range<Int>] {
    var start = 0
    return arguments.map { argument in
      defer { start += argument.viewCount }
      return start..<start + argument.viewCount
    }
  }

  /// How many children the arguments built; the rest of the children are parts.
  public var labelCount: Int { arguments.reduce(0) { $0 + $1.viewCount } }

  /// The children of the argument labelled `label` (nil: the unlabelled or first trailing one).
  public func children(labelled label: String?) -> Range<Int>? {
    let ranges = childRanges()
    return arguments.indices.first { arguments[$0].label == label && arguments[$0].viewCount > 0 }
      .map { ranges[$0] }
  }
}

/// One argument of a control's call, kept for printing it back.
public struct ControlArgument: Equatable, Sendable {
  /// The argument label, or nil.
  public var label: String?
  /// The argument as source (`"OK"`, `$isOn`, `{ count += 1 }`), or nil for a label closure,
  /// which prints from the children it built.
  public var source: String?
  /// Whether it was written as a trailing closure.
  public var isTrailing: Bool
  /// How many of the control's children it built: 1 for a title, the closure's views for a
  /// label closure, 0 for the others.
  public var viewCount: Int

  public init(label: String?, source: String?, isTrailing: Bool = false, viewCount: Int = 0) {
    self.label = label
    self.source = source
    self.isTrailing = isTrailing
    self.viewCount = viewCount
  }
}

/// Which control a node is; each has its own layout (reference §20).
public enum ControlKind: Equatable, Sendable {
  /// `Button`: the label inside the button style's insets; hugs.
  case button
  /// `Link`: a button to a URL, laid out as a borderless button.
  case link
  /// `NavigationLink`: its label, laid out as a Link is (a borderless button); the destination
  /// is kept as written and not laid out (§14.9).
  case navigationLink
  /// `Menu`: its label, laid out as a button; the menu's items are not laid out.
  case menu
  /// `Picker` in the menu style: the selection and a chevron, laid out as a button; hugs.
  case picker
  /// `Label`: icon and title side by side, per the label style.
  case label
  /// `Toggle`, `Stepper`, `DatePicker`, `ColorPicker`: the label leading, a fixed part
  /// trailing, as wide as proposed.
  case toggle
  case stepper
  case datePicker
  case colorPicker
  /// `TextField` and `SecureField` (`vertical`: `axis: .vertical`, growing with its text):
  /// as wide as proposed, one line high.
  case textField(vertical: Bool)
  case secureField
  /// `TextEditor`: takes every proposal, as a `Color` does.
  case textEditor
  /// `Slider`: as wide as proposed, a fixed height.
  case slider
  /// `ProgressView`: a spinner (circular) or a bar as wide as proposed (linear), under its
  /// title when it has one.
  case progressView(linear: Bool)
  /// One of the fixed parts a control draws.
  case part(ControlPart)

  /// SwiftUI's type name: `Button`, `Toggle`; a part's description.
  public var name: String {
    switch self {
    case .button: "Button"
    case .link: "Link"
    case .navigationLink: "NavigationLink"
    case .menu: "Menu"
    case .picker: "Picker"
    case .label: "Label"
    case .toggle: "Toggle"
    case .stepper: "Stepper"
    case .datePicker: "DatePicker"
    case .colorPicker: "ColorPicker"
    case .textField: "TextField"
    case .secureField: "SecureField"
    case .textEditor: "TextEditor"
    case .slider: "Slider"
    case .progressView: "ProgressView"
    case .part(let part): part.name
    }
  }
}

/// A part of a control that the system draws at its own size: not a view of the scene.
public enum ControlPart: Equatable, Sendable {
  /// A `systemImage` icon: one glyph cell (a terminal adaptation: `Image` is not modelled
  /// here; reference §12).
  case symbol(String)
  /// A Toggle's switch: 51×31 pt.
  case toggleSwitch
  /// A Stepper's − and + buttons: 94×32 pt.
  case stepperButtons
  /// A Picker's up-and-down chevron: one glyph cell.
  case chevron
  /// A Slider's track and thumb: as wide as proposed, 31 pt high.
  case sliderTrack
  /// A linear ProgressView's bar: as wide as proposed, 4 pt high.
  case progressBar
  /// A circular ProgressView's spinner: 20×20 pt.
  case spinner
  /// A ColorPicker's well: 28×28 pt.
  case colorWell
  /// A DatePicker's compact date: a date's glyphs in bordered-button insets.
  case datePill

  /// What the inspector and trace call it.
  public var name: String {
    switch self {
    case .symbol(let name): "symbol \(name)"
    case .toggleSwitch: "switch"
    case .stepperButtons: "stepper buttons"
    case .chevron: "chevron"
    case .sliderTrack: "slider track"
    case .progressBar: "progress bar"
    case .spinner: "spinner"
    case .colorWell: "color well"
    case .datePill: "date"
    }
  }
}
