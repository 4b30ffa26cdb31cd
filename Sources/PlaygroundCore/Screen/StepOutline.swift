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
  func drawStep(into grid: inout CellGrid, result: LayoutResult, origin: CGPoint = .zero) {
    guard let current = playground.currentStep, let steps = playground.steps,
      result.trace.indices.contains(current.step.event)
    else { return }
    // The grid shows the canvas from `origin` on: the frames as the grid sees them.
    let root = result.root.offsetBy(dx: -origin.x, dy: -origin.y)
    let cell = playground.configuration.cell
    let event = result.trace[current.step.event]
    // The views asked so far: the others have not sized yet, and are dim.
    var asked: Set<Int> = []
    for step in steps.prefix(current.index + 1) where !step.isAnswer {
      asked.insert(result.trace[step.event].nodeID)
    }
    for node in root.allNodes where !asked.contains(node.id) {
      for (column, row) in Self.cells(of: node.frame, cell: cell, in: grid) {
        grid.addAttributes(.dim, column: column, row: row)
      }
    }
    // The outline over the dimmed picture, then the asker and the child marked over both.
    guard let node = root.node(id: event.nodeID) else { return }
    let boxDrawing = playground.configuration.boxDrawing
    if current.step.isAnswer {
      let outline = CellOutline(
        from: node.frame, width: event.answer.width, height: event.answer.height, cell: cell)
      grid.drawOutline(
        outline, style: .light, boxDrawing: boxDrawing, color: Self.answerColor,
        attributes: .bold, label: PointText.size(event.answer))
    } else if event.guide == nil {
      let outline = CellOutline(
        from: node.frame, width: event.proposal.width, height: event.proposal.height, cell: cell)
      grid.drawOutline(
        outline, style: .dashed, boxDrawing: boxDrawing, color: Self.proposalColor,
        attributes: .bold, label: event.proposal.description)
    }
    if let askerID = event.askerID, let asker = root.node(id: askerID) {
      for (column, row) in Self.cells(of: asker.frame, cell: cell, in: grid) {
        grid.addAttributes(.underline, column: column, row: row)
      }
    }
    for (column, row) in Self.cells(of: node.frame, cell: cell, in: grid) {
      grid.addAttributes(.reverse, column: column, row: row)
    }
  }

  /// The cells a frame covers in `grid`, snapped (at least one cell each way), clipped to it.
  static func cells(of frame: CGRect, cell: CGSize, in grid: CellGrid) -> [(Int, Int)] {
    guard let outline = CellOutline(covering: frame, cell: cell) else { return [] }
    let (columns, rows) = outline.clipped(columns: grid.columns, rows: grid.rows)
    var cells: [(Int, Int)] = []
    for row in rows {
      for column in columns { cells.append((column, row)) }
    }
    return cells
  }
}
