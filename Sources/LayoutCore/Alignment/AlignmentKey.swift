/// The identity of one alignment guide on one axis, with its default value and combine rule.
///
/// SwiftUI keys guides by their `AlignmentID` type. Scenes parsed from source declare custom
/// alignments at run time, when no Swift type can be made, so a key is either a type or a
/// name with a default-value function; both behave the same to the engine.
public struct AlignmentKey: Hashable, Sendable, CustomStringConvertible {
  enum Identity: Hashable, Sendable {
    case type(ObjectIdentifier)
    case named(String)
  }

  /// What a key is, shared by its copies: alignments are copied into every frame, stack and
  /// guide of a tree, and one reference copies faster than the name, rule and declaration.
  private final class Storage: Sendable {
    let identity: Identity
    let axis: Axis
    let description: String
    let rule: Rule
    let declaration: String?
    let isFrameAlignment: Bool

    init(identity: Identity, axis: Axis, description: String, rule: Rule, declaration: String?) {
      self.identity = identity
      self.axis = axis
      self.description = description
      self.rule = rule
      self.declaration = declaration
      if case .type(let id) = identity {
        isFrameAlignment = AlignmentKey.frameIDs.contains(id)
      } else {
        isFrameAlignment = false
      }
    }
  }

  private let storage: Storage

  var identity: Identity { storage.identity }
  /// The axis the guide is on.
  public var axis: Axis { storage.axis }
  /// The guide's name as people write it: `leading`, `firstTextBaseline`, `Quarter`.
  public var description: String { storage.description }
  var rule: Rule { storage.rule }
  /// The Swift declaration of a custom alignment parsed from a scene (its `extension`), so
  /// that printing the scene declares it again.
  public var declaration: String? { storage.declaration }

  /// How the guide is computed and combined; not part of its identity.
  struct Rule: @unchecked Sendable {
    let defaultValue: (ViewDimensions) -> CGFloat
    let combine: (CGFloat, Int, inout CGFloat?) -> Void
    let isBuiltIn: Bool
    /// True for the first and last text baselines, the only guides a Text answers.
    var isTextBaseline = false
  }

  init(_ id: any AlignmentID.Type, axis: Axis, name: String? = nil) {
    storage = Storage(
      identity: .type(ObjectIdentifier(id)), axis: axis,
      description: name ?? String(describing: id),
      rule: Rule(
        defaultValue: { id.defaultValue(in: $0) },
        combine: { id._combineExplicit(childValue: $0, $1, into: &$2) },
        isBuiltIn: id is any FrameAlignmentID.Type || id == FirstTextBaselineAlignmentID.self
          || id == LastTextBaselineAlignmentID.self,
        isTextBaseline: id == FirstTextBaselineAlignmentID.self
          || id == LastTextBaselineAlignmentID.self),
      declaration: nil)
  }

  init(
    named name: String, axis: Axis, declaration: String?,
    defaultValue: @escaping (ViewDimensions) -> CGFloat
  ) {
    storage = Storage(
      identity: .named(name), axis: axis, description: name,
      rule: Rule(
        defaultValue: defaultValue,
        combine: { child, n, parent in
          if let value = parent {
            parent = value + (child - value) / CGFloat(n + 1)
          } else {
            parent = child
          }
        },
        isBuiltIn: false),
      declaration: declaration)
  }

  /// True for `firstTextBaseline` and `lastTextBaseline`: a view answers them explicitly
  /// only if it has a Text inside.
  var isTextBaseline: Bool { rule.isTextBaseline }

  /// True for the edge and centre guides, whose combination across siblings is always nil.
  var isFrameAlignment: Bool { storage.isFrameAlignment }

  fileprivate static let frameIDs: Swift.Set<ObjectIdentifier> = [
    ObjectIdentifier(LeadingAlignmentID.self), ObjectIdentifier(HorizontalCenterAlignmentID.self),
    ObjectIdentifier(TrailingAlignmentID.self), ObjectIdentifier(TopAlignmentID.self),
    ObjectIdentifier(VerticalCenterAlignmentID.self), ObjectIdentifier(BottomAlignmentID.self),
  ]

  /// The guide's value for a view with no explicit value for it.
  func defaultValue(in dimensions: ViewDimensions) -> CGFloat { rule.defaultValue(dimensions) }

  /// The siblings' explicit values combined by the guide's rule (reference §8.4).
  func combineExplicit(_ values: some Sequence<CGFloat>) -> CGFloat? {
    var result: CGFloat?
    for (n, value) in values.enumerated() { rule.combine(value, n, &result) }
    return result
  }

  public static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
    lhs.storage === rhs.storage || (lhs.identity == rhs.identity && lhs.axis == rhs.axis)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(identity)
    hasher.combine(axis)
  }
}
