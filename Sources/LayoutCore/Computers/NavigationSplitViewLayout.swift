import Foundation

/// `NavigationSplitView { sidebar } [content: { … }] detail: { … }` as a node's behaviour, in
/// its regular-width (iPad) form (reference §14.9).
///
/// The columns sit side by side: the sidebar (and a three-column view's content column) 320 pt
/// wide (§12 item 45), the detail taking the rest of the width. Each column is laid out as a
/// navigation stack of that width: its own navigation bar from its own content's navigation
/// values, its content centred in what the bars leave, its safe area inset by them. The
/// container takes its proposal; on an axis proposed nil it is the columns' lengths.
final class NavigationSplitViewLayout: NavigationBarLayout {
  /// The width of every column but the last, the detail's: nil for the rest of `width`.
  func widths(_ width: CGFloat?, count: Int) -> [CGFloat?] {
    var left = width
    return (0..<count).map { index -> CGFloat? in
      guard index < count - 1 else { return left }
      let column = Swift.min(NavigationBarMetrics.columnWidth, left ?? .infinity)
      left = left.map { SafeAreaInsetLayout.remaining($0, less: column) }
      return column
    }
  }

  /// Column `index`'s navigation values, read once until the subtree changes.
  private func preferences(_ index: Int, node: LayoutNode) -> NavigationPreferences {
    if cached.count != node.children.count {
      cached = node.children.map { NavigationPreferences(of: [$0]) }
    }
    return cached[index]
  }

  /// Each column's navigation values as last read.
  private var cached: [NavigationPreferences] = []

  func invalidate() { cached = [] }

  /// What column `index` is proposed when it is `width` wide in a `proposal`.
  private func columnProposal(
    _ proposal: ProposedViewSize, width: CGFloat?, insets: EdgeInsets
  ) -> ProposedViewSize {
    NavigationStackLayout.inset(
      ProposedViewSize(width: width, height: proposal.height), by: insets)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    if let width = proposal.width, let height = proposal.height {
      return CGSize(width: width, height: height)
    }
    let widths = widths(proposal.width, count: node.children.count)
    var width: CGFloat = 0
    var height: CGFloat = 0
    for (index, child) in node.children.enumerated() {
      let insets = preferences(index, node: node).navigationInsets
      let size = child.sizeThatFits(
        columnProposal(proposal, width: widths[index], insets: insets))
      width += widths[index] ?? size.width
      height = Swift.max(height, size.height + insets.vertical)
    }
    return CGSize(width: proposal.width ?? width, height: proposal.height ?? height)
  }

  /// Each column's rectangle in `bounds`.
  func columns(in bounds: CGRect, node: LayoutNode) -> [CGRect] {
    var x = bounds.minX
    return widths(bounds.width, count: node.children.count).map { width in
      defer { x += width ?? 0 }
      return CGRect(x: x, y: bounds.minY, width: width ?? 0, height: bounds.height)
    }
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode)
    -> [ChildPlacement]
  {
    let widths = widths(proposal.width ?? bounds.width, count: node.children.count)
    return zip(node.children.indices, columns(in: bounds, node: node)).map { index, column in
      let insets = preferences(index, node: node).navigationInsets
      let inner = columnProposal(proposal, width: widths[index], insets: insets)
      let region = NavigationStackLayout.region(column, less: insets)
      let size = node.children[index].sizeThatFits(inner)
      var placements = [
        ChildPlacement(
          origin: CGPoint(
            x: region.minX + (region.width - size.width) / 2,
            y: region.minY + (region.height - size.height) / 2), proposal: inner)
      ]
      NavigationStackLayout.addLayer(
        SafeAreaLayer(bounds: column, insets: insets), to: &placements, insets: insets)
      return placements[0]
    }
  }

  func bars(in frame: CGRect, node: LayoutNode) -> [NavigationBar] {
    columns(in: frame, node: node).enumerated().flatMap { index, column in
      preferences(index, node: node).navigationBars(in: column)
    }
  }
}
