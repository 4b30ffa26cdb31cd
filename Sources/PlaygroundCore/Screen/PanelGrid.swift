import CellRaster
import LayoutCore

/// Where each panel sits in the canvas area: gallery panels in rows of as many columns as
/// fit, each a title, a note, a ruler, its canvas and (frame gallery) its verdict.
///
/// Coordinates are content coordinates: column 0 is the canvas area's left edge and row 0
/// the first row of content before scrolling; the composer subtracts the scroll offset.
struct PanelGrid: Equatable, Sendable {
  /// One panel's block.
  struct Placement: Equatable, Sendable {
    var panel: Int
    /// The canvas grid's top-left cell.
    var canvasColumn: Int
    var canvasRow: Int
    /// The drawn grid's size in cells, margins included: the canvas, and for a scene what it
    /// draws beyond it (`Panel.drawnBounds`).
    var gridColumns: Int
    var gridRows: Int
    /// Where the canvas's top-leading cell is in the drawn grid: the columns and rows a scene
    /// draws beyond its canvas's leading and top edges.
    var originColumn = 0
    var originRow = 0
    /// The block's first row (the title, or the top ruler of a scene).
    var top: Int
    /// The block's width for its title, note and verdict.
    var width: Int
    /// The columns of the left ruler before the canvas (0: none drawn).
    var leftRuler: Int
    /// Whether a top ruler row is drawn above the canvas.
    var topRuler: Bool
    /// Whether the block is compact: no rulers, and its title and note on one row when every
    /// panel's fit there.
    var isCompact = false
    /// Whether the note follows the title on the title's row.
    var noteOnTitleRow: Bool { canvasRow - top == 1 }
    /// The first row under the canvas (the verdict's).
    var footerRow: Int { canvasRow + gridRows }
    /// The block's last row + 1.
    var bottom: Int
  }

  var placements: [Placement]
  /// The rows all blocks take.
  var contentHeight: Int
  /// The columns the drawn grids reach, from the canvas area's left edge (rulers included).
  var contentWidth: Int { placements.map { $0.canvasColumn + $0.gridColumns }.max() ?? 0 }

  /// Columns between two panels.
  static let gap = 2
  /// The widest a panel's title or note may make it: two panels of the article's 300 pt
  /// container fit side by side beside the side pane of a 120-column terminal.
  static let textWidth = 39

  /// The cells a canvas of `size` points takes: partial cells count (as the Rasterizer's).
  static func cells(_ size: CGSize, cell: CGSize) -> (columns: Int, rows: Int) {
    func count(_ length: CGFloat, _ step: CGFloat) -> Int {
      guard length.isFinite, length > 0, step > 0 else { return 0 }
      return CellOutline.boundary((length / step - 1e-9).rounded(.up))
    }
    return (count(size.width, cell.width), count(size.height, cell.height))
  }

  /// `length` points as a whole number of cells of `step` points, at least 0.
  static func wholeCells(_ length: CGFloat, _ step: CGFloat) -> Int {
    guard length.isFinite, length > 0, step > 0 else { return 0 }
    return Int(Swift.min(1_000_000, (length / step).rounded()))
  }

  /// The fewest gallery panels the canvas area should show at once: below this the blocks
  /// go compact (issue #16: 80×24 shows at least four).
  static let fewestShown = 4

