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
    grid.write(
      " \(diff.count) lines\(more)", column: 0, row: rows - 1, width: columns, style: .dim)
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

extension Playground {
  /// `d`: the pending save as a unified diff against what the file holds; a scene with no
  /// change, or a gallery panel (which has no file), says so in the status line instead.
  mutating func showDiff() {
    guard case .scene(let name) = kind else {
      message = StatusMessage(
        text: "a gallery panel has no file: S saves it to one, as SwiftUI source")
      return
    }
    guard let tree = selectedPanel?.tree, let pending = saveContents(of: tree) else { return }
    let fileName = file.path ?? name
    let original = file.savedSource ?? ""
    let lines = UnifiedDiff.lines(
      from: original, to: pending, oldName: file.savedSource == nil ? "/dev/null" : fileName,
      newName: fileName)
    guard !lines.isEmpty else {
      message = StatusMessage(text: "no unsaved change: \(fileName) holds what is shown")
      return
    }
    diffLines = lines
    overlay = .diff(scroll: 0)
  }

  /// A key while the diff is shown: scrolling keys scroll it, anything else closes it.
  mutating func diffKey(_ key: Key, scroll: Int) -> [PlaygroundEffect] {
    overlay = overlayScroll(after: key, from: scroll).map { .diff(scroll: $0) }
    return []
  }

}
