import CellRaster

/// The `?` / F1 screen: every binding of the key table by section, and what the mouse, the
/// modify menu and the input line do.
///
/// It is drawn from `Playground.keyBindings`, the table that dispatches keys, so help cannot
/// list a key that does nothing or miss one that does something.
enum HelpScreen {
  /// One line of help: a section heading, or keys and what they do.
  struct Line: Equatable, Sendable {
    var keys: String
    var text: String
    var isHeading = false
  }

  /// The width of the keys column.
  static let keysWidth = 11

  /// Every line, in order.
  static func lines(mouse: Bool) -> [Line] {
    var lines: [Line] = []
    for section in KeySection.allCases {
      let bindings = Playground.keyBindings.filter { $0.section == section }
      guard !bindings.isEmpty else { continue }
      if !lines.isEmpty { lines.append(Line(keys: "", text: "")) }
      lines.append(Line(keys: "", text: section.rawValue, isHeading: true))
      for binding in bindings {
        lines.append(Line(keys: binding.keyLabel, text: binding.help))
      }
    }
    lines.append(Line(keys: "", text: ""))
    lines.append(Line(keys: "", text: KeySection.step.rawValue, isHeading: true))
    for binding in Playground.stepKeyBindings {
      lines.append(Line(keys: binding.keyLabel, text: binding.help))
    }
    lines.append(Line(keys: "", text: ""))
    lines.append(Line(keys: "", text: "Modify menu (m)", isHeading: true))
    lines.append(Line(keys: "1 … 9", text: "add a modifier around the selection"))
    lines.append(Line(keys: "h v z", text: "wrap in an HStack, VStack, ZStack"))
    lines.append(Line(keys: "x  d", text: "remove the modifier / delete the view"))
    lines.append(Line(keys: "", text: ""))
    lines.append(Line(keys: "", text: "Input line (i, e, w)", isHeading: true))
    lines.append(Line(keys: "Enter", text: "accept;  Esc cancels;  Backspace deletes"))
    lines.append(Line(keys: "\\n", text: "in a text: a line break"))
    if mouse {
      lines.append(Line(keys: "", text: ""))
      lines.append(Line(keys: "", text: "Mouse", isHeading: true))
      lines.append(Line(keys: "click", text: "select the deepest view under the pointer"))
      lines.append(Line(keys: "click", text: "a line of the code pane selects its view"))
      lines.append(Line(keys: "wheel", text: "scrolls the ScrollView, pane or help under it"))
    }
    lines.append(Line(keys: "", text: ""))
    lines.append(Line(keys: "", text: "Reading the panes", isHeading: true))
    lines.append(Line(keys: "300×60", text: "width × height in points; nil: unspecified"))
    lines.append(Line(keys: "canvas", text: "a panel's screen: container + 30 pt a side"))
    lines.append(Line(keys: "takes", text: "the view took the size it was proposed"))
    lines.append(Line(keys: "answers", text: "the view chose another size"))
    return lines
  }

  /// The help screen, `columns` × `rows`, scrolled by `scroll` lines.
  static func draw(
    into grid: inout CellGrid, columns: Int, rows: Int, scroll: Int, mouse: Bool
  ) {
    grid.writeBar(
      " LayoutLab help · Esc, q or ? closes · j k scroll", column: 0, row: 0, width: columns,
      style: .bar)
    let lines = lines(mouse: mouse)
    let height = Swift.max(1, rows - 2)
    let columnCount = columns >= 100 ? 2 : 1
    // Two columns split at a section's blank line, so that no heading is cut from its keys:
    // the last one that leaves the first column no taller than the screen.
    var columnsOfLines = [lines[...]]
    if columnCount == 2 {
      let middle = (lines.count + 1) / 2
      let blanks = lines.indices.filter { lines[$0].keys.isEmpty && lines[$0].text.isEmpty }
      if let split = blanks.last(where: { $0 <= Swift.max(height, middle) }) ?? blanks.first {
        columnsOfLines = [lines[..<split], lines[(split + 1)...]]
      }
    }
    let perColumn = Swift.max(height, columnsOfLines.map(\.count).max() ?? 0)
    let columnWidth = columns / columnCount
    let offset = Swift.min(Swift.max(0, scroll), Swift.max(0, perColumn - height))
    for (columnIndex, part) in columnsOfLines.enumerated() {
      for (index, line) in part.enumerated() {
        let column = columnIndex * columnWidth + 1
        let row = index - offset + 1
        guard row >= 1, row <= height else { continue }
        if line.isHeading {
          grid.write(line.text, column: column, row: row, width: columnWidth - 2, style: .bold)
        } else {
          grid.write(line.keys, column: column + 1, row: row, width: keysWidth - 1, style: .key)
          grid.write(
            line.text, column: column + 1 + keysWidth, row: row,
            width: columnWidth - keysWidth - 3)
        }
      }
    }
    let more = perColumn - offset > height ? "more below: j" : "keys come from one table"
    Legend.draw(into: &grid, row: rows - 1, width: columns, context: .help, note: more)
  }
}
