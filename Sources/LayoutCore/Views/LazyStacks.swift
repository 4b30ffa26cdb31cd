/// A lazy stack's values: its axis, alignment, spacing and pinned views (reference §14.4).
///
/// One value for both stacks, as `HStack` and `VStack` share `StackLayout`: the axis says which
/// it is, and `alignment` holds the cross-axis guide (its horizontal part for a LazyVStack, its
/// vertical part for a LazyHStack; the other part is `.center` and unused).
public struct LazyStack: Equatable, Sendable {
  /// `.vertical` for `LazyVStack`, `.horizontal` for `LazyHStack`.
  public var axis: Axis
  public var alignment: Alignment
  public var spacing: CGFloat?
  public var pinnedViews: PinnedScrollableViews

  public init(
    axis: Axis, alignment: Alignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = []
  ) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
  }

  /// The guide the rows are aligned by across the axis.
  public var alignmentKey: AlignmentKey {
    axis == .vertical ? alignment.horizontal.key : alignment.vertical.key
  }
}

/// `PinnedScrollableViews`: which parts of a lazy stack's or grid's sections stay pinned to
/// the scroll view's edge while their section is in view (reference §14.4).
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// A vertical stack that makes its rows when they come into view (reference §14.4): each row
/// is proposed nil height (its ideal), and the stack takes the proposed width.
///
///     ScrollView {
///       LazyVStack(alignment: .leading) { ForEach(0..<1000) { Text("Row \($0)") } }
///     }
public struct LazyVStack: PrimitiveView {
  let node: ViewNode

  public init<Content: View>(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
  ) {
    node = ViewNode(
      .lazyStack(
        LazyStack(
          axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
          spacing: spacing, pinnedViews: pinnedViews)),
      children: content().viewNodes)
  }

  var viewNodes: [ViewNode] { [node] }
}

/// A horizontal stack that makes its columns when they come into view (reference §14.4): each
/// child is proposed nil width (its ideal), and the stack takes the proposed height.
public struct LazyHStack: PrimitiveView {
  let node: ViewNode

  public init<Content: View>(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
  ) {
    node = ViewNode(
      .lazyStack(
        LazyStack(
          axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
          spacing: spacing, pinnedViews: pinnedViews)),
      children: content().viewNodes)
  }

  var viewNodes: [ViewNode] { [node] }
}
