/// The glyph an SF Symbol is drawn as: a small table of common symbols, a generic ◆ for the
/// others (reference §12, symbols).
///
/// A terminal has no symbol font, and one cell holds one glyph; a symbol the table knows is
/// drawn as the Unicode character closest to it, so that `star.fill` still reads as a star.
/// Every glyph here is one cell wide. With ASCII line glyphs (`--ascii`) a symbol is `*`.
///
///     SymbolGlyphs.glyph(for: "star.fill")   // "★"
enum SymbolGlyphs {
  /// The glyph of `name`; its `.fill`, `.circle` and other variants share the base's.
  static func glyph(for name: String, ascii: Bool = false) -> Character {
    if ascii { return "*" }
    if let glyph = table[name] { return glyph }
    let base = name.split(separator: ".").first.map(String.init) ?? name
    return table[base] ?? generic
  }

  /// What a symbol the table does not know is drawn as.
  static let generic: Character = "◆"

  /// Common symbols of real view files, by name.
  static let table: [String: Character] = [
    "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥", "checkmark": "✓",
    "checkmark.circle": "✓", "checkmark.circle.fill": "✓", "xmark": "✕", "plus": "+",
    "minus": "−", "chevron.right": "›", "chevron.left": "‹", "chevron.up": "˄",
    "chevron.down": "˅", "arrow.right": "→", "arrow.left": "←", "arrow.up": "↑",
    "arrow.down": "↓", "circle": "○", "circle.fill": "●", "square": "□", "square.fill": "■",
    "person": "☺", "person.fill": "☻", "gear": "⚙", "gearshape": "⚙", "bell": "♪",
    "magnifyingglass": "⌕", "info.circle": "ⓘ", "exclamationmark.triangle": "⚠",
    "trash": "⌫", "ellipsis": "…", "sun.max": "☼", "moon": "☾", "cloud": "☁",
    "bolt": "ϟ", "flag": "⚑", "house": "⌂", "envelope": "✉", "phone": "☏", "music.note": "♪",
    "pencil": "✎", "lock": "⚿", "play.fill": "▶", "pause.fill": "‖", "bookmark": "⚐",
  ]
}
