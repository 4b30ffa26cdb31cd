import LayoutCore

/// Draws the layout itself: every placed node, views and layout modifiers alike, as a labelled
/// box outline on its snapped frame (the `boxes` mode of issue #4).
///
/// Outlines are merged into junctions (`LineLayer`), so nesting stays visible where boxes
/// share edges. A node with no width or no height (a Spacer across its stack) is a line with
/// end ticks (`├╌╌┤`), and one with neither a marker (`•`), so that nothing placed is
/// invisible; Spacers are dashed so that their span stands out. Labels go on the top edge,
/// else the bottom edge, else beside a line, and only over line cells that no smaller box uses;
/// a label that does not fit is shortened (`BoxLabel`), never written over the structure.
struct BoxOutliner: Sendable {
  /// Converts frames to cells.
  let geometry: CellGeometry
  /// The canvas size in points.
  let canvas: CGSize
  /// Line glyphs.
  let boxDrawing: BoxDrawing
  /// The id of the node drawn highlighted (heavy lines), if any.
  let highlight: Int?

  /// Colours of outlines by nesting depth, so that nested boxes differ on a colour terminal.
  static let depthColors = [
    TerminalColor(red: 215, green: 215, blue: 215), TerminalColor(red: 95, green: 215, blue: 255),
    TerminalColor(red: 135, green: 215, blue: 135), TerminalColor(red: 215, green: 135, blue: 215),
    TerminalColor(red: 255, green: 175, blue: 95),
  ]
  /// The colour of the highlighted node's outline.
  static let highlightColor = TerminalColor(red: 255, green: 215, blue: 0)

  /// Where a node is drawn: a box (a line when one cell thin), or a marker.
  enum Outline: Equatable {
    case box(CellRect)
    case marker(column: Int, row: Int)
  }

  /// Draws the outlines and labels of `root`'s tree over `grid`. Cells where `blocked` is true
  /// (text drawn in `both` mode) keep their glyph: lines skip them and labels avoid them.
  func draw(_ root: PlacedNode, into grid: inout CellGrid, blocked: [Bool]) {
    var layer = LineLayer(columns: grid.columns, rows: grid.rows)
    var outlines: [Int: Outline] = [:]
    var highlighted: PlacedNode?
    func outlineAll(_ node: PlacedNode, depth: Int, parent: Outline?) {
      let outline = outline(of: node, within: parent, in: grid)
      if let outline {
        outlines[node.id] = outline
        var stroke = LineLayer.Stroke(area: area(of: node), depth: depth)
        if case .spacer = node.kind { stroke.style = .dashed }
        draw(outline, into: &layer, stroke: stroke)
      }
      if node.id == highlight { highlighted = node }
      for child in node.children { outlineAll(child, depth: depth + 1, parent: outline ?? parent) }
    }
    outlineAll(root, depth: 0, parent: nil)
    if let highlighted, let outline = outlines[highlighted.id] {
      let stroke = LineLayer.Stroke(
        style: .heavy, area: area(of: highlighted), depth: 0, isHighlighted: true)
      draw(outline, into: &layer, stroke: stroke)
    }

    // Beside a line, a label only takes cells where nothing was painted, so that in `both`
    // mode it is not mistaken for text on a fill.
    var unpainted = blocked.map { !$0 }
    for row in 0..<grid.rows {
      for column in 0..<grid.columns {
        let cell = grid[column, row]
        if !cell.isBlank || cell.background != nil {
          unpainted[row * grid.columns + column] = false
        }
      }
    }
    let labels = placeLabels(
      for: root, outlines: outlines, layer: layer, blocked: blocked, unpainted: unpainted)
    paint(layer, into: &grid, blocked: blocked)
    for label in labels {
      var column = label.column
      for character in label.text {
        column += grid.put(
          character, column: column, row: label.row, foreground: label.color,
          attributes: .bold)
      }
    }
  }

  // MARK: Outlines

  /// The outline of `node`'s snapped frame, or nil when the frame is not finite.
  ///
  /// A frame that snaps to no width is drawn in the column its exact position falls in, kept
  /// inside the column range where its parent was drawn (`parent`): a zero-width filler at a
  /// stack's leading edge is drawn inside the stack. The same holds for rows: a Spacer 0 high
  /// in the middle of a text row is drawn in that row.
  func outline(of node: PlacedNode, within parent: Outline?, in grid: CellGrid) -> Outline? {
    guard let rect = geometry.cells(for: node.frame) else { return nil }
    var parentColumns: Range<Int>?
    var parentRows: Range<Int>?
    switch parent {
    case .box(let box):
      parentColumns = box.minColumn..<box.maxColumn
      parentRows = box.minRow..<box.maxRow
    case .marker(let column, let row):
      parentColumns = column..<(column + 1)
      parentRows = row..<(row + 1)
    case nil:
      break
    }
    let column = lineIndex(
      geometry.column(containing: node.frame.midX), within: parentColumns, count: grid.columns)
    let row = lineIndex(
      geometry.row(containing: node.frame.midY), within: parentRows, count: grid.rows)
    switch (rect.width > 0, rect.height > 0) {
    case (true, true):
      return .box(rect)
    case (true, false):
      return .box(
        CellRect(
          minColumn: rect.minColumn, minRow: row, maxColumn: rect.maxColumn, maxRow: row + 1))
    case (false, true):
      return .box(
        CellRect(minColumn: column, minRow: rect.minRow, maxColumn: column + 1, maxRow: rect.maxRow)
      )
    case (false, false):
      return .marker(column: column, row: row)
    }
  }

