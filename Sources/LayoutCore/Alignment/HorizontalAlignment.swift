/// An alignment position along the horizontal axis (reference §8.1).
///
///     HStack { ... }.frame(width: 300, alignment: .leading)
///     VStack(alignment: HorizontalAlignment(Quarter.self)) { ... }
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
  /// The guide's identity, default value and combine rule.
  public let key: AlignmentKey

  /// Creates a custom alignment from its identifying type.
  public init(_ id: any AlignmentID.Type) {
    key = AlignmentKey(id, axis: .horizontal)
  }

  /// Creates a custom alignment known only by name, as a parsed scene declares one;
  /// `declaration` is its Swift source, printed back with the scene.
  public init(
    named name: String, declaration: String? = nil,
    defaultValue: @escaping (ViewDimensions) -> CGFloat
  ) {
    key = AlignmentKey(
      named: name, axis: .horizontal, declaration: declaration, defaultValue: defaultValue)
  }

  init(_ id: any AlignmentID.Type, name: String) {
    key = AlignmentKey(id, axis: .horizontal, name: name)
  }

  public static let leading = HorizontalAlignment(LeadingAlignmentID.self, name: "leading")
  public static let center = HorizontalAlignment(HorizontalCenterAlignmentID.self, name: "center")
  public static let trailing = HorizontalAlignment(TrailingAlignmentID.self, name: "trailing")

  /// The guide's name: `leading`, `center`, `trailing`, or a custom alignment's name.
  public var description: String { key.description }

  /// Combines explicit values as a custom `Layout` asks: the mean for the built-in guides
  /// ([APPLE `combineExplicit`]), the identifying type's rule otherwise.
  public func combineExplicit(_ values: some Sequence<CGFloat?>) -> CGFloat? {
    let present = values.compactMap { $0 }
    if key.isFrameAlignment {
      return present.isEmpty ? nil : present.reduce(0, +) / CGFloat(present.count)
    }
    return key.combineExplicit(present)
  }
}
