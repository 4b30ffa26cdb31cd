import LayoutCore

/// Paints what SwiftUI would paint (the `rendered` mode of issue #4): colour fills, shapes,
/// text and borders, in SwiftUI's drawing order.
///
/// Order (reference §5): a background behind its content, an overlay and a border in front of
/// it, a ZStack's children and every container's children in order, each over the ones before.
/// `offset` needs nothing special, since the placed tree already holds the child where it is
/// drawn; `clipped()` clips its subtree to its frame, while frames themselves never clip
/// (§11 #8). Fills take their colour's opacity times every enclosing `.opacity(_:)`: blended in
/// colour, one shade lighter in patterns. A one-point line is thinner than a glyph, so where a
/// border or stroke crosses text, the text stays.
struct ViewPainter: Sendable {
  let geometry: CellGeometry
  let boxDrawing: BoxDrawing
  /// The grid being painted.
  private(set) var grid: CellGrid
  /// Cells that hold a glyph of text, which lines do not cover.
  private(set) var textCells: [Bool]

  init(grid: CellGrid, geometry: CellGeometry, boxDrawing: BoxDrawing) {
    self.grid = grid
    self.geometry = geometry
    self.boxDrawing = boxDrawing
    textCells = Array(repeating: false, count: grid.columns * grid.rows)
  }

  /// The whole grid, the clip of the root.
  var gridRect: CellRect {
    CellRect(minColumn: 0, minRow: 0, maxColumn: grid.columns, maxRow: grid.rows)
  }

