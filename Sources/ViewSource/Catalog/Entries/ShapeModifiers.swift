import LayoutCore

extension Catalog {
  /// `trim(from:to:)`: part of a shape's outline; lays out like the shape (§21.4).
  static let trim = shapeModifier(
    "trim", [[.labelled("from", .number), .labelled("to", .number)]]
  ) { call in
    let from = call.number("from") ?? 0
    let to = call.number("to") ?? 1
    for (label, value) in [("from", from), ("to", to)] where !(0...1).contains(value) {
      call.error(
        "'trim(from:to:)' takes fractions from 0 to 1; '\(label)' is \(ValuePrinter.number(value))"
      )
      return nil
    }
    return .trim(from: CGFloat(from), to: CGFloat(to))
  }

  /// `rotation(_:anchor:)`: the shape turned; lays out like the shape (§21.4).
  static let rotation = shapeModifier(
    "rotation", [[.unlabelled("angle", .source), .labelled("anchor", .unitPoint)]]
  ) { call in
    guard let written = call.arguments.first(where: { $0.label == nil }),
      let angle = angle(written.value, call),
      case .unitPoint(let anchor)? = call["anchor"] ?? .unitPoint(.center)
    else { return nil }
    return .rotation(angle, anchor: anchor)
  }

  /// `inset(by:)`: the shape inset on every edge, still insettable; lays out like the shape.
  static let inset = shapeModifier("inset", [[.labelled("by", .number, optional: false)]]) {
    call in
    guard let amount = call.length("by") else { return nil }
    guard amount.isFinite else {
      call.error("'inset(by:)' needs a finite amount")
      return nil
    }
    return .inset(amount)
  }

  /// `scale(x:y:anchor:)` and `scale(_:anchor:)`: the shape scaled; lays out like the shape.
  static let scale = shapeModifier(
    "scale",
    [
      [.labelled("x", .number), .labelled("y", .number), .labelled("anchor", .unitPoint)],
      [.unlabelled("scale", .number), .labelled("anchor", .unitPoint)],
    ]
  ) { call in
    guard case .unitPoint(let anchor)? = call["anchor"] ?? .unitPoint(.center) else { return nil }
    let (x, y) =
      call.overload == 0
      ? (call.length("x") ?? 1, call.length("y") ?? 1)
      : (call.length("scale") ?? 1, call.length("scale") ?? 1)
    guard x.isFinite, y.isFinite else {
      call.error("'scale' needs finite factors")
      return nil
    }
    return .scale(x: x, y: y, anchor: anchor)
  }

  /// A shape modifier's definition: it applies to a shape not yet filled or stroked and gives
  /// another, so a fill or stroke may follow (`Circle().trim(from: 0, to: 0.5).stroke()`).
  private static func shapeModifier(
    _ name: String, _ signatures: [[Parameter]],
    make: @escaping @Sendable (Call) -> ShapeModifier?
  ) -> Definition {
    Definition(
      name, role: .attribute, summary: "shape modifier: lays out like its shape",
      signatures: nil,
      build: { call in
        guard let shape = shapeReceiver(call.views) else {
          call.error(
            "'\(name)' applies to a shape such as 'Circle()', before 'fill' or 'stroke'")
          return nil
        }
        guard let call = call.resolved(signatures), let modifier = make(call) else { return nil }
        return .views([ViewNode(.shape(.modifying(shape, modifier), .fill(nil)))])
      },
      print: { node, _ in
        guard case .shape(let shape, let drawing) = node.kind else { return "" }
        return shapeSource(shape, drawing)
      })
  }

  /// `trim(from: 0, to: 0.5)`, `rotation(.degrees(45))`, `inset(by: 2)`, `offset(x: 4)`,
  /// `scale(2)`: one shape modifier as source, defaults left out.
  static func shapeModifierSource(_ modifier: ShapeModifier) -> String {
    let n = ValuePrinter.number as (CGFloat) -> String
    func anchor(_ point: UnitPoint) -> (String?, String?) {
      ("anchor", point == .center ? nil : ValuePrinter.unitPoint(point))
    }
    switch modifier {
    case .trim(let from, let to):
      return "trim" + ValuePrinter.arguments([("from", n(from)), ("to", n(to))])
    case .rotation(let angle, let point):
      return "rotation" + ValuePrinter.arguments([(nil, ValuePrinter.angle(angle)), anchor(point)])
    case .inset(let amount):
      return "inset(by: \(n(amount)))"
    case .offset(let size):
      return "offset"
        + ValuePrinter.arguments([
          ("x", size.width == 0 ? nil : n(size.width)),
          ("y", size.height == 0 ? nil : n(size.height)),
        ])
    case .scale(let x, let y, let point):
      if x == y { return "scale" + ValuePrinter.arguments([(nil, n(x)), anchor(point)]) }
      return "scale" + ValuePrinter.arguments([("x", n(x)), ("y", n(y)), anchor(point)])
    }
  }
}
