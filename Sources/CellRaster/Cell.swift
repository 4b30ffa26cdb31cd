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
/// A cell is plain bytes (40, no padding): the grapheme and pattern are `GlyphCode`s and the
/// colours packed numbers, so that making, copying and comparing the thousands of cells of a
/// screen involves no reference counting; the properties read and write them as characters
/// and colours.
///
///     Cell(grapheme: "居", width: 2)   // followed by Cell.continuation
public struct Cell: Equatable, Sendable {
  private var glyphCode: GlyphCode
  private var patternCode: GlyphCode
  private var foregroundCode: UInt64
  private var backgroundCode: UInt64
  private var storedWidth: Int32
  /// Bold, dim, underline, reverse.
  public var attributes: CellAttributes
  // Zero, so that equal cells have equal bytes (the diff compares rows by their bytes).
  private var padding8: UInt8 = 0
  private var padding16: UInt16 = 0

  public init(
    grapheme: Character = " ", width: Int = 1, foreground: TerminalColor? = nil,
    background: TerminalColor? = nil, attributes: CellAttributes = [], pattern: Character? = nil
  ) {
    self.init(
      glyph: grapheme == " " ? .space : GlyphCode(grapheme), width: width,
      foreground: foreground, background: background, attributes: attributes,
      pattern: GlyphCode(pattern))
  }

  init(
    glyph: GlyphCode, width: Int = 1, foreground: TerminalColor? = nil,
    background: TerminalColor? = nil, attributes: CellAttributes = [],
    pattern: GlyphCode = .none
  ) {
    glyphCode = glyph
    patternCode = pattern
    foregroundCode = Self.code(of: foreground)
    backgroundCode = Self.code(of: background)
    storedWidth = Int32(clamping: width)
    self.attributes = attributes
  }

  /// The grapheme drawn in the cell; a space when nothing is drawn.
  public var grapheme: Character {
    get { glyphCode.character ?? " " }
    set { glyphCode = GlyphCode(newValue) }
  }

  /// The number of columns the grapheme takes: 1, 2 for a wide glyph, 0 for a continuation.
  public var width: Int {
    get { Int(storedWidth) }
    set { storedWidth = Int32(clamping: newValue) }
  }

  /// The glyph's colour, or nil for the terminal's default foreground.
  public var foreground: TerminalColor? {
    get { Self.color(of: foregroundCode) }
    set { foregroundCode = Self.code(of: newValue) }
  }

  /// The fill colour behind the glyph, or nil for the terminal's default background.
  public var background: TerminalColor? {
    get { Self.color(of: backgroundCode) }
    set { backgroundCode = Self.code(of: newValue) }
  }

  /// The glyph that stands for the background where colours are not shown (`░`, `╱`).
  public var pattern: Character? {
    get { patternCode.character }
    set { patternCode = GlyphCode(newValue) }
  }

  /// The grapheme's code, for writers that have one at hand.
  var glyph: GlyphCode {
    get { glyphCode }
    set { glyphCode = newValue }
  }

  /// Removes the fill's pattern.
  mutating func clearPattern() { patternCode = .none }

  /// An empty cell with default colours.
  public static let blank = Cell()

  /// Cells compare field by field, the cheap fields first, as their characters and colours do
  /// (a grapheme by canonical equivalence, a colour name as a `String`).
  public static func == (lhs: Cell, rhs: Cell) -> Bool {
    guard lhs.storedWidth == rhs.storedWidth, lhs.attributes == rhs.attributes,
      sameColor(lhs.foregroundCode, rhs.foregroundCode),
      sameColor(lhs.backgroundCode, rhs.backgroundCode)
    else { return false }
    return lhs.glyphCode.isSameGrapheme(as: rhs.glyphCode)
      && lhs.patternCode.isSameGrapheme(as: rhs.patternCode)
  }

  /// The right half of a wide glyph: it prints nothing.
  public static let continuation = Cell(width: 0)

  /// True for the right half of a wide glyph.
  public var isContinuation: Bool { storedWidth == 0 }

  /// True when no glyph is drawn (the cell may still be filled).
  public var isBlank: Bool { storedWidth == 1 && glyphCode.isSameGrapheme(as: .space) }

  /// Whether the grapheme is one printable ASCII character, so one column wide.
  var isPrintableASCIIGlyph: Bool { glyphCode.isPrintableASCII }

  /// What plain text shows: the grapheme, or the fill pattern of a blank cell.
  public var plainGlyph: Character { isBlank ? (pattern ?? " ") : grapheme }

  // MARK: Colours as numbers

  /// 0 for no colour; else bit 63, the name's code in bits 24–55, the components below.
  private static func code(of color: TerminalColor?) -> UInt64 {
    guard let color else { return 0 }
    return 1 << 63 | UInt64(color.nameEntry.code) << 24 | UInt64(color.red) << 16
      | UInt64(color.green) << 8 | UInt64(color.blue)
  }

  private static func color(of code: UInt64) -> TerminalColor? {
    guard code != 0 else { return nil }
    let nameCode = UInt32(truncatingIfNeeded: code >> 24)
    return TerminalColor(
      red: UInt8(truncatingIfNeeded: code >> 16), green: UInt8(truncatingIfNeeded: code >> 8),
      blue: UInt8(truncatingIfNeeded: code),
      nameEntry: ColorNameTable.shared.entry(forCode: nameCode))
  }

  /// Equal codes are equal colours; different ones may still have names that compare equal.
  private static func sameColor(_ lhs: UInt64, _ rhs: UInt64) -> Bool {
    if lhs == rhs { return true }
    guard lhs != 0, rhs != 0, lhs & 0xFF_FFFF == rhs & 0xFF_FFFF else { return false }
    return color(of: lhs) == color(of: rhs)
  }
}