  /// Paints `node` and its subtree inside `clip`.
  mutating func paint(_ node: PlacedNode, environment inherited: DrawingEnvironment, clip: CellRect)
  {
    if let scaled = Self.scaled(node) {
      paint(scaled, environment: inherited, clip: clip)
      return
    }
    // A view draws inside its frame (a Text's lines are laid out in it), so a subtree draws
    // inside its extent, unless a view in it draws beyond its frame (`.sizeInfo()` below it,
    // a transform, pinned sections): a subtree out of view is skipped without a visit.
    if !node.drawsBeyondExtent, geometry.isWhollyOutside(node.extent, clip) { return }
    let environment = inherited.applying(node.attributes)
    let rect = geometry.cells(for: node.frame)
    // `clipShape` and `cornerRadius` clip the view's drawing to its frame (§12 item 35).
    var clip = clip
    if node.attributes.contains(where: \.clipsToFrame) {
      clip =
        rect.map { clip.intersection($0) }
        ?? CellRect(minColumn: 0, minRow: 0, maxColumn: 0, maxRow: 0)
    }
    guard environment.opacity > 0, !clip.isEmpty else { return }
    switch node.kind {
    case .color(let color):
      if let rect { fill(rect, with: color, environment: environment, clip: clip, shape: nil) }
    case .shape(let kind, let drawing):
      if let rect { paintShape(kind, drawing, in: rect, environment: environment, clip: clip) }
    case .text(let string):
      if let rect {
        paintText(node.textLines ?? [string], at: rect, environment: environment, clip: clip)
      }
    case .divider:
      if let rect {
        paintDivider(in: rect, orientation: node.orientation, environment: environment, clip: clip)
      }
    case .placeholder(let placeholder):
      if let rect {
        paintPlaceholder(placeholder.name, in: rect, environment: environment, clip: clip)
      }
    case .image(let image):
      if let rect { paintImage(image, in: rect, environment: environment, clip: clip) }
    case .background where node.children.count > 1:
      paint(node.children[1], environment: environment, clip: clip)
      paint(node.children[0], environment: environment, clip: clip)
      for child in node.children.dropFirst(2) { paint(child, environment: environment, clip: clip) }
    case .border(let color, let width):
      for child in node.children { paint(child, environment: environment, clip: clip) }
      if let rect {
        var layer = LineLayer(columns: grid.columns, rows: grid.rows)
        layer.box(rect, stroke: LineLayer.Stroke(style: lineStyle(width: width)))
        stroke(layer, color: color, environment: environment, clip: clip)
      }
    case .control(let control):
      paintControl(control, node, at: rect, environment: environment, clip: clip)
    case .clipped:
      let inner = rect.map { clip.intersection($0) } ?? clip
      for child in node.children { paint(child, environment: environment, clip: inner) }
    // The content, already moved by the offset in the placed tree, is seen through the
    // viewport only (§14.3); the indicators are drawn over it, on the viewport's edges.
    case .scrollView(let axes, let showsIndicators, _):
      let viewport =
        rect.map { clip.intersection($0) }
        ?? CellRect(minColumn: 0, minRow: 0, maxColumn: 0, maxRow: 0)
      guard !viewport.isEmpty else { break }
      for child in node.children { paint(child, environment: environment, clip: viewport) }
      if showsIndicators, let rect {
        paintScrollIndicators(of: node, axes: axes, in: rect, clip: viewport)
      }
    // A lazy container makes only the rows in view (§14.4): a row wholly outside the clip is
    // not drawn at all, not even what it would draw outside its own frame.
    case .lazyStack(let stack) where !stack.pinnedViews.isEmpty:
      for child in drawingOrder(node.children) where !geometry.isOutOfView(child.frame, clip) {
        if case .section(let parts) = child.kind {
          paintPinnedSection(
            child, parts: parts, stack: stack, environment: environment, clip: clip)
        } else {
          paint(child, environment: environment, clip: clip)
        }
      }
    case .lazyStack, .lazyGrid:
      for child in drawingOrder(node.children) where !geometry.isOutOfView(child.frame, clip) {
        paint(child, environment: environment, clip: clip)
      }
    // The content, then the bars over it (§14.9, §14.10).
    case .navigation, .tabView:
      for child in drawingOrder(node.children) {
        paint(child, environment: environment, clip: clip)
      }
      paintBars(of: node, environment: environment, clip: clip)
    // Nothing of their own to draw (a background without its secondary view, too): their
    // children, in drawing order. A ViewThatFits has only its chosen child placed (§14.2).
    case .grid, .gridRow, .gridCell, .viewThatFits,
      .spacer, .empty, .hStack, .vStack, .zStack, .layout, .geometryReader, .list, .form, .section,
      .group,
      .forEach, .frame, .flexibleFrame, .padding, .offset, .position, .fixedSize, .layoutPriority,
      .alignmentGuide, .background, .overlay, .ignoresSafeArea, .layoutValue, .listRowInsets,
      .safeAreaInset, .safeAreaPadding, .containerRelativeFrame,
      .aspectRatio:
      for child in drawingOrder(node.children) {
        paint(child, environment: environment, clip: clip)
      }
    }
    if node.attributes.contains(.sizeInfo) {
      paintSizeInfo(of: node, at: rect, clip: clip)
    }
  }

  /// A container's children in drawing order: by `zIndex`, lowest first, and in order where
  /// they tie (§5.1), so that without a `zIndex` every child draws over the ones before.
  private func drawingOrder(_ children: [PlacedNode]) -> [PlacedNode] {
    guard children.contains(where: { $0.zIndex != 0 }) else { return children }
    return children.enumerated()
      .sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
      .map(\.element)
  }

  // MARK: Fills

