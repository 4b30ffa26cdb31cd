/// One rectangle outlined over a grid, on top of whatever is drawn there: the step-through's
/// proposal (dashed) and answer (solid) outlines.
///
/// The boxes mode merges every node's outline into junctions (`LineLayer`); an outline drawn
/// over a finished picture is one box that must read on its own, so it covers the cells it
/// runs through. It follows the boxes mode's conventions, so that the two read alike: a box
/// takes the outermost cells of its rectangle, a box one row high is a line with end ticks
/// (`├───┤`), one column wide a vertical line with ticks. A side may be open, for a proposal
/// that leaves an axis unspecified (`nil`) or infinite: the far edge is not drawn, and the
/// lines running towards it go on to the grid's edge and end in an arrow (`→`, `↓`), which
/// says "as much as you like" where a closed edge would claim a size.
///
///     var grid = CellGrid(columns: 8, rows: 3)
///     grid.drawOutline(CellOutline(columns: 1..<6, rows: 0..<3), style: .dashed)
///     // ┌╌╌╌┐ / ┆   ┆ / └╌╌╌┘
public struct CellOutline: Equatable, Sendable {
  /// The sides an outline may leave open.
  public struct OpenSides: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The trailing side: the width was not fixed.
    public static let right = OpenSides(rawValue: 1 << 0)
    /// The bottom side: the height was not fixed.
    public static let bottom = OpenSides(rawValue: 1 << 1)
  }

  /// The columns the rectangle covers (an open right side runs on to the grid's edge).
  public var columns: Range<Int>
  /// The rows it covers (an open bottom runs on to the grid's edge).
  public var rows: Range<Int>
  /// The sides left open.
  public var open: OpenSides

  public init(columns: Range<Int>, rows: Range<Int>, open: OpenSides = []) {
    self.columns = columns
    self.rows = rows
    self.open = open
  }
}

extension CellGrid {
  /// Draws `outline` in `style` over the grid's cells, clipped at its edges; `label` (a size)
  /// is written on the top edge after the corner when it fits there.
  public mutating func drawOutline(
    _ outline: CellOutline, style: LineStyle, boxDrawing: BoxDrawing = .unicode,
    color: TerminalColor? = nil, attributes: CellAttributes = [], label: String? = nil
  ) {
    let openRight = outline.open.contains(.right)
    let openBottom = outline.open.contains(.bottom)
    let minColumn = outline.columns.lowerBound
    let minRow = outline.rows.lowerBound
    let maxColumn = openRight ? Swift.max(columns, minColumn + 1) : outline.columns.upperBound
    let maxRow = openBottom ? Swift.max(rows, minRow + 1) : outline.rows.upperBound
    guard maxColumn > minColumn, maxRow > minRow else { return }
    let width = maxColumn - minColumn
    let height = maxRow - minRow
    func draw(_ glyph: Character, _ column: Int, _ row: Int) {
      guard contains(column: column, row: row) else { return }
      fill(column: column, row: row, background: self[column, row].background, pattern: nil)
      self.put(glyph, column: column, row: row, foreground: color, attributes: attributes)
    }
    func arms(column: Int, row: Int) -> LineDirections {
      var arms: LineDirections = []
      let isTopOrBottom = row == minRow || (row == maxRow - 1 && !openBottom)
      let isSide = column == minColumn || (column == maxColumn - 1 && !openRight)
      if isTopOrBottom {
        if column > minColumn { arms.insert(.left) }
        if column < maxColumn - 1 || openRight { arms.insert(.right) }
        if width == 1 && !openRight { arms.formUnion(.horizontal) }
      }
      if isSide {
        if row > minRow { arms.insert(.up) }
        if row < maxRow - 1 || openBottom { arms.insert(.down) }
        if height == 1 && !openBottom { arms.formUnion(.vertical) }
      }
      return arms
    }
    func glyph(column: Int, row: Int) -> Character? {
      let arms = arms(column: column, row: row)
      if arms.isEmpty { return nil }
      // The last cell of a run towards an open side: an arrow, the proposal goes on.
      if openRight, column == maxColumn - 1, arms.contains(.right) {
        return boxDrawing.isASCII ? ">" : "→"
      }
      if openBottom, row == maxRow - 1, arms.contains(.down) {
        return boxDrawing.isASCII ? "v" : "↓"
      }
      return boxDrawing.glyph(arms, style: style)
    }
    for row in Swift.max(0, minRow)..<Swift.min(rows, maxRow) {
      for column in Swift.max(0, minColumn)..<Swift.min(columns, maxColumn) {
        if let glyph = glyph(column: column, row: row) { draw(glyph, column, row) }
      }
    }
    // The label on the top edge, between the corners, when it fits whole.
    if let label, label.terminalColumns <= width - 2, minRow >= 0, minRow < rows {
      var column = minColumn + 1
      for character in label where column < columns {
        if column >= 0 {
          fill(
            column: column, row: minRow, background: self[column, minRow].background, pattern: nil)
        }
        column += Swift.max(
          1,
          self.put(
            character, column: column, row: minRow, foreground: color, attributes: attributes))
      }
    }
  }
}
