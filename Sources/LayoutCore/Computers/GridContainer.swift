/// A `Grid` as a node's behaviour: rows and columns sized together (reference §14.1).
///
/// The grid's children are its rows: a `GridRow`, whose children are the row's cells, or any
/// other view, one cell spanning every column. A cell takes `gridCellColumns` columns (one by
/// default) from the first free column of its row; the grid has as many columns as its
/// longest row. Widths are found as an HStack finds its children's, with each column as one
/// child whose size is its widest cell: the least flexible column is offered its share of
/// what is left first (§4.4), or, with no proposed width, every column takes its widest
/// ideal cell. A cell spanning several columns is then offered those columns and whatever
/// width is left, and what it needs beyond them is shared equally by its columns (so a
/// `Divider` row widens the grid to its proposal). Heights are found the same way across the
/// rows, each cell proposed its columns' width. A cell with `gridCellUnsizedAxes` on an axis
/// takes no part in sizing along it and is proposed what the others decided.
///
/// Each cell is proposed its cell's size and aligned in it: horizontally by its anchor, its
/// column's `gridColumnAlignment` or the grid's alignment; vertically by its anchor, its
/// row's alignment or the grid's. Text baselines and custom vertical guides line up across
/// the row, as in an HStack.
///
/// A GridRow outside a Grid is laid out by this behaviour as a grid of that one row (§12).
final class GridContainer: LayoutBehavior {
  let alignment: Alignment
  let horizontalSpacing: CGFloat
  let verticalSpacing: CGFloat
  /// True for a GridRow outside a Grid: the node's own children are the one row's cells.
  let isSingleRow: Bool

  @exclusivity(unchecked) private var structure: Structure?
  @exclusivity(unchecked) private var solved: (proposal: ProposedViewSize, solution: Solution)?

  /// The default distance between columns and between rows: the platform's default spacing,
  /// 8 points each way (§14.1).
  static let defaultSpacing: CGFloat = ViewSpacing.defaultSpacing

  init(
    alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?,
    isSingleRow: Bool = false
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing ?? Self.defaultSpacing
    self.verticalSpacing = verticalSpacing ?? Self.defaultSpacing
    self.isSingleRow = isSingleRow
  }

  /// One cell: a view in a row, where it starts, how many columns it spans, its traits.
  struct Cell {
    let node: LayoutNode
    /// Its index among its parent's children: the row's, or the grid's for a spanning view.
    let childIndex: Int
    let column: Int
    let span: Int
    let anchor: UnitPoint?
    let unsized: Axis.Set
    let columnAlignment: HorizontalAlignment?
  }

  /// One row: a GridRow's cells, or one view spanning the grid.
  struct Row {
    /// The GridRow's node, whose children the cells are; nil for a spanning view, whose
    /// cell is the grid's child itself (or for the single row of a GridRow outside a Grid).
    let rowNode: LayoutNode?
    /// Its index among the grid's children.
    let childIndex: Int
    let alignment: VerticalAlignment?
    var cells: [Cell]
  }

  struct Structure {
    var rows: [Row]
    var columnCount: Int
    /// Per column, the first `gridColumnAlignment` a one-column cell of it gives.
    var columnAlignments: [HorizontalAlignment?]
  }

  struct Solution {
    var widths: [CGFloat]
    var heights: [CGFloat]
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    let structure = structure(of: node)
    let solution = solve(proposal, structure)
    return size(of: solution, structure)
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode)
    -> [ChildPlacement]
  {
    let structure = structure(of: node)
    let solution = solve(proposal, structure)
    let gridWidth = size(of: solution, structure).width
    var placements = Array(
      repeating: ChildPlacement(origin: bounds.origin, proposal: ProposedViewSize(.zero)),
      count: node.children.count)
    var columnStarts: [CGFloat] = []
    var x: CGFloat = 0
    for width in solution.widths {
      columnStarts.append(x)
      x = x + width + horizontalSpacing
    }
    var y: CGFloat = 0
    for (index, row) in structure.rows.enumerated() {
      let height = solution.heights[index]
      let cells = cellPlacements(
        row, y: row.rowNode == nil ? y : 0, height: height, columnStarts: columnStarts,
        solution: solution, structure: structure)
      if let rowNode = row.rowNode, !isSingleRow {
        placements[row.childIndex] = ChildPlacement(
          origin: CGPoint(x: bounds.minX, y: bounds.minY + y),
          proposal: ProposedViewSize(width: gridWidth, height: height))
        (rowNode.behavior as? GridRowBand)?.update(
          cells, count: rowNode.children.count, of: rowNode)
      } else {
        for (cell, placement) in zip(row.cells, cells) {
          var placement = placement
          placement.origin.x += bounds.minX
          placement.origin.y += bounds.minY
          placements[cell.childIndex] = placement
        }
      }
      if !row.cells.isEmpty { y = y + height + verticalSpacing }
    }
    return placements
  }

