import CellRaster
import Testing

@testable import TerminalUI

/// The bytes ncurses writes for the playground's frames (issue #6): a full paint first, then
/// only what changed, and nothing at all for an unchanged frame.
@Suite struct OutputMeterTests {
  /// A 200×60 grid with `text` written on each row.
  func grid(_ text: (Int) -> String) -> CellGrid {
    var grid = CellGrid(columns: 200, rows: 60)
    for row in 0..<60 {
      for (column, character) in text(row).enumerated() {
        _ = grid.put(character, column: column, row: row)
      }
    }
    return grid
  }

  @Test func onlyChangesAreWritten() throws {
    let before = grid { "row \($0): the same text on every frame" }
    var oneCell = before
    _ = oneCell.put("X", column: 100, row: 30)
    var oneRow = before
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    for column in 0..<200 { _ = oneRow.put(letters[column % 26], column: column, row: 30) }
    let bytes = try #require(
      OutputMeter.bytes(painting: [before, before, oneCell, before, oneRow]))
    #expect(bytes.count == 5)
    // The first paint draws 60 rows of text: more than their characters.
    #expect(bytes[0] > 60 * 30)
    // An unchanged frame writes nothing: the painter does not even refresh.
    #expect(bytes[1] == 0)
    // One cell: a cursor move and the glyph, within ncurses' 43 bytes of issue #6.
    #expect(bytes[2] > 0 && bytes[2] <= 43)
    // Back: the same cell again.
    #expect(bytes[3] > 0 && bytes[3] <= 43)
    // One row of 200 different letters: the row's glyphs and little more (ncurses' figure:
    // 639; a row of one repeated glyph is cheaper still, with `rep`).
    #expect(bytes[4] >= 200 && bytes[4] <= 639)
  }
}
