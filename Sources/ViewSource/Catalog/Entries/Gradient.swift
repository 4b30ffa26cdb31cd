import LayoutCore

extension Catalog {
  /// `LinearGradient(colors:startPoint:endPoint:)`, `(gradient:…)` and `(stops:…)`: a shape
  /// style and a view, greedy like `Color` (§3.1, §21.1).
  static let linearGradient = gradientDefinition(
    "LinearGradient",
    [
      .labelled("startPoint", .unitPoint, optional: false),
      .labelled("endPoint", .unitPoint, optional: false),
    ]
  ) { call in
    guard case .unitPoint(let start)? = call["startPoint"],
      case .unitPoint(let end)? = call["endPoint"]
    else { return nil }
    return .linear(startPoint: start, endPoint: end)
  }

  /// `RadialGradient(colors:center:startRadius:endRadius:)`.
  static let radialGradient = gradientDefinition(
    "RadialGradient",
    [
      .labelled("center", .unitPoint, optional: false),
      .labelled("startRadius", .number, optional: false),
      .labelled("endRadius", .number, optional: false),
    ]
  ) { call in
    guard case .unitPoint(let center)? = call["center"],
      let start = finite(call, "startRadius"), let end = finite(call, "endRadius")
    else { return nil }
    return .radial(center: center, startRadius: start, endRadius: end)
  }

