/// A List or Form: greedy, rows and sections stacked from the top as the list style places
/// them (§15).
///
/// Rows outside a section are `ListRow`s; in a grouped style a run of them is a section of its
/// own, with the style's gap above it. A `Section` is one child, offered the list's width less
/// the style's margins and placed at its height; `ListSectionLayout` places its header, rows
/// and footer.
final class ListLayout: LayoutBehavior {
  let metrics: ListStyleMetrics

  init(style: ListStyleKind) {
    metrics = ListStyleMetrics(style)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    let items = self.items(width: proposal.width, node: node)
    let width =
      proposal.width ?? (items.map(\.width).max() ?? 0) + 2 * metrics.margin
    let height = proposal.height ?? items.reduce(0) { $0 + $1.gap + $1.height }
    return CGSize(width: width, height: height)
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode)
    -> [ChildPlacement]
  {
    var y = bounds.minY
    let x = bounds.minX + metrics.margin
    return items(width: bounds.width, node: node).map { item in
      y += item.gap
      defer { y += item.height }
      switch item.content {
      case .row(let row): return row.placement(at: CGPoint(x: x, y: y))
      case .section(let width):
        return ChildPlacement(
          origin: CGPoint(x: x, y: y), proposal: ProposedViewSize(width: width, height: item.height)
        )
      }
    }
  }

  /// One child of the list: a row, or a section as tall as its parts.
  private struct Item {
    enum Content {
      case row(ListRow)
      /// The width the section is offered.
      case section(width: CGFloat?)
    }
    let content: Content
    /// The space above the item.
    let gap: CGFloat
    let width: CGFloat
    let height: CGFloat
  }

  private func items(width: CGFloat?, node: LayoutNode) -> [Item] {
    let columnWidth = width.map { Swift.max(0, $0 - 2 * metrics.margin) }
    var previousWasRow = false
    return node.children.map { child in
      if case .section = child.kind {
        previousWasRow = false
        let size = child.sizeThatFits(ProposedViewSize(width: columnWidth, height: nil))
        return Item(
          content: .section(width: columnWidth), gap: 0, width: size.width, height: size.height)
      }
      let row = ListRow(
        child, width: columnWidth, insets: List.defaultRowInsets,
        minHeight: node.environment.minListRowHeight)
      // A run of rows outside any section is a section of its own in a grouped style.
      let gap = previousWasRow ? 0 : metrics.sectionGap
      previousWasRow = true
      return Item(content: .row(row), gap: gap, width: row.width, height: row.height)
    }
  }
}
