/// A layout that arranges its subviews in a vertical line: `VStack` as a `Layout` (§4, §9.1).
///
///     let layout = AnyLayout(VStackLayout(alignment: .leading, spacing: 0))
public struct VStackLayout: _StackLayoutConvertible, Equatable, Sendable {
  /// The horizontal alignment of the subviews.
  public var alignment: HorizontalAlignment
  /// The distance between neighbours, or nil for each pair's preferred spacing.
  public var spacing: CGFloat?

  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public static var layoutProperties: LayoutProperties {
    LayoutProperties(stackOrientation: .vertical)
  }

  /// The stack algorithm. A non-finite spacing reads as nil, as the engine reads an `VStack`'s
  /// (with a diagnostic there): NaN or ∞ between neighbours would make every frame after it
  /// NaN or infinite.
  public var _stack: StackLayout {
    StackLayout(
      axis: .vertical, alignment: alignment.key, spacing: spacing.flatMap { $0.isFinite ? $0 : nil }
    )
  }
}