  /// Fills the cells of `rect` (of `shape`'s cells, when given) with `color`.
  mutating func fill(
    _ rect: CellRect, with color: Color, environment: DrawingEnvironment, clip: CellRect,
    shape: ShapeGeometry?
  ) {
    let color = color.painted(tint: environment.tint)
    let opacity = color.opacityValue * environment.opacity
    guard opacity > 0, let base = TerminalColor(color) else { return }
    let region = rect.intersection(clip)
    guard !region.isEmpty else { return }
    let pattern = FillShading.pattern(
      for: base, opacity: opacity, in: region, of: grid, shades: boxDrawing.shades)
    let patternCode = GlyphCode(pattern)
    for row in region.minRow..<region.maxRow {
      for column in region.minColumn..<region.maxColumn {
        if let shape, !shape.contains(column: column, row: row) { continue }
        var background = base
        if opacity < 1 {
          background = base.blended(
            over: grid[column, row].background ?? .canvas, opacity: opacity)
        }
        grid.fill(column: column, row: row, background: background, pattern: patternCode)
        textCells[row * grid.columns + column] = false
      }
    }
  }

  // MARK: Shapes

  private mutating func paintShape(
    _ kind: ShapeKind, _ drawing: ShapeDrawing, in rect: CellRect,
    environment: DrawingEnvironment, clip: CellRect
  ) {
    let shape = ShapeGeometry.resolving(kind, rect: rect, cell: geometry.cell)
    let rect = shape.rect
    switch drawing {
    case .fill(let color):
      let color = (color ?? environment.foreground ?? .primary).painted(tint: environment.tint)
      let corners = roundedCorners(of: shape, clip: clip)
      let before = corners.map { grid[$0.column, $0.row] }
      fill(rect, with: color, environment: environment, clip: clip, shape: shape)
      // A corner cell the fill covers shows a round corner in the fill's colour over what
      // was behind it, so that small radii still read as rounded.
      guard let terminalColor = TerminalColor(color) else { return }
      for (corner, previous) in zip(corners, before)
      where shape.contains(column: corner.column, row: corner.row) {
        grid.fill(
          column: corner.column, row: corner.row, background: previous.background,
          pattern: previous.pattern, patternColor: previous.foreground)
        grid.put(
          corner.glyph, column: corner.column, row: corner.row, foreground: terminalColor,
          attributes: environment.opacity * color.opacityValue < 1 ? .dim : [])
      }
    case .stroke(let color, let width), .strokeBorder(let color, let width):
      var layer = LineLayer(columns: grid.columns, rows: grid.rows)
      shape.stroke(into: &layer, stroke: LineLayer.Stroke(style: lineStyle(width: width)))
      stroke(
        layer, color: color ?? environment.foreground ?? .primary, environment: environment,
        clip: clip)
    }
  }

  /// The four corner cells of a rounded shape at least two cells each way, with their glyphs.
  private func roundedCorners(of shape: ShapeGeometry, clip: CellRect)
    -> [(column: Int, row: Int, glyph: Character)]
  {
    let rect = shape.rect
    guard shape.cornerRadius > 0, rect.width >= 2, rect.height >= 2 else { return [] }
    let (top, bottom, left, right) = (
      boxDrawing.glyph([.down, .right], style: .rounded),
      boxDrawing.glyph([.down, .left], style: .rounded),
      boxDrawing.glyph([.up, .right], style: .rounded),
      boxDrawing.glyph([.up, .left], style: .rounded)
    )
    let corners: [(Int, Int, Character?)] = [
      (rect.minColumn, rect.minRow, top), (rect.maxColumn - 1, rect.minRow, bottom),
      (rect.minColumn, rect.maxRow - 1, left), (rect.maxColumn - 1, rect.maxRow - 1, right),
    ]
    return corners.compactMap { column, row, glyph in
      guard let glyph, clip.contains(column: column, row: row) else { return nil }
      return (column, row, glyph)
    }
  }

  /// Light lines, or heavy ones for a line at least half a cell wide.
  private func lineStyle(width: CGFloat) -> LineStyle {
    width >= geometry.cell.width / 2 ? .heavy : .light
  }

