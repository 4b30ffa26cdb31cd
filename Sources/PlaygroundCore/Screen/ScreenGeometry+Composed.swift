import CellRaster
import LayoutCore

/// The screen layer's answers to what the state asks of it (`ScreenGeometry`), from the same
/// `ScreenLayout`, `PanelGrid` and panes that `ScreenComposer` draws with.
///
/// So what a click hits, how far the canvas and the side pane scroll and the canvas a scene is
/// laid out on are what the screen shows, and the state layer never calls the composer.
extension ScreenGeometry {
  /// The geometry of the screen `ScreenComposer` draws.
  static let composed = ScreenGeometry(
    sceneCanvas: { $0.sceneCanvasOnScreen },
    canvasExtent: { playground in
      let grid = playground.panelGrid
      let layout = playground.screenLayout
      return CanvasExtent(
        height: layout.bodyHeight, contentHeight: grid.contentHeight, width: layout.canvasWidth,
        contentWidth: grid.contentWidth, blocks: grid.placements.map { $0.top..<$0.bottom },
        selection: playground.selectionCells(in: grid))
    },
    target: { playground, column, row in playground.clickTarget(column: column, row: row) },
    sidePaneScrollLimit: { ScreenComposer(playground: $0).sidePaneScrollLimit },
    codeAutoScroll: { playground in
      guard playground.display.sidePane == .outline, let tree = playground.selectedPanel?.sourceTree
      else { return CodePane.autoScroll(for: playground) }
      return OutlinePane.firstLine(for: playground, pane: playground.caches.outlinePane(for: tree))
    })
}

extension Playground {
  /// The screen's regions.
  var screenLayout: ScreenLayout {
    ScreenLayout(columns: columns, rows: rows, sidePanesHidden: display.sidePanesHidden)
  }

  /// Where the panels sit in the canvas area.
  var panelGrid: PanelGrid {
    PanelGrid(
      panels: panels, isGallery: kind.gallery != nil,
      footerRows: kind.gallery?.footerRows ?? 0, width: screenLayout.canvasWidth,
      height: screenLayout.bodyHeight, rulers: display.rulers, cell: configuration.cell)
  }

  /// The canvas a scene is laid out on when the knob does not fix it: the canvas area less
  /// the scene's title line and the rulers, in points.
  var sceneCanvasOnScreen: CGSize {
    let layout = screenLayout
    let title = (sceneTitle?.isEmpty ?? true) ? 0 : 1
    let rowCount = Swift.max(1, layout.bodyHeight - title - (display.rulers ? 1 : 0))
    let ruler = display.rulers ? PointRuler.leftWidth(rows: rowCount, cell: configuration.cell) : 0
    let columnCount = Swift.max(1, layout.canvasWidth - ruler)
    return CGSize(
      width: CGFloat(columnCount) * configuration.cell.width,
      height: CGFloat(rowCount) * configuration.cell.height)
  }

  /// The cells that show the selected view in the canvas area's content, clipped to its
  /// panel's drawn grid: what scrolling keeps on screen.
  func selectionCells(in grid: PanelGrid) -> ContentCells? {
    guard let placed = selectedPlacedNode,
      let placement = grid.placements.first(where: { $0.panel == selection.panel }),
      let outline = CellOutline(covering: placed.frame, cell: configuration.cell)
    else { return nil }
    // Canvas cells to the drawn grid's, clipped there, then to the content's.
    func shifted(_ range: Range<Int>, by offset: Int) -> Range<Int> {
      (range.lowerBound + offset)..<(range.upperBound + offset)
    }
    let inGrid = CellOutline(
      columns: shifted(outline.columns, by: placement.originColumn),
      rows: shifted(outline.rows, by: placement.originRow)
    ).clipped(columns: placement.gridColumns, rows: placement.gridRows)
    guard !inGrid.columns.isEmpty, !inGrid.rows.isEmpty else { return nil }
    return ContentCells(
      columns: shifted(inGrid.columns, by: placement.canvasColumn),
      rows: shifted(inGrid.rows, by: placement.canvasRow))
  }

  /// What is under (`column`, `row`) as the screen is laid out: a panel's block (and the
  /// canvas cell in it) in the canvas area, or the node printed on a line of the code pane.
  func clickTarget(column: Int, row: Int) -> ClickTarget? {
    let layout = screenLayout
    guard layout.bodyRows.contains(row) else { return nil }
    if column < layout.canvasWidth {
      let contentRow = row - layout.bodyRows.lowerBound + display.canvasScroll
      let contentColumn = column + display.canvasScrollColumns
      for placement in panelGrid.placements {
        guard contentRow >= placement.top, contentRow < placement.bottom,
          contentColumn >= placement.canvasColumn - placement.leftRuler,
          contentColumn
            < placement.canvasColumn + Swift.max(placement.width, placement.gridColumns)
        else { continue }
        let cellRow = contentRow - placement.canvasRow
        let cellColumn = contentColumn - placement.canvasColumn
        // A cell of the canvas, counted from its origin (negative beyond its leading edge).
        let cell =
          cellRow >= 0 && cellRow < placement.gridRows && cellColumn >= 0
            && cellColumn < placement.gridColumns
          ? ClickTarget.Cell(
            column: cellColumn - placement.originColumn, row: cellRow - placement.originRow)
          : nil
        return .panel(placement.panel, cell: cell)
      }
      return nil
    }
    guard let side = layout.sideColumn, column >= side else { return nil }
    guard let tree = selectedPanel?.sourceTree else { return .sidePane }
    if display.sidePane == .outline {
      let pane = caches.outlinePane(for: tree)
      let line = OutlinePane.firstLine(for: self, pane: pane) + row - layout.bodyRows.lowerBound - 1
      return pane.lines.indices.contains(line) ? .code(pane.lines[line].path) : .sidePane
    }
    guard display.sidePane == .code else { return .sidePane }
    let pane = caches.codePane(for: tree)
    let line = CodePane.firstLine(for: self, pane: pane) + row - layout.bodyRows.lowerBound - 1
    return pane.path(atLine: line).map { .code($0) } ?? .sidePane
  }
}
