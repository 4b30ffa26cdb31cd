/// A view that arranges its children in a horizontal line (reference §4).
///
///     HStack(spacing: 0) { Spacer(minLength: 0); Text("Hello"); Spacer(minLength: 0) }
public struct HStack: PrimitiveView {
  let node: ViewNode

  public init<Content: View>(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    node = ViewNode(.hStack(alignment: alignment, spacing: spacing), children: content().viewNodes)
  }

  var viewNodes: [ViewNode] { [node] }
}

/// A view that arranges its children in a vertical line (reference §4).
public struct VStack: PrimitiveView {
  let node: ViewNode

  public init<Content: View>(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    node = ViewNode(.vStack(alignment: alignment, spacing: spacing), children: content().viewNodes)
  }

  var viewNodes: [ViewNode] { [node] }
}

/// A view that overlays its children, aligning them on both axes (reference §5.1).
public struct ZStack: PrimitiveView {
  let node: ViewNode

  public init<Content: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Content
  ) {
    node = ViewNode(.zStack(alignment: alignment), children: content().viewNodes)
  }

  var viewNodes: [ViewNode] { [node] }
}

/// Several views as one, for applying modifiers to each of them or exceeding a block's size.
public struct Group: PrimitiveView {
  let nodes: [ViewNode]

  public init<Content: View>(@ViewBuilder content: () -> Content) {
    nodes = content().viewNodes
  }

  var viewNodes: [ViewNode] { [ViewNode(.group, children: nodes)] }
}

/// Views computed from a range of integers or a collection.
public struct ForEach: PrimitiveView {
  let nodes: [ViewNode]

  public init<Data: Sequence, Content: View>(
    _ data: Data, @ViewBuilder content: (Data.Element) -> Content
  ) {
    nodes = data.flatMap { content($0).viewNodes }
  }

  public init<Data: Sequence, ID: Hashable, Content: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: (Data.Element) -> Content
  ) {
    nodes = data.flatMap { content($0).viewNodes }
  }

  var viewNodes: [ViewNode] { [ViewNode(.forEach(source: nil), children: nodes)] }
}
