import CellRaster
import LayoutCore

/// Draws the playground's screen from its state: title, canvas with the panels, side pane,
/// status line and legend, or the help screen, or the too-small message.
///
/// Pure: the same state gives the same grid, exactly `columns` × `rows`, which the adapter
/// paints and the tests compare as text.
struct ScreenComposer {
  let playground: Playground

  func compose() -> CellGrid {
    let columns = playground.columns
    let rows = playground.rows
    var grid = CellGrid(columns: columns, rows: rows)
    guard columns > 0, rows > 0 else { return grid }
    let minimum = Playground.minimumSize
    guard columns >= minimum.columns, rows >= minimum.rows else {
      drawTooSmall(into: &grid)
      return grid
    }
    if case .diff(let scroll) = playground.overlay {
      DiffScreen.draw(
        into: &grid, columns: columns, rows: rows, scroll: scroll, diff: playground.diffLines)
      return grid
    }
    if case .messages(let scroll) = playground.overlay {
      MessageLogScreen.draw(
        into: &grid, columns: columns, rows: rows, scroll: scroll, log: playground.messageLog)
      return grid
    }
    if case .help(let scroll) = playground.overlay {
      HelpScreen.draw(
        into: &grid, columns: columns, rows: rows, scroll: scroll,
        mouse: playground.configuration.mouseEnabled)
      return grid
    }
    let layout = playground.screenLayout
    drawTitle(into: &grid, layout: layout)
    if let side = layout.sideColumn {
      for row in layout.bodyRows {
        grid.write(
          playground.configuration.boxDrawing.isASCII ? "|" : "│", column: side - 1, row: row,
          style: .frame)
      }
    }
    drawCanvas(into: &grid, layout: layout)
    if let side = layout.sideColumn {
      switch playground.display.sidePane {
      case .inspector: drawInspectorAndTrace(into: &grid, layout: layout, column: side)
      case .code: drawCode(into: &grid, layout: layout, column: side)
      case .outline: drawOutline(into: &grid, layout: layout, column: side)
      }
    }
    drawStatus(into: &grid, layout: layout)
    let panelGrid = playground.panelGrid
    Legend.draw(
      into: &grid, row: layout.legendRow, width: columns, context: Legend.Context(playground),
      scrolls: panelGrid.contentWidth > layout.canvasWidth)
    if playground.overlay == .modifyMenu { drawMenu(into: &grid, layout: layout) }
    return grid
  }

  // MARK: Too small

  /// Whether the quit question is open (`QuitConfirmation`): too small a screen asks too.
  private var isAskingToQuit: Bool {
    guard case .input(let line) = playground.overlay, case .confirmQuit = line.purpose else {
      return false
    }
    return true
  }

  private func drawTooSmall(into grid: inout CellGrid) {
    let minimum = Playground.minimumSize
    let lines = [
      "LayoutLab needs at least \(minimum.columns)×\(minimum.rows) cells;",
      "this terminal is \(playground.columns)×\(playground.rows).",
      isAskingToQuit
        ? "Unsaved edits: s save · q quit without saving · Esc stay."
        : "Enlarge it, or press q to quit.",
    ]
    let top = Swift.max(0, (grid.rows - lines.count) / 2)
    for (offset, line) in lines.enumerated() {
      let width = line.terminalColumns
      let column = Swift.max(0, (grid.columns - width) / 2)
      grid.write(line, column: column, row: top + offset, style: offset == 0 ? .bold : .plain)
    }
  }

