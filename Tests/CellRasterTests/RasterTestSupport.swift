import CellRaster
import LayoutCore
import LayoutTestSupport

/// Lays `view` out on `canvas` with a text model of one glyph per cell, and draws it.
///
/// The text model follows the cell (reference §12: a glyph is one cell wide, a line one cell
/// high), as `layoutlab render --cell` does.
func draw<V: View>(
  _ view: V, canvas: CGSize, cell: CGSize = CGSize(10, 20), mode: RasterMode = .rendered,
  safeArea: EdgeInsets = EdgeInsets(), boxDrawing: BoxDrawing = .unicode, highlight: Int? = nil
) -> CellGrid {
  let result = view.laidOut(
    in: canvas, safeArea: safeArea,
    metrics: TextMetrics(glyphWidth: cell.width, lineHeight: cell.height))
  return Rasterizer(cell: cell, mode: mode, boxDrawing: boxDrawing, highlight: highlight)
    .rasterize(result)
}

extension CellGrid {
  /// The names of the colours filling row `row`, one per cell ("" where nothing is filled).
  func backgroundNames(row: Int) -> [String] {
    (0..<columns).map { self[$0, row].background?.name ?? "" }
  }

  /// Breaches of the wide-glyph invariant: a wide glyph without its continuation cell, or a
  /// continuation cell without its wide glyph.
  var invariantViolations: [String] {
    var violations: [String] = []
    for row in 0..<rows {
      for column in 0..<columns {
        let cell = self[column, row]
        if cell.width == 2
          && (column + 1 >= columns || !self[column + 1, row].isContinuation)
        {
          violations.append("(\(column), \(row)): wide glyph without continuation")
        }
        if cell.isContinuation && (column == 0 || self[column - 1, row].width != 2) {
          violations.append("(\(column), \(row)): continuation without wide glyph")
        }
      }
    }
    return violations
  }
}
