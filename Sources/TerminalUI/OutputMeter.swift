import CNCursesW
import CellRaster
import Foundation

/// Counts the bytes ncurses writes to show frames: what a keystroke costs on the wire.
///
/// The playground paints only the cells that changed (`GridPainter`), and ncurses turns them
/// into escape sequences, moving the cursor and switching colours as little as it can. To
/// know what a keystroke costs, the meter paints frames exactly as the playground does, on a
/// screen whose output is a temporary file, and measures the file after each frame. Issue #6
/// compares with ncurses' own figures: 43 bytes to change one cell, 639 to change one row of a
/// 200×60 screen.
///
///     let bytes = OutputMeter.bytes(painting: [before, after, after])
///     // [≈ the whole screen, what `after` changed, 0]
public enum OutputMeter {
  /// The bytes written for each of `frames`, painted in turn at 256 colours on a terminal of
  /// the first frame's size described by terminfo entry `term`; nil when ncurses cannot set up
  /// that terminal here. The first frame is a full paint (with the screen's set-up).
  public static func bytes(painting frames: [CellGrid], term: String = "xterm-256color") -> [Int]? {
    guard let first = frames.first else { return [] }
    return CursesState.exclusively { measure(frames, first: first, term: term) }
  }

  /// `bytes(painting:term:)`, with ncurses' state held.
  private static func measure(_ frames: [CellGrid], first: CellGrid, term: String) -> [Int]? {
    guard let output = tmpfile() else { return nil }
    defer { fclose(output) }
    guard let input = fopen("/dev/null", "r") else { return nil }
    defer { fclose(input) }
    use_env(false)
    defer { use_env(true) }
    guard let screen = newterm(term, output, input) else { return nil }
    defer {
      endwin()
      delscreen(screen)
    }
    guard let window = ll_stdscr() else { return nil }
    resizeterm(Int32(first.rows), Int32(first.columns))
    leaveok(window, true)  // as the playground: the cursor is never parked
    curs_set(0)
    var defaults: (Int16, Int16) = (-1, -1)
    if start_color() != ll_ok() || use_default_colors() != ll_ok() { defaults = (7, 0) }
    var painter = GridPainter(
      depth: .colors256,
      pairs: ColorPairTable(
        capacity: Swift.min(Int(tigetnum("pairs")), Int(Int16.max)) - 1,
        defaultForeground: defaults.0, defaultBackground: defaults.1))
    var sink = CursesSink(window: window)
    fflush(output)
    var written = ftell(output)
    var result: [Int] = []
    for frame in frames {
      _ = painter.paint(frame, to: &sink)
      fflush(output)
      let now = ftell(output)
      result.append(now - written)
      written = now
    }
    return result
  }
}
