/// A scrollable view: its content is proposed nil along `axes` and seen through a viewport
/// (reference §14.3). Several views are stacked as in a VStack, or an HStack when `axes` is
/// `.horizontal`.
///
///     ScrollView {
///       Color.red   // 10 pt tall: its ideal height
///     }
public struct ScrollView: PrimitiveView {
  let node: ViewNode

  public init<Content: View>(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    node = ViewNode(
      .scrollView(axes: axes, showsIndicators: showsIndicators, contentOffset: .zero),
      children: content().viewNodes)
  }

  var viewNodes: [ViewNode] { [node] }
}

extension ScrollView {
  /// The scroll view moved `offset` points into its content (clamped to what can scroll when
  /// laid out): what a user's scrolling does, which SwiftUI keeps out of the view's code.
  public func contentOffset(_ offset: CGPoint) -> ScrollView {
    var copy = self
    if case .scrollView(let axes, let shows, _) = node.kind {
      copy = ScrollView(
        node: ViewNode(
          .scrollView(axes: axes, showsIndicators: shows, contentOffset: offset),
          children: node.children, attributes: node.attributes))
    }
    return copy
  }

  init(node: ViewNode) { self.node = node }
}
