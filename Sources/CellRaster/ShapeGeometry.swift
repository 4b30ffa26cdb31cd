import LayoutCore

/// A shape's outline on the cell grid: which cells a fill covers and which cells a stroke
/// passes through.
///
/// A cell belongs to a filled shape when its centre lies inside the exact shape fitted to the
/// snapped frame, which rounds large corners off (a capsule's ends, a circle); a stroke is
/// traced through the outermost cells, with round corners for rounded shapes and, for circles
/// and ellipses, a closed path around the curve (issue #4: "a round outline for Circle").
struct ShapeGeometry: Sendable {
  let kind: ShapeKind
  /// The shape's snapped frame, in cells.
  let rect: CellRect
  /// The size of a cell in points.
  let cell: CGSize

  /// The geometry of `kind` in the snapped frame `rect`. A modified shape is drawn as its
  /// base in a frame moved by `offset`, shrunk by `inset` and scaled by `scale`; `trim` draws
  /// the whole outline and `rotation` the shape unturned (reference §12, item 32).
  static func resolving(_ kind: ShapeKind, rect: CellRect, cell: CGSize) -> ShapeGeometry {
    guard case .modified = kind else { return ShapeGeometry(kind: kind, rect: rect, cell: cell) }
    var frame = CGRect(
      x: CGFloat(rect.minColumn) * cell.width, y: CGFloat(rect.minRow) * cell.height,
      width: CGFloat(rect.width) * cell.width, height: CGFloat(rect.height) * cell.height)
    for modifier in kind.modifiers {
      switch modifier {
      case .trim, .rotation: break
      case .inset(let amount):
        let amount = amount.isFinite ? amount : 0
        frame = frame.insetBy(
          dx: Swift.min(amount, frame.width / 2), dy: Swift.min(amount, frame.height / 2))
      case .offset(let size):
        frame = frame.offsetBy(
          dx: size.width.isFinite ? size.width : 0, dy: size.height.isFinite ? size.height : 0)
      case .scale(let x, let y, let anchor):
        let (x, y) = (x.isFinite ? abs(x) : 1, y.isFinite ? abs(y) : 1)
        let anchorX = frame.minX + anchor.x * frame.width
        let anchorY = frame.minY + anchor.y * frame.height
        frame = CGRect(
          x: anchorX - (anchorX - frame.minX) * x, y: anchorY - (anchorY - frame.minY) * y,
          width: frame.width * x, height: frame.height * y)
      }
    }
    let cells = CellGeometry(cell: cell).cells(for: frame) ?? rect
    return ShapeGeometry(kind: kind.base, rect: cells, cell: cell)
  }

  /// The frame in points, from the snapped cells.
  private var frame: CGRect {
    CGRect(
      x: CGFloat(rect.minColumn) * cell.width, y: CGFloat(rect.minRow) * cell.height,
      width: CGFloat(rect.width) * cell.width, height: CGFloat(rect.height) * cell.height)
  }

  /// The rectangle a Circle is drawn in: the largest centred square of the frame.
  private var circleFrame: CGRect {
    let side = Swift.min(frame.width, frame.height)
    return CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
  }

  /// The radius of the corners, in points.
  var cornerRadius: CGFloat {
    switch kind {
    case .roundedRectangle(let radius):
      radius.isFinite ? Swift.max(0, Swift.min(radius, frame.width / 2, frame.height / 2)) : 0
    case .capsule: Swift.min(frame.width, frame.height) / 2
    default: 0
    }
  }

  /// Whether a fill covers the cell at (`column`, `row`).
  func contains(column: Int, row: Int) -> Bool {
    let point = CGPoint(
      x: (CGFloat(column) + 0.5) * cell.width, y: (CGFloat(row) + 0.5) * cell.height)
    switch kind {
    case .rectangle, .containerRelative, .modified:
      return frame.contains(point)
    case .roundedRectangle, .capsule:
      guard frame.contains(point) else { return false }
      let radius = cornerRadius
      let inner = frame.insetBy(dx: radius, dy: radius)
      let nearest = CGPoint(
        x: Swift.min(Swift.max(point.x, inner.minX), inner.maxX),
        y: Swift.min(Swift.max(point.y, inner.minY), inner.maxY))
      return hypot(point.x - nearest.x, point.y - nearest.y) <= radius + 1e-9
    case .circle:
      return Self.ellipse(circleFrame, contains: point)
    case .ellipse:
      return Self.ellipse(frame, contains: point)
    }
  }