  /// The blocks of `panels` in an area `width` columns wide and `height` rows tall.
  ///
  /// A gallery's blocks have a title row, a note row and rulers, unless that leaves fewer than
  /// `fewestShown` panels on screen and the compact form shows more: then each block is its
  /// title and note on one row over its canvas, without rulers.
  init(
    panels: [Panel], isGallery: Bool, footerRows: Int, width: Int, height: Int = .max,
    rulers: Bool, cell: CGSize
  ) {
    let grids = panels.map { panel in
      let bounds = panel.drawnBounds
      let size = Self.cells(bounds.size, cell: cell)
      let canvas = Self.cells(panel.canvas, cell: cell)
      // The drawn bounds are whole cells; beyond the canvas, the grid covers its partial cells.
      let column = Self.wholeCells(-bounds.minX, cell.width)
      let row = Self.wholeCells(-bounds.minY, cell.height)
      return (
        columns: Swift.max(size.columns, column + canvas.columns),
        rows: Swift.max(size.rows, row + canvas.rows), originColumn: column, originRow: row
      )
    }
    let gridRows = grids.map(\.rows).max() ?? 0
    let gridColumns = grids.map(\.columns).max() ?? 0
    // The left ruler is as wide as the canvas's labels (`sceneCanvasOnScreen` leaves it that
    // room): rows drawn beyond the canvas get the labels that fit.
    let canvasRows = panels.map { Self.cells($0.canvas, cell: cell).rows }.max() ?? 0
    let leftRuler = rulers ? PointRuler.leftWidth(rows: canvasRows, cell: cell) : 0
    let topRuler = rulers ? 1 : 0
    guard isGallery else {
      // A scene: its title line (when it has one), then the canvas.
      placements = panels.indices.map { index in
        let header = panels[index].note.isEmpty ? 0 : 1
        return Placement(
          panel: index, canvasColumn: leftRuler, canvasRow: header + topRuler,
          gridColumns: grids[index].columns, gridRows: grids[index].rows,
          originColumn: grids[index].originColumn, originRow: grids[index].originRow, top: 0,
          width: width, leftRuler: leftRuler, topRuler: rulers,
          bottom: header + topRuler + grids[index].rows)
      }
      contentHeight = placements.map(\.bottom).max() ?? 0
      return
    }
    // Titles and notes get up to `textWidth` columns; longer ones end in `…`.
    let texts = panels.map { Swift.max($0.title.count + 3, $0.note.count) }.max() ?? 0
    func form(compact: Bool) -> (slot: Int, perRow: Int, header: Int, ruler: Int, left: Int) {
      let left = compact ? 0 : leftRuler
      let slot = Swift.max(gridColumns, Swift.min(texts, Self.textWidth, width - left))
      let perRow = Swift.max(1, (width - left + Self.gap) / (slot + Self.gap))
      // One header row when every title and note fit on it whole, else the note's own row.
      let oneRow = panels.enumerated().allSatisfy { index, panel in
        "\(index + 1) \(panel.title) · \(panel.note)".count <= slot
      }
      return (slot, perRow, compact && oneRow ? 1 : 2, compact ? 0 : topRuler, left)
    }
    func shown(_ form: (slot: Int, perRow: Int, header: Int, ruler: Int, left: Int)) -> Int {
      let block = form.header + form.ruler + gridRows + footerRows + 1
      return form.perRow * Swift.max(1, (height + 1) / Swift.max(1, block))
    }
    let full = form(compact: false)
    let compact = form(compact: true)
    let isCompact =
      shown(full) < Swift.min(Self.fewestShown, panels.count) && shown(compact) > shown(full)
    let chosen = isCompact ? compact : full
    let blockHeight = chosen.header + chosen.ruler + gridRows + footerRows
    placements = panels.indices.map { index in
      let column = index % chosen.perRow
      let top = (index / chosen.perRow) * (blockHeight + 1)
      let canvasColumn = chosen.left + column * (chosen.slot + Self.gap)
      return Placement(
        panel: index, canvasColumn: canvasColumn, canvasRow: top + chosen.header + chosen.ruler,
        gridColumns: grids[index].columns, gridRows: grids[index].rows,
        originColumn: grids[index].originColumn, originRow: grids[index].originRow, top: top,
        width: chosen.slot, leftRuler: column == 0 ? chosen.left : 0,
        topRuler: rulers && !isCompact, isCompact: isCompact, bottom: top + blockHeight)
    }
    contentHeight = placements.map(\.bottom).max() ?? 0
  }
}
