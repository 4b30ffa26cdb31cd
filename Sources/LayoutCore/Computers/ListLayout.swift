/// A plain List: greedy, rows stacked from the top (the LayoutCore issue's simplification, §15).
///
/// Each row is offered the list's width minus its row insets at an unspecified height, and
/// gets `max(ideal + vertical insets, defaultMinListRowHeight)`; its content is then proposed
/// that height (so `.frame(maxHeight: .infinity)` fills the row, as in the seed article) and
/// centred vertically at the leading inset.
final class ListLayout: LayoutBehavior {
  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    let rows = rowFrames(width: proposal.width, node: node)
    let width = proposal.width ?? rows.map { $0.content.width + $0.insets.horizontal }.max() ?? 0
    let height = proposal.height ?? rows.reduce(0) { $0 + $1.height }
    return CGSize(width: width, height: height)
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode)
    -> [ChildPlacement]
  {
    var y = bounds.minY
    return rowFrames(width: bounds.width, node: node).map { row in
      let contentProposal = ProposedViewSize(
        width: row.contentWidth, height: Swift.max(0, row.height - row.insets.vertical))
      let size = row.node.sizeThatFits(contentProposal)
      let top = y + row.insets.top + (row.height - row.insets.vertical - size.height) / 2
      y += row.height
      return ChildPlacement(
        origin: CGPoint(x: bounds.minX + row.insets.leading, y: top), proposal: contentProposal)
    }
  }

  private struct Row {
    let node: LayoutNode
    let insets: EdgeInsets
    let contentWidth: CGFloat?
    let content: CGSize
    let height: CGFloat
  }

  private func rowFrames(width: CGFloat?, node: LayoutNode) -> [Row] {
    node.children.map { child in
      let insets = rowInsets(of: child) ?? List.defaultRowInsets
      let contentWidth = width.map { Swift.max(0, $0 - insets.horizontal) }
      let ideal = child.sizeThatFits(ProposedViewSize(width: contentWidth, height: nil))
      let height = Swift.max(ideal.height + insets.vertical, node.environment.minListRowHeight)
      return Row(
        node: child, insets: insets, contentWidth: contentWidth, content: ideal, height: height)
    }
  }

  /// The insets set with `listRowInsets(_:)` on the row or under its modifiers.
  private func rowInsets(of row: LayoutNode) -> EdgeInsets? {
    var node = row
    while true {
      if case .listRowInsets(let insets) = node.kind { return insets }
      guard node.kind.isModifier, let content = node.children.first else { return nil }
      node = content
    }
  }
}
