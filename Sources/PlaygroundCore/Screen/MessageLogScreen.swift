import CellRaster

/// The `!` screen: every message of the session, whole, oldest first, errors in red (issue
/// #16, "messages that fit"): the status line cuts a long message at a word and points here.
enum MessageLogScreen {
  /// The log, `columns` × `rows`, scrolled by `scroll` lines; long messages wrap.
  static func draw(
    into grid: inout CellGrid, columns: Int, rows: Int, scroll: Int, log: [StatusMessage]
  ) {
    grid.writeBar(
      " LayoutLab · messages · Esc, q or ! closes · j k scroll", column: 0, row: 0,
      width: columns, style: .bar)
    var lines: [(text: String, isError: Bool)] = []
    for message in log {
      let wrapped = message.text.wrapped(width: Swift.max(10, columns - 4))
      for (index, line) in wrapped.enumerated() {
        lines.append(((index == 0 ? "• " : "  ") + line, message.isError))
      }
    }
    if lines.isEmpty { lines.append(("no messages yet", false)) }
    let height = Swift.max(1, rows - 2)
    let offset = Swift.min(Swift.max(0, scroll), Swift.max(0, lines.count - height))
    for (index, line) in lines.dropFirst(offset).prefix(height).enumerated() {
      grid.write(
        line.text, column: 1, row: index + 1, width: columns - 2,
        style: line.isError ? .error : .plain)
    }
    let more = lines.count - offset > height ? " · more below: j" : ""
    Legend.draw(
      into: &grid, row: rows - 1, width: columns, context: .messages,
      note: "\(log.count) message\(log.count == 1 ? "" : "s")\(more)")
  }
}
