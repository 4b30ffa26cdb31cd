/// One row of a list or a section: its insets, the width its content is offered and its height
/// (§15).
///
/// A row is offered the width minus its insets at an unspecified height and is
/// `max(ideal + vertical insets, least height)` tall; when placed, its content is proposed that
/// height less the insets and centred vertically at the leading inset, so that content with
/// `.frame(maxHeight: .infinity)` fills the row (the seed article's List row).
struct ListRow {
  let node: LayoutNode
  let insets: EdgeInsets
  let contentWidth: CGFloat?
  let content: CGSize
  let height: CGFloat

  /// The row `node` is in a column `width` wide (nil: its ideal), with `insets` unless it sets
  /// its own with `listRowInsets(_:)`, at least `minHeight` tall.
  init(_ node: LayoutNode, width: CGFloat?, insets: EdgeInsets, minHeight: CGFloat) {
    self.node = node
    let insets = Self.rowInsets(of: node) ?? insets
    let contentWidth = width.map { Swift.max(0, $0 - insets.horizontal) }
    let content = node.sizeThatFits(ProposedViewSize(width: contentWidth, height: nil))
    self.insets = insets
    self.contentWidth = contentWidth
    self.content = content
    height = Swift.max(content.height + insets.vertical, minHeight)
  }

  /// The row's full width: its content's and its insets.
  var width: CGFloat { content.width + insets.horizontal }

  /// Where the row's content goes when the row's top-leading corner is at `origin`.
  func placement(at origin: CGPoint) -> ChildPlacement {
    let proposal = ProposedViewSize(
      width: contentWidth, height: Swift.max(0, height - insets.vertical))
    let size = node.sizeThatFits(proposal)
    let top = origin.y + insets.top + (height - insets.vertical - size.height) / 2
    return ChildPlacement(origin: CGPoint(x: origin.x + insets.leading, y: top), proposal: proposal)
  }

  /// The insets set with `listRowInsets(_:)` on the row or under its modifiers.
  private static func rowInsets(of row: LayoutNode) -> EdgeInsets? {
    var node = row
    while true {
      if case .listRowInsets(let insets) = node.kind { return insets }
      guard node.kind.isModifier, let content = node.children.first else { return nil }
      node = content
    }
  }
}