  /// The panels: titles, notes, canvases, rulers and (frame gallery) verdicts, scrolled on
  /// both axes.
  ///
  /// Content coordinates (`PanelGrid`) become screen coordinates by the scroll offsets; each
  /// canvas is drawn only where the canvas area shows it (`Rasterizer`'s window), so a scene
  /// far larger than the screen costs what the screen shows.
  private func drawCanvas(into grid: inout CellGrid, layout: ScreenLayout) {
    let top = layout.bodyRows.lowerBound
    let scroll = playground.display.canvasScroll
    let scrollColumns = playground.display.canvasScrollColumns
    let clipColumns = 0..<layout.canvasWidth
    let clipRows = layout.bodyRows
    let cell = playground.configuration.cell
    let panelGrid = playground.panelGrid
    let isGallery = playground.kind.gallery != nil
    let marked =
      playground.kind.gallery?.marksDifferences == true
      ? PanelComparison.differing(from: playground.panels) : []
    /// The width left for a text from `column` to the canvas area's right edge.
    func room(_ width: Int, from column: Int) -> Int {
      Swift.min(width, layout.canvasWidth - column)
    }
    for placement in panelGrid.placements {
      let panel = playground.panels[placement.panel]
      let isSelected = placement.panel == playground.selection.panel
      let canvasRow = top + placement.canvasRow - scroll
      let canvasColumn = placement.canvasColumn - scrollColumns
      let titleRow = top + placement.top - scroll
      if !isGallery, !panel.note.isEmpty, clipRows.contains(titleRow) {
        grid.write(
          panel.note, column: 1, row: titleRow, width: layout.canvasWidth - 2, style: .dim)
      }
      if isGallery {
        if clipRows.contains(titleRow) {
          let number = "\(placement.panel + 1) "
          let style: TextStyle = isSelected ? .selected : .bold
          let width = room(placement.width, from: canvasColumn)
          let mark = marked.contains(placement.panel) ? " ≠" : ""
          let written = grid.write(
            number + panel.title + mark, column: canvasColumn, row: titleRow, width: width,
            style: style)
          // Compact: the note follows the title on its row.
          if placement.noteOnTitleRow, !panel.note.isEmpty, written + 3 < width {
            grid.write(
              " · " + panel.note, column: canvasColumn + written, row: titleRow,
              width: width - written, style: .dim)
          }
        }
        if !placement.noteOnTitleRow, clipRows.contains(titleRow + 1) {
          grid.write(
            panel.note, column: canvasColumn, row: titleRow + 1,
            width: room(placement.width, from: canvasColumn), style: .dim)
        }
      }
      guard let result = panel.result else {
        drawProblem(into: &grid, layout: layout)
        continue
      }
      // The part of the drawn grid on screen, in its cells, and where that is in points.
      let shownColumns = Self.overlap(
        canvasColumn..<(canvasColumn + placement.gridColumns), clipColumns)
      let shownRows = Self.overlap(canvasRow..<(canvasRow + placement.gridRows), clipRows)
      if !shownColumns.isEmpty, !shownRows.isEmpty {
        let window = CGRect(
          x: CGFloat(shownColumns.lowerBound - canvasColumn - placement.originColumn)
            * cell.width,
          y: CGFloat(shownRows.lowerBound - canvasRow - placement.originRow) * cell.height,
          width: CGFloat(shownColumns.count) * cell.width,
          height: CGFloat(shownRows.count) * cell.height)
        var canvasGrid = rasterize(panel, result: result, isSelected: isSelected, window: window)
        if playground.stepping?.panel == placement.panel, let traced = panel.tracedResult {
          drawStep(into: &canvasGrid, result: traced, origin: window.origin)
        } else if isSelected, playground.display.mode != .boxes {
          highlight(&canvasGrid, origin: window.origin)
        }
        grid.paste(
          canvasGrid, column: shownColumns.lowerBound, row: shownRows.lowerBound,
          clipColumns: clipColumns, clipRows: clipRows)
      }
      // The rulers count from the canvas's origin, which may be inside the drawn grid.
      if placement.topRuler, clipRows.contains(canvasRow - 1) {
        PointRuler.drawTop(
          into: &grid, column: canvasColumn + placement.originColumn, row: canvasRow - 1,
          gridColumns: placement.gridColumns - placement.originColumn, margin: panel.margin,
          leading: placement.originColumn, cell: cell, clip: clipColumns)
      }
      if placement.leftRuler > 0 {
        PointRuler.drawLeft(
          into: &grid, column: canvasColumn, row: canvasRow + placement.originRow,
          gridRows: placement.gridRows - placement.originRow, leading: placement.originRow,
          width: placement.leftRuler, cell: cell, clip: clipRows)
      }
      let footerRow = top + placement.footerRow - scroll
      let footerWidth = room(placement.width, from: canvasColumn)
      if playground.kind.gallery == .spacing, clipRows.contains(footerRow) {
        grid.write(
          SpacingGallery.gaps(result), column: canvasColumn, row: footerRow, width: footerWidth,
          style: .bold)
      }
      if playground.kind.gallery == .frames, let reference = playground.panels.first?.result {
        let verdict = FrameGallery.verdict(
          result, reference: reference, isReference: placement.panel == 0)
        if clipRows.contains(footerRow) {
          grid.write(
            verdict.verdict, column: canvasColumn, row: footerRow, width: footerWidth,
            style: verdict.matches ? .bold : .error)
        }
        if clipRows.contains(footerRow + 1) {
          grid.write(
            verdict.detail, column: canvasColumn, row: footerRow + 1, width: footerWidth,
            style: .dim)
        }
      }
    }
    // More content above, below or to either side: arrows on the separator (and on the
    // canvas area's edges), where they cover nothing.
    let arrowColumn = Swift.min(layout.canvasWidth, layout.columns - 1)
    if scroll > 0 {
      grid.write("▲", column: arrowColumn, row: top, style: .key)
    }
    if panelGrid.contentHeight - scroll > layout.bodyHeight {
      grid.write("▼", column: arrowColumn, row: layout.bodyRows.upperBound - 1, style: .key)
    }
    let middle = top + layout.bodyHeight / 2
    if scrollColumns > 0 {
      grid.write("◀", column: arrowColumn, row: middle, style: .key)
    }
    if panelGrid.contentWidth - scrollColumns > layout.canvasWidth {
      grid.write("▶", column: arrowColumn, row: middle + 1, style: .key)
    }
  }

