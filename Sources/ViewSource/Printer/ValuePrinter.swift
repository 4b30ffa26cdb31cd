import LayoutCore

/// Prints values as Swift source: numbers, colours, alignments, edges, insets.
enum ValuePrinter {
  /// `300`, `0.25`, `.infinity`, `-8`: the shortest text that reads back as the same value.
  static func number(_ value: CGFloat) -> String {
    number(Double(value))
  }

  static func number(_ value: Double) -> String {
    if value == .infinity { return ".infinity" }
    if value == -.infinity { return "-.infinity" }
    if value.isNaN { return ".nan" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }

  /// `label: value` pairs in a call, leaving out the nil ones: `(width: 300, height: 60)`.
  static func arguments(_ pairs: [(String?, String?)]) -> String {
    let written = pairs.compactMap { label, value in
      value.map { (label.map { "\($0): " } ?? "") + $0 }
    }
    return "(" + written.joined(separator: ", ") + ")"
  }

  /// A colour where a `Color` is expected: `.red`, `.blue.opacity(0.5)`, `Color(red: 1, ...)`.
  static func color(_ color: Color) -> String {
    var text: String
    switch color.definition {
    case .named(let name) where name.hasPrefix(Catalog.assetPrefix):
      text = "Color(" + string(String(name.dropFirst(Catalog.assetPrefix.count))) + ")"
    case .named(let name): text = "." + name
    case .rgb(let r, let g, let b):
      text = "Color(red: \(number(r)), green: \(number(g)), blue: \(number(b)))"
    case .gradient(let style): text = gradient(style)
    case .material(let material): text = "." + material.styleName
    case .tint: text = ".tint"
    }
    if color.opacityValue != 1 { text += ".opacity(\(number(color.opacityValue)))" }
    return text
  }

  /// A colour as a view: `Color.red`, `Color.blue.opacity(0.5)`; a material as
  /// `Material.thin`, which reads back as the same style.
  static func colorView(_ color: Color) -> String {
    let text = self.color(color)
    if case .material(let material) = color.definition {
      return "Material." + material.rawValue + text.dropFirst(1 + material.styleName.count)
    }
    return text.hasPrefix(".") ? "Color" + text : text
  }

  /// `LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)`: the
  /// gradient's type, its colours as written (`colors:` or `stops:`), then its geometry,
  /// defaults left out (reference §21.1).
  static func gradient(_ style: GradientStyle) -> String {
    if case .automatic = style.geometry, case .colors(let list) = style.gradient, list.count == 1 {
      return color(list[0]) + ".gradient"
    }
    let colors: String
    switch style.gradient {
    case .colors(let list):
      colors = "colors: [" + list.map { color($0) }.joined(separator: ", ") + "]"
    case .stops(let list):
      colors =
        "stops: ["
        + list.map { ".init(color: \(color($0.color)), location: \(number($0.location)))" }
        .joined(separator: ", ") + "]"
    }
    var pairs: [(String?, String?)] = [(nil, colors)]
    switch style.geometry {
    case .linear(let start, let end):
      pairs += [("startPoint", unitPoint(start)), ("endPoint", unitPoint(end))]
    case .radial(let center, let start, let end):
      pairs += [
        ("center", unitPoint(center)), ("startRadius", number(start)), ("endRadius", number(end)),
      ]
    case .angular(let center, let start, let end):
      pairs += [
        ("center", unitPoint(center)), ("startAngle", start == .zero ? nil : angle(start)),
        ("endAngle", end == .zero ? nil : angle(end)),
      ]
    case .automatic: break
    case .elliptical(let center, let start, let end):
      pairs += [
        ("center", center == .center ? nil : unitPoint(center)),
        ("startRadiusFraction", start == 0 ? nil : number(start)),
        ("endRadiusFraction", end == 0.5 ? nil : number(end)),
      ]
    }
    return style.geometry.typeName + arguments(pairs)
  }

  /// `.top`, `UnitPoint(x: 0.2, y: 0.8)`.
  static func unitPoint(_ point: UnitPoint) -> String {
    if let name = SceneInterpreter.unitPointNames.sorted(by: { $0.key < $1.key })
      .first(where: { $0.value == point })?.key
    {
      return "." + name
    }
    return "UnitPoint(x: \(number(point.x)), y: \(number(point.y)))"
  }

  /// `.degrees(90)` when degrees to six places give the same angle back; radians otherwise.
  static func angle(_ angle: Angle) -> String {
    let degrees = (angle.degrees * 1e6).rounded() / 1e6
    if Angle.degrees(degrees) == angle { return ".degrees(\(number(degrees)))" }
    return ".radians(\(number(angle.radians)))"
  }

  static func guide(_ guide: HorizontalAlignment) -> String { "." + guide.description }
  static func guide(_ guide: VerticalAlignment) -> String { "." + guide.description }

  static func alignment(_ alignment: Alignment) -> String {
    let description = alignment.description
    if !description.hasPrefix("(") { return "." + description }
    return
      "Alignment(horizontal: \(guide(alignment.horizontal)), vertical: \(guide(alignment.vertical)))"
  }

  /// `.all`, `.horizontal`, `.top`, `[.top, .leading]`, `[]`.
  static func edges(_ edges: Edge.Set) -> String {
    let names: [(Edge.Set, String)] = [
      (.all, "all"), (.horizontal, "horizontal"), (.vertical, "vertical"), (.top, "top"),
      (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing"),
    ]
    if let name = names.first(where: { $0.0 == edges })?.1 { return "." + name }
    let parts = [
      (Edge.Set.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing"),
    ]
    .filter { edges.contains($0.0) }.map { "." + $0.1 }
    return "[" + parts.joined(separator: ", ") + "]"
  }

  /// `.horizontal`, `.vertical`, `[.horizontal, .vertical]`, `[]`.
  static func axes(_ axes: Axis.Set) -> String {
    if axes == .horizontal { return ".horizontal" }
    if axes == .vertical { return ".vertical" }
    return axes.isEmpty ? "[]" : "[.horizontal, .vertical]"
  }

  static func insets(_ insets: EdgeInsets) -> String {
    "EdgeInsets(top: \(number(insets.top)), leading: \(number(insets.leading)), bottom: \(number(insets.bottom)), trailing: \(number(insets.trailing)))"
  }

  /// A string literal with Swift's escapes.
  static func string(_ text: String) -> String {
    "\"" + SyntaxPrinter.escape(text) + "\""
  }
}
