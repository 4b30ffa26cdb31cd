/// The grid as text with ANSI escape sequences (SGR), for a terminal of a given colour depth.
///
/// Each row is written left to right, changing style only where it changes and resetting at
/// the end of the row, so that the output can be printed, piped to `less -R` or compared.
/// With colours, a fill is its background colour behind spaces; in monochrome it keeps its
/// pattern, and a glyph drawn over a fill is shown in reverse video so that it stands out of
/// the pattern (reference §12: overlapping views stay distinguishable).
extension CellGrid {
  /// The grid as ANSI text for `depth`, one line per row, each ending in a newline.
  ///
  ///     grid.ansi(depth: .colors256)   // "\u{1B}[0;38;5;231;48;5;33mHi\u{1B}[0m\n"
  public func ansi(depth: ColorDepth) -> String {
    var out = ""
    for row in 0..<rows {
      var runs: [(glyph: Character, style: ANSIStyle)] = []
      for column in 0..<columns {
        let cell = self[column, row]
        if cell.isContinuation { continue }
        runs.append(ANSIStyle.glyphAndStyle(of: cell, depth: depth))
      }
      while let last = runs.last, last.glyph == " ", last.style == ANSIStyle() {
        runs.removeLast()
      }
      var current = ANSIStyle()
      for run in runs {
        if run.style != current {
          out += run.style.sequence
          current = run.style
        }
        out.append(run.glyph)
      }
      if current != ANSIStyle() { out += "\u{1B}[0m" }
      out += "\n"
    }
    return out
  }
}

/// The SGR state of one cell at one colour depth.
struct ANSIStyle: Equatable {
  var foreground: String?
  var background: String?
  var attributes: CellAttributes = []

  /// The escape sequence that sets exactly this style (from a reset).
  var sequence: String {
    var codes = ["0"]
    if attributes.contains(.bold) { codes.append("1") }
    if attributes.contains(.dim) { codes.append("2") }
    if attributes.contains(.underline) { codes.append("4") }
    if attributes.contains(.reverse) { codes.append("7") }
    if let foreground { codes.append(foreground) }
    if let background { codes.append(background) }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  /// The glyph a cell prints at `depth` and its style.
  static func glyphAndStyle(of cell: Cell, depth: ColorDepth) -> (Character, ANSIStyle) {
    var style = ANSIStyle(attributes: cell.attributes)
    switch depth {
    case .colors256:
      style.foreground = cell.foreground.map { "38;5;\($0.palette256)" }
      style.background = cell.background.map { "48;5;\($0.palette256)" }
    case .colors8:
      style.foreground = cell.foreground.map { "3\($0.palette8)" }
      style.background = cell.background.map { "4\($0.palette8)" }
    case .monochrome:
      // Glyphs on a fill, spaces between words included (they cover the pattern), reversed.
      let showsPattern = cell.isBlank && cell.pattern != nil
      if !showsPattern && cell.background != nil { style.attributes.insert(.reverse) }
      return (cell.plainGlyph, style)
    }
    if cell.isBlank {
      // A colour fill shows as its background; a pattern without a fill (the safe area's
      // hatching) is drawn as a glyph in its colour.
      return (cell.background == nil ? (cell.pattern ?? " ") : " ", style)
    }
    return (cell.grapheme, style)
  }
}
