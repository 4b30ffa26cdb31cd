import LayoutCore

extension SVGPicture {
  /// Paints a placed tree as SVG elements, in SwiftUI's drawing order (reference §5): a
  /// background behind its content, an overlay and a border over it, children in order unless
  /// a `zIndex` says otherwise; `clipped()`, a clip shape and a ScrollView's viewport clip
  /// what is inside them.
  struct Painter {
    /// The drawing values inherited from the modifiers around a view.
    struct Environment {
      var foreground: Color?
      var tint: Color?
      var opacity: Double = 1
      var isBold = false
      var textAlignment: TextAlignment = .leading

      func applying(_ attributes: [ViewAttribute]) -> Environment {
        var result = self
        // Innermost first: the modifier nearest the view wins (as `DrawingEnvironment`).
        for attribute in attributes.reversed() {
          switch attribute {
          case .foregroundColor(let color): result.foreground = color
          case .foregroundStyle(let color): result.foreground = color
          case .font(let font): result.isBold = font?.isBold ?? false
          case .bold(let isBold): result.isBold = isBold
          case .opacity(let opacity):
            result.opacity *= opacity.isFinite ? Swift.min(1, Swift.max(0, opacity)) : 1
          case .hidden: result.opacity = 0
          case .tint(let color): result.tint = color
          case .multilineTextAlignment(let alignment): result.textAlignment = alignment
          default: break
          }
        }
        return result
      }
    }

    let metrics: TextMetrics
    private(set) var elements: [String] = []
    private var clips = 0

    init(metrics: TextMetrics) {
      self.metrics = metrics
    }

    private func n(_ value: CGFloat) -> String { XMLText.number(value) }

    mutating func paint(_ node: PlacedNode, environment inherited: Environment) {
      let environment = inherited.applying(node.attributes)
      guard environment.opacity > 0, node.frame.isFiniteRect else { return }
      let frame = node.frame
      let clipsToFrame: Bool
      switch node.kind {
      case .clipped, .scrollView: clipsToFrame = true
      default: clipsToFrame = node.attributes.contains(where: \.clipsToFrame)
      }
      if clipsToFrame { beginClip(frame) }
      defer { if clipsToFrame { elements.append("</g>") } }
      switch node.kind {
      case .color(let color):
        fill(frame, color, environment, shape: .rectangle)
      case .shape(let shape, let drawing):
        paintShape(shape, drawing, in: frame, environment)
      case .text(let string):
        paintText(node.textLines ?? [string], in: frame, environment)
      case .divider:
        let horizontal = node.orientation != .vertical
        let (x1, y1, x2, y2) =
          horizontal
          ? (frame.minX, frame.midY, frame.maxX, frame.midY)
          : (frame.midX, frame.minY, frame.midX, frame.maxY)
        elements.append(
          "<line class=\"divider\" x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\""
            + " stroke=\"#C6C6C8\" stroke-width=\"1\"\(opacity(environment.opacity))/>")
      case .image(let image):
        labelledBox(frame, name: image.name, fill: "#F2F2F7", environment)
      case .placeholder(let placeholder):
        labelledBox(frame, name: placeholder.name, fill: "#FFFFFF", environment, dashed: true)
      case .control:
        labelledBox(frame, name: node.kind.name, fill: "#F2F2F7", environment)
        for child in node.children { paint(child, environment: environment) }
      case .background where node.children.count > 1:
        paint(node.children[1], environment: environment)
        paint(node.children[0], environment: environment)
        for child in node.children.dropFirst(2) { paint(child, environment: environment) }
      case .border(let color, let width):
        for child in node.children { paint(child, environment: environment) }
        if let css = SystemColors.css(color, tint: environment.tint) {
          let inset = width / 2
          elements.append(
            "<rect class=\"border\" x=\"\(n(frame.minX + inset))\" y=\"\(n(frame.minY + inset))\""
              + " width=\"\(n(max(0, frame.width - width)))\""
              + " height=\"\(n(max(0, frame.height - width)))\" fill=\"none\""
              + " stroke=\"\(css.hex)\" stroke-width=\"\(n(width))\""
              + "\(opacity(css.opacity * environment.opacity, attribute: "stroke-opacity"))/>")
        }
      // The content, then its bars over it (§14.9, §14.10).
      case .navigation, .tabView:
        for child in drawingOrder(node.children) { paint(child, environment: environment) }
        for bar in node.bars { paintBar(bar, environment) }
      default:
        for child in drawingOrder(node.children) { paint(child, environment: environment) }
      }
    }