  /// Writes the lines of `layer` in `color`, inside `clip`, leaving text where it is.
  mutating func stroke(
    _ layer: LineLayer, color: Color, environment: DrawingEnvironment, clip: CellRect
  ) {
    let color = color.painted(tint: environment.tint)
    let opacity = color.opacityValue * environment.opacity
    guard opacity > 0, let terminalColor = TerminalColor(color) else { return }
    let region = clip.intersection(gridRect)
    guard !region.isEmpty else { return }
    for row in region.minRow..<region.maxRow {
      for column in region.minColumn..<region.maxColumn {
        let index = row * grid.columns + column
        guard !textCells[index],
          let glyph = boxDrawing.glyph(layer.directions(at: index), style: layer.style(at: index))
        else { continue }
        grid.put(
          glyph, column: column, row: row, foreground: terminalColor,
          attributes: opacity < 1 ? .dim : [])
      }
    }
  }

  // MARK: Text

  /// Draws a Text's lines as laid out, one row each, from its frame's top-leading cell.
  ///
  /// Lines were wrapped and truncated by the layout (reference §3.3, §12) and are drawn as
  /// they are. A wide glyph takes its cell and a continuation cell, and is left out rather than
  /// split when its second half would fall outside the clip or the canvas.
  mutating func paintText(
    _ lines: [String], at rect: CellRect, environment: DrawingEnvironment, clip: CellRect
  ) {
    let color = (environment.foreground ?? .primary).painted(tint: environment.tint)
    guard color.opacityValue * environment.opacity > 0, color.definition != .named("clear")
    else { return }
    let foreground = color.definition == .named("primary") ? nil : TerminalColor(color)
    var attributes: CellAttributes = environment.isBold ? .bold : []
    if color.opacityValue * environment.opacity < 1 { attributes.insert(.dim) }
    for (offset, line) in lines.enumerated() {
      let row = rect.minRow + offset
      // §19.1: the line's share of the free columns, rounded as frames are (ties up).
      let free = Double(Swift.max(0, rect.width - line.terminalColumns))
      var column =
        rect.minColumn
        + Int((free * environment.textAlignment.fraction).rounded(.toNearestOrAwayFromZero))
      for character in line {
        let width = Swift.min(character.terminalColumns, 2)
        guard width > 0 else { continue }
        if clip.contains(column: column, row: row)
          && clip.contains(column: column + width - 1, row: row)
        {
          let written = grid.put(
            character, column: column, row: row, foreground: foreground, attributes: attributes)
          for cell in column..<(column + written) { textCells[row * grid.columns + cell] = true }
        }
        column += width
      }
    }
  }

  // MARK: Image

  /// An image: a symbol as its glyph (`SymbolGlyphs`) in the foreground colour at the centre
  /// of its frame; an asset, which a terminal cannot show, as a box with its name, as a
  /// placeholder is (reference §18).
  private mutating func paintImage(
    _ image: Image, in rect: CellRect, environment: DrawingEnvironment, clip: CellRect
  ) {
    guard image.isSymbol else {
      paintPlaceholder(image.name, in: rect, environment: environment, clip: clip)
      return
    }
    guard !rect.isEmpty else { return }
    let glyph = SymbolGlyphs.glyph(for: image.name, ascii: boxDrawing.isASCII)
    let column = rect.minColumn + (rect.width - 1) / 2
    let row = rect.minRow + (rect.height - 1) / 2
    let cell = CellRect(minColumn: column, minRow: row, maxColumn: column + 1, maxRow: row + 1)
    paintText([String(glyph)], at: cell, environment: environment, clip: clip.intersection(cell))
  }

  // MARK: Placeholder