  func layoutPriority(node: LayoutNode) -> Double {
    node.children.isEmpty ? -.infinity : 0
  }

  func invalidate() {
    structure = nil
    solved = nil
  }

  // MARK: Structure

  private func structure(of node: LayoutNode) -> Structure {
    if let structure { return structure }
    var rows: [Row] = []
    if isSingleRow {
      guard case .gridRow(let rowAlignment) = node.kind else {
        return Structure(rows: [], columnCount: 0, columnAlignments: [])
      }
      rows.append(
        Row(
          rowNode: node, childIndex: 0, alignment: rowAlignment,
          cells: cells(of: node.children)))
    } else {
      for (index, child) in node.children.enumerated() {
        if case .gridRow(let rowAlignment) = child.kind {
          rows.append(
            Row(
              rowNode: child, childIndex: index, alignment: rowAlignment,
              cells: cells(of: child.children)))
        } else {
          // A view outside any GridRow spans every column: its span is set below.
          let traits = Self.traits(of: child)
          rows.append(
            Row(
              rowNode: nil, childIndex: index, alignment: nil,
              cells: [
                Cell(
                  node: child, childIndex: index, column: 0, span: 0, anchor: traits.anchor,
                  unsized: traits.unsized, columnAlignment: nil)
              ]))
        }
      }
    }
    let rowSpans = rows.filter { $0.rowNode != nil }.map { row in
      row.cells.reduce(0) { $0 + $1.span }
    }
    let hasSpanningRow = rows.contains { $0.rowNode == nil }
    let columnCount = Swift.max(rowSpans.max() ?? 0, hasSpanningRow ? 1 : 0)
    for index in rows.indices where rows[index].rowNode == nil {
      let cell = rows[index].cells[0]
      rows[index].cells[0] = Cell(
        node: cell.node, childIndex: cell.childIndex, column: 0, span: columnCount,
        anchor: cell.anchor, unsized: cell.unsized, columnAlignment: nil)
    }
    var columnAlignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
    for row in rows {
      for cell in row.cells where cell.span == 1 && columnAlignments[cell.column] == nil {
        columnAlignments[cell.column] = cell.columnAlignment
      }
    }
    let made = Structure(rows: rows, columnCount: columnCount, columnAlignments: columnAlignments)
    structure = made
    return made
  }

  /// The cells of a row, each from the first free column.
  private func cells(of children: [LayoutNode]) -> [Cell] {
    var column = 0
    return children.enumerated().map { index, child in
      let traits = Self.traits(of: child)
      defer { column += traits.span }
      return Cell(
        node: child, childIndex: index, column: column, span: traits.span,
        anchor: traits.anchor, unsized: traits.unsized, columnAlignment: traits.columnAlignment)
    }
  }

  /// A cell's grid traits, read through the modifiers applied to it; the outermost wins, as
  /// a trait written later replaces an earlier one.
  static func traits(of node: LayoutNode) -> (
    span: Int, anchor: UnitPoint?, unsized: Axis.Set, columnAlignment: HorizontalAlignment?
  ) {
    var span: Int?
    var anchor: UnitPoint?
    var unsized: Axis.Set?
    var columnAlignment: HorizontalAlignment?
    var current = node
    while current.kind.isModifier, !current.children.isEmpty {
      if case .gridCell(let modifier) = current.kind {
        switch modifier {
        case .columns(let count): if span == nil { span = Swift.max(count, 1) }
        case .anchor(let point): if anchor == nil { anchor = point }
        case .unsizedAxes(let axes): if unsized == nil { unsized = axes }
        case .columnAlignment(let guide): if columnAlignment == nil { columnAlignment = guide }
        }
      }
      current = current.content
    }
    return (span ?? 1, anchor, unsized ?? [], columnAlignment)
  }

  // MARK: Sizes

  private func size(of solution: Solution, _ structure: Structure) -> CGSize {
    let columns = solution.widths.count
    let width =
      solution.widths.reduce(0, +) + horizontalSpacing * CGFloat(Swift.max(columns - 1, 0))
    let filled = structure.rows.indices.filter { !structure.rows[$0].cells.isEmpty }
    let height =
      filled.reduce(0) { $0 + solution.heights[$1] }
      + verticalSpacing * CGFloat(Swift.max(filled.count - 1, 0))
    return CGSize(width: width, height: height)
  }

  private func solve(_ proposal: ProposedViewSize, _ structure: Structure) -> Solution {
    if let solved, solved.proposal == proposal { return solved.solution }
    let widths = columnWidths(proposal, structure)
    let heights = rowHeights(proposal, widths: widths, structure)
    let solution = Solution(widths: widths, heights: heights)
    solved = (proposal, solution)
    return solution
  }

