import CellRaster
import TerminalUI

/// A grid with `lines` written from its top-left corner, one character per `put`.
func grid(_ lines: [String], columns: Int? = nil) -> CellGrid {
  let width = columns ?? lines.map { $0.reduce(0) { $0 + $1.terminalColumns } }.max() ?? 0
  var grid = CellGrid(columns: width, rows: lines.count)
  for (row, line) in lines.enumerated() {
    var column = 0
    for character in line { column += grid.put(character, column: column, row: row) }
  }
  return grid
}

/// SwiftUI's blue as CellRaster names it: palette entries 33 and 4.
let blue = TerminalColor(red: 0, green: 122, blue: 255, name: "blue")
/// SwiftUI's red: palette entries 196 and 1.
let red = TerminalColor(red: 255, green: 59, blue: 48, name: "red")
/// White: palette entries 231 and 7.
let white = TerminalColor(red: 255, green: 255, blue: 255, name: "white")

/// A terminal in memory: records what a `GridPainter` sends and keeps the screen it would show.
struct RecordingSink: CellSink {
  struct Write: Equatable {
    var glyph: Character
    var attributes: CellAttributes
    var pair: Int16
    var column: Int
    var row: Int
  }

  var writes: [Write] = []
  var pairs: [Int16: ColorPairTable.Colors] = [:]
  var refreshes = 0
  /// The screen: one glyph per column, "" on the right half of a wide glyph.
  var screen: [[String]]

  init(columns: Int, rows: Int) {
    screen = Array(repeating: Array(repeating: " ", count: columns), count: rows)
  }

  mutating func definePair(_ number: Int16, foreground: Int16, background: Int16) {
    pairs[number] = ColorPairTable.Colors(foreground: foreground, background: background)
  }

  mutating func write(
    _ glyph: Character, attributes: CellAttributes, pair: Int16, column: Int, row: Int
  ) {
    writes.append(
      Write(glyph: glyph, attributes: attributes, pair: pair, column: column, row: row))
    screen[row][column] = String(glyph)
    if glyph.terminalColumns == 2 { screen[row][column + 1] = "" }
  }

  mutating func refresh() { refreshes += 1 }

  /// The screen as text, one line per row, trailing spaces kept.
  var text: String { screen.map { $0.joined() }.joined(separator: "\n") }

  /// Where the writes went, as "column,row" in order.
  var positions: [String] { writes.map { "\($0.column),\($0.row)" } }
}
