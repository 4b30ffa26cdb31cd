/// A key for a value that a view hands to the custom `Layout` that contains it (reference §9.1).
///
///     struct Rank: LayoutValueKey { static let defaultValue = 0 }
///     Text("Gold").layoutValue(key: Rank.self, value: 1)
///     // inside the layout: subviews[0][Rank.self] == 1
public protocol LayoutValueKey {
  /// The type of the value.
  associatedtype Value
  /// The value of a view that sets none.
  static var defaultValue: Value { get }
}

/// One `layoutValue(key:value:)` attached to a view: the key's identity and the value.
public struct LayoutValueEntry: Equatable, @unchecked Sendable, CustomStringConvertible {
  let key: ObjectIdentifier
  /// The key type's name.
  public let keyName: String
  let value: Any

  init<K: LayoutValueKey>(_ key: K.Type, _ value: K.Value) {
    self.key = ObjectIdentifier(key)
    keyName = String(describing: key)
    self.value = value
  }

  public var description: String { "\(keyName): \(value)" }

  /// Entries compare by key and by the value's printed form: values have no common equality.
  public static func == (lhs: LayoutValueEntry, rhs: LayoutValueEntry) -> Bool {
    lhs.key == rhs.key && String(reflecting: lhs.value) == String(reflecting: rhs.value)
  }
}
