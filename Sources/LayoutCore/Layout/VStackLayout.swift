/// A layout that arranges its subviews in a vertical line: `VStack` as a `Layout` (§4, §9.1).
///
///     let layout = AnyLayout(VStackLayout(alignment: .leading, spacing: 0))
public struct VStackLayout: Layout, Equatable, Sendable {
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

  var stack: StackLayout {
    StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing)
  }

  public func makeCache(subviews: Subviews) -> StackLayoutCache { stack.makeCache(subviews) }

  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache
  ) -> CGSize {
    stack.sizeThatFits(proposal, subviews, &cache)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout StackLayoutCache
  ) {
    stack.placeSubviews(in: bounds, proposal, subviews, &cache)
  }

  public func spacing(subviews: Subviews, cache: inout StackLayoutCache) -> ViewSpacing {
    stack.spacing(subviews)
  }
}