  /// The part of `range` inside `clip`: empty (at `clip`'s start) when they do not meet.
  static func overlap(_ range: Range<Int>, _ clip: Range<Int>) -> Range<Int> {
    let lower = Swift.min(Swift.max(range.lowerBound, clip.lowerBound), clip.upperBound)
    return lower..<Swift.max(lower, Swift.min(range.upperBound, clip.upperBound))
  }

  /// The part `window` (canvas points) of the panel's drawing, the selection highlighted in
  /// the box modes.
  private func rasterize(_ panel: Panel, result: LayoutResult, isSelected: Bool, window: CGRect)
    -> CellGrid
  {
    let highlight = isSelected ? playground.selectedPlacedNode?.id : nil
    var rasterizer = Rasterizer(
      cell: playground.configuration.cell, mode: playground.display.mode,
      boxDrawing: playground.configuration.boxDrawing, highlight: highlight)
    // Measurements go with the rulers (`g`): the gaps too small to show as a cell.
    rasterizer.marksGaps = playground.display.rulers
    return rasterizer.rasterize(
      result.root, canvas: result.canvas, safeArea: result.safeArea, window: window)
  }

  /// Reverse video on the selection's cells, where no heavy box shows it: in the rendered
  /// mode, and in `both`, where text covers a one-line box. `origin` is the canvas point at
  /// the grid's top-leading cell.
  private func highlight(_ grid: inout CellGrid, origin: CGPoint) {
    guard let placed = playground.selectedPlacedNode else { return }
    let frame = placed.frame.offsetBy(dx: -origin.x, dy: -origin.y)
    for (column, row) in Self.cells(of: frame, cell: playground.configuration.cell, in: grid) {
      grid.addAttributes(.reverse, column: column, row: row)
    }
  }

  /// A scene with no good layout: the error, where the canvas would be.
  private func drawProblem(into grid: inout CellGrid, layout: ScreenLayout) {
    let top = layout.bodyRows.lowerBound + 1
    grid.write(
      "No layout: the scene does not parse.", column: 2, row: top, width: layout.canvasWidth - 4,
      style: .error)
    if let problem = playground.file.problem {
      grid.write(problem.description, column: 2, row: top + 1, width: layout.canvasWidth - 4)
    }
    grid.write(
      "Fix it in your editor: the playground reloads it when you save.", column: 2,
      row: top + 3, width: layout.canvasWidth - 4, style: .dim)
  }
}

extension CellGrid {
  /// Underlines a pane heading so that it reads as a rule between panes.
  mutating func addRule(row: Int, column: Int, width: Int) {
    for offset in 0..<Swift.max(0, width) {
      addAttributes(.underline, column: column + offset, row: row)
    }
  }
}
