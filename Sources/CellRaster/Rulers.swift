import LayoutCore

/// Point rulers along the top and left edges of a rendered canvas (`--rulers`; on in the
/// playground), so that a position on the grid can be read in SwiftUI's points.
///
/// The rulers lie outside the canvas: `adding(to:)` returns a larger grid with one margin row
/// above the canvas and a margin of columns to its left, as wide as the longest label and a
/// space; the canvas grid sits unchanged below and to the right of them. A label is the point
/// value of the cell edge it starts at (top) or of the row it is on (left), at a round step
/// of whole cells: every 50 points across and 100 down at the default 10×20 cell.
///
///     Rulers(cell: CGSize(width: 10, height: 20)).adding(to: grid).text
///     //      0    50   100
///     //    0 ░░░░░…
public struct Rulers: Sendable {
  /// The size of a cell in points.
  public var cell: CGSize

  public init(cell: CGSize = CGSize(width: 10, height: 20)) {
    self.cell = cell
  }

  /// `grid` with the rulers in a margin above and to the left of it.
  public func adding(to grid: CellGrid) -> CellGrid {
    guard cell.width > 0, cell.height > 0 else { return grid }
    let widestX = PointFormat.length(CGFloat(grid.columns) * cell.width).count
    let columnStep = Self.step(cellLength: cell.width, minimumCells: widestX + 1)
    let rowStep = Self.step(cellLength: cell.height, minimumCells: 3)
    let rowLabels = stride(from: 0, to: grid.rows, by: rowStep).map {
      ($0, PointFormat.length(CGFloat($0) * cell.height))
    }
    let margin = (rowLabels.map(\.1.count).max() ?? 1) + 1
    var result = grid.embedded(
      inColumns: grid.columns + margin, rows: grid.rows + 1, atColumn: margin, row: 1)
    let color = TerminalColor.safeArea
    for column in stride(from: 0, to: grid.columns, by: columnStep) {
      let label = PointFormat.length(CGFloat(column) * cell.width)
      // A label cut by the canvas's right edge would read as another number ("300" as "3").
      guard column + label.count <= grid.columns else { continue }
      for (offset, character) in label.enumerated() {
        result.put(character, column: margin + column + offset, row: 0, foreground: color)
      }
    }
    for (row, label) in rowLabels {
      for (offset, character) in label.enumerated() {
        result.put(
          character, column: margin - 1 - label.count + offset, row: row + 1, foreground: color)
      }
    }
    return result
  }

  /// The number of cells between two labels: the fewest, at least `minimumCells`, that make a
  /// round number of points (1, 2, 2.5 or 5 times a power of ten).
  public static func step(cellLength: CGFloat, minimumCells: Int) -> Int {
    let minimum = Swift.max(1, minimumCells)
    guard cellLength > 0 else { return minimum }
    for cells in minimum...(minimum * 20) {
      let points = Double(cells) * Double(cellLength)
      var power = 1.0
      while power * 10 <= points { power *= 10 }
      for factor in [1.0, 2.0, 2.5, 5.0, 10.0] where abs(points - factor * power) < 1e-9 {
        return cells
      }
    }
    return minimum
  }
}
