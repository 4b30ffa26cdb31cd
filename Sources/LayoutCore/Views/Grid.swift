/// A container that arranges its rows and columns together (reference §14.1).
///
///     Grid(alignment: .leading) {
///       GridRow { Text("Name"); Text("Ada") }
///       Divider()
///       GridRow { Text("Born"); Text("1815") }
///     }
public struct Grid: PrimitiveView {
  let node: ViewNode

  public init<Content: View>(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    node = ViewNode(
      .grid(
        alignment: alignment, horizontalSpacing: horizontalSpacing,
        verticalSpacing: verticalSpacing), children: content().viewNodes)
  }

  var viewNodes: [ViewNode] { [node] }
}

/// One row of a Grid: its views are the row's cells, one column each by default (§14.1).
public struct GridRow: PrimitiveView {
  let node: ViewNode

  public init<Content: View>(
    alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content
  ) {
    node = ViewNode(.gridRow(alignment: alignment), children: content().viewNodes)
  }

  var viewNodes: [ViewNode] { [node] }
}

/// The first of its views whose ideal size fits the proposal along `axes`, else the last
/// (§14.2).
public struct ViewThatFits: PrimitiveView {
  let node: ViewNode

  public init<Content: View>(
    in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content
  ) {
    node = ViewNode(.viewThatFits(axes: axes), children: content().viewNodes)
  }

  var viewNodes: [ViewNode] { [node] }
}

extension View {
  /// Makes the view a grid cell spanning `count` columns (§14.1).
  public func gridCellColumns(_ count: Int) -> some View {
    modified(.gridCell(.columns(count)))
  }

  /// Aligns every cell of the view's grid column horizontally with `guide` (§14.1).
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    modified(.gridCell(.columnAlignment(guide)))
  }

  /// Puts the view's `anchor` point on the same point of its grid cell (§14.1).
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    modified(.gridCell(.anchor(anchor)))
  }

  /// Asks the grid not to size the view's column or row by it along `axes` (§14.1).
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    modified(.gridCell(.unsizedAxes(axes)))
  }
}
