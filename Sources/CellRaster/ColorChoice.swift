/// `--color`: when to paint in colour, for the playground's screen and `render`'s output alike.
///
/// One choice for both, so that `layoutlab --color never` and `layoutlab render --color never`
/// read and mean the same; how many colours are then used is the terminal's `ColorDepth`.
public enum ColorChoice: String, CaseIterable, Sendable {
  /// As many colours as the terminal has, none when `NO_COLOR` is set (and, for `render`,
  /// none when standard output is not a terminal).
  case auto
  /// As many colours as the terminal has, even with `NO_COLOR`.
  case always
  /// Monochrome: patterns, bold, dim and reverse video only.
  case never
}
