/// A layout that arranges its subviews in a horizontal line: `HStack` as a `Layout` (§4, §9.1).
///
///     let layout = AnyLayout(HStackLayout(alignment: .top, spacing: 0))
public struct HStackLayout: _StackLayoutConvertible, Equatable, Sendable {
  /// The vertical alignment of the subviews.
  public var alignment: VerticalAlignment
  /// The distance between neighbours, or nil for each pair's preferred spacing.
  public var spacing: CGFloat?

  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public static var layoutProperties: LayoutProperties {
    LayoutProperties(stackOrientation: .horizontal)
  }

  /// The stack algorithm. A non-finite spacing reads as nil, as the engine reads an `HStack`'s
  /// (with a diagnostic there): NaN or ∞ between neighbours would make every frame after it
  /// NaN or infinite.
  public var _stack: StackLayout {
    StackLayout(
      axis: .horizontal, alignment: alignment.key,
      spacing: spacing.flatMap { $0.isFinite ? $0 : nil })
  }
}
