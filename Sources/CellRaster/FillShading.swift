import LayoutCore

/// Chooses the pattern a fill shows where colours are not shown (plain text, monochrome).
///
/// The shade follows the colour's lightness (`░` light, `▒` medium, `▓` dark, `█` black), one
/// step lighter when translucent. A fill that would look like a different colour it covers or
/// touches takes another shade instead (lighter ones first), so that overlapping and neighbouring views stay
/// distinguishable without colour (issue #4: the monochrome fallback).
enum FillShading {
  /// The pattern for `color` at `opacity` filling `region` of `grid`.
  static func pattern(
    for color: TerminalColor, opacity: Double, in region: CellRect, of grid: CellGrid,
    shades: [Character]
  ) -> Character? {
    guard !shades.isEmpty else { return nil }
    var level = baseLevel(of: color, count: shades.count)
    if opacity < 1 { level = Swift.max(0, level - 1) }
    let margin = CellRect(
      minColumn: region.minColumn - 1, minRow: region.minRow - 1,
      maxColumn: region.maxColumn + 1, maxRow: region.maxRow + 1
    ).intersection(CellRect(minColumn: 0, minRow: 0, maxColumn: grid.columns, maxRow: grid.rows))
    // The colour's own shade first, then lighter ones (lighter shades keep text on them
    // legible), then darker ones.
    let order = [level] + Array((0..<level).reversed()) + Array((level + 1)..<shades.count)
    for candidate in order.map({ shades[$0] })
    where !isTaken(candidate, byOtherThan: color, in: margin, of: grid) {
      return candidate
    }
    return shades[level]
  }

  /// The shade index for a colour's lightness: 0 light … `count − 1` black.
  static func baseLevel(of color: TerminalColor, count: Int) -> Int {
    let lightness = color.lightness
    let level: Int
    switch lightness {
    case 0.75...: level = 0
    case 0.5..<0.75: level = 1
    case 0.15..<0.5: level = 2
    default: level = 3
    }
    return Swift.min(level, count - 1)
  }

  /// Whether a cell in `area` shows `pattern` for a fill of another colour.
  private static func isTaken(
    _ pattern: Character, byOtherThan color: TerminalColor, in area: CellRect, of grid: CellGrid
  ) -> Bool {
    guard !area.isEmpty else { return false }
    for row in area.minRow..<area.maxRow {
      for column in area.minColumn..<area.maxColumn {
        let cell = grid[column, row]
        if cell.pattern == pattern, let background = cell.background, background != color {
          return true
        }
      }
    }
    return false
  }
}
