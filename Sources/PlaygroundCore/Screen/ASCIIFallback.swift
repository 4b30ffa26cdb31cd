import CellRaster

/// The screen in seven-bit ASCII, for a terminal whose locale is not UTF-8.
///
/// CellRaster draws ASCII boxes when asked (`BoxDrawing.ascii`); the playground's own text
/// (arrows, `×`, `…`, `▸`, the user's CJK text) is replaced here, glyph by glyph, so that
/// such a terminal never receives a byte it would show as garbage.
enum ASCIIFallback {
  /// Replacements for the glyphs the playground writes; anything else not ASCII is `?`.
  static let table: [Character: Character] = [
    "…": "~", "▸": ">", "›": ">", "·": "-", "→": ">", "←": "<", "↑": "^", "↓": "v",
    "↔": "-", "↕": "|", "✓": "+", "✗": "x", "▲": "^", "▼": "v", "█": "_", "⏎": "/",
    "×": "x", "∞": "*", "−": "-", "│": "|", "═": "=", "░": ".", "▒": ";", "▓": "%",
    "╱": "/", "•": "*", "≤": "<", "≥": ">", "–": "-", "—": "-", "±": "+", "⌈": "[", "⌉": "]",
  ]

  /// The replacement of one glyph: from the table, box-drawing lines as `-`, `|` and `+`,
  /// anything else `?`.
  static func replacement(for character: Character) -> Character {
    if let replacement = table[character] { return replacement }
    guard let scalar = character.unicodeScalars.first, (0x2500...0x257F).contains(scalar.value)
    else { return "?" }
    switch character {
    case "─", "━", "╌", "┄", "┈": return "-"
    case "│", "┃", "┆", "┊": return "|"
    default: return "+"
    }
  }

  /// `grid` with every non-ASCII glyph replaced; wide glyphs become two `?`.
  static func apply(to grid: CellGrid) -> CellGrid {
    var result = grid
    for row in 0..<grid.rows {
      var column = 0
      while column < grid.columns {
        let cell = grid[column, row]
        defer { column += Swift.max(1, cell.width) }
        if cell.isBlank {
          if let pattern = cell.pattern, !pattern.isASCII {
            let replacement = replacement(for: pattern)
            result.fill(
              column: column, row: row, background: cell.background, pattern: replacement,
              patternColor: cell.foreground)
          }
          continue
        }
        guard !cell.grapheme.isASCII else { continue }
        let replacement = replacement(for: cell.grapheme)
        let attributes = cell.attributes
        result.put(
          replacement, column: column, row: row, foreground: cell.foreground, attributes: attributes
        )
        if cell.width == 2 {
          result.put(
            "?", column: column + 1, row: row, foreground: cell.foreground, attributes: attributes)
        }
      }
    }
    return result
  }
}
