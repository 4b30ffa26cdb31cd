import LayoutCore

extension Catalog {
  /// The shapes: greedy like `Color` (§3.1), filled with the foreground unless given a style.
  static let rectangle = shape("Rectangle", .rectangle)
  static let circle = shape("Circle", .circle)
  static let ellipse = shape("Ellipse", .ellipse)
  static let capsule = shape("Capsule", .capsule)
  static let containerRelativeShape = shape("ContainerRelativeShape", .containerRelative)

  /// `RoundedRectangle(cornerRadius:style:)`; the style changes only the drawn corner.
  static let roundedRectangle = Definition(
    "RoundedRectangle", role: .view, summary: shapeSummary,
    signatures: [
      [
        .labelled("cornerRadius", .number, optional: false),
        Parameter(label: "style", type: .anything, hasDefault: true),
      ]
    ],
    build: { call in
      guard let radius = call.length("cornerRadius") else { return nil }
      return call.view(.shape(.roundedRectangle(cornerRadius: radius), .fill(nil)))
    },
    print: printShape)

  /// The shape definition for a kind of shape.
  static func definition(of shape: ShapeKind) -> Definition {
    switch shape {
    case .rectangle: rectangle
    case .roundedRectangle: roundedRectangle
    case .circle: circle
    case .ellipse: ellipse
    case .capsule: capsule
    case .containerRelative: containerRelativeShape
    case .modified(let modified): definition(of: modified.base)
    }
  }

  private static let shapeSummary = "view: greedy, takes what it is proposed"

  private static func shape(_ name: String, _ kind: ShapeKind) -> Definition {
    Definition(
      name, role: .view, summary: shapeSummary, signatures: [[]],
      build: { call in call.view(.shape(kind, .fill(nil))) }, print: printShape)
  }

  private static let printShape: @Sendable (ViewNode, Printing) -> String = { node, _ in
    guard case .shape(let shape, let drawing) = node.kind else { return "" }
    return shapeSource(shape, drawing)
  }

  /// `Rectangle()`, `RoundedRectangle(cornerRadius: 8).stroke(.red, lineWidth: 2)`.
  static func shapeSource(_ shape: ShapeKind, _ drawing: ShapeDrawing) -> String {
    var text = shape.base.name + "("
    if case .roundedRectangle(let radius) = shape.base {
      text += "cornerRadius: \(ValuePrinter.number(radius))"
    }
    text += ")" + shape.modifiers.map { "." + shapeModifierSource($0) }.joined()
    switch drawing {
    case .fill(nil):
      // `Circle().offset(x: 5)` alone is the view modifier; `.fill()` keeps it the shape's.
      if case .offset? = shape.modifiers.last { text += ".fill()" }
    case .fill(let color?): text += ".fill(\(ValuePrinter.color(color)))"
    case .stroke(let color, let width), .strokeBorder(let color, let width):
      let name = if case .stroke = drawing { "stroke" } else { "strokeBorder" }
      text +=
        ".\(name)"
        + ValuePrinter.arguments([
          (nil, color.map(ValuePrinter.color)),
          ("lineWidth", width == 1 ? nil : ValuePrinter.number(width)),
        ])
    }
    return text
  }

  /// `fill`, `stroke` and `strokeBorder` on a shape: they change how the shape draws, so they
  /// build the shape node anew rather than wrap it.
  static let fill = shapeStyle("fill")
  static let stroke = shapeStyle("stroke")
  static let strokeBorder = shapeStyle("strokeBorder")

  /// The shape a shape modifier or `fill`/`stroke` applies to: a shape not yet filled or
  /// stroked and with no modifiers, or a plain shape moved by `offset(x:y:)`, which on a shape
  /// is `Shape.offset` (an `OffsetShape`, §21.4).
  static func shapeReceiver(_ views: [ViewNode]) -> ShapeKind? {
    guard views.count == 1, views[0].attributes.isEmpty else { return nil }
    if case .shape(let shape, .fill(nil)) = views[0].kind { return shape }
    if case .offset(let size) = views[0].kind, views[0].children.count == 1,
      views[0].children[0].attributes.isEmpty,
      case .shape(let shape, .fill(nil)) = views[0].children[0].kind
    {
      return .modifying(shape, .offset(size))
    }
    return nil
  }

  private static func shapeStyle(_ name: String) -> Definition {
    Definition(
      name, role: .attribute, summary: shapeSummary, signatures: nil,
      build: { call in
        let views = call.views
        // `Circle().stroke().fill(.white)`: the fill colours the stroke (iOS 17).
        if name == "fill", views.count == 1, views[0].attributes.isEmpty,
          case .shape(let shape, .stroke(nil, let width)) = views[0].kind
        {
          guard let call = call.resolved([[.unlabelled("style", .color, optional: true)]])
          else { return nil }
          return .views([ViewNode(.shape(shape, .stroke(call.color("style"), lineWidth: width)))])
        }
        guard let shape = shapeReceiver(views) else {
          call.error("'\(name)' applies to a shape such as 'Rectangle()', before other modifiers")
          return nil
        }
        if name == "strokeBorder", !shape.isInsettable {
          call.error(
            "'strokeBorder' needs an InsettableShape; a trimmed shape is not one: use 'stroke'")
          return nil
        }
        let parameters: [Parameter] =
          name == "fill"
          ? [.unlabelled("style", .color, optional: true)]
          : [.unlabelled("style", .color, optional: true), .labelled("lineWidth", .number)]
        // `strokeBorder(style: StrokeStyle(lineWidth: 2, dash: [4]))`: its width is read, the
        // rest of the style (dashes, caps) draws no differently in cells.
        var strokeWidth: CGFloat?
        var plain = call
        if name != "fill", let index = call.arguments.firstIndex(where: { $0.label == "style" }) {
          guard
            case .call(.name("StrokeStyle", _), let styleArguments, _) =
              call.arguments[index].value
          else {
            call.error(
              "expected 'StrokeStyle(lineWidth: ...)'", at: call.arguments[index].range.start)
            return nil
          }
          if let width = styleArguments.first(where: { $0.label == "lineWidth" }) {
            guard
              let value = call.interpreter.eval(width.value, in: call.scope, expecting: .number)?
                .number
            else { return nil }
            strokeWidth = CGFloat(value)
          }
          var rest = call.arguments
          rest.remove(at: index)
          plain = Call(
            interpreter: call.interpreter, name: call.name, overload: 0, parameters: [],
            values: [], arguments: rest, scope: call.scope, location: call.location,
            views: call.views)
        }
        guard let call = plain.resolved([parameters]) else { return nil }
        let color = call.color("style")
        let width = name == "fill" ? 1 : strokeWidth ?? call.length("lineWidth") ?? 1
        switch name {
        case "fill": return .views([ViewNode(.shape(shape, .fill(color)))])
        case "stroke": return .views([ViewNode(.shape(shape, .stroke(color, lineWidth: width)))])
        default: return .views([ViewNode(.shape(shape, .strokeBorder(color, lineWidth: width)))])
        }
      },
      print: printShape)
  }
}