  /// A placeholder: a grey box with the view's name on its top line, where it fits, so that a
  /// view LayoutLab cannot lay out still shows where it is and what it is.
  private mutating func paintPlaceholder(
    _ name: String, in rect: CellRect, environment: DrawingEnvironment, clip: CellRect
  ) {
    guard !rect.isEmpty else { return }
    var label = ""
    var columns = 0
    for character in name {
      let width = Swift.min(character.terminalColumns, 2)
      guard columns + width <= Swift.max(0, rect.width - 2) else { break }
      label.append(character)
      columns += width
    }
    if !label.isEmpty {
      let row = CellRect(
        minColumn: rect.minColumn + 1, minRow: rect.minRow, maxColumn: rect.maxColumn - 1,
        maxRow: rect.minRow + 1)
      paintText([label], at: row, environment: environment, clip: clip.intersection(row))
    }
    var layer = LineLayer(columns: grid.columns, rows: grid.rows)
    layer.box(rect, stroke: LineLayer.Stroke())
    stroke(layer, color: .secondary, environment: environment, clip: clip)
  }

  // MARK: Divider

  /// A Divider: a thin grey line along its orientation through the middle of its frame.
  private mutating func paintDivider(
    in rect: CellRect, orientation: Axis?, environment: DrawingEnvironment, clip: CellRect
  ) {
    guard !rect.isEmpty else { return }
    var layer = LineLayer(columns: grid.columns, rows: grid.rows)
    let stroke = LineLayer.Stroke()
    if orientation == .vertical {
      let column = rect.minColumn + (rect.width - 1) / 2
      for row in rect.minRow..<rect.maxRow {
        layer.add(.vertical, column: column, row: row, stroke: stroke)
      }
    } else {
      let row = rect.minRow + (rect.height - 1) / 2
      for column in rect.minColumn..<rect.maxColumn {
        layer.add(.horizontal, column: column, row: row, stroke: stroke)
      }
    }
    self.stroke(layer, color: .gray, environment: environment, clip: clip)
  }

  // MARK: Pinned sections

  /// A section of a pinning lazy stack (§14.4): its rows as laid out, then its header moved
  /// down to the clip's top edge (a scroll view's viewport) while the section reaches above
  /// it, and its footer up to the bottom edge while the section reaches below, never past
  /// the section's own rows; both over the rows they cover.
  private mutating func paintPinnedSection(
    _ section: PlacedNode, parts: SectionParts, stack: LazyStack,
    environment: DrawingEnvironment, clip: CellRect
  ) {
    let sectionEnvironment = environment.applying(section.attributes)
    // Read once: a moved node's children are made on each read (`PlacedNode.children`).
    let children = section.children
    let count = children.count
    let content = parts.contentRange(count: count)
    let pinsHeaders = stack.pinnedViews.contains(.sectionHeaders)
    let pinsFooters = stack.pinnedViews.contains(.sectionFooters)
    for index in children.indices {
      let isHeader = index < content.lowerBound
      let isFooter = index >= content.upperBound
      if (isHeader && pinsHeaders) || (isFooter && pinsFooters) { continue }
      let child = children[index]
      if !geometry.isOutOfView(child.frame, clip) {
        paint(child, environment: sectionEnvironment, clip: clip)
      }
    }
    let axis = stack.axis
    let cell = axis == .vertical ? geometry.cell.height : geometry.cell.width
    let viewStart = CGFloat(axis == .vertical ? clip.minRow : clip.minColumn) * cell
    let viewEnd = CGFloat(axis == .vertical ? clip.maxRow : clip.maxColumn) * cell
    let start = section.frame.minY(along: axis)
    let end = section.frame.maxY(along: axis)
    func pinned(_ range: Range<Int>, toStart: Bool) {
      let views = children[range]
      guard let first = views.first else { return }
      let block = views.dropFirst().reduce(first.frame) { $0.union($1.frame) }
      let length = block.maxY(along: axis) - block.minY(along: axis)
      let at = block.minY(along: axis)
      let target =
        toStart
        ? Swift.min(Swift.max(at, viewStart), end - length)
        : Swift.max(Swift.min(at, viewEnd - length), start)
      let shift = target - at
      for view in views {
        let moved = view.shifted(by: shift, along: axis)
        if !geometry.isOutOfView(moved.frame, clip) {
          paint(moved, environment: sectionEnvironment, clip: clip)
        }
      }
    }
    if pinsHeaders { pinned(0..<content.lowerBound, toStart: true) }
    if pinsFooters { pinned(content.upperBound..<count, toStart: false) }
  }

