import CellRaster
import ViewSource

/// The `d` screen: what `s` would write, as a unified diff against the file on disk, so that
/// a user sees that only the edited text changes before saving (issue #12).
enum DiffScreen {
  /// The diff screen, `columns` × `rows`, scrolled by `scroll` lines.
  static func draw(into grid: inout CellGrid, columns: Int, rows: Int, scroll: Int, diff: [String])
  {
    grid.writeBar(
      " LayoutLab · the change s would save · Esc, q or d closes · j k scroll", column: 0,
      row: 0, width: columns, style: .bar)
    let height = Swift.max(1, rows - 2)
    let offset = Swift.min(Swift.max(0, scroll), Swift.max(0, diff.count - height))
    for (index, line) in diff.dropFirst(offset).prefix(height).enumerated() {
      grid.write(line, column: 1, row: index + 1, width: columns - 2, style: style(of: line))
    }
    let more = diff.count - offset > height ? " · more below: j" : ""
    Legend.draw(
      into: &grid, row: rows - 1, width: columns, context: .diff, note: "\(diff.count) lines\(more)"
    )
  }

  /// Added lines green, removed red, hunk headers as keys, file names bold.
  static func style(of line: String) -> TextStyle {
    if line.hasPrefix("+++") || line.hasPrefix("---") { return .bold }
    if line.hasPrefix("@@") { return .key }
    if line.hasPrefix("+") {
      return TextStyle(foreground: TerminalColor(red: 95, green: 215, blue: 95))
    }
    if line.hasPrefix("-") {
      return TextStyle(foreground: TerminalColor(red: 255, green: 95, blue: 95))
    }
    return .plain
  }
}
