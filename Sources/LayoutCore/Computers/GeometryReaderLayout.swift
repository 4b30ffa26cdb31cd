/// GeometryReader: greedy with a 0×0 ideal size; content built from its size, each child
/// proposed that size at the top-leading corner (reference §3.4).
final class GeometryReaderLayout: LayoutBehavior {
  let content: GeometryContent
  let buildChildren: ([ViewNode]) -> [LayoutNode]

  init(content: GeometryContent, buildChildren: @escaping ([ViewNode]) -> [LayoutNode]) {
    self.content = content
    self.buildChildren = buildChildren
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode)
    -> [ChildPlacement]
  {
    node.children = buildChildren(content(GeometryProxy(size: bounds.size)))
    return node.children.map { _ in
      ChildPlacement(origin: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
  }
}
