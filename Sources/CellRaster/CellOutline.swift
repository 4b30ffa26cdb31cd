import LayoutCore

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
    // The part on the grid only: an outline partly or wholly off it draws what is visible.
    let shown = CellOutline(columns: minColumn..<maxColumn, rows: minRow..<maxRow)
      .clipped(columns: columns, rows: rows)
    for row in shown.rows {
      for column in shown.columns {
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

extension CellOutline {
  /// The cells of a size drawn from the top-leading corner of `frame` (a placed frame, in
  /// points): the frame's first cell as the selection highlights it (snapped, §10; a frame
  /// that snaps to no cell on an axis takes the cell its start falls in), to the snapped end
  /// of the size, at least one cell each way; a length that is nil or not finite leaves its
  /// side open.
  ///
  /// Every boundary is clamped far beyond any grid (±1,000,000 cells), so a frame with huge,
  /// infinite or NaN coordinates gives ranges that drawing clips, never a trap.
  ///
  ///     CellOutline(from: (100, 20) 110×20, width: 284, height: 60, cell: 10×20)
  ///     // columns 10..<38, rows 1..<4
  public init(from frame: CGRect, width: CGFloat?, height: CGFloat?, cell: CGSize) {
    var open: OpenSides = []
    func span(
      _ start: CGFloat, _ extent: CGFloat, _ length: CGFloat?, _ step: CGFloat, _ side: OpenSides
    ) -> Range<Int> {
      var first = Self.boundary(start / step)
      if Self.boundary((start + extent) / step) <= first {
        first = Self.boundary((start / step).rounded(.down))
      }
      guard let length, length.isFinite else {
        open.insert(side)
        return first..<(first + 1)
      }
      return first..<Swift.max(first + 1, Self.boundary((start + length) / step))
    }
    let columns = span(frame.minX, frame.width, width, cell.width, .right)
    let rows = span(frame.minY, frame.height, height, cell.height, .bottom)
    self.init(columns: columns, rows: rows, open: open)
  }

  /// The cells a selected view is shown by: its frame snapped, at least one cell each way;
  /// nil when the frame is not finite (nothing to show).
  public init?(covering frame: CGRect, cell: CGSize) {
    guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite,
      cell.width > 0, cell.height > 0
    else { return nil }
    self.init(from: frame, width: frame.width, height: frame.height, cell: cell)
  }

  /// The columns and rows of the outline inside a grid of `columns` × `rows` cells: empty
  /// ranges when it lies wholly outside, never a range whose bounds are out of order.
  public func clipped(columns count: Int, rows rowCount: Int) -> (
    columns: Range<Int>, rows: Range<Int>
  ) {
    func clamped(_ range: Range<Int>, _ count: Int) -> Range<Int> {
      let upper = Swift.max(0, count)
      let lower = Swift.min(Swift.max(0, range.lowerBound), upper)
      return lower..<Swift.max(lower, Swift.min(range.upperBound, upper))
    }
    return (clamped(columns, count), clamped(rows, rowCount))
  }

  /// A cell boundary: the nearest, ties up, clamped far beyond any grid (±1,000,000), so that
  /// a count of cells made from a frame of any size, infinite or NaN is an `Int`, never a trap.
  public static func boundary(_ value: CGFloat) -> Int {
    guard value.isFinite else { return value > 0 ? 1_000_000 : -1_000_000 }
    return Int(Swift.min(1_000_000, Swift.max(-1_000_000, value.rounded(.toNearestOrAwayFromZero))))
  }
}