  // MARK: Scroll indicators

  /// A scroll view's indicators (§12 item 39): along each scroll axis whose content is longer
  /// than the viewport, a bar in the viewport's last column (vertical) or row (horizontal),
  /// as long as the viewport's share of the content and as far along as the content is
  /// scrolled.
  private mutating func paintScrollIndicators(
    of node: PlacedNode, axes: Axis.Set, in rect: CellRect, clip: CellRect
  ) {
    guard let first = node.children.first else { return }
    let content = node.children.dropFirst().reduce(first.frame) { $0.union($1.frame) }
    let foreground = TerminalColor(Color.gray)
    if axes.contains(.vertical), content.height > node.frame.height, rect.height > 0 {
      let (start, length) = Self.thumb(
        cells: rect.height, viewport: node.frame.height, content: content.height,
        offset: node.frame.minY - content.minY)
      let glyph: Character = boxDrawing.isASCII ? "|" : "┃"
      for row in (rect.minRow + start)..<(rect.minRow + start + length)
      where clip.contains(column: rect.maxColumn - 1, row: row) {
        grid.put(glyph, column: rect.maxColumn - 1, row: row, foreground: foreground)
      }
    }
    if axes.contains(.horizontal), content.width > node.frame.width, rect.width > 0 {
      let (start, length) = Self.thumb(
        cells: rect.width, viewport: node.frame.width, content: content.width,
        offset: node.frame.minX - content.minX)
      let glyph: Character = boxDrawing.isASCII ? "-" : "━"
      for column in (rect.minColumn + start)..<(rect.minColumn + start + length)
      where clip.contains(column: column, row: rect.maxRow - 1) {
        grid.put(glyph, column: column, row: rect.maxRow - 1, foreground: foreground)
      }
    }
  }

  /// Where an indicator's bar starts and how long it is, in cells of a track `cells` long.
  static func thumb(cells: Int, viewport: CGFloat, content: CGFloat, offset: CGFloat)
    -> (start: Int, length: Int)
  {
    guard viewport.isFinite, content.isFinite, content > 0 else { return (0, cells) }
    let share = Swift.min(1, viewport / content)
    let length = Swift.min(cells, Swift.max(1, Int((CGFloat(cells) * share).rounded())))
    let range = content - viewport
    let fraction = range > 0 ? Swift.min(1, Swift.max(0, offset / range)) : 0
    let start = Int((CGFloat(cells - length) * fraction).rounded())
    return (start, length)
  }

  // MARK: sizeInfo

  /// The seed article's `.sizeInfo()`: the view's exact size in points, centred under it.
  ///
  /// The article overlays the size on the view; on a grid a one-line Text and its label would
  /// share the row and hide each other, so the label goes in the row below the view (above it
  /// at the canvas's bottom edge).
  private mutating func paintSizeInfo(of node: PlacedNode, at rect: CellRect?, clip: CellRect) {
    guard node.frame.width.isFinite, node.frame.height.isFinite else { return }
    let text = PointFormat.size(node.frame.size, times: boxDrawing.times)
    let width = text.terminalColumns
    let centerColumn: Int
    let top: Int
    let bottom: Int
    if let rect, rect.width > 0 {
      centerColumn = rect.minColumn + rect.width / 2
    } else {
      centerColumn = geometry.column(containing: node.frame.midX)
    }
    if let rect, rect.height > 0 {
      (top, bottom) = (rect.minRow, rect.maxRow - 1)
    } else {
      let row = geometry.row(containing: node.frame.midY)
      (top, bottom) = (row, row)
    }
    let row = bottom + 1 < grid.rows ? bottom + 1 : top - 1
    var column = centerColumn - width / 2
    for character in text {
      if clip.contains(column: column, row: row) {
        grid.put(
          character, column: column, row: row, foreground: TerminalColor(Color.yellow),
          attributes: .bold)
        textCells[row * grid.columns + column] = true
      }
      column += character.terminalColumns
    }
  }
}