  /// `index` kept inside the parent's range, or inside the grid when there is no parent.
  private func lineIndex(_ index: Int, within parent: Range<Int>?, count: Int) -> Int {
    let range = parent.flatMap { $0.isEmpty ? nil : $0 } ?? 0..<Swift.max(count, 1)
    return Swift.min(Swift.max(index, range.lowerBound), range.upperBound - 1)
  }

  private func draw(_ outline: Outline, into layer: inout LineLayer, stroke: LineLayer.Stroke) {
    switch outline {
    case .box(let rect): layer.box(rect, stroke: stroke)
    case .marker(let column, let row): layer.mark(column: column, row: row, stroke: stroke)
    }
  }

  private func area(of node: PlacedNode) -> Double {
    let area = Double(node.frame.width * node.frame.height)
    return area.isFinite ? Swift.max(0, area) : .infinity
  }

  /// Writes the merged lines into the grid.
  private func paint(_ layer: LineLayer, into grid: inout CellGrid, blocked: [Bool]) {
    for row in 0..<layer.rows {
      for column in 0..<layer.columns {
        guard let index = layer.index(column: column, row: row), layer.isDrawn(index) else {
          continue
        }
        let isHighlighted = layer.isHighlighted(index)
        if blocked[index] {
          if isHighlighted { grid.addAttributes(.reverse, column: column, row: row) }
          continue
        }
        let arms = layer.directions(at: index)
        let glyph =
          layer.markers[index] || arms.isEmpty
          ? boxDrawing.marker : boxDrawing.glyph(arms, style: layer.style(at: index)) ?? " "
        let color =
          isHighlighted
          ? Self.highlightColor : Self.depthColors[layer.depth(at: index) % Self.depthColors.count]
        grid.put(
          glyph, column: column, row: row, foreground: color,
          attributes: isHighlighted ? .bold : [])
      }
    }
  }

  // MARK: Labels

  /// A label's text and where it goes.
  struct PlacedLabel: Equatable {
    var text: String
    var column: Int
    var row: Int
    var color: TerminalColor
  }

  /// The nodes that share one box, outermost first, in pre-order of their first node: a node
  /// and its first child when the child has exactly the node's frame (a modifier and its
  /// content, a one-child stack), and so on down.
  static func chains(of root: PlacedNode) -> [([PlacedNode], depth: Int)] {
    var chains: [([PlacedNode], depth: Int)] = []
    func collect(_ node: PlacedNode, depth: Int) {
      var chain = [node]
      var current = node
      while let first = current.children.first, Self.sameFrame(first.frame, current.frame) {
        chain.append(first)
        current = first
      }
      chains.append((chain, depth))
      for (position, member) in chain.enumerated() {
        for (index, child) in member.children.enumerated() {
          if index == 0 && position < chain.count - 1 { continue }
          collect(child, depth: depth + position + 1)
        }
      }
    }
    collect(root, depth: 0)
    return chains
  }

  /// Whether two frames are the same up to floating-point error.
  static func sameFrame(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6
      && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
  }

