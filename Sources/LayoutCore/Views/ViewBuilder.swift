/// The result builder of view content closures: `VStack { Text("a"); Text("b") }`.
///
/// Blocks, `if`/`else`, `switch` and `for` loops produce lists of nodes that the enclosing
/// container receives as its children, as in SwiftUI.
@resultBuilder
public enum ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock() -> EmptyView { EmptyView() }

  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView {
    var nodes: [ViewNode] = []
    for view in repeat each content { nodes += view.viewNodes }
    return TupleView(nodes: nodes)
  }

  public static func buildOptional<Content: View>(_ content: Content?) -> Content? {
    content
  }

  public static func buildEither<First: View>(first: First) -> TupleView {
    TupleView(nodes: first.viewNodes)
  }

  public static func buildEither<Second: View>(second: Second) -> TupleView {
    TupleView(nodes: second.viewNodes)
  }

  public static func buildArray<Content: View>(_ components: [Content]) -> TupleView {
    TupleView(nodes: components.flatMap(\.viewNodes))
  }

  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> TupleView {
    TupleView(nodes: content.viewNodes)
  }
}

/// An optional view is its view or nothing: what `if` without `else` builds.
extension Optional: View, PrimitiveView where Wrapped: View {
  public typealias Body = Never

  var viewNodes: [ViewNode] { self?.viewNodes ?? [] }
}
