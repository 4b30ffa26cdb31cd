// A cell is plain bytes (its grapheme, pattern and colours as numbers), yet reads and compares
// as the characters and colours it was given.
import CellRaster
import LayoutCore
import Testing

@Suite struct CellStorageTests {
  /// Every kind of grapheme reads back as written, byte for byte: ASCII, a box-drawing glyph,
  /// a wide CJK character, a combining sequence, an emoji, and a family emoji (25 bytes of
  /// UTF-8, too long to be stored in the cell itself).
  @Test(arguments: ["a", "~", "│", "居", "e\u{301}", "🇯🇵", "👨‍👩‍👧‍👦"] as [Character])
  func graphemesReadBackAsWritten(grapheme: Character) {
    let cell = Cell(grapheme: grapheme, width: grapheme.terminalColumns, pattern: grapheme)
    #expect(Array(cell.grapheme.utf8) == Array(grapheme.utf8))
    #expect(cell.pattern.map { Array($0.utf8) } == Array(grapheme.utf8))
    var grid = CellGrid(columns: 4, rows: 1)
    grid.put(grapheme, column: 0, row: 0)
    #expect(Array(grid[0, 0].grapheme.utf8) == Array(grapheme.utf8))
  }

  /// Graphemes compare as `Character`s do, by canonical equivalence: "é" precomposed equals
  /// "e" + U+0301, though their bytes differ, and each reads back in its own spelling.
  @Test func graphemesCompareByCanonicalEquivalence() {
    let precomposed = Cell(grapheme: "\u{E9}")
    let decomposed = Cell(grapheme: "e\u{301}")
    #expect(precomposed == decomposed)
    #expect(Array(decomposed.grapheme.unicodeScalars) == ["e", "\u{301}"])
    #expect(Cell(grapheme: "a") != Cell(grapheme: "b"))
    #expect(Cell(pattern: "░") != Cell(pattern: nil))
    #expect(Cell(pattern: "\u{E9}") == Cell(pattern: "e\u{301}"))
  }

  /// Colours keep their components and names; a name compares as a `String` does, and a
  /// name that is not one of SwiftUI's reads back too.
  @Test func coloursReadBackAndCompareByName() throws {
    let blue = try #require(TerminalColor(Color.blue))
    let cell = Cell(foreground: blue, background: TerminalColor(red: 1, green: 2, blue: 3))
    #expect(cell.foreground == blue)
    #expect(cell.foreground?.name == "blue")
    #expect(cell.background == TerminalColor(red: 1, green: 2, blue: 3))
    #expect(cell.background?.name == nil)
    let custom = TerminalColor(red: 9, green: 8, blue: 7, name: "brandTeal")
    #expect(Cell(background: custom).background?.name == "brandTeal")
    #expect(Cell(background: custom) != Cell(background: TerminalColor(red: 9, green: 8, blue: 7)))
    let precomposed = TerminalColor(red: 0, green: 0, blue: 0, name: "caf\u{E9}")
    let decomposed = TerminalColor(red: 0, green: 0, blue: 0, name: "cafe\u{301}")
    #expect(precomposed == decomposed)
    #expect(Set([precomposed, decomposed]).count == 1)
    #expect(Array(decomposed.name!.unicodeScalars).count == 5)
    #expect(Cell(background: precomposed) == Cell(background: decomposed))
  }
}
