import LayoutCore

/// One value of a view or modifier that the playground can change: a frame's width, a stack's
/// spacing, a Spacer's minLength, a Text's lineLimit.
///
/// Declared by the catalog entry that owns the value, with how it reads and writes the node, so
/// the inspector, the property editor and the stepper have no list of their own. Two properties
/// are the same when they have the same label: labels are unique within one node.
public struct EditableProperty: Hashable, Sendable {
  /// The name the inspector shows, as the SwiftUI argument is called.
  public let label: String
  /// The axis a length measures, for starting an unset length at the view's size.
  public let axis: Axis?
  /// How a step moves the value.
  public let stepping: Stepping
  let read: @Sendable (ViewNode) -> PropertyValue?
  let write: @Sendable (inout ViewNode, PropertyValue) -> Bool

  init(
    _ label: String, axis: Axis? = nil, stepping: Stepping,
    read: @escaping @Sendable (ViewNode) -> PropertyValue?,
    write: @escaping @Sendable (inout ViewNode, PropertyValue) -> Bool
  ) {
    self.label = label
    self.axis = axis
    self.stepping = stepping
    self.read = read
    self.write = write
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.label == rhs.label }
  public func hash(into hasher: inout Hasher) { hasher.combine(label) }

  /// How a property's value moves when it is stepped, and which values a typed one may take.
  public enum Stepping: Sendable {
    /// An optional length that goes nil → 0 → 10 → … and back to nil: spacing, minLength.
    case fromZero
    /// An optional maximum: nil → ∞ → the view's size → numbers.
    case maximum
    /// An optional frame length: nil starts at the view's size.
    case fromCurrent
    /// A length that is never nil and may be negative: an offset.
    case signed
    /// A length that is never nil nor negative: one padding.
    case nonNegative
    /// All four insets at once.
    case insets
    /// An alignment or a guide, cycled through the choices.
    case alignment
    case flag
    /// A number stepped by 1: a priority.
    case number
    /// A number from 0 to 1 stepped by 0.1: a minimum scale factor.
    case fraction
    /// A scale stepped by 0.25: a scale effect's factor.
    case scale
    /// One of a list of names, cycled in order: a button style, a truncation mode.
    case choice
    /// A positive count or nil: a line limit.
    case count
    /// An optional ratio, width over height: nil → 1 → steps of 0.25 (an aspect ratio).
    case ratio
  }
}

/// A property's value: a length, an alignment, a flag, a number, a count.
public enum PropertyValue: Equatable, Sendable {
  case length(CGFloat?)
  case insets(EdgeInsets)
  case alignment(Alignment)
  case horizontalGuide(HorizontalAlignment)
  case verticalGuide(VerticalAlignment)
  case flag(Bool)
  case number(Double)
  case count(Int?)
  /// `.fit` or `.fill`: an aspect ratio's content mode.
  case contentMode(ContentMode)
  /// One of `choices`, by the name SwiftUI gives the case (`bordered`, `tail`; `nil` for an
  /// optional's nil): a style or a mode.
  case choice(String, among: [String])
}

extension ViewNode {
  /// The properties the playground can edit on this node: its kind's, then its attributes'
  /// (a `lineLimit` set on a stack), each once.
  public var editableProperties: [EditableProperty] {
    var result: [EditableProperty] = []
    let owned =
      Catalog.definition(of: kind).properties
      + attributes.flatMap { Catalog.definition(of: $0).properties }
    for property in owned where !result.contains(property) && property.read(self) != nil {
      result.append(property)
    }
    return result
  }

  /// The value of `property`, or nil when this node does not have it.
  public func value(of property: EditableProperty) -> PropertyValue? {
    guard let own = editableProperties.first(where: { $0 == property }) else { return nil }
    return own.read(self)
  }

  /// Sets `property` to `value`; false when the node does not have the property or the value
  /// is of the wrong type.
  @discardableResult
  public mutating func set(_ property: EditableProperty, to value: PropertyValue) -> Bool {
    guard let own = editableProperties.first(where: { $0 == property }) else { return false }
    return own.write(&self, value)
  }
}

extension EditableProperty {
  /// A key for the property labelled `label`: it reads and writes nothing itself, and finds a
  /// node's own property through `ViewNode.value(of:)` and `set(_:to:)`.
  public static func named(_ label: String) -> EditableProperty {
    EditableProperty(label, stepping: .number, read: { _ in nil }, write: { _, _ in false })
  }
}

extension EditableProperty {
  /// The attribute of `Value` nearest the node (`buttonStyle(.bordered)`, `truncationMode`),
  /// stepped through `Value`'s cases in their declared order and written back as one case.
  static func attributeCase<Value: RawRepresentable & CaseIterable & Sendable>(
    _ label: String, _ type: Value.Type,
    make: @escaping @Sendable (Value) -> ViewAttribute,
    read: @escaping @Sendable (ViewAttribute) -> Value?
  ) -> EditableProperty where Value.RawValue == String {
    let names = Value.allCases.map(\.rawValue)
    return EditableProperty(
      label, stepping: .choice,
      read: { node in
        node.attributes.lazy.compactMap(read).first.map { .choice($0.rawValue, among: names) }
      },
      write: { node, value in
        guard case .choice(let name, _) = value, let new = Value(rawValue: name),
          let index = node.attributes.firstIndex(where: { read($0) != nil })
        else { return false }
        node.attributes[index] = make(new)
        return true
      })
  }
}
