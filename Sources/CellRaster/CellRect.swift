import LayoutCore

/// A rectangle of whole cells: columns `minColumn..<maxColumn`, rows `minRow..<maxRow`.
///
/// What a frame becomes once snapped to the cell grid. Width or height may be 0 (a Spacer's
/// cross axis) and the rectangle may lie partly or wholly outside the grid; drawing clips it.
struct CellRect: Equatable, Sendable {
  var minColumn: Int
  var minRow: Int
  var maxColumn: Int
  var maxRow: Int

  var width: Int { maxColumn - minColumn }
  var height: Int { maxRow - minRow }
  var isEmpty: Bool { width <= 0 || height <= 0 }

  func contains(column: Int, row: Int) -> Bool {
    column >= minColumn && column < maxColumn && row >= minRow && row < maxRow
  }

  /// The cells in both rectangles: empty when they do not meet, its maximum never below its
  /// minimum, so that `minColumn..<maxColumn` is always a range.
  func intersection(_ other: CellRect) -> CellRect {
    let minColumn = Swift.max(self.minColumn, other.minColumn)
    let minRow = Swift.max(self.minRow, other.minRow)
    return CellRect(
      minColumn: minColumn, minRow: minRow,
      maxColumn: Swift.max(minColumn, Swift.min(maxColumn, other.maxColumn)),
      maxRow: Swift.max(minRow, Swift.min(maxRow, other.maxRow)))
  }
}

/// Turns frames in points into cells: the §10 rounding with one cell as the pixel (§12).
///
/// Each edge is rounded to the nearest cell boundary, ties up, in canvas coordinates
/// (`CGRect.snapped(toGrid:)`), so neighbours share an edge: three thirds of 100 points at
/// one point per cell are 33, 34 and 33 cells.
struct CellGeometry: Sendable {
  /// The size of a cell in points.
  let cell: CGSize

  /// Whether `frame` lies wholly outside `clip`, a cell or more away: then snapping cannot
  /// bring it in, and a view that draws only inside its frame draws nothing. A cheap test in
  /// points, before snapping: most views of a large scene are off screen.
  func isWhollyOutside(_ frame: CGRect, _ clip: CellRect) -> Bool {
    frame.maxX < CGFloat(clip.minColumn - 1) * cell.width
      || frame.minX > CGFloat(clip.maxColumn + 1) * cell.width
      || frame.maxY < CGFloat(clip.minRow - 1) * cell.height
      || frame.minY > CGFloat(clip.maxRow + 1) * cell.height
  }

  /// Whether `frame`, snapped, covers no cell of `clip`: a lazy container's row out of view
  /// (§14.4), which is not made, so not drawn even where it would draw outside its frame.
  func isOutOfView(_ frame: CGRect, _ clip: CellRect) -> Bool {
    guard let cells = cells(for: frame) else { return true }
    return cells.maxColumn <= clip.minColumn || cells.minColumn >= clip.maxColumn
      || cells.maxRow <= clip.minRow || cells.minRow >= clip.maxRow
  }

  /// The cells `frame` covers after snapping, or nil when the frame is not finite.
  func cells(for frame: CGRect) -> CellRect? {
    guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite,
      cell.width > 0, cell.height > 0
    else { return nil }
    let snapped = frame.snapped(toGrid: cell)
    return CellRect(
      minColumn: index(snapped.minX / cell.width), minRow: index(snapped.minY / cell.height),
      maxColumn: index(snapped.maxX / cell.width), maxRow: index(snapped.maxY / cell.height))
  }

  /// The column that holds the point at `x` (the cell it falls in).
  func column(containing x: CGFloat) -> Int { index((x / cell.width).rounded(.down)) }

  /// The row that holds the point at `y`.
  func row(containing y: CGFloat) -> Int { index((y / cell.height).rounded(.down)) }

  /// The grid of a canvas: ⌈width / cell width⌉ × ⌈height / cell height⌉ cells, so that a
  /// partial cell at the right or bottom edge is still shown.
  func gridSize(of canvas: CGSize) -> (columns: Int, rows: Int) {
    func count(_ length: CGFloat, _ step: CGFloat) -> Int {
      guard length.isFinite, length > 0, step > 0 else { return 0 }
      // A tolerance, so that 0.3 / 0.1 = 3.0000000000000004 is 3 cells, not 4.
      return index((length / step - 1e-9).rounded(.up))
    }
    return (count(canvas.width, cell.width), count(canvas.height, cell.height))
  }

  /// A whole number of cells as an Int, clamped far beyond any grid so that huge frames
  /// cannot overflow.
  private func index(_ value: CGFloat) -> Int {
    guard !value.isNaN else { return 0 }
    return Int(Swift.min(1_000_000, Swift.max(-1_000_000, value.rounded())))
  }
}
