import CellRaster
import LayoutCore

/// Point rulers beside a panel's canvas: labels in SwiftUI points along the top and the left,
/// counted from the container's corner.
///
/// CellRaster's `Rulers` counts from the grid's first cell; a gallery panel is drawn with
/// margins beside its container, so its rulers must start at the container's edge instead.
/// The steps are `Rulers`' round numbers: every 50 points across and 100 down at 10×20 cells.
enum PointRuler {
  /// The colour of ruler labels: the safe area's dark grey, which does not compete with views.
  static let style = TextStyle(foreground: TerminalColor.safeArea)

  /// The fewest cells, at least `minimumCells`, that make a round number of points.
  static func step(cellLength: CGFloat, minimumCells: Int) -> Int {
    Rulers.step(cellLength: cellLength, minimumCells: minimumCells)
  }

  /// The rows that get a label down a canvas of `rows` rows, with their labels; `leading`
  /// rows drawn above the canvas get negative ones.
  static func rowLabels(rows: Int, leading: Int = 0, cell: CGSize) -> [(row: Int, label: String)] {
    let step = step(cellLength: cell.height, minimumCells: 3)
    let first = -(Swift.max(0, leading) / step) * step
    return stride(from: first, to: Swift.max(0, rows), by: step).map {
      ($0, PointText.length(CGFloat($0) * cell.height))
    }
  }

  /// The columns of the left ruler for a canvas of `rows` rows: its widest label and a space.
  static func leftWidth(rows: Int, cell: CGSize) -> Int {
    (rowLabels(rows: rows, cell: cell).map(\.label.count).max() ?? 1) + 1
  }

  /// Writes the top ruler of a canvas whose first cell is at (`column`, `row` + 1) on the
  /// screen: labels for the points from the container's edge, `margin` cells in; `leading`
  /// columns drawn before the canvas get negative ones.
  static func drawTop(
    into screen: inout CellGrid, column: Int, row: Int, gridColumns: Int, margin: Int,
    leading: Int = 0, cell: CGSize, clip: Range<Int>
  ) {
    let widest = Swift.max(
      PointText.length(CGFloat(gridColumns) * cell.width).count,
      PointText.length(-CGFloat(leading + margin) * cell.width).count)
    let step = step(cellLength: cell.width, minimumCells: widest + 1)
    let first = -(Swift.max(0, leading + margin) / step) * step
    for offset in stride(from: first, to: gridColumns - margin, by: step) {
      let label = PointText.length(CGFloat(offset) * cell.width)
      let start = column + margin + offset
      // Only whole labels: a cut one would read as another number.
      guard start >= clip.lowerBound, start >= column - leading,
        start + label.count <= Swift.min(column + gridColumns, clip.upperBound)
      else { continue }
      screen.write(label, column: start, row: row, style: style)
    }
  }

  /// Writes the left ruler, right-aligned in `width` columns ending before `column`, for a
  /// canvas whose first row is at `row`; rows outside `clip` are skipped.
  static func drawLeft(
    into screen: inout CellGrid, column: Int, row: Int, gridRows: Int, leading: Int = 0,
    width: Int, cell: CGSize, clip: Range<Int>
  ) {
    for (offset, label) in rowLabels(rows: gridRows, leading: leading, cell: cell) {
      let target = row + offset
      guard clip.contains(target) else { continue }
      let start = column - 1 - label.count
      guard start >= column - width else { continue }
      screen.write(label, column: start, row: target, style: style)
    }
  }
}
