import CellRaster

/// A cell as the terminal paints it at a colour depth: the glyph, palette entries (nil for the
/// terminal's default colour) and attributes.
///
/// The same choice as `CellGrid.ansi(depth:)`, so the playground looks like `layoutlab render`:
/// with colours a fill is its background behind a space, and a pattern with no fill (the safe
/// area's hatching) is drawn as a glyph; in monochrome a blank fill shows its pattern and a
/// glyph drawn over a fill is reversed so it stands out (reference §12). Control characters
/// never reach the terminal.
///
///     PaintedCell(Cell(background: TerminalColor(Color.blue)), depth: .colors256)
///     // glyph " ", background 33
public struct PaintedCell: Equatable, Sendable {
  public var glyph: Character
  public var foreground: Int16?
  public var background: Int16?
  public var attributes: CellAttributes

  public init(
    glyph: Character, foreground: Int16? = nil, background: Int16? = nil,
    attributes: CellAttributes = []
  ) {
    self.glyph = glyph
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  public init(_ cell: Cell, depth: ColorDepth) {
    attributes = cell.attributes
    switch depth {
    case .colors256, .colors8:
      let index: (TerminalColor) -> Int16 = {
        Int16(depth == .colors256 ? $0.palette256 : $0.palette8)
      }
      foreground = cell.foreground.map(index)
      background = cell.background.map(index)
      glyph = cell.isBlank ? (cell.background == nil ? (cell.pattern ?? " ") : " ") : cell.grapheme
    case .monochrome:
      foreground = nil
      background = nil
      let showsPattern = cell.isBlank && cell.pattern != nil
      if !showsPattern && cell.background != nil { attributes.insert(.reverse) }
      glyph = cell.plainGlyph
    }
    if let first = glyph.unicodeScalars.first,
      first.value < 0x20 || (0x7F...0x9F).contains(first.value)
    {
      glyph = " "
    }
  }
}