  /// Whether a row aligns its cells as a frame does (top, centre, bottom) rather than on one
  /// line across them (text baselines, custom guides).
  private static func isEdgeOrCenter(_ guide: VerticalAlignment) -> Bool {
    guide == .top || guide == .center || guide == .bottom
  }

  /// `a - b`, staying infinite when `a` is (∞ − ∞ would be NaN).
  private static func subtract(_ a: CGFloat, _ b: CGFloat) -> CGFloat {
    a.isInfinite ? a : a - b
  }

  /// The width of the columns `cell` spans, with the spacing between them.
  private func spannedWidth(_ cell: Cell, _ widths: [CGFloat]) -> CGFloat {
    let end = Swift.min(cell.column + cell.span, widths.count)
    guard cell.column < end else { return 0 }
    return widths[cell.column..<end].reduce(0, +)
      + horizontalSpacing * CGFloat(end - cell.column - 1)
  }

  private func columnWidths(_ proposal: ProposedViewSize, _ structure: Structure) -> [CGFloat] {
    let count = structure.columnCount
    var widths = [CGFloat](repeating: 0, count: count)
    guard count > 0 else { return widths }
    var columnCells = [[LayoutNode]](repeating: [], count: count)
    var spanning: [Cell] = []
    for row in structure.rows {
      for cell in row.cells where !cell.unsized.contains(.horizontal) && cell.span > 0 {
        if cell.span == 1 {
          columnCells[cell.column].append(cell.node)
        } else {
          spanning.append(cell)
        }
      }
    }
    let height = proposal.height
    func width(_ column: Int, _ offer: CGFloat?) -> CGFloat {
      columnCells[column].reduce(0) {
        Swift.max($0, $1.sizeThatFits(ProposedViewSize(width: offer, height: height)).width)
      }
    }
    var leftover: CGFloat?
    if let total = proposal.width {
      // As an HStack distributes its width (§4.4): the least flexible column first, each
      // offered an equal share of what is left.
      var remaining = total - horizontalSpacing * CGFloat(count - 1)
      let flexibility = (0..<count).map { column -> CGFloat in
        let range = width(column, .infinity) - width(column, 0)
        return range.isNaN ? .infinity : range
      }
      let order = (0..<count).sorted {
        flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1
      }
      for (position, column) in order.enumerated() {
        let offer = remaining / CGFloat(count - position)
        widths[column] = width(column, offer)
        remaining = Self.subtract(remaining, widths[column])
      }
      leftover = Swift.max(remaining, 0)
    } else {
      for column in 0..<count { widths[column] = width(column, nil) }
    }
    // A cell spanning columns is offered them and what is left; what it takes beyond them
    // is shared by its columns equally.
    for cell in spanning {
      let spanned = spannedWidth(cell, widths)
      let offer = leftover.map { spanned + $0 }
      let needed = cell.node.sizeThatFits(ProposedViewSize(width: offer, height: height)).width
      guard needed > spanned else { continue }
      let end = Swift.min(cell.column + cell.span, count)
      // A cell that takes an infinite width (a greedy one offered ∞) makes its columns so:
      // sharing ∞ would leave ∞ − ∞ for the last.
      guard needed.isFinite else {
        for column in cell.column..<end { widths[column] = needed }
        leftover = leftover.map { _ in 0 }
        continue
      }
      let extra = needed - spanned
      let share = extra / CGFloat(end - cell.column)
      for column in cell.column..<(end - 1) { widths[column] += share }
      // The last column takes what makes the span exactly what the cell needs, so that a
      // Divider row makes the grid exactly as wide as proposed, not a rounding off.
      let others = widths[cell.column..<(end - 1)].reduce(0, +)
      widths[end - 1] = Swift.max(
        needed - horizontalSpacing * CGFloat(end - cell.column - 1) - others, widths[end - 1])
      if let left = leftover { leftover = Swift.max(Self.subtract(left, extra), 0) }
    }
    return widths
  }