  /// `AngularGradient(colors:center:startAngle:endAngle:)` and `(colors:center:angle:)`.
  static let angularGradient = gradientDefinition(
    "AngularGradient",
    [
      .labelled("center", .unitPoint, optional: false), .labelled("startAngle", .source),
      .labelled("endAngle", .source),
    ],
    [.labelled("center", .unitPoint, optional: false), .labelled("angle", .source)]
  ) { call in
    guard case .unitPoint(let center)? = call["center"] else { return nil }
    if call.has("angle") {
      guard let angle = angle(call, "angle") else { return nil }
      return .angular(center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    guard let start = angle(call, "startAngle"), let end = angle(call, "endAngle") else {
      return nil
    }
    return .angular(center: center, startAngle: start, endAngle: end)
  }

  /// `EllipticalGradient(colors:center:startRadiusFraction:endRadiusFraction:)`.
  static let ellipticalGradient = gradientDefinition(
    "EllipticalGradient",
    [
      .labelled("center", .unitPoint), .labelled("startRadiusFraction", .number),
      .labelled("endRadiusFraction", .number),
    ]
  ) { call in
    guard case .unitPoint(let center)? = call["center"] ?? .unitPoint(.center) else {
      return nil
    }
    let start = call.length("startRadiusFraction") == nil ? 0 : finite(call, "startRadiusFraction")
    let end = call.length("endRadiusFraction") == nil ? 0.5 : finite(call, "endRadiusFraction")
    guard let start, let end else { return nil }
    return .elliptical(center: center, startRadiusFraction: start, endRadiusFraction: end)
  }

  /// A gradient type's definition: its colours in the three forms SwiftUI takes (`colors:`,
  /// `gradient:`, `stops:`), then `geometry`'s parameters.
  private static func gradientDefinition(
    _ name: String, _ parameters: [Parameter], _ alternative: [Parameter]? = nil,
    geometry: @escaping @Sendable (Call) -> GradientGeometry?
  ) -> Definition {
    let forms = ["colors", "gradient", "stops"]
    let overloads = forms.flatMap { form in
      ([parameters] + (alternative.map { [$0] } ?? [])).map {
        [Parameter.labelled(form, .source, optional: false)] + $0
      }
    }
    return Definition(
      name, role: .view, summary: "view: greedy, takes what it is proposed",
      signatures: overloads,
      build: { call in
        guard let call = call.resolved(overloads), let gradient = gradient(call),
          let geometry = geometry(call)
        else { return nil }
        return .color(Color(gradient: GradientStyle(gradient: gradient, geometry: geometry)))
      },
      print: { node, _ in
        guard case .color(let color) = node.kind else { return "" }
        return ValuePrinter.colorView(color)
      })
  }

  /// The argument written for `label`.
  private static func argument(_ call: Call, _ label: String) -> Argument? {
    call.arguments.first { $0.label == label }
  }

  private static func finite(_ call: Call, _ name: String) -> CGFloat? {
    guard let value = call.length(name) else { return nil }
    guard value.isFinite else {
      call.error("'\(name)' must be finite", at: argument(call, name)?.range.start)
      return nil
    }
    return value
  }

  /// The colours of `colors:`, `gradient: Gradient(…)` or `stops:`.
  private static func gradient(_ call: Call) -> Gradient? {
    if let colors = argument(call, "colors") {
      return Self.colors(colors.value, call).map { .colors($0) }
    }
    if let stops = argument(call, "stops") {
      return Self.stops(stops.value, call).map { .stops($0) }
    }
    guard let written = argument(call, "gradient") else { return nil }
    return gradientValue(written.value, call)
  }

  /// `Gradient(colors: […])` or `Gradient(stops: […])`, written in place.
  static func gradientValue(_ expr: Expr, _ call: Call) -> Gradient? {
    guard case .call(let callee, let arguments, _) = expr,
      isName(callee, "Gradient") || isImplicit(callee, "init"), arguments.count == 1
    else {
      call.error(
        "expected 'Gradient(colors: [...])' or 'Gradient(stops: [...])'", at: expr.range.start)
      return nil
    }
    switch arguments[0].label {
    case "colors": return colors(arguments[0].value, call).map { .colors($0) }
    case "stops": return stops(arguments[0].value, call).map { .stops($0) }
    default:
      call.error(
        "expected 'Gradient(colors: [...])' or 'Gradient(stops: [...])'", at: expr.range.start)
      return nil
    }
  }

  private static func isName(_ expr: Expr, _ name: String) -> Bool {
    if case .name(name, _) = expr { return true }
    return false
  }

  private static func isImplicit(_ expr: Expr, _ name: String) -> Bool {
    if case .implicitMember(name, _) = expr { return true }
    return false
  }

  /// `[.red, .blue]`, each element a colour.
  private static func colors(_ expr: Expr, _ call: Call) -> [Color]? {
    guard case .array(let elements, _) = expr else {
      call.error("expected an array of colours such as '[.red, .blue]'", at: expr.range.start)
      return nil
    }
    var colors: [Color] = []
    for element in elements {
      guard let value = call.interpreter.eval(element, in: call.scope, expecting: .color) else {
        return nil
      }
      guard case .color(let color) = value else {
        call.error("cannot use \(value.kindName) as 'Color'", at: element.range.start)
        return nil
      }
      colors.append(color)
    }
    return colors
  }

  /// `[.init(color: .red, location: 0), Gradient.Stop(color: .blue, location: 1)]`.
  private static func stops(_ expr: Expr, _ call: Call) -> [Gradient.Stop]? {
    guard case .array(let elements, _) = expr else {
      call.error("expected an array of 'Gradient.Stop(color:location:)'", at: expr.range.start)
      return nil
    }
    var stops: [Gradient.Stop] = []
    for element in elements {
      guard case .call(let callee, let arguments, _) = element,
        isImplicit(callee, "init") || isStopType(callee),
        arguments.count == 2, arguments[0].label == "color", arguments[1].label == "location"
      else {
        call.error("expected '.init(color: ..., location: ...)'", at: element.range.start)
        return nil
      }
      guard
        case .color(let color)? = call.interpreter.eval(
          arguments[0].value, in: call.scope, expecting: .color),
        let location = call.interpreter.eval(
          arguments[1].value, in: call.scope, expecting: .number)?.number
      else { return nil }
      guard location.isFinite else {
        call.error("a gradient stop's location must be finite", at: arguments[1].range.start)
        return nil
      }
      stops.append(Gradient.Stop(color: color, location: location))
    }
    return stops
  }

  private static func isStopType(_ expr: Expr) -> Bool {
    if case .member(.name("Gradient", _), "Stop", _) = expr { return true }
    if case .member(.member(.name("Gradient", _), "Stop", _), "init", _) = expr { return true }
    return false
  }

  /// `.degrees(90)`, `.radians(1)`, `Angle(degrees: 90)`, `.zero`; nil (the default) when
  /// not written, after an error when malformed or not finite.
  static func angle(_ call: Call, _ label: String) -> Angle? {
    guard let written = argument(call, label) else { return .zero }
    return angle(written.value, call)
  }

  static func angle(_ expr: Expr, _ call: Call) -> Angle? {
    var unit: String?
    var amount: Expr?
    switch expr {
    case .implicitMember("zero", _), .member(.name("Angle", _), "zero", _): return .zero
    case .call(.implicitMember(let name, _), let arguments, _),
      .call(.member(.name("Angle", _), let name, _), let arguments, _):
      if arguments.count == 1, arguments[0].label == nil, name == "degrees" || name == "radians" {
        (unit, amount) = (name, arguments[0].value)
      }
    case .call(.name("Angle", _), let arguments, _):
      if arguments.count == 1, let label = arguments[0].label,
        label == "degrees" || label == "radians"
      {
        (unit, amount) = (label, arguments[0].value)
      }
    default: break
    }
    guard let unit, let amount else {
      call.error("expected an angle such as '.degrees(90)'", at: expr.range.start)
      return nil
    }
    guard let value = call.interpreter.eval(amount, in: call.scope, expecting: .number)?.number
    else { return nil }
    guard value.isFinite else {
      call.error("the angle must be finite", at: amount.range.start)
      return nil
    }
    return unit == "degrees" ? .degrees(value) : .radians(value)
  }
}
