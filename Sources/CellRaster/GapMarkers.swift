import LayoutCore

/// Marks the gaps between a stack's views that are smaller than a cell, with their size in
/// points, so that a stack's spacing shows on the grid.
///
/// Frames snap to whole cells (§12 item 21), so an 8-pt gap between two rows 20 pt tall draws as no
/// row or as a whole one, and the spacing lessons would be invisible (issue #16: "an 8-pt gap
/// draws as nothing at 20 pt per row"). Each gap along a stack's axis wider than 0 and
/// narrower than a cell gets its size, dimmed: inside the gap when the gap kept cells of its
/// own (across a VStack's row, or down an HStack's column), else at the edge the two views
/// share, on the view after it (or beside the stack). A marker never covers a text's cells,
/// and is left out where it does not fit whole in the grid.
struct GapMarkers {
  let geometry: CellGeometry
  let boxDrawing: BoxDrawing
  /// Cells holding a text's glyphs, row by row: never written over.
  let textCells: [Bool]

  /// Marks every stack of `root`'s tree in `grid`.
  func mark(_ root: PlacedNode, in grid: inout CellGrid) {
    let whole = CellRect(minColumn: 0, minRow: 0, maxColumn: grid.columns, maxRow: grid.rows)
    visit(root, clip: whole, in: &grid)
  }

  /// Marks `node`'s gaps and its children's inside `clip`, which a scroll view, `clipped()`
  /// or a clip shape narrows to its frame, as they clip what they draw; subtrees wholly
  /// outside the clip (a long lazy stack's rows out of view) are not visited.
  private func visit(_ node: PlacedNode, clip inherited: CellRect, in grid: inout CellGrid) {
    var clip = inherited
    if Self.clips(node) {
      guard let box = geometry.cells(for: node.frame) else { return }
      clip = clip.intersection(box)
    }
    guard !clip.isEmpty else { return }
    if let axis = Self.axis(of: node.kind), node.children.count > 1 {
      mark(node, along: axis, clip: clip, in: &grid)
    }
    for child in node.children where !geometry.isWhollyOutside(child.frame, clip) {
      visit(child, clip: clip, in: &grid)
    }
  }

  /// Whether `node` clips what its subtree draws to its frame (as `ViewPainter` does).
  static func clips(_ node: PlacedNode) -> Bool {
    switch node.kind {
    case .scrollView, .clipped: true
    default: node.attributes.contains(where: \.clipsToFrame)
    }
  }

  /// The axis along which `kind` places its views one after another, if it is a stack.
  static func axis(of kind: ViewKind) -> Axis? {
    switch kind {
    case .hStack: .horizontal
    case .vStack: .vertical
    case .lazyStack(let lazy): lazy.axis
    default: nil
    }
  }

  /// A stack's views are placed in order along its axis (left to right, §12 item 11), so
  /// each gap is between neighbours in its children.
  private func mark(
    _ stack: PlacedNode, along axis: Axis, clip: CellRect, in grid: inout CellGrid
  ) {
    guard let box = geometry.cells(for: stack.frame) else { return }
    let step = axis == .horizontal ? geometry.cell.width : geometry.cell.height
    let children = stack.children
    for index in children.indices.dropLast() {
      let before = children[index]
      let after = children[index + 1]
      if geometry.isWhollyOutside(before.frame, clip) && geometry.isWhollyOutside(after.frame, clip)
      {
        continue
      }
      let end = axis == .horizontal ? before.frame.maxX : before.frame.maxY
      let start = axis == .horizontal ? after.frame.minX : after.frame.minY
      let gap = start - end
      guard gap > 1e-9, gap < step - 1e-9,
        let first = geometry.cells(for: before.frame), let next = geometry.cells(for: after.frame)
      else { continue }
      let size = PointFormat.length(gap)
      let label = boxDrawing.isASCII ? size : (axis == .vertical ? "↕" : "↔") + size
      switch axis {
      case .vertical:
        // In the gap's own row when it kept one, else on the row the two views share the
        // edge of: at the stack's leading edge, or beside the stack when a text is there.
        let candidates =
          next.minRow > first.maxRow
          ? [(box.minColumn, first.maxRow)]
          : [(box.minColumn, next.minRow), (box.maxColumn, next.minRow)]
        for (column, row) in candidates {
          if write(Array(label), column: column, row: row, across: true, clip: clip, in: &grid) {
            break
          }
        }
      case .horizontal:
        // Down the gap's own column when it kept one, else down the first column of the view
        // after it, or the last of the view before it, whichever holds no text.
        let candidates =
          next.minColumn > first.maxColumn
          ? [first.maxColumn] : [next.minColumn, first.maxColumn - 1]
        let digits = Array(size)
        let top = box.minRow + Swift.max(0, (box.height - digits.count) / 2)
        for column in candidates {
          if write(digits, column: column, row: top, across: false, clip: clip, in: &grid) {
            break
          }
        }
      }
    }
  }

  /// Writes `characters` from (`column`, `row`), across or down, dimmed, when they fit whole
  /// in `clip` and cover no text; returns whether they were written.
  private func write(
    _ characters: [Character], column: Int, row: Int, across: Bool, clip: CellRect,
    in grid: inout CellGrid
  ) -> Bool {
    let cells = characters.indices.map { across ? (column + $0, row) : (column, row + $0) }
    guard
      cells.allSatisfy({ clip.contains(column: $0.0, row: $0.1) })
        && !cells.contains(where: { textCells[$0.1 * grid.columns + $0.0] })
    else { return false }
    for (character, cell) in zip(characters, cells) {
      grid.put(character, column: cell.0, row: cell.1, attributes: .dim)
    }
    return true
  }
}
