import CellRaster

/// The colour depth the playground paints with, from `--color`, `NO_COLOR` and what the
/// terminal reports once ncurses has read its terminfo entry.
///
/// Colours degrade 256 → 8 → monochrome (issue #5): a terminal that reports 256 colours or
/// more gets xterm's palette, one with 8 to 255 the ANSI eight, anything else, and `--color
/// never` or `NO_COLOR` under `auto`, only attributes.
///
///     ColorSupport.depth(choice: .auto, noColor: false, hasColors: true, colors: 256)
///     // .colors256
public enum ColorSupport {
  public static func depth(
    choice: ColorChoice, noColor: Bool, hasColors: Bool, colors: Int
  ) -> ColorDepth {
    switch choice {
    case .never: return .monochrome
    case .auto where noColor: return .monochrome
    case .auto, .always:
      guard hasColors else { return .monochrome }
      if colors >= 256 { return .colors256 }
      if colors >= 8 { return .colors8 }
      return .monochrome
    }
  }
}
