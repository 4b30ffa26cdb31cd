import CellRaster

/// Where a `GridPainter` sends its cells: ncurses in the playground, a recorder in tests.
///
/// The waist between pure painting and the terminal: defining a colour pair, writing one
/// glyph, and showing what was written.
public protocol CellSink {
  /// Defines colour pair `number` (ncurses `init_pair`); -1 is the terminal's default colour.
  mutating func definePair(_ number: Int16, foreground: Int16, background: Int16)
  /// Writes `glyph` at (`column`, `row`) with `attributes` in colour pair `pair`. A wide glyph
  /// covers the next column too.
  mutating func write(
    _ glyph: Character, attributes: CellAttributes, pair: Int16, column: Int, row: Int)
  /// Shows everything written since the last refresh.
  mutating func refresh()
}

/// Paints frames onto a `CellSink`, writing only the cells that changed since the last frame.
///
/// It keeps the last frame it painted (ratatui's double buffer, STYLE.md): each frame is
/// diffed against it (`CellDiff`), changed cells are converted for the colour depth
/// (`PaintedCell`) and their colour pairs allocated on first use (`ColorPairTable`). A frame
/// identical to the last writes nothing and does not even refresh.
///
///     var painter = GridPainter(depth: .colors256, pairCapacity: 255)
///     painter.paint(grid, to: &sink)   // every cell: nothing was drawn yet
///     painter.paint(grid, to: &sink)   // 0: nothing changed
public struct GridPainter: Sendable {
  /// The colour depth cells are painted at.
  public let depth: ColorDepth
  /// The colour pairs defined so far.
  public private(set) var pairs: ColorPairTable
  /// The frame the terminal shows, as far as the painter knows.
  public private(set) var lastFrame: CellGrid?

  public init(depth: ColorDepth, pairs: ColorPairTable) {
    self.depth = depth
    self.pairs = pairs
  }

  /// Forgets the last frame, so that the next one is painted in full: after a resize, or when
  /// the terminal was cleared behind the painter's back.
  public mutating func invalidate() {
    lastFrame = nil
  }

  /// Paints `grid`, writing only the cells that differ from the last frame; returns how many
  /// cells were written (a wide glyph counts once).
  @discardableResult
  public mutating func paint<Sink: CellSink>(_ grid: CellGrid, to sink: inout Sink) -> Int {
    let runs = CellDiff.changes(from: lastFrame, to: grid)
    lastFrame = grid
    guard !runs.isEmpty else { return 0 }
    var written = 0
    for run in runs {
      for (offset, cell) in run.cells.enumerated() where !cell.isContinuation {
        let painted = PaintedCell(cell, depth: depth)
        var pair: Int16 = 0
        if depth != .monochrome {
          let lookup = pairs.pair(foreground: painted.foreground, background: painted.background)
          if case .allocated(let number) = lookup {
            let colors = pairs.defined[Int(number) - 1]
            sink.definePair(number, foreground: colors.foreground, background: colors.background)
          }
          pair = lookup.number
        }
        sink.write(
          painted.glyph, attributes: painted.attributes, pair: pair, column: run.column + offset,
          row: run.row)
        written += 1
      }
    }
    sink.refresh()
    return written
  }
}
