import LayoutCore

/// Draws a laid-out view tree into a grid of terminal cells: pure, no terminal involved.
///
/// The grid is exactly the canvas, ⌈width / cell width⌉ × ⌈height / cell height⌉ cells
/// (reference §12: a cell is 10×20 points by default); what lies outside the canvas is clipped
/// at its edge. Only `Rulers`, when asked for, add a margin row and columns outside it. Frames are snapped to the grid edge by edge (§10, one cell as the pixel), so
/// neighbours share edges and three thirds of 100 cells are 33, 34 and 33. The safe area is
/// hatched first, as the canvas's own background, so that it stays visible, and a shape-style
/// background that bleeds into it (its placed frame already reaches the canvas edge, §5.2) is
/// drawn over the hatching. Then `mode` decides what is drawn (`RasterMode`).
///
///     let result = LayoutEngine().layout(tree, in: CGSize(width: 390, height: 120))
///     let grid = Rasterizer(mode: .boxes).rasterize(result)
///     print(grid.text)
public struct Rasterizer: Sendable {
  /// The size of a terminal cell in points.
  public var cell: CGSize
  /// What to draw.
  public var mode: RasterMode
  /// The glyphs: Unicode, or ASCII when the locale is not UTF-8.
  public var boxDrawing: BoxDrawing
  /// The id of the node to highlight in `boxes` and `both` modes (heavy outline).
  public var highlight: Int?
  /// Whether a stack's gaps narrower than a cell are marked with their size (`GapMarkers`).
  public var marksGaps = false

  public init(
    cell: CGSize = CGSize(width: 10, height: 20), mode: RasterMode = .rendered,
    boxDrawing: BoxDrawing = .unicode, highlight: Int? = nil
  ) {
    self.cell = cell
    self.mode = mode
    self.boxDrawing = boxDrawing
    self.highlight = highlight
  }

  /// The grid of a layout pass: its tree on its canvas, with its safe area.
  public func rasterize(_ result: LayoutResult) -> CellGrid {
    rasterize(result.root, canvas: result.canvas, safeArea: result.safeArea)
  }

  /// The grid of a placed tree on a canvas of `canvas` points with `safeArea` insets.
  public func rasterize(
    _ root: PlacedNode, canvas: CGSize, safeArea: EdgeInsets = EdgeInsets()
  ) -> CellGrid {
    rasterize(root, canvas: canvas, safeArea: safeArea, window: CGRect(origin: .zero, size: canvas))
  }

  /// The part `window` of the drawing, in canvas points: a grid of the window's cells whose
  /// top-leading cell shows the point `window.origin`, which may lie beyond the canvas.
  ///
  /// The playground draws only what its screen shows of a scene larger than the screen (a row
  /// of ten thousand views is mostly out of view) and shows what a scene draws beyond the
  /// canvas's edge (`DrawnExtent`). The window's origin should be on a cell boundary, so that
  /// frames snap as they do on the whole canvas; the safe area is hatched inside the canvas
  /// only.
  public func rasterize(
    _ root: PlacedNode, canvas: CGSize, safeArea: EdgeInsets = EdgeInsets(), window: CGRect
  ) -> CellGrid {
    let geometry = CellGeometry(cell: cell)
    let size = geometry.gridSize(of: window.size)
    var grid = CellGrid(columns: size.columns, rows: size.rows)
    guard grid.columns > 0, grid.rows > 0, window.minX.isFinite, window.minY.isFinite else {
      return grid
    }
    let origin = window.origin
    let root = origin == .zero ? root : root.offsetBy(dx: -origin.x, dy: -origin.y)
    shadeSafeArea(
      of: CGRect(origin: CGPoint(x: -origin.x, y: -origin.y), size: canvas), insets: safeArea,
      in: &grid, geometry: geometry)
    var blocked = Array(repeating: false, count: grid.columns * grid.rows)
    if mode != .boxes {
      var painter = ViewPainter(grid: grid, geometry: geometry, boxDrawing: boxDrawing)
      painter.paint(root, environment: DrawingEnvironment(), clip: painter.gridRect)
      grid = painter.grid
      blocked = painter.textCells
    }
    if marksGaps {
      GapMarkers(geometry: geometry, boxDrawing: boxDrawing, textCells: blocked).mark(
        root, in: &grid)
    }
    if mode != .rendered {
      let outliner = BoxOutliner(
        geometry: geometry, canvas: canvas, boxDrawing: boxDrawing, highlight: highlight)
      outliner.draw(root, into: &grid, blocked: blocked)
    }
    return grid
  }

  /// Hatches the canvas's cells outside the safe area (snapped like frames); `canvas` is where
  /// the canvas is in the grid's points.
  private func shadeSafeArea(
    of canvas: CGRect, insets: EdgeInsets, in grid: inout CellGrid, geometry: CellGeometry
  ) {
    let safe = CGRect(
      x: canvas.minX + insets.leading, y: canvas.minY + insets.top,
      width: Swift.max(0, canvas.width - insets.leading - insets.trailing),
      height: Swift.max(0, canvas.height - insets.top - insets.bottom))
    guard safe != canvas, let rect = geometry.cells(for: safe),
      let corner = geometry.cells(for: CGRect(origin: canvas.origin, size: .zero))
    else { return }
    // The canvas's cells as its grid counts them: a partial cell at the far edges is one.
    let size = geometry.gridSize(of: canvas.size)
    let whole = CellRect(
      minColumn: corner.minColumn, minRow: corner.minRow,
      maxColumn: corner.minColumn + size.columns, maxRow: corner.minRow + size.rows)
    let shown = whole.intersection(
      CellRect(minColumn: 0, minRow: 0, maxColumn: grid.columns, maxRow: grid.rows))
    guard !shown.isEmpty else { return }
    for row in shown.minRow..<shown.maxRow {
      for column in shown.minColumn..<shown.maxColumn
      where !rect.contains(column: column, row: row) {
        grid.fill(
          column: column, row: row, background: nil, pattern: boxDrawing.hatch,
          patternColor: .safeArea)
      }
    }
  }
}
