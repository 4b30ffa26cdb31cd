import LayoutCore

extension CellGrid {
  /// Writes `text` from (`column`, `row`) in `style`, within `width` columns (to the grid's
  /// edge when nil); a text that does not fit ends in `…`. Returns the columns written.
  ///
  /// Wide characters take two columns and are never split; control characters are shown as
  /// spaces so that a typed tab cannot move the cursor.
  @discardableResult
  public mutating func write(
    _ text: String, column: Int, row: Int, width: Int? = nil, style: TextStyle = .plain
  ) -> Int {
    let limit = Swift.min(width ?? (columns - column), columns - column)
    guard limit > 0, row >= 0, row < rows else { return 0 }
    if let written = writeSimple(text, column: column, row: row, limit: limit, style: style) {
      return written
    }
    let characters = text.map { $0.isNewline || $0 == "\t" ? " " : $0 }
    let total = characters.reduce(0) { $0 + Swift.max(0, $1.terminalColumns) }
    let fits = total <= limit
    var used = 0
    for character in characters {
      let width = Swift.max(0, character.terminalColumns)
      if width == 0 { continue }
      if !fits && used + width > limit - 1 { break }
      if used + width > limit { break }
      paint(character, column: column + used, row: row, style: style)
      used += width
    }
    if !fits {
      paint("…", column: column + used, row: row, style: style)
      used += 1
    }
    return used
  }

  /// `write` for a text whose every scalar is a character of its own and one column wide
  /// (ASCII, Latin, the arrows and symbols the panes use), read scalar by scalar; nil, having
  /// written nothing, for any other text. The panes write thousands of such characters a
  /// frame, and forming each `Character` from the string cost more than drawing it.
  private mutating func writeSimple(
    _ text: String, column: Int, row: Int, limit: Int, style: TextStyle
  ) -> Int? {
    var count = 0
    for scalar in text.unicodeScalars {
      guard isOwnOneColumnCharacter(scalar) else { return nil }
      count += 1
    }
    let fits = count <= limit
    var used = 0
    // `paintOneColumn`'s two cells, made once: a glyph in the style, and a space (which keeps
    // the default foreground); each character then only sets its glyph.
    var glyphCell = Cell(
      glyph: .space, foreground: style.foreground, background: style.background,
      attributes: style.attributes)
    let spaceCell = Cell(
      glyph: .space, background: style.background, attributes: style.attributes)
    for scalar in text.unicodeScalars {
      if !fits && used + 1 > limit - 1 { break }
      if scalar == " " {
        replace(column: column + used, row: row, with: spaceCell)
      } else {
        glyphCell.glyph = GlyphCode(scalar: scalar)
        replace(column: column + used, row: row, with: glyphCell)
      }
      used += 1
    }
    if !fits {
      paint("…", column: column + used, row: row, style: style)
      used += 1
    }
    return used
  }

  /// Writes `text` padded with spaces to exactly `width` columns, so that a bar or a
  /// selected line has its colour from edge to edge.
  public mutating func writeBar(_ text: String, column: Int, row: Int, width: Int, style: TextStyle)
  {
    fillRow(row, from: column, width: width, style: style)
    write(text, column: column, row: row, width: width, style: style)
  }

  /// Fills `width` cells of `row` from `column` with blanks in `style`'s background.
  public mutating func fillRow(_ row: Int, from column: Int, width: Int, style: TextStyle) {
    for offset in 0..<Swift.max(0, width) {
      paint(" ", column: column + offset, row: row, style: style)
    }
  }

  /// Copies `grid` with its top-left cell at (`column`, `row`), clipped to `clip` (screen
  /// columns and rows): how a panel's canvas lands on the screen.
  public mutating func paste(
    _ grid: CellGrid, column: Int, row: Int, clipColumns: Range<Int>, clipRows: Range<Int>
  ) {
    for sourceRow in 0..<grid.rows {
      let targetRow = row + sourceRow
      guard clipRows.contains(targetRow), targetRow >= 0, targetRow < rows else { continue }
      for sourceColumn in 0..<grid.columns {
        let targetColumn = column + sourceColumn
        let cell = grid[sourceColumn, sourceRow]
        guard clipColumns.contains(targetColumn), !cell.isContinuation else { continue }
        if cell.width == 1,
          cell.isPrintableASCIIGlyph || cell.isBlank || cell.grapheme.terminalColumns == 1
        {
          // A fill then a one-column glyph (or a blank's attributes) give the cell itself.
          replace(column: targetColumn, row: targetRow, with: cell)
          continue
        }
        fill(
          column: targetColumn, row: targetRow, background: cell.background,
          pattern: cell.pattern, patternColor: cell.isBlank ? cell.foreground : nil)
        if !cell.isBlank {
          if cell.width == 2 && !clipColumns.contains(targetColumn + 1) { continue }
          put(
            cell.grapheme, column: targetColumn, row: targetRow, foreground: cell.foreground,
            attributes: cell.attributes)
        } else if !cell.attributes.isEmpty {
          addAttributes(cell.attributes, column: targetColumn, row: targetRow)
        }
      }
    }
  }

  /// A one-column character in `style`: a fill then the glyph, in one write (a space keeps
  /// the default foreground, as a fill leaves it).
  private mutating func paintOneColumn(
    _ glyph: GlyphCode, column: Int, row: Int, style: TextStyle
  ) {
    let isSpace = glyph == .space
    replace(
      column: column, row: row,
      with: Cell(
        glyph: glyph, foreground: isSpace ? nil : style.foreground,
        background: style.background, attributes: style.attributes))
  }

  /// One character in `style`: the background first (a fill), then the glyph.
  private mutating func paint(_ character: Character, column: Int, row: Int, style: TextStyle) {
    guard contains(column: column, row: row) else { return }
    if character.terminalColumns == 1 {
      paintOneColumn(
        character == " " ? .space : GlyphCode(character), column: column, row: row, style: style)
      return
    }
    fill(column: column, row: row, background: style.background, pattern: nil)
    if character == " " {
      if !style.attributes.isEmpty { addAttributes(style.attributes, column: column, row: row) }
      return
    }
    put(
      character, column: column, row: row, foreground: style.foreground,
      attributes: style.attributes)
  }
}
