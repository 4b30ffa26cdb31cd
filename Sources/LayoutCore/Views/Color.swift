/// A colour: a greedy view that fills what it is offered, and a shape style (reference §3.1).
///
/// Named colours keep their name, which is what the terminal maps to its palette and what
/// `dump` prints as the label (`red`, `clear`).
public struct Color: Hashable, Sendable, CustomStringConvertible, PrimitiveView {
  /// A colour's definition: a system name or components.
  public enum Definition: Hashable, Sendable {
    case named(String)
    case rgb(red: Double, green: Double, blue: Double)
    /// A gradient shape style (`LinearGradient(...)`), drawn with its first colour (§21.1).
    case gradient(GradientStyle)
    /// A blur material (`.thinMaterial`), drawn as a grey (§21.2).
    case material(Material)
    /// `.tint`: the environment's tint, the accent colour by default (§21.3).
    case tint
  }

  /// The colour's definition.
  public let definition: Definition
  /// The opacity, 0 (transparent) to 1.
  public let opacityValue: Double

  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    definition = .rgb(red: red, green: green, blue: blue)
    opacityValue = opacity
  }

  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// A system colour by name, as a parsed scene refers to one.
  public init(named name: String, opacity: Double = 1) {
    definition = .named(name)
    opacityValue = opacity
  }

  /// The colour with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    var copy = self
    copy = Color(definition: definition, opacity: opacityValue * opacity)
    return copy
  }

  public init(definition: Definition, opacity: Double) {
    self.definition = definition
    opacityValue = opacity
  }

  /// The system colour names SwiftUI has, in palette order.
  public static let systemNames = [
    "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple",
    "pink", "brown", "white", "gray", "black", "clear", "primary", "secondary", "accentColor",
  ]

  public static let red = Color(named: "red")
  public static let orange = Color(named: "orange")
  public static let yellow = Color(named: "yellow")
  public static let green = Color(named: "green")
  public static let mint = Color(named: "mint")
  public static let teal = Color(named: "teal")
  public static let cyan = Color(named: "cyan")
  public static let blue = Color(named: "blue")
  public static let indigo = Color(named: "indigo")
  public static let purple = Color(named: "purple")
  public static let pink = Color(named: "pink")
  public static let brown = Color(named: "brown")
  public static let white = Color(named: "white")
  public static let gray = Color(named: "gray")
  public static let black = Color(named: "black")
  public static let clear = Color(named: "clear")
  public static let primary = Color(named: "primary")
  public static let secondary = Color(named: "secondary")
  public static let accentColor = Color(named: "accentColor")

  /// The name (`red`), or the components for a custom colour; opacity below 1 is appended.
  public var description: String {
    var text: String
    switch definition {
    case .named(let name): text = name
    case .rgb(let r, let g, let b): text = "rgb(\(r), \(g), \(b))"
    case .gradient(let style):
      text =
        style.geometry.typeName + "("
        + style.gradient.resolvedStops.map { "\($0.color) \(formatLength(CGFloat($0.location)))" }
        .joined(separator: ", ") + ")"
    case .material(let material): text = material.styleName
    case .tint: text = "tint"
    }
    if opacityValue != 1 { text += " opacity \(formatLength(CGFloat(opacityValue)))" }
    return text
  }

  var viewNodes: [ViewNode] { [ViewNode(.color(self))] }
}

/// A way to fill or stroke a shape; LayoutLab's only styles are colours.
public protocol ShapeStyle: Sendable {
  /// The colour this style paints with.
  var resolvedColor: Color { get }
}

extension Color: ShapeStyle {
  public var resolvedColor: Color { self }
}

extension ShapeStyle where Self == Color {
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var green: Color { Color.green }
  public static var mint: Color { Color.mint }
  public static var teal: Color { Color.teal }
  public static var cyan: Color { Color.cyan }
  public static var blue: Color { Color.blue }
  public static var indigo: Color { Color.indigo }
  public static var purple: Color { Color.purple }
  public static var pink: Color { Color.pink }
  public static var brown: Color { Color.brown }
  public static var white: Color { Color.white }
  public static var gray: Color { Color.gray }
  public static var black: Color { Color.black }
  public static var clear: Color { Color.clear }
  public static var primary: Color { Color.primary }
  public static var secondary: Color { Color.secondary }
}