// MARK: - scaleEffect and rotationEffect

extension ViewPainter {
  /// `node` as its `scaleEffect`s and `rotationEffect`s draw it, or nil when it has none:
  /// every frame of its subtree mapped about each effect's anchor in the node's own frame,
  /// innermost first, and the effects removed (§7, §12 item 34).
  ///
  /// SwiftUI transforms the rendered view and leaves the layout alone, so the drawn frames
  /// move and the placed ones do not. Glyphs are one cell whatever the effect: a Text draws
  /// its lines from the mapped frame's top-leading cell. A quarter turn maps a frame to a
  /// frame exactly; another angle draws unturned, as no box glyph is turned.
  static func scaled(_ node: PlacedNode) -> PlacedNode? {
    var transform = CGAffineTransform.identity
    var found = false
    var attributes: [ViewAttribute] = []
    for attribute in node.attributes {
      let effect: CGAffineTransform
      let anchor: UnitPoint
      switch attribute {
      case .scaleEffect(let scale, let point):
        found = true
        guard scale.width.isFinite, scale.height.isFinite else { continue }
        effect = CGAffineTransform(scaleX: scale.width, y: scale.height)
        anchor = point
      case .rotationEffect(let angle, let point):
        found = true
        guard let turns = Angle.quarterTurns(angle) else { continue }
        effect = quarterTurn(turns)
        anchor = point
      default:
        attributes.append(attribute)
        continue
      }
      let x = node.frame.minX + anchor.x * node.frame.width
      let y = node.frame.minY + anchor.y * node.frame.height
      transform = transform.concatenating(
        CGAffineTransform(translationX: -x, y: -y)
          .concatenating(effect)
          .concatenating(CGAffineTransform(translationX: x, y: y)))
    }
    guard found else { return nil }
    var scaled = node.applying(transform)
    scaled.attributes = attributes
    return scaled
  }

  /// `turns` quarter turns as an exact matrix (no rounding of cos 90°), clockwise on screen
  /// for positive turns, as SwiftUI's positive angles with y pointing down.
  private static func quarterTurn(_ turns: Int) -> CGAffineTransform {
    switch turns {
    case 1: CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
    case 2: CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0)
    case 3: CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0)
    default: .identity
    }
  }
}

extension PlacedNode {
  /// This node and its subtree with every frame mapped by `transform` (to the bounding box of
  /// the mapped frame, as a negative scale flips it).
  fileprivate func applying(_ transform: CGAffineTransform) -> PlacedNode {
    var node = self
    let corners = [
      CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
      CGPoint(x: frame.minX, y: frame.maxY), CGPoint(x: frame.maxX, y: frame.maxY),
    ].map { $0.applying(transform) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    node.frame = CGRect(
      x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    node.children = children.map { $0.applying(transform) }
    return node
  }
}

extension CGRect {
  /// The rectangle's start along `axis`: its minY for vertical, its minX for horizontal.
  fileprivate func minY(along axis: Axis) -> CGFloat { axis == .vertical ? minY : minX }
  /// The rectangle's end along `axis`.
  fileprivate func maxY(along axis: Axis) -> CGFloat { axis == .vertical ? maxY : maxX }
}

extension PlacedNode {
  /// The node and everything in it moved `distance` points along `axis`: a pinned header
  /// drawn where the viewport holds it (§14.4).
  fileprivate func shifted(by distance: CGFloat, along axis: Axis) -> PlacedNode {
    guard distance != 0 else { return self }
    var node = self
    if axis == .vertical {
      node.frame.origin.y += distance
    } else {
      node.frame.origin.x += distance
    }
    node.children = children.map { $0.shifted(by: distance, along: axis) }
    return node
  }
}
