/// How many colours the terminal shows: what `CellGrid.ansi(depth:)` encodes for.
///
/// `xterm-256color` has 256, `xterm` and the Linux console 8, `vt100` none (reference
/// ncursesw.md, capabilities). Without colour, fills keep their patterns and the attributes
/// (bold, reverse video) carry the rest.
public enum ColorDepth: String, CaseIterable, Sendable {
  /// xterm's 256-colour palette (SGR 38;5 and 48;5).
  case colors256
  /// The eight ANSI colours (SGR 30–37 and 40–47).
  case colors8
  /// No colour: patterns, bold, dim and reverse video only.
  case monochrome
}
