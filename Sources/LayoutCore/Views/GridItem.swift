/// `GridItem(_:spacing:alignment:)`: one column of a `LazyVGrid` (one row of a `LazyHGrid`),
/// or, when adaptive, as many as fit (reference §14.5).
///
///     LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) { ... }
public struct GridItem: Equatable, Sendable {
  /// How long the item's track is along the grid's sizing axis (a column's width in a
  /// LazyVGrid).
  public enum Size: Equatable, Sendable {
    /// Exactly this length, whatever the grid is proposed.
    case fixed(CGFloat)
    /// An equal share of what the fixed tracks and spacing leave, clamped to the bounds.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// A flexible track's share, unclamped, holding as many items of at least `minimum` as
    /// fit, each at most `maximum`.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  public var size: Size
  /// The distance to the next track (and between an adaptive item's tracks); nil is 8.
  public var spacing: CGFloat?
  /// Where an item sits in its cell; nil is the grid's alignment, centred across.
  public var alignment: Alignment?

  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// A lazy grid's values: its axis, tracks, alignment, spacing and pinned views (§14.5).
///
/// `.vertical` is `LazyVGrid(columns:)` (its items are columns, it grows down), `.horizontal`
/// is `LazyHGrid(rows:)`. `alignment` holds the guide across the tracks: its horizontal part
/// for a LazyVGrid, its vertical part for a LazyHGrid (the other part is `.center`).
public struct LazyGrid: Equatable, Sendable {
  public var axis: Axis
  public var items: [GridItem]
  public var alignment: Alignment
  /// The distance between rows (a LazyHGrid's columns); nil is 8.
  public var spacing: CGFloat?
  public var pinnedViews: PinnedScrollableViews

  public init(
    axis: Axis, items: [GridItem], alignment: Alignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = []
  ) {
    self.axis = axis
    self.items = items
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
  }
}

/// A grid that grows down, its columns given by `GridItem`s, making its cells when they come
/// into view (reference §14.5).
public struct LazyVGrid: PrimitiveView {
  let node: ViewNode

  public init<Content: View>(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
  ) {
    node = ViewNode(
      .lazyGrid(
        LazyGrid(
          axis: .vertical, items: columns,
          alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
          pinnedViews: pinnedViews)),
      children: content().viewNodes)
  }

  var viewNodes: [ViewNode] { [node] }
}

/// A grid that grows to the right, its rows given by `GridItem`s (reference §14.5).
public struct LazyHGrid: PrimitiveView {
  let node: ViewNode

  public init<Content: View>(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
  ) {
    node = ViewNode(
      .lazyGrid(
        LazyGrid(
          axis: .horizontal, items: rows,
          alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
          pinnedViews: pinnedViews)),
      children: content().viewNodes)
  }

  var viewNodes: [ViewNode] { [node] }
}
