/// Lines collected cell by cell before they become glyphs, so that crossing lines merge into
/// junctions and nested boxes stay readable.
///
/// Each cell keeps what every outline drawn through it contributed. The glyph has the union of
/// their arms, except that where a thin box (one cell high or wide) ends, the lines of larger
/// boxes running along it are cut, so that neighbours on one row read `┤├` rather than `┼┼`.
/// The style is that of the smallest box there (a Spacer's dashes show through its stack's
/// line), heavy where the highlighted node is. For labels, a cell also knows the smallest area
/// drawn through it: a box's label may only cover line cells that no smaller box uses, so it
/// never hides the structure nested inside it.
struct LineLayer: Sendable {
  /// How one outline is drawn and who drew it.
  struct Stroke: Sendable {
    var style: LineStyle = .light
    /// The area of the drawing node's frame, in square points.
    var area: Double = .infinity
    /// The nesting depth of the drawing node (for colours).
    var depth: Int = 0
    /// Whether this is the highlighted node.
    var isHighlighted = false
  }

  /// What one outline drew in one cell.
  struct Contribution: Sendable {
    var arms: LineDirections
    /// The arms of larger boxes this one cuts: the axis of a thin box, at its ends.
    var cuts: LineDirections
    var stroke: Stroke
  }

  let columns: Int
  let rows: Int
  private(set) var contributions: [[Contribution]]
  /// Cells holding the marker of a node with neither width nor height.
  private(set) var markers: [Bool]

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    contributions = Array(repeating: [], count: columns * rows)
    markers = Array(repeating: false, count: columns * rows)
  }

  /// The index of (`column`, `row`), or nil outside the layer.
  func index(column: Int, row: Int) -> Int? {
    guard column >= 0, column < columns, row >= 0, row < rows else { return nil }
    return row * columns + column
  }

  /// Whether anything was drawn in the cell at `index`.
  func isDrawn(_ index: Int) -> Bool { !contributions[index].isEmpty }

  /// The arms of the glyph at `index`.
  func directions(at index: Int) -> LineDirections {
    let drawn = contributions[index]
    var result: LineDirections = []
    for contribution in drawn {
      var arms = contribution.arms
      for other in drawn where other.stroke.area < contribution.stroke.area {
        arms.subtract(other.cuts)
      }
      result.formUnion(arms)
    }
    return result
  }

  /// The style of the glyph at `index`: heavy where highlighted, else the smallest box's.
  func style(at index: Int) -> LineStyle {
    let drawn = contributions[index]
    if drawn.contains(where: \.stroke.isHighlighted) { return .heavy }
    return drawn.min { smaller($0, $1) }?.stroke.style ?? .light
  }

  /// The smallest area of the boxes drawn through the cell.
  func smallestArea(at index: Int) -> Double {
    contributions[index].map(\.stroke.area).min() ?? .infinity
  }

  /// The depth of the smallest box drawn through the cell.
  func depth(at index: Int) -> Int {
    contributions[index].min { smaller($0, $1) }?.stroke.depth ?? 0
  }

  /// Whether the highlighted node drew the cell.
  func isHighlighted(_ index: Int) -> Bool {
    contributions[index].contains { $0.stroke.isHighlighted }
  }

  /// Smaller area first; at equal areas, the stronger style (a Spacer over its own chain).
  private func smaller(_ a: Contribution, _ b: Contribution) -> Bool {
    if a.stroke.area != b.stroke.area { return a.stroke.area < b.stroke.area }
    return a.stroke.style > b.stroke.style
  }

  /// Adds arms to a cell.
  mutating func add(
    _ arms: LineDirections, column: Int, row: Int, stroke: Stroke, cuts: LineDirections = []
  ) {
    guard let index = index(column: column, row: row), !arms.isEmpty else { return }
    contributions[index].append(Contribution(arms: arms, cuts: cuts, stroke: stroke))
  }

  /// A marker for a node that has no extent on either axis, so that it is still visible.
  mutating func mark(column: Int, row: Int, stroke: Stroke) {
    guard let index = index(column: column, row: row) else { return }
    markers[index] = true
    contributions[index].append(Contribution(arms: [], cuts: [], stroke: stroke))
  }

  /// The outline of `rect` (at least one cell each way), drawn in its outermost cells.
  ///
  /// A box one row high is a horizontal line with ticks at its ends (`├───┤`), one column wide
  /// a vertical line with ticks (`┬ │ ┴`), one cell a cross (`┼`): a zero-height or
  /// zero-width node drawn as a line this way still shows its span.
  mutating func box(_ rect: CellRect, stroke: Stroke) {
    guard !rect.isEmpty else { return }
    let firstColumn = Swift.max(rect.minColumn, 0)
    let lastColumn = Swift.min(rect.maxColumn - 1, columns - 1)
    let firstRow = Swift.max(rect.minRow, 0)
    let lastRow = Swift.min(rect.maxRow - 1, rows - 1)
    guard firstColumn <= lastColumn, firstRow <= lastRow else { return }
    func draw(column: Int, row: Int) {
      var arms: LineDirections = []
      var cuts: LineDirections = []
      let isEndColumn = column == rect.minColumn || column == rect.maxColumn - 1
      let isEndRow = row == rect.minRow || row == rect.maxRow - 1
      if isEndRow {
        if column > rect.minColumn { arms.insert(.left) }
        if column < rect.maxColumn - 1 { arms.insert(.right) }
        if rect.width == 1 {
          arms.formUnion(.horizontal)
          cuts.formUnion(.vertical)
        }
      }
      if isEndColumn {
        if row > rect.minRow { arms.insert(.up) }
        if row < rect.maxRow - 1 { arms.insert(.down) }
        if rect.height == 1 {
          arms.formUnion(.vertical)
          cuts.formUnion(.horizontal)
        }
      }
      add(arms, column: column, row: row, stroke: stroke, cuts: cuts)
    }
    var visited: Set<Int> = []
    for row in [rect.minRow, rect.maxRow - 1] where row >= firstRow && row <= lastRow {
      for column in firstColumn...lastColumn where visited.insert(row * columns + column).inserted {
        draw(column: column, row: row)
      }
    }
    for column in [rect.minColumn, rect.maxColumn - 1]
    where column >= firstColumn && column <= lastColumn {
      for row in firstRow...lastRow where visited.insert(row * columns + column).inserted {
        draw(column: column, row: row)
      }
    }
  }

  /// A closed path through neighbouring cells (each step one cell up, down, left or right),
  /// as the outline of an ellipse is traced.
  mutating func path(_ cells: [(column: Int, row: Int)], stroke: Stroke) {
    guard cells.count > 1 else {
      if let cell = cells.first {
        add(.horizontal, column: cell.column, row: cell.row, stroke: stroke)
      }
      return
    }
    for (index, cell) in cells.enumerated() {
      let next = cells[(index + 1) % cells.count]
      let (arm, back): (LineDirections, LineDirections)
      switch (next.column - cell.column, next.row - cell.row) {
      case (1, 0): (arm, back) = (.right, .left)
      case (-1, 0): (arm, back) = (.left, .right)
      case (0, 1): (arm, back) = (.down, .up)
      case (0, -1): (arm, back) = (.up, .down)
      default: continue
      }
      add(arm, column: cell.column, row: cell.row, stroke: stroke)
      add(back, column: next.column, row: next.row, stroke: stroke)
    }
  }
}
