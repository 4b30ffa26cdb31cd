import LayoutCore

/// A laid-out scene as an SVG picture in points: the frames exactly as the engine placed them,
/// not snapped to cells (issue #16, "pictures for articles").
///
/// The terminal shows a layout on a grid of cells; an article needs the picture a reader would
/// see in Xcode, with the numbers the playground teaches. So the picture paints what SwiftUI
/// paints (colour fills, shapes, text, borders, dividers; images and placeholders as labelled
/// boxes) in SwiftUI's drawing order, then draws every view's frame over it as a thin dashed
/// box with a label (`Text 50×20`), and optionally point rulers along the top and left. Every
/// frame box is a `rect` with class `frame` and the view's id and kind as `data-` attributes,
/// so that a script (or a test) can read the frames back.
public struct SVGPicture: Sendable {
  /// The laid-out scene.
  public var result: LayoutResult
  /// The text model the scene was laid out with: a glyph's width, a line's height.
  public var metrics: TextMetrics
  /// Whether to draw a ruler every 50 points along the top and left edges.
  public var showsRulers: Bool
  /// Whether to draw every view's frame box and label over the painting.
  public var showsFrames: Bool
  /// Whether to paint what SwiftUI paints: fills, shapes, text.
  public var showsPainting: Bool
  /// The picture's title, for readers and screen readers.
  public var title: String

  public init(
    _ result: LayoutResult, metrics: TextMetrics = TextMetrics(), showsRulers: Bool = false,
    showsFrames: Bool = true, showsPainting: Bool = true, title: String = "LayoutLab scene"
  ) {
    self.result = result
    self.metrics = metrics
    self.showsRulers = showsRulers
    self.showsFrames = showsFrames
    self.showsPainting = showsPainting
    self.title = title
  }

  /// The room left of and above the canvas, for the rulers.
  private var margin: CGFloat { showsRulers ? 28 : 4 }

  /// The picture as an SVG document.
  public var svg: String {
    let canvas = result.canvas
    let width = canvas.width + margin + 4
    let height = canvas.height + margin + 4
    var lines: [String] = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\""
        + " viewBox=\"\(n(-margin)) \(n(-margin)) \(n(width)) \(n(height))\""
        + " font-family=\"ui-monospace, Menlo, Consolas, monospace\">",
      "<title>\(XMLText.escaped(title))</title>",
      "<rect class=\"canvas\" x=\"0\" y=\"0\" width=\"\(n(canvas.width))\""
        + " height=\"\(n(canvas.height))\" fill=\"#FFFFFF\" stroke=\"#C7C7CC\"/>",
    ]
    lines += safeArea()
    if showsPainting {
      lines.append("<g class=\"painting\">")
      var painter = Painter(metrics: metrics)
      painter.paint(result.root, environment: Painter.Environment())
      lines += painter.elements
      lines.append("</g>")
    }
    if showsFrames {
      lines.append("<g class=\"frames\" fill=\"none\" stroke=\"#636366\" stroke-width=\"0.5\">")
      var labelsAt: [CGPoint: Int] = [:]
      for node in result.root.allNodes {
        // Views that share a corner (a modifier and its content) stack their labels downward.
        let corner = node.frame.origin
        lines += frame(node, labelRow: labelsAt[corner, default: 0])
        labelsAt[corner, default: 0] += 1
      }
      lines.append("</g>")
    }
    if showsRulers { lines += rulers() }
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  private func n(_ value: CGFloat) -> String { XMLText.number(value) }

  /// The safe area's insets, shaded: the canvas less them is where views are placed (§1.2).
  private func safeArea() -> [String] {
    let insets = result.safeArea
    let canvas = result.canvas
    let bands = [
      CGRect(x: 0, y: 0, width: canvas.width, height: insets.top),
      CGRect(x: 0, y: canvas.height - insets.bottom, width: canvas.width, height: insets.bottom),
      CGRect(x: 0, y: 0, width: insets.leading, height: canvas.height),
      CGRect(
        x: canvas.width - insets.trailing, y: 0, width: insets.trailing, height: canvas.height),
    ]
    return bands.filter { $0.width > 0 && $0.height > 0 }.map { band in
      "<rect class=\"safe-area\" x=\"\(n(band.minX))\" y=\"\(n(band.minY))\""
        + " width=\"\(n(band.width))\" height=\"\(n(band.height))\" fill=\"#E5E5EA\"/>"
    }
  }

  /// A view's frame box and its label (its kind and exact size), the label on row `labelRow`
  /// of the labels at that corner.
  private func frame(_ node: PlacedNode, labelRow: Int) -> [String] {
    let frame = node.frame
    guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite
    else { return [] }
    let label = "\(node.kind.name) \(n(frame.width))×\(n(frame.height))"
    return [
      "<rect class=\"frame\" data-id=\"\(node.id)\" data-kind=\"\(XMLText.escaped(node.kind.name))\""
        + " x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\""
        + " height=\"\(n(frame.height))\" stroke-dasharray=\"3 2\"/>",
      "<text class=\"label\" x=\"\(n(frame.minX + 1))\""
        + " y=\"\(n(frame.minY + 7 + 7 * CGFloat(labelRow)))\" font-size=\"6\""
        + " fill=\"#636366\" stroke=\"none\">\(XMLText.escaped(label))</text>",
    ]
  }

  /// Ticks and numbers every 50 points above and left of the canvas.
  private func rulers() -> [String] {
    var lines = ["<g class=\"rulers\" stroke=\"#8E8E93\" stroke-width=\"0.5\" font-size=\"8\">"]
    var x: CGFloat = 0
    while x <= result.canvas.width {
      lines.append("<line x1=\"\(n(x))\" y1=\"-6\" x2=\"\(n(x))\" y2=\"0\"/>")
      lines.append(
        "<text x=\"\(n(x + 1))\" y=\"-8\" stroke=\"none\" fill=\"#8E8E93\">\(n(x))</text>")
      x += 50
    }
    var y: CGFloat = 0
    while y <= result.canvas.height {
      lines.append("<line x1=\"-6\" y1=\"\(n(y))\" x2=\"0\" y2=\"\(n(y))\"/>")
      lines.append(
        "<text x=\"-26\" y=\"\(n(y + 8))\" stroke=\"none\" fill=\"#8E8E93\">\(n(y))</text>")
      y += 50
    }
    lines.append("</g>")
    return lines
  }
}
