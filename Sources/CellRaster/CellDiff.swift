import Foundation

/// A run of cells to write on one row: the cells of `row` from `column` on, left to right.
public struct CellRun: Equatable, Sendable {
  public var row: Int
  public var column: Int
  public var cells: [Cell]

  public init(row: Int, column: Int, cells: [Cell]) {
    self.row = row
    self.column = column
    self.cells = cells
  }
}

/// What changed between two frames: the runs of cells the terminal must be sent.
///
/// As ratatui's `Buffer::diff` (STYLE.md), the terminal keeps the last frame it drew and
/// writes only the cells that differ. A wide glyph and its continuation cell travel together:
/// if either half changed, both are in the run, so a run never starts on a continuation and a
/// wide character is never half-drawn. Without a previous frame, or after the size changed,
/// every row is one run.
///
///     CellDiff.changes(from: grid, to: grid)   // []: nothing to write
public enum CellDiff {
  public static func changes(from old: CellGrid?, to new: CellGrid) -> [CellRun] {
    guard let old, old.columns == new.columns, old.rows == new.rows else {
      return (0..<new.rows).compactMap { row in
        new.columns == 0 ? nil : CellRun(row: row, column: 0, cells: cells(of: new, row: row))
      }
    }
    var runs: [CellRun] = []
    for row in 0..<new.rows {
      let start = row * new.columns
      let range = start..<start + new.columns
      // Most rows did not change: compare each row's bytes before its cells. Equal bytes are
      // equal cells; cells equal in value may still differ in bytes (a grapheme spelled two
      // canonically equivalent ways), and those are compared cell by cell below.
      if sameBytes(old.cells, new.cells, range) { continue }
      // The same per cell: most cells of a changed row are unchanged too.
      var changed = changedCells(old.cells, new.cells, range)
      for column in 0..<new.columns where changed[column] {
        let cell = new[column, row]
        if cell.isContinuation, column > 0 { changed[column - 1] = true }
        if cell.width == 2, column + 1 < new.columns { changed[column + 1] = true }
      }
      var column = 0
      while column < new.columns {
        guard changed[column] else {
          column += 1
          continue
        }
        let start = column
        while column < new.columns && changed[column] { column += 1 }
        runs.append(
          CellRun(row: row, column: start, cells: (start..<column).map { new[$0, row] }))
      }
    }
    return runs
  }

  /// Whether `range` holds the same bytes in both arrays.
  private static func sameBytes(_ old: [Cell], _ new: [Cell], _ range: Range<Int>) -> Bool {
    old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        guard let left = old.baseAddress, let right = new.baseAddress else { return range.isEmpty }
        return memcmp(
          left + range.lowerBound, right + range.lowerBound,
          range.count * MemoryLayout<Cell>.stride) == 0
      }
    }
  }

  /// For each cell of `range`, whether it differs: equal bytes first, then by value.
  private static func changedCells(_ old: [Cell], _ new: [Cell], _ range: Range<Int>) -> [Bool] {
    old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        guard let left = old.baseAddress, let right = new.baseAddress else { return [] }
        return range.map { index in
          !sameBytes(left + index, right + index) && old[index] != new[index]
        }
      }
    }
  }

  /// Whether two cells hold the same bytes: a cell is plain bytes, compared a word at a time
  /// (a call to `memcmp` per cell cost more than the comparison).
  private static func sameBytes(_ left: UnsafePointer<Cell>, _ right: UnsafePointer<Cell>) -> Bool {
    guard MemoryLayout<Cell>.size % 8 == 0, MemoryLayout<Cell>.alignment >= 8 else {
      return memcmp(left, right, MemoryLayout<Cell>.size) == 0
    }
    let left = UnsafeRawPointer(left)
    let right = UnsafeRawPointer(right)
    for offset in stride(from: 0, to: MemoryLayout<Cell>.size, by: 8)
    where left.load(fromByteOffset: offset, as: UInt64.self)
      != right.load(fromByteOffset: offset, as: UInt64.self)
    {
      return false
    }
    return true
  }

  private static func cells(of grid: CellGrid, row: Int) -> [Cell] {
    (0..<grid.columns).map { grid[$0, row] }
  }
}
