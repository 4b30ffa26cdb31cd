/// A greedy container whose content is built from its own size (reference §3.4).
///
/// It takes the whole proposal (ideal size 0×0), proposes its size to every child and puts
/// each at its top-leading corner; several children overlap, with no implicit stack.
public struct GeometryReader: PrimitiveView {
  let content: GeometryContent

  public init<Content: View>(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = GeometryContent { content($0).viewNodes }
  }

  var viewNodes: [ViewNode] { [ViewNode(.geometryReader(content))] }
}

/// What a `GeometryReader`'s content knows of its container.
public struct GeometryProxy: Sendable {
  /// The reader's size.
  public let size: CGSize
  /// The safe-area insets that overlap the reader.
  public let safeAreaInsets: EdgeInsets

  public init(size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets()) {
    self.size = size
    self.safeAreaInsets = safeAreaInsets
  }
}