    /// A navigation bar, bottom toolbar or tab bar: UIKit's bar background (#F9F9F9, nearly
    /// opaque) with a hairline on the content's side, the title bold (centred inline, at the
    /// 16 pt margin on a large title's rows) and the toolbar items at the trailing margin, or
    /// the tab or bottom toolbar labels in equal shares, the shown tab's and the toolbar's in
    /// the accent colour.
    private mutating func paintBar(_ bar: NavigationBar, _ environment: Environment) {
      let frame = bar.frame
      guard frame.isFiniteRect else { return }
      elements.append(
        "<rect class=\"bar\" x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\""
          + " width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" fill=\"#F9F9F9\""
          + "\(opacity(0.94 * environment.opacity))/>")
      let edge = bar.role == .navigationBar ? frame.maxY : frame.minY
      elements.append(
        "<line class=\"bar-edge\" x1=\"\(n(frame.minX))\" y1=\"\(n(edge))\" x2=\"\(n(frame.maxX))\""
          + " y2=\"\(n(edge))\" stroke=\"#C6C6C8\" stroke-width=\"0.5\"/>")
      var text = environment
      text.isBold = true
      switch bar.role {
      case .navigationBar:
        // Toolbar items at the trailing margin of the inline row, in the accent colour.
        if !bar.items.isEmpty {
          var items = environment
          items.textAlignment = .trailing
          items.foreground = Color.blue
          let inline = min(frame.height, NavigationBarMetrics.inlineBarHeight)
          paintText(
            [bar.items.joined(separator: "  ")],
            in: CGRect(
              x: frame.minX, y: frame.minY + (inline - metrics.lineHeight) / 2,
              width: max(0, frame.width - 16), height: metrics.lineHeight), items)
        }
        guard let title = bar.title, !title.isEmpty else { return }
        if bar.isLarge {
          text.textAlignment = .leading
          let inline = NavigationBarMetrics.inlineBarHeight
          paintText(
            [title],
            in: CGRect(
              x: frame.minX + 16,
              y: frame.minY + inline + (frame.height - inline - metrics.lineHeight) / 2,
              width: max(0, frame.width - 32), height: metrics.lineHeight), text)
        } else {
          text.textAlignment = .center
          paintText(
            [title],
            in: CGRect(
              x: frame.minX, y: frame.midY - metrics.lineHeight / 2, width: frame.width,
              height: metrics.lineHeight), text)
        }
      case .tabBar, .bottomToolbar:
        let count = CGFloat(bar.items.count)
        for (index, item) in bar.items.enumerated() {
          var label = environment
          label.textAlignment = .center
          label.foreground =
            bar.role == .bottomToolbar || index == bar.selectedItem ? Color.blue : Color.gray
          paintText(
            [item],
            in: CGRect(
              x: frame.minX + frame.width * CGFloat(index) / count,
              y: frame.midY - metrics.lineHeight / 2, width: frame.width / count,
              height: metrics.lineHeight), label)
        }
      }
    }

    /// Children by `zIndex`, lowest first, in order where they tie (§5.1).
    private func drawingOrder(_ children: [PlacedNode]) -> [PlacedNode] {
      guard children.contains(where: { $0.zIndex != 0 }) else { return children }
      return children.enumerated()
        .sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
        .map(\.element)
    }

    private mutating func beginClip(_ frame: CGRect) {
      clips += 1
      elements.append(
        "<clipPath id=\"clip\(clips)\"><rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\""
          + " width=\"\(n(frame.width))\" height=\"\(n(frame.height))\"/></clipPath>")
      elements.append("<g clip-path=\"url(#clip\(clips))\">")
    }

    private func opacity(_ value: Double, attribute: String = "opacity") -> String {
      value >= 1 ? "" : " \(attribute)=\"\(XMLText.number(CGFloat(value)))\""
    }

    private enum Outline { case rectangle, rounded(CGFloat), ellipse, capsule }

    private mutating func fill(
      _ frame: CGRect, _ color: Color, _ environment: Environment, shape: Outline
    ) {
      guard let css = SystemColors.css(color, tint: environment.tint) else { return }
      elements.append(
        outline(shape, frame) + " class=\"fill\" fill=\"\(css.hex)\""
          + "\(opacity(css.opacity * environment.opacity))/>")
    }

