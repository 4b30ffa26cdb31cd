// The double buffer: only changed cells are written (issue #5), wide glyphs whole.
import CellRaster
import LayoutCore
import Testing

@Suite struct CellDiffTests {
  /// The same frame twice: nothing to write.
  @Test func identicalFramesWriteNothing() {
    let frame = grid(["┌──┐", "│居│", "└──┘"])
    #expect(CellDiff.changes(from: frame, to: frame) == [])
  }

  /// No previous frame, or a different size: every row, whole.
  @Test func firstFrameAndResizeWriteEverything() {
    let frame = grid(["ab", "cd"])
    let expected = [
      CellRun(row: 0, column: 0, cells: [frame[0, 0], frame[1, 0]]),
      CellRun(row: 1, column: 0, cells: [frame[0, 1], frame[1, 1]]),
    ]
    #expect(CellDiff.changes(from: nil, to: frame) == expected)
    #expect(CellDiff.changes(from: grid(["abc", "def"]), to: frame) == expected)
    #expect(CellDiff.changes(from: grid(["ab"]), to: frame) == expected)
    #expect(CellDiff.changes(from: nil, to: CellGrid(columns: 0, rows: 3)) == [])
  }

  /// Changed cells come as runs of neighbours, row by row, left to right.
  @Test func changesComeAsRuns() {
    let old = grid(["abcdef", "ghijkl"])
    let new = grid(["aXYdeZ", "ghijkl"])
    let runs = CellDiff.changes(from: old, to: new)
    #expect(
      runs.map { "\($0.column),\($0.row):" + String($0.cells.map(\.grapheme)) } == [
        "1,0:XY", "5,0:Z",
      ])
  }

  /// A style change alone is a change: colour, attributes.
  @Test func styleChangesAreChanges() {
    let old = grid(["ab"])
    var new = old
    new.addAttributes(.reverse, column: 1, row: 0)
    #expect(CellDiff.changes(from: old, to: new).map(\.column) == [1])
    var filled = old
    filled.fill(column: 0, row: 0, background: blue, pattern: nil)
    #expect(CellDiff.changes(from: old, to: filled).map(\.column) == [0])
  }

  /// A wide glyph and its continuation travel together: a new wide glyph brings its right
  /// half, a restyled one is written from its left half, and over every pair of small frames
  /// no run starts on a continuation or ends before one.
  @Test func wideGlyphsAreWrittenWhole() {
    let old = grid(["abcd"])
    let new = grid(["a居d"])
    let runs = CellDiff.changes(from: old, to: new)
    #expect(runs.count == 1)
    #expect(runs[0].column == 1)
    #expect(runs[0].cells.map(\.width) == [2, 0])

    // Restyled through its right half: the run starts on the wide glyph.
    let before = grid(["x居"])
    var after = before
    after.addAttributes(.bold, column: 2, row: 0)  // both halves become bold
    let styled = CellDiff.changes(from: before, to: after)
    #expect(styled.map(\.column) == [1])
    #expect(styled.first?.cells.count == 2)

    // Every pair of one-row frames over a small alphabet with wide glyphs: no run starts on a
    // continuation, and every wide glyph in a run has its continuation in the run.
    let lines = ["ab", "居", "a ", " b", "字", "  "]
    for from in lines {
      for to in lines {
        for run in CellDiff.changes(from: grid([from], columns: 2), to: grid([to], columns: 2)) {
          #expect(run.cells.first?.isContinuation == false, "\(from) → \(to)")
          for (index, cell) in run.cells.enumerated() where cell.width == 2 {
            #expect(index + 1 < run.cells.count, "\(from) → \(to)")
          }
        }
      }
    }
  }
}

/// A grid with `lines` written from its top-left corner, one character per `put` (as
/// TerminalUITests' helper of the same name, which paints such grids).
private func grid(_ lines: [String], columns: Int? = nil) -> CellGrid {
  let width = columns ?? lines.map { $0.reduce(0) { $0 + $1.terminalColumns } }.max() ?? 0
  var grid = CellGrid(columns: width, rows: lines.count)
  for (row, line) in lines.enumerated() {
    var column = 0
    for character in line { column += grid.put(character, column: column, row: row) }
  }
  return grid
}

/// SwiftUI's blue as CellRaster names it (as in TerminalUITests).
private let blue = TerminalColor(red: 0, green: 122, blue: 255, name: "blue")
