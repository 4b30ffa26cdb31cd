/// A Section in a List or Form: its header, rows and footer stacked in the list's column
/// (§15.2).
///
/// Each header and footer view is a row with the style's header or footer insets; a section
/// without a header has the style's section gap above its rows instead.
final class ListSectionLayout: LayoutBehavior {
  let metrics: ListStyleMetrics
  let parts: SectionParts

  init(style: ListStyleKind, parts: SectionParts) {
    metrics = ListStyleMetrics(style)
    self.parts = parts
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    let rows = self.rows(width: proposal.width, node: node)
    let width = proposal.width ?? rows.map(\.width).max() ?? 0
    let height = proposal.height ?? gap(node: node) + rows.reduce(0) { $0 + $1.height }
    return CGSize(width: width, height: height)
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode)
    -> [ChildPlacement]
  {
    var y = bounds.minY + gap(node: node)
    return rows(width: bounds.width, node: node).map { row in
      defer { y += row.height }
      return row.placement(at: CGPoint(x: bounds.minX, y: y))
    }
  }

  /// The space above the section: the style's gap when nothing heads it.
  private func gap(node: LayoutNode) -> CGFloat {
    Swift.min(parts.headerCount, node.children.count) > 0 ? 0 : metrics.sectionGap
  }

  private func rows(width: CGFloat?, node: LayoutNode) -> [ListRow] {
    let content = parts.contentRange(count: node.children.count)
    return node.children.enumerated().map { index, child in
      if index < content.lowerBound {
        return ListRow(
          child, width: width, insets: metrics.headerInsets, minHeight: metrics.headerMinHeight)
      }
      if index >= content.upperBound {
        return ListRow(child, width: width, insets: metrics.footerInsets, minHeight: 0)
      }
      return ListRow(
        child, width: width, insets: List.defaultRowInsets,
        minHeight: node.environment.minListRowHeight)
    }
  }
}
