/// A view that produces no subview at all, so it takes no space and gets no spacing (§3.7).
public struct EmptyView: PrimitiveView {
  public init() {}
  var viewNodes: [ViewNode] { [] }
}
