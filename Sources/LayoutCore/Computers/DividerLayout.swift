/// A Divider: a colour one cell thick across its orientation and greedy along it (§3.5).
///
/// SwiftUI draws it one pixel thick; the terminal's pixel is a cell, so the thickness is one
/// glyph wide when vertical and one line high when horizontal.
final class DividerLayout: LayoutBehavior {
  /// The direction the line runs: vertical inside an HStack, horizontal elsewhere.
  let orientation: Axis

  init(orientation: Axis) { self.orientation = orientation }

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    let greedy = proposal.replacingUnspecifiedDimensions()
    switch orientation {
    case .vertical:
      return CGSize(width: node.environment.metrics.glyphWidth, height: greedy.height)
    case .horizontal:
      return CGSize(width: greedy.width, height: node.environment.metrics.lineHeight)
    }
  }
}
