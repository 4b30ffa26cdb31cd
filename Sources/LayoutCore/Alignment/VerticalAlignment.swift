/// An alignment position along the vertical axis, text baselines included (reference §8.1).
///
///     HStack(alignment: .firstTextBaseline) { Text("A"); Text("B").font(.title) }
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
  /// The guide's identity, default value and combine rule.
  public let key: AlignmentKey

  /// Creates a custom alignment from its identifying type.
  public init(_ id: any AlignmentID.Type) {
    key = AlignmentKey(id, axis: .vertical)
  }

  /// Creates a custom alignment known only by name, as a parsed scene declares one;
  /// `declaration` is its Swift source, printed back with the scene.
  public init(
    named name: String, declaration: String? = nil,
    defaultValue: @escaping (ViewDimensions) -> CGFloat
  ) {
    key = AlignmentKey(
      named: name, axis: .vertical, declaration: declaration, defaultValue: defaultValue)
  }

  init(_ id: any AlignmentID.Type, name: String) {
    key = AlignmentKey(id, axis: .vertical, name: name)
  }

  public static let top = VerticalAlignment(TopAlignmentID.self, name: "top")
  public static let center = VerticalAlignment(VerticalCenterAlignmentID.self, name: "center")
  public static let bottom = VerticalAlignment(BottomAlignmentID.self, name: "bottom")
  public static let firstTextBaseline = VerticalAlignment(
    FirstTextBaselineAlignmentID.self, name: "firstTextBaseline")
  public static let lastTextBaseline = VerticalAlignment(
    LastTextBaselineAlignmentID.self, name: "lastTextBaseline")

  /// The guide's name: `top`, `firstTextBaseline`, or a custom alignment's name.
  public var description: String { key.description }

  /// Combines explicit values as a custom `Layout` asks: the mean for the edge and centre
  /// guides ([APPLE `combineExplicit`]), min or max for baselines, the type's rule otherwise.
  public func combineExplicit(_ values: some Sequence<CGFloat?>) -> CGFloat? {
    let present = values.compactMap { $0 }
    if key.isFrameAlignment {
      return present.isEmpty ? nil : present.reduce(0, +) / CGFloat(present.count)
    }
    return key.combineExplicit(present)
  }
}