  /// Chooses each box's label form and position; the highlighted node's box first.
  func placeLabels(
    for root: PlacedNode, outlines: [Int: Outline], layer: LineLayer, blocked: [Bool],
    unpainted: [Bool]
  ) -> [PlacedLabel] {
    // Boxes label their edges first, outer boxes before inner ones (they take the left of a
    // shared edge); then thin lines and markers label the empty cells beside them, inner ones
    // first, so that a Spacer's label sits next to the Spacer rather than its stack's. The
    // highlighted node's box goes before all.
    var chains = Self.chains(of: root).filter { outlines[$0.0[0].id] != nil }
    func isThin(_ chain: ([PlacedNode], depth: Int)) -> Bool {
      guard case .box(let rect) = outlines[chain.0[0].id] else { return true }
      return rect.width < 3
    }
    chains = chains.filter { !isThin($0) } + chains.filter(isThin).reversed()
    if let highlight, let index = chains.firstIndex(where: { $0.0.contains { $0.id == highlight } })
    {
      chains.insert(chains.remove(at: index), at: 0)
    }
    var labelled = Array(repeating: false, count: layer.columns * layer.rows)
    var placed: [PlacedLabel] = []
    for (chain, depth) in chains {
      guard let head = chain.first, let outline = outlines[head.id] else { continue }
      let label = BoxLabel(chain: chain, boxDrawing: boxDrawing)
      let slots = self.slots(of: outline, area: area(of: head), layer: layer)
      let isHighlighted = chain.contains { $0.id == highlight }
      let color =
        isHighlighted ? Self.highlightColor : Self.depthColors[depth % Self.depthColors.count]
      func free(_ index: Int, _ slot: Slot) -> Bool {
        guard !labelled[index], !blocked[index] else { return false }
        switch slot.kind {
        case .edge(let area):
          let arms = layer.directions(at: index)
          return !arms.isEmpty && arms.isSubset(of: .horizontal) && !layer.markers[index]
            && layer.smallestArea(at: index) >= area * (1 - 1e-9) - 1e-9
        case .beside:
          return !layer.isDrawn(index) && unpainted[index]
        }
      }
      func start(for width: Int, in slot: Slot, labelled: [Bool]) -> Int? {
        guard width > 0 else { return nil }
        for start in slot.starts(width: width) {
          let cells = start..<(start + width)
          guard cells.allSatisfy({ $0 >= 0 && $0 < layer.columns }) else { continue }
          let indices = cells.map { slot.row * layer.columns + $0 }
          guard indices.allSatisfy({ !labelled[$0] && free($0, slot) }) else { continue }
          let before = layer.index(column: start - 1, row: slot.row)
          let after = layer.index(column: start + width, row: slot.row)
          if let before, labelled[before] { continue }
          if let after, labelled[after] { continue }
          return start
        }
        return nil
      }
      /// Places every part of a plan, or none.
      func place(_ plan: [String]) -> [PlacedLabel]? {
        var tentative = labelled
        var parts: [PlacedLabel] = []
        for text in plan {
          let width = text.terminalColumns
          var found: PlacedLabel?
          for slot in slots {
            if let column = start(for: width, in: slot, labelled: tentative) {
              found = PlacedLabel(text: text, column: column, row: slot.row, color: color)
              break
            }
          }
          guard let found else { return nil }
          for column in found.column..<(found.column + width) {
            tentative[found.row * layer.columns + column] = true
          }
          parts.append(found)
        }
        return parts
      }
      var choice: [PlacedLabel]?
      for plan in label.plans {
        if let parts = place(plan) {
          choice = parts
          break
        }
      }
      if choice == nil {
        let longest = slots.map(\.length).max() ?? 0
        for width in stride(from: longest, through: 2, by: -1) {
          guard let text = label.cut(toColumns: width), let parts = place([text]) else {
            continue
          }
          choice = parts
          break
        }
      }
      guard let choice else { continue }
      for part in choice {
        for column in part.column..<(part.column + part.text.terminalColumns) {
          labelled[part.row * layer.columns + column] = true
        }
      }
      placed += choice
    }
    return placed
  }

  /// A run of cells a label may take.
  struct Slot {
    enum Kind {
      /// On a box's top or bottom edge, over line cells no box smaller than `area` uses.
      case edge(area: Double)
      /// Beside a thin line or a marker, over empty cells.
      case beside
    }
    var kind: Kind
    var row: Int
    /// The columns the label may use, in order of preference of its first column.
    var first: Int
    var last: Int
    /// Whether the label ends at `last` (to the left of a line) rather than starting at `first`.
    var alignsTrailing = false

    /// The maximum label width.
    var length: Int { Swift.max(0, last - first + 1) }

    /// The columns a label of `width` may start at.
    func starts(width: Int) -> [Int] {
      guard width <= length else { return [] }
      if alignsTrailing { return [last - width + 1] }
      if case .beside = kind { return [first] }
      return Array(first...(last - width + 1))
    }
  }

  /// Where the label of a box drawn as `outline` may go, in order of preference.
  func slots(of outline: Outline, area: Double, layer: LineLayer) -> [Slot] {
    let lastColumn = layer.columns - 1
    switch outline {
    case .box(let rect) where rect.width >= 3:
      let first = Swift.max(rect.minColumn + 1, 0)
      let last = Swift.min(rect.maxColumn - 2, lastColumn)
      let rows = rect.height > 1 ? [rect.minRow, rect.maxRow - 1] : [rect.minRow]
      return rows.filter { $0 >= 0 && $0 < layer.rows }.map {
        Slot(kind: .edge(area: area), row: $0, first: first, last: last)
      }
    case .box(let rect):
      let row = rect.height > 2 ? rect.minRow + (rect.height - 1) / 2 : rect.minRow
      return besideSlots(row: row, left: rect.minColumn, right: rect.maxColumn - 1, layer: layer)
    case .marker(let column, let row):
      return besideSlots(row: row, left: column, right: column, layer: layer)
    }
  }

  private func besideSlots(row: Int, left: Int, right: Int, layer: LineLayer) -> [Slot] {
    guard row >= 0 && row < layer.rows else { return [] }
    // Clamped to the grid: a box far off it (a frame of 1e190 points) would otherwise offer
    // a slot of billions of columns, and the search for a label width would walk them all.
    let lastColumn = layer.columns - 1
    return [
      Slot(kind: .beside, row: row, first: Swift.max(right + 1, 0), last: lastColumn),
      Slot(
        kind: .beside, row: row, first: 0, last: Swift.min(left - 1, lastColumn),
        alignsTrailing: true),
    ]
  }
}