  /// Draws the outline into `layer`.
  func stroke(into layer: inout LineLayer, stroke: LineLayer.Stroke) {
    switch kind {
    case .rectangle, .containerRelative, .modified:
      layer.box(rect, stroke: stroke)
    case .roundedRectangle, .capsule:
      var rounded = stroke
      if cornerRadius > 0 && stroke.style != .heavy { rounded.style = .rounded }
      layer.box(rect, stroke: rounded)
    case .circle, .ellipse:
      let bounds = kind == .circle ? cellRect(of: circleFrame) : rect
      var rounded = stroke
      if stroke.style != .heavy { rounded.style = .rounded }
      if bounds.width <= 2 || bounds.height <= 2 {
        layer.box(bounds, stroke: rounded)
      } else {
        layer.path(Self.ellipsePath(in: bounds), stroke: rounded)
      }
    }
  }

  /// The cells of a rectangle in points, snapped.
  private func cellRect(of frame: CGRect) -> CellRect {
    CellGeometry(cell: cell).cells(for: frame) ?? rect
  }

  private static func ellipse(_ frame: CGRect, contains point: CGPoint) -> Bool {
    guard frame.width > 0, frame.height > 0 else { return false }
    let dx = (point.x - frame.midX) / (frame.width / 2)
    let dy = (point.y - frame.midY) / (frame.height / 2)
    return dx * dx + dy * dy <= 1 + 1e-9
  }

  /// The cells along the ellipse through the centres of `bounds`' outermost cells, in order
  /// around it, each a step up, down, left or right from the one before.
  static func ellipsePath(in bounds: CellRect) -> [(column: Int, row: Int)] {
    let centerX = Double(bounds.minColumn + bounds.maxColumn) / 2
    let centerY = Double(bounds.minRow + bounds.maxRow) / 2
    let radiusX = Double(bounds.width - 1) / 2
    let radiusY = Double(bounds.height - 1) / 2
    func cell(at angle: Double) -> (column: Int, row: Int) {
      (
        Int((centerX + radiusX * cos(angle)).rounded(.down)),
        Int((centerY + radiusY * sin(angle)).rounded(.down))
      )
    }
    /// How far a cell's centre is from the curve, in units of the radii.
    func offCurve(_ cell: (column: Int, row: Int)) -> Double {
      let dx = (Double(cell.column) + 0.5 - centerX) / Swift.max(radiusX, 0.5)
      let dy = (Double(cell.row) + 0.5 - centerY) / Swift.max(radiusY, 0.5)
      return abs((dx * dx + dy * dy).squareRoot() - 1)
    }
    let samples = 16 * (bounds.width + bounds.height)
    var path: [(column: Int, row: Int)] = []
    for step in 0..<samples {
      let next = cell(at: 2 * Double.pi * Double(step) / Double(samples))
      if let last = path.last {
        if last == next { continue }
        if abs(next.column - last.column) == 1 && abs(next.row - last.row) == 1 {
          // A diagonal step: go through whichever corner cell lies nearer the curve.
          let horizontalFirst = (column: next.column, row: last.row)
          let verticalFirst = (column: last.column, row: next.row)
          path.append(
            offCurve(horizontalFirst) <= offCurve(verticalFirst) ? horizontalFirst : verticalFirst)
        }
      }
      path.append(next)
    }
    if let first = path.first, let last = path.last, first == last { path.removeLast() }
    if let first = path.first, let last = path.last,
      abs(first.column - last.column) == 1 && abs(first.row - last.row) == 1
    {
      let corner = (column: first.column, row: last.row)
      path.append(corner)
    }
    return path
  }
}
