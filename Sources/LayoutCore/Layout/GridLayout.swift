/// A grid as a `Layout` type, for switching between a stack and a grid with `AnyLayout`
/// while the views keep their identity (reference §14.1, §9.1).
///
///     let layout = isWide ? AnyLayout(GridLayout()) : AnyLayout(VStackLayout())
///     layout { GridRow { Text("a"); Text("b") } }
///
/// The engine lays a `GridLayout` out as a `Grid` with the same values (`GridContainer`): its
/// `GridRow` subviews are the rows, sized and placed together. A `Layout` sees only its
/// subviews, not their children, so the methods below, which only code calling them directly
/// uses, stack the rows as a `VStack` would, `verticalSpacing` apart.
public struct GridLayout: Layout, Equatable, Sendable {
  public var alignment: Alignment
  public var horizontalSpacing: CGFloat?
  public var verticalSpacing: CGFloat?

  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  /// The rows as one VStack: what a caller of the `Layout` methods gets.
  private var rows: VStackLayout {
    VStackLayout(
      alignment: alignment.horizontal, spacing: verticalSpacing ?? ViewSpacing.defaultSpacing)
  }

  public func makeCache(subviews: Subviews) -> StackLayoutCache {
    rows.makeCache(subviews: subviews)
  }

  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache
  ) -> CGSize {
    rows.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout StackLayoutCache
  ) {
    rows.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
}
