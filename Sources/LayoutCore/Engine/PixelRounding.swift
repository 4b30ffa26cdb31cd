/// Snaps final frames to a grid edge by edge, as SwiftUI snaps to pixels (reference §10).
///
/// Each edge is rounded to the nearest grid line (ties go up) in canvas coordinates, so
/// neighbours keep sharing an edge and three thirds of 100 become 33, 34 and 33. Only final
/// frames are rounded; proposals and sizes stay fractional.
extension PlacedNode {
  /// This tree with every frame's edges snapped to multiples of `grid`.
  public func snapped(toGrid grid: CGSize) -> PlacedNode {
    var copy = self
    copy.frame = frame.snapped(toGrid: grid)
    copy.children = children.map { $0.snapped(toGrid: grid) }
    return copy
  }
}

extension CGRect {
  /// The rectangle with its edges rounded to the nearest multiple of `grid` (ties up).
  public func snapped(toGrid grid: CGSize) -> CGRect {
    func snap(_ value: CGFloat, _ step: CGFloat) -> CGFloat {
      guard value.isFinite, step > 0 else { return value }
      return ((value + step / 2) / step).rounded(.down) * step
    }
    let minX = snap(origin.x, grid.width)
    let minY = snap(origin.y, grid.height)
    let maxX = snap(origin.x + size.width, grid.width)
    let maxY = snap(origin.y + size.height, grid.height)
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