    /// The opening of the element that outlines `shape` in `frame`, without its end.
    private func outline(_ shape: Outline, _ frame: CGRect) -> String {
      switch shape {
      case .ellipse:
        return "<ellipse cx=\"\(n(frame.midX))\" cy=\"\(n(frame.midY))\""
          + " rx=\"\(n(frame.width / 2))\" ry=\"\(n(frame.height / 2))\""
      case .rectangle, .rounded, .capsule:
        var radius: CGFloat = 0
        if case .rounded(let corner) = shape {
          radius = min(corner, frame.width / 2, frame.height / 2)
        }
        if case .capsule = shape { radius = min(frame.width, frame.height) / 2 }
        return "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\""
          + " height=\"\(n(frame.height))\"" + (radius > 0 ? " rx=\"\(n(radius))\"" : "")
      }
    }

    private mutating func paintShape(
      _ shape: ShapeKind, _ drawing: ShapeDrawing, in frame: CGRect, _ environment: Environment
    ) {
      var base = shape
      while case .modified(let modified) = base { base = modified.base }
      let outlineShape: Outline
      var bounds = frame
      switch base {
      case .circle:
        let side = min(frame.width, frame.height)
        bounds = CGRect(
          x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
        outlineShape = .ellipse
      case .ellipse: outlineShape = .ellipse
      case .capsule: outlineShape = .capsule
      case .roundedRectangle(let radius): outlineShape = .rounded(radius)
      case .rectangle, .containerRelative, .modified: outlineShape = .rectangle
      }
      let defaultColor = environment.foreground ?? Color(named: "primary")
      switch drawing {
      case .fill(let color):
        fill(bounds, color ?? defaultColor, environment, shape: outlineShape)
      case .stroke(let color, let width), .strokeBorder(let color, let width):
        guard let css = SystemColors.css(color ?? defaultColor, tint: environment.tint) else {
          return
        }
        if case .strokeBorder = drawing { bounds = bounds.insetBy(dx: width / 2, dy: width / 2) }
        elements.append(
          outline(outlineShape, bounds) + " class=\"stroke\" fill=\"none\" stroke=\"\(css.hex)\""
            + " stroke-width=\"\(n(width))\""
            + "\(opacity(css.opacity * environment.opacity, attribute: "stroke-opacity"))/>")
      }
    }

    /// Each laid-out line at its row, stretched to the cells it takes (a glyph is a cell).
    private mutating func paintText(_ lines: [String], in frame: CGRect, _ environment: Environment)
    {
      let color = SystemColors.css(environment.foreground ?? Color(named: "primary"))
      guard let color else { return }
      let size = min(metrics.lineHeight * 0.8, metrics.glyphWidth / 0.6)
      for (index, line) in lines.enumerated() where !line.isEmpty {
        let width = CGFloat(line.terminalColumns) * metrics.glyphWidth
        let free = max(0, frame.width - width)
        let x = frame.minX + free * CGFloat(environment.textAlignment.fraction)
        let baseline = frame.minY + CGFloat(index) * metrics.lineHeight + metrics.lineHeight * 0.75
        elements.append(
          "<text class=\"text\" x=\"\(n(x))\" y=\"\(n(baseline))\" font-size=\"\(n(size))\""
            + " textLength=\"\(n(width))\" lengthAdjust=\"spacingAndGlyphs\""
            + " fill=\"\(color.hex)\"\(environment.isBold ? " font-weight=\"bold\"" : "")"
            + "\(opacity(color.opacity * environment.opacity))>\(XMLText.escaped(line))</text>")
      }
    }

    /// A view the picture cannot show (an asset image, a placeholder, a control): a box with
    /// its name.
    private mutating func labelledBox(
      _ frame: CGRect, name: String, fill: String, _ environment: Environment,
      dashed: Bool = false
    ) {
      elements.append(
        "<rect class=\"box\" x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\""
          + " width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" fill=\"\(fill)\""
          + " stroke=\"#AEAEB2\"" + (dashed ? " stroke-dasharray=\"4 2\"" : "")
          + "\(opacity(environment.opacity))/>")
      elements.append(
        "<text class=\"name\" x=\"\(n(frame.midX))\" y=\"\(n(frame.midY + 4))\" font-size=\"10\""
          + " text-anchor=\"middle\" fill=\"#8E8E93\">\(XMLText.escaped(name))</text>")
    }
  }
}

extension CGRect {
  fileprivate var isFiniteRect: Bool {
    minX.isFinite && minY.isFinite && width.isFinite && height.isFinite
  }
}