  private func rowHeights(
    _ proposal: ProposedViewSize, widths: [CGFloat], _ structure: Structure
  ) -> [CGFloat] {
    let rows = structure.rows
    var heights = [CGFloat](repeating: 0, count: rows.count)
    let filled = rows.indices.filter { !rows[$0].cells.isEmpty }
    guard !filled.isEmpty else { return heights }
    func height(_ row: Int, _ offer: CGFloat?) -> CGFloat {
      let guide = rows[row].alignment ?? alignment.vertical
      // Cells on one baseline or custom guide make the row as tall as the most any reaches
      // above the line plus the most any reaches below it, as an HStack is (§4.6).
      let onALine = !Self.isEdgeOrCenter(guide)
      var tallest: CGFloat = 0
      var above: CGFloat = 0
      var below: CGFloat = 0
      for cell in rows[row].cells where !cell.unsized.contains(.vertical) {
        let proposal = ProposedViewSize(width: spannedWidth(cell, widths), height: offer)
        guard onALine, cell.anchor == nil else {
          tallest = Swift.max(tallest, cell.node.sizeThatFits(proposal).height)
          continue
        }
        let dimensions = cell.node.dimensions(in: proposal)
        above = Swift.max(above, dimensions[guide])
        below = Swift.max(below, dimensions.height - dimensions[guide])
      }
      return Swift.max(tallest, above + below)
    }
    if let total = proposal.height {
      var remaining = total - verticalSpacing * CGFloat(filled.count - 1)
      let flexibility = filled.map { row -> CGFloat in
        let range = height(row, .infinity) - height(row, 0)
        return range.isNaN ? .infinity : range
      }
      let order = filled.indices.sorted {
        flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1
      }
      for (position, index) in order.enumerated() {
        let row = filled[index]
        heights[row] = height(row, remaining / CGFloat(filled.count - position))
        remaining = Self.subtract(remaining, heights[row])
      }
    } else {
      for row in filled { heights[row] = height(row, nil) }
    }
    return heights
  }

  // MARK: Placement

  /// Where each cell of `row` goes, relative to the grid's origin (`y` is the row's top) and
  /// proposed its cell's size.
  private func cellPlacements(
    _ row: Row, y: CGFloat, height: CGFloat, columnStarts: [CGFloat], solution: Solution,
    structure: Structure
  ) -> [ChildPlacement] {
    let vertical = row.alignment ?? alignment.vertical
    let isEdgeOrCenter = Self.isEdgeOrCenter(vertical)
    let rects = row.cells.map { cell -> CGRect in
      let x = cell.column < columnStarts.count ? columnStarts[cell.column] : 0
      return CGRect(x: x, y: y, width: spannedWidth(cell, solution.widths), height: height)
    }
    let dimensions = zip(row.cells, rects).map { cell, rect in
      cell.node.dimensions(in: ProposedViewSize(rect.size))
    }
    // Text baselines and custom guides line up across the row, as in an HStack (§4.6).
    let line: CGFloat =
      isEdgeOrCenter
      ? 0
      : zip(row.cells, dimensions).filter { $0.0.anchor == nil }.map { $0.1[vertical] }.max() ?? 0
    return row.cells.indices.map { index in
      let cell = row.cells[index]
      let rect = rects[index]
      let size = dimensions[index]
      let slot = ViewDimensions(size: rect.size)
      var origin = rect.origin
      if let anchor = cell.anchor {
        origin.x += (rect.width - size.width) * anchor.x
        origin.y += (rect.height - size.height) * anchor.y
      } else {
        let horizontal =
          (cell.span == 1 && cell.column < structure.columnAlignments.count
            ? structure.columnAlignments[cell.column] : nil) ?? alignment.horizontal
        origin.x += slot[horizontal] - size[horizontal]
        origin.y += isEdgeOrCenter ? slot[vertical] - size[vertical] : line - size[vertical]
      }
      return ChildPlacement(origin: origin, proposal: ProposedViewSize(rect.size))
    }
  }
}

/// A GridRow inside a Grid: the grid sizes and places its cells; the row is the band of the
/// grid they sit in and places them where the grid said (§14.1).
final class GridRowBand: LayoutBehavior {
  /// The cells' placements relative to the row's origin, as the grid last placed them.
  private var cells: [ChildPlacement] = []

  /// The row's band: the size the grid proposes it.
  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: .zero)
  }

  /// Takes the cells' placements from the grid. A row placed again with the same proposal
  /// would reuse its last placement, so a change here drops it (§11 #7).
  func update(_ placements: [ChildPlacement], count: Int, of node: LayoutNode) {
    var placements = placements
    if placements.count < count {
      placements += repeatElement(
        ChildPlacement(origin: .zero, proposal: ProposedViewSize(.zero)),
        count: count - placements.count)
    }
    guard placements != cells else { return }
    cells = placements
    node.placement = nil
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode)
    -> [ChildPlacement]
  {
    (0..<node.children.count).map { index in
      var placement =
        index < cells.count
        ? cells[index] : ChildPlacement(origin: .zero, proposal: ProposedViewSize(.zero))
      placement.origin.x += bounds.minX
      placement.origin.y += bounds.minY
      return placement
    }
  }

  func layoutPriority(node: LayoutNode) -> Double {
    node.children.isEmpty ? -.infinity : 0
  }
}
