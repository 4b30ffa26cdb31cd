import CellRaster
import LayoutCore

/// The current step of the step-through drawn on its panel's canvas: the proposal as a dashed
/// outline, the answer as a solid one, the node asked and the one asking highlighted, and the
/// views not asked yet dim.
///
/// Both outlines start at the node's placed origin, where the node ends up, so that the
/// proposal reads as "this much room, from here" and the answer as "this much of it"; an
/// answer that is the one the node was placed with is exactly its placed frame (a probe, such
/// as a stack asking for a minimum, is drawn at its own size). A proposed length that is nil
/// (unspecified) or infinite fixes nothing: that side of the dashed outline is left open, its
/// lines running on to the panel's edge and ending in `→` or `↓` (`CellOutline.OpenSides`),
/// and the label says which (`nil×60`, `∞×∞`). The node asked is in reverse video (as the
/// selection, which follows it) and the asker underlined, attributes that a monochrome or
/// ASCII terminal shows too (`ASCIIFallback` replaces the arrows by `>` and `v`).
extension ScreenComposer {
  /// The proposal's colour (where colours show): the selection's amber.
  static let proposalColor = TerminalColor(red: 255, green: 175, blue: 95)
  /// The answer's colour: green, as an added line in the diff.
  static let answerColor = TerminalColor(red: 135, green: 215, blue: 135)

  /// Draws the current step over `grid`, the panel's canvas as rasterized.
  func drawStep(into grid: inout CellGrid, result: LayoutResult) {
    guard let current = playground.currentStep, let steps = playground.steps,
      result.trace.indices.contains(current.step.event)
    else { return }
    let cell = playground.configuration.cell
    let event = result.trace[current.step.event]
    // The views asked so far: the others have not sized yet, and are dim.
    var asked: Set<Int> = []
    for step in steps.prefix(current.index + 1) where !step.isAnswer {
      asked.insert(result.trace[step.event].nodeID)
    }
    for node in result.root.allNodes where !asked.contains(node.id) {
      for (column, row) in Self.cells(of: node.frame, cell: cell, in: grid) {
        grid.addAttributes(.dim, column: column, row: row)
      }
    }
    // The outline over the dimmed picture, then the asker and the child marked over both.
    guard let node = result.root.node(id: event.nodeID) else { return }
    let boxDrawing = playground.configuration.boxDrawing
    if current.step.isAnswer {
      let outline = Self.outline(
        from: node.frame, width: event.answer.width, height: event.answer.height, cell: cell)
      grid.drawOutline(
        outline, style: .light, boxDrawing: boxDrawing, color: Self.answerColor,
        attributes: .bold, label: PointText.size(event.answer))
    } else if event.guide == nil {
      let outline = Self.outline(
        from: node.frame, width: event.proposal.width, height: event.proposal.height, cell: cell)
      grid.drawOutline(
        outline, style: .dashed, boxDrawing: boxDrawing, color: Self.proposalColor,
        attributes: .bold, label: event.proposal.description)
    }
    if let askerID = event.askerID, let asker = result.root.node(id: askerID) {
      for (column, row) in Self.cells(of: asker.frame, cell: cell, in: grid) {
        grid.addAttributes(.underline, column: column, row: row)
      }
    }
    for (column, row) in Self.cells(of: node.frame, cell: cell, in: grid) {
      grid.addAttributes(.reverse, column: column, row: row)
    }
  }

  /// The cells of a size drawn from the top-leading corner of `frame` (a placed frame, in
  /// points): the frame's first cell as the selection highlights it (snapped, §10; a frame
  /// that snaps to no cell on an axis takes the cell its start falls in), to the snapped end
  /// of the size, at least one cell each way; a length that is nil or not finite leaves its
  /// side open.
  ///
  ///     outline(from: (100, 20) 110×20, width: 284, height: 60, cell: 10×20)
  ///     // columns 10..<38, rows 1..<4
  static func outline(from frame: CGRect, width: CGFloat?, height: CGFloat?, cell: CGSize)
    -> CellOutline
  {
    var open: CellOutline.OpenSides = []
    func span(
      _ start: CGFloat, _ extent: CGFloat, _ length: CGFloat?, _ step: CGFloat,
      _ side: CellOutline.OpenSides
    ) -> Range<Int> {
      var first = index(start / step)
      if index((start + extent) / step) <= first { first = index((start / step).rounded(.down)) }
      guard let length, length.isFinite else {
        open.insert(side)
        return first..<(first + 1)
      }
      return first..<Swift.max(first + 1, index((start + length) / step))
    }
    let columns = span(frame.minX, frame.width, width, cell.width, .right)
    let rows = span(frame.minY, frame.height, height, cell.height, .bottom)
    return CellOutline(columns: columns, rows: rows, open: open)
  }

  /// The cells a frame covers in `grid`, snapped (at least one cell each way).
  static func cells(of frame: CGRect, cell: CGSize, in grid: CellGrid) -> [(Int, Int)] {
    let outline = outline(from: frame, width: frame.width, height: frame.height, cell: cell)
    guard outline.open.isEmpty else { return [] }
    func clamped(_ range: Range<Int>, _ count: Int) -> Range<Int> {
      let lower = Swift.min(Swift.max(0, range.lowerBound), count)
      return lower..<Swift.max(lower, Swift.min(range.upperBound, count))
    }
    let rows = clamped(outline.rows, grid.rows)
    let columns = clamped(outline.columns, grid.columns)
    var cells: [(Int, Int)] = []
    for row in rows {
      for column in columns { cells.append((column, row)) }
    }
    return cells
  }

  /// A cell boundary: the nearest, ties up, clamped far beyond any grid.
  private static func index(_ value: CGFloat) -> Int {
    guard value.isFinite else { return value > 0 ? 1_000_000 : -1_000_000 }
    return Int(Swift.min(1_000_000, Swift.max(-1_000_000, value.rounded(.toNearestOrAwayFromZero))))
  }
}
