import LayoutCore
import ViewSource

/// One value of a view or modifier the playground can change: the catalog's
/// `EditableProperty`, declared by the entry that owns the value.
///
/// Every edit of a value is `TreeEdit.set(property, value, at:)`, which changes that one field
/// and nothing else, so that an edit replayed on a gallery rebuilt for a new container size
/// keeps the new size everywhere the edit did not touch.
typealias NodeProperty = EditableProperty

extension EditableProperty {
  /// The editable properties of `node`, in the order the inspector lists them.
  static func properties(of node: ViewNode) -> [EditableProperty] { node.editableProperties }
}

extension PropertyValue {
  /// The value as the inspector writes it: `300`, `nil`, `∞`, `.bottomTrailing`, `true`.
  var text: String {
    switch self {
    case .length(let value): PointText.length(value)
    case .insets(let insets):
      [insets.top, insets.leading, insets.bottom, insets.trailing].allSatisfy { $0 == insets.top }
        ? PointText.length(insets.top)
        : "\(PointText.length(insets.top)) \(PointText.length(insets.leading)) "
          + "\(PointText.length(insets.bottom)) \(PointText.length(insets.trailing))"
    case .alignment(let alignment): AlignmentChoices.name(alignment)
    case .horizontalGuide(let guide): "." + guide.description
    case .verticalGuide(let guide): "." + guide.description
    case .flag(let flag): flag ? "true" : "false"
    case .number(let number): PointText.number(number)
    case .count(let count): count.map(String.init) ?? "nil"
    case .contentMode(let mode): mode == .fit ? ".fit" : ".fill"
    case .choice(let name, _): name == "nil" ? name : "." + name
    }
  }
}

extension EditableProperty {
  /// The property labelled `label`: a key that finds a node's own property of that name
  /// (`node.value(of: .width)`), since properties are equal by label.
  static func key(_ label: String) -> EditableProperty {
    EditableProperty.named(label)
  }

  static var width: EditableProperty { key("width") }
  static var height: EditableProperty { key("height") }
  static var alignment: EditableProperty { key("alignment") }
  static var spacing: EditableProperty { key("spacing") }
  static var lineLimit: EditableProperty { key("lineLimit") }
}
