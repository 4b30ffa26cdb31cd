import LayoutCore

/// A rectangle of terminal cells that views are drawn into: what a rasterizer outputs and a
/// terminal front end diffs and paints.
///
/// As ratatui's `Buffer` (STYLE.md), drawing never touches a terminal: widgets write cells,
/// and the grid keeps one invariant, that a wide glyph owns the cell to its right as a
/// continuation. Writing over either half of a wide glyph blanks the other half, and a wide
/// glyph that would cross the right edge is not written, so a wide character is never split.
/// Everything outside the grid is ignored: drawing is clipped at the grid's edge.
///
///     var grid = CellGrid(columns: 4, rows: 1)
///     grid.put("居", column: 0, row: 0)   // 2: columns 0 and 1
///     grid.text                           // "居\n"
public struct CellGrid: Equatable, Sendable {
  /// The number of columns.
  public let columns: Int
  /// The number of rows.
  public let rows: Int
  /// The cells, row by row.
  public private(set) var cells: [Cell]

  /// A blank grid of `columns` × `rows` cells (negative sizes are empty).
  public init(columns: Int, rows: Int) {
    self.columns = Swift.max(0, columns)
    self.rows = Swift.max(0, rows)
    cells = Array(repeating: .blank, count: self.columns * self.rows)
  }

  /// Whether (`column`, `row`) lies in the grid.
  public func contains(column: Int, row: Int) -> Bool {
    column >= 0 && column < columns && row >= 0 && row < rows
  }

  /// The cell at (`column`, `row`), which must lie in the grid.
  public subscript(column: Int, row: Int) -> Cell {
    precondition(contains(column: column, row: row), "cell (\(column), \(row)) is outside the grid")
    return cells[row * columns + column]
  }

  /// Writes `character` at (`column`, `row`) in `foreground` with `attributes`, keeping the
  /// cell's background; returns the number of columns written (0 when refused).
  ///
  /// A character of width 0 writes nothing. A wide character needs its continuation cell in the
  /// grid too; otherwise nothing is written, as ratatui does, rather than half a glyph.
  @discardableResult
  public mutating func put(
    _ character: Character, column: Int, row: Int, foreground: TerminalColor? = nil,
    attributes: CellAttributes = []
  ) -> Int {
    let width = Swift.min(character.terminalColumns, 2)
    guard width > 0, contains(column: column, row: row),
      contains(column: column + width - 1, row: row)
    else { return 0 }
    for offset in 0..<width { detachWideGlyph(column: column + offset, row: row) }
    let isSpace = character == " "
    let glyph = isSpace ? GlyphCode.space : GlyphCode(character)
    modify(column: column, row: row) { cell in
      cell.glyph = glyph
      cell.width = width
      cell.foreground = foreground
      cell.attributes = attributes
      // A space written as a glyph (between two words) covers the fill's pattern as any
      // glyph does; the fill's colour stays behind it.
      if isSpace { cell.clearPattern() }
    }
    if width == 2 {
      modify(column: column + 1, row: row) { cell in
        cell.glyph = .space
        cell.width = 0
        cell.foreground = foreground
        cell.attributes = attributes
      }
    }
    return width
  }

  /// Fills (`column`, `row`) with `background` and `pattern`, removing any glyph there: a fill
  /// drawn later covers what was drawn before. `patternColor` colours the pattern where it is
  /// drawn as a glyph (a pattern with no background, such as the safe area's hatching).
  public mutating func fill(
    column: Int, row: Int, background: TerminalColor?, pattern: Character?,
    patternColor: TerminalColor? = nil
  ) {
    fill(
      column: column, row: row, background: background, pattern: GlyphCode(pattern),
      patternColor: patternColor)
  }

  /// `fill` with the pattern's code, for a painter that fills many cells with one pattern.
  mutating func fill(
    column: Int, row: Int, background: TerminalColor?, pattern: GlyphCode,
    patternColor: TerminalColor? = nil
  ) {
    guard contains(column: column, row: row) else { return }
    detachWideGlyph(column: column, row: row)
    modify(column: column, row: row) { cell in
      cell = Cell(
        glyph: .space, foreground: patternColor, background: background, pattern: pattern)
    }
  }

  /// Replaces the cell at (`column`, `row`) by `cell`, a one-column glyph or a blank, and
  /// clears a wide glyph it overlapped: what a `fill` then a `put` of a one-column character
  /// give, in one write (the playground writes its panes' text a cell at a time).
  public mutating func replace(column: Int, row: Int, with cell: Cell) {
    precondition(cell.width == 1, "a replacing cell is one column wide")
    guard contains(column: column, row: row) else { return }
    detachWideGlyph(column: column, row: row)
    cells[row * columns + column] = cell
  }

  /// Adds `attributes` to the cell (and to both halves of a wide glyph).
  public mutating func addAttributes(_ attributes: CellAttributes, column: Int, row: Int) {
    guard contains(column: column, row: row) else { return }
    modify(column: column, row: row) { $0.attributes.formUnion(attributes) }
    let width = cells[row * columns + column].width
    if width == 0, column > 0 {
      modify(column: column - 1, row: row) { $0.attributes.formUnion(attributes) }
    } else if width == 2, column + 1 < columns {
      modify(column: column + 1, row: row) { $0.attributes.formUnion(attributes) }
    }
  }

  /// This grid inside a larger one, its top-left cell at (`column`, `row`); for margins.
  public func embedded(
    inColumns totalColumns: Int, rows totalRows: Int, atColumn left: Int, row top: Int
  ) -> CellGrid {
    var result = CellGrid(columns: totalColumns, rows: totalRows)
    for row in 0..<rows where result.contains(column: 0, row: row + top) {
      for column in 0..<columns where result.contains(column: column + left, row: row + top) {
        result.cells[(row + top) * totalColumns + column + left] = self[column, row]
      }
    }
    return result
  }

  /// The grid as plain text, one line per row; trailing blank cells are left out.
  ///
  /// Blank cells show their fill pattern, so views stay visible without colour; a wide glyph
  /// prints once and its continuation cell prints nothing.
  public var lines: [String] {
    (0..<rows).map { row in
      var line = ""
      for column in 0..<columns {
        let cell = self[column, row]
        if !cell.isContinuation { line.append(cell.plainGlyph) }
      }
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// The grid as plain text: `lines`, each ending in a newline.
  public var text: String { lines.map { $0 + "\n" }.joined() }

  /// Turns a wide glyph that covers (`column`, `row`) into a blank, both halves, so that what
  /// is written there next never leaves half a glyph behind.
  private mutating func detachWideGlyph(column: Int, row: Int) {
    let width = cells[row * columns + column].width
    if width == 0 {
      modify(column: column, row: row) { $0.clearGlyph() }
      if column > 0 { modify(column: column - 1, row: row) { $0.clearGlyph() } }
    } else if width == 2 {
      modify(column: column, row: row) { $0.clearGlyph() }
      if column + 1 < columns { modify(column: column + 1, row: row) { $0.clearGlyph() } }
    }
  }

  private mutating func modify(column: Int, row: Int, _ body: (inout Cell) -> Void) {
    body(&cells[row * columns + column])
  }
}

extension Cell {
  /// Removes the glyph, keeping the fill.
  fileprivate mutating func clearGlyph() {
    glyph = .space
    width = 1
    foreground = nil
    attributes = []
  }
}
