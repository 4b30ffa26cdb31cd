import LayoutCore

/// The text attributes a terminal can show on a cell, beside its colours.
///
/// Monochrome terminals have only these, so they carry what colour would otherwise say: bold
/// titles, dimmed translucent views, reverse video for the selection (reference §12).
public struct CellAttributes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Bold or bright: title fonts, `.bold()`, box labels.
  public static let bold = CellAttributes(rawValue: 1 << 0)
  /// Faint: views drawn with an opacity below 1.
  public static let dim = CellAttributes(rawValue: 1 << 1)
  /// Underlined.
  public static let underline = CellAttributes(rawValue: 1 << 2)
  /// Foreground and background swapped: the highlighted node.
  public static let reverse = CellAttributes(rawValue: 1 << 3)
}

/// One character cell of the terminal: a grapheme, its width, colours and attributes.
///
/// Modelled on ratatui's buffer cell (STYLE.md): a wide glyph (East Asian wide characters,
/// emoji; reference §12) is stored in its first cell with `width` 2, and the cell to its right
/// is a continuation cell (`width` 0) that prints nothing, so a grid row always has exactly
/// one cell per terminal column. `pattern` is how a fill looks where colour cannot be shown
/// (plain text, monochrome): the grid prints it in place of a blank grapheme.
///
///     Cell(grapheme: "居", width: 2)   // followed by Cell.continuation
public struct Cell: Equatable, Sendable {
  /// The grapheme drawn in the cell; a space when nothing is drawn.
  public var grapheme: Character
  /// The number of columns the grapheme takes: 1, 2 for a wide glyph, 0 for a continuation.
  public var width: Int
  /// The glyph's colour, or nil for the terminal's default foreground.
  public var foreground: TerminalColor?
  /// The fill colour behind the glyph, or nil for the terminal's default background.
  public var background: TerminalColor?
  /// Bold, dim, underline, reverse.
  public var attributes: CellAttributes
  /// The glyph that stands for the background where colours are not shown (`░`, `╱`).
  public var pattern: Character?

  public init(
    grapheme: Character = " ", width: Int = 1, foreground: TerminalColor? = nil,
    background: TerminalColor? = nil, attributes: CellAttributes = [], pattern: Character? = nil
  ) {
    self.grapheme = grapheme
    self.width = width
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
    self.pattern = pattern
  }

  /// An empty cell with default colours.
  public static let blank = Cell()

  /// Cells compare field by field, the cheap fields first. A grapheme is compared by its bits
  /// before its characters: two copies of one glyph have the same bits, and a screen diff
  /// compares thousands of unchanged cells a keystroke; different bits fall back to
  /// `Character`'s own equality (canonical equivalence).
  public static func == (lhs: Cell, rhs: Cell) -> Bool {
    guard lhs.width == rhs.width, lhs.attributes == rhs.attributes,
      lhs.foreground == rhs.foreground, lhs.background == rhs.background
    else { return false }
    return sameGlyph(lhs.grapheme, rhs.grapheme) && lhs.pattern == rhs.pattern
  }

  private static func sameGlyph(_ lhs: Character, _ rhs: Character) -> Bool {
    withUnsafeBytes(of: lhs) { left in
      withUnsafeBytes(of: rhs) { right in left.elementsEqual(right) }
    } || lhs == rhs
  }

  /// The right half of a wide glyph: it prints nothing.
  public static let continuation = Cell(width: 0)

  /// True for the right half of a wide glyph.
  public var isContinuation: Bool { width == 0 }

  /// True when no glyph is drawn (the cell may still be filled).
  public var isBlank: Bool { width == 1 && grapheme == " " }

  /// What plain text shows: the grapheme, or the fill pattern of a blank cell.
  public var plainGlyph: Character { isBlank ? (pattern ?? " ") : grapheme }
}
