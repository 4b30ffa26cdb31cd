import LayoutCore

/// Where a drawing of a placed tree shows anything: the canvas and every frame drawn beyond
/// it, in whole cells.
///
/// SwiftUI draws a view where its frame is, on the screen or beyond its edge: an HStack of
/// thirty fixed-size Texts sticks out on both sides of a phone. A scroll view, `clipped()` and
/// a clip shape draw nothing of their content beyond their own frame, so only their frames
/// count; their content is reached by scrolling them, not the canvas. The playground scrolls
/// its canvas over this extent, so that a view selected beyond the screen's edge can be shown.
///
/// The walk stops at every subtree whose `extent` lies inside what is already covered or inside
/// its own root's frame, so a scene inside its canvas, or a row far wider than it, costs one
/// look at the root.
public enum DrawnExtent {
  /// The farthest a drawing reaches, in points: frames beyond are left out, so that a frame
  /// at 1e300 cannot make the canvas scroll for ever.
  public static let limit: CGFloat = 1_000_000

  /// The canvas (`CGRect(origin: .zero, size: canvas)`) with every frame drawn beyond it,
  /// widened outwards to whole cells of `cell` points.
  public static func of(_ root: PlacedNode, canvas: CGSize, cell: CGSize) -> CGRect {
    var bounds = CGRect(origin: .zero, size: canvas)
    func isUsable(_ rect: CGRect) -> Bool {
      !rect.isNull && rect.minX.isFinite && rect.minY.isFinite && rect.maxX.isFinite
        && rect.maxY.isFinite && Swift.max(abs(rect.minX), abs(rect.minY)) < limit
        && Swift.max(abs(rect.maxX), abs(rect.maxY)) < limit
    }
    func visit(_ node: PlacedNode) {
      let extent = node.extent
      if isUsable(extent), bounds.contains(extent) { return }
      let frame = node.frame
      guard isUsable(frame), frame.width >= 0, frame.height >= 0 else {
        if !clipsItsContent(node) { for child in node.children { visit(child) } }
        return
      }
      bounds = bounds.union(frame)
      // Its content inside its own frame adds nothing more (a row of ten thousand views is
      // one look); content that clips draws nothing beyond its frame.
      if clipsItsContent(node) || (isUsable(extent) && frame.contains(extent)) { return }
      for child in node.children { visit(child) }
    }
    visit(root)
    guard cell.width > 0, cell.height > 0 else { return bounds }
    let minX = (bounds.minX / cell.width).rounded(.down) * cell.width
    let minY = (bounds.minY / cell.height).rounded(.down) * cell.height
    let maxX = (bounds.maxX / cell.width).rounded(.up) * cell.width
    let maxY = (bounds.maxY / cell.height).rounded(.up) * cell.height
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Whether `node` draws nothing of its content beyond its own frame.
  static func clipsItsContent(_ node: PlacedNode) -> Bool {
    switch node.kind {
    case .scrollView, .clipped: true
    default: node.attributes.contains(where: \.clipsToFrame)
    }
  }
}
