/// A blur material, SwiftUI's `Material` (`.thinMaterial`, `.bar`): a shape style that lays out
/// like `Color` (greedy, 10×10 ideal) and draws translucent; LayoutLab draws it as a grey
/// (reference §12 item 31, §21.2).
public enum Material: String, Hashable, Sendable, CaseIterable {
  case ultraThin, thin, regular, thick, ultraThick, bar

  /// The ShapeStyle member that names it: `ultraThinMaterial`, `bar`.
  public var styleName: String { self == .bar ? "bar" : rawValue + "Material" }

  /// The material whose ShapeStyle member is `name`.
  public init?(styleName name: String) {
    guard let material = Self.allCases.first(where: { $0.styleName == name }) else { return nil }
    self = material
  }

  /// The grey the terminal draws it with, lighter for thinner materials: white levels
  /// from 0.55 (ultra thin) to 0.30 (ultra thick) of the dark appearance (§12 item 31).
  public var white: Double {
    switch self {
    case .ultraThin: 0.55
    case .thin: 0.5
    case .regular, .bar: 0.42
    case .thick: 0.36
    case .ultraThick: 0.3
    }
  }
}

extension Color {
  /// A material as a colour value, which is how LayoutLab passes every shape style.
  public init(material: Material) { self.init(definition: .material(material), opacity: 1) }

  /// `.tint`: the environment's tint, the accent colour unless `.tint(_:)` sets one.
  public static let tint = Color(definition: .tint, opacity: 1)

  /// The colour a style paints with on the cell grid: a gradient's first stop, a material's
  /// grey, the environment's tint (`tint`, the accent colour when nil); a colour itself.
  public func painted(tint: Color? = nil) -> Color {
    switch definition {
    case .named, .rgb: return self
    case .gradient(let style):
      return style.gradient.firstColor.painted(tint: tint).opacity(opacityValue)
    case .material(let material): return Color(white: material.white, opacity: opacityValue)
    case .tint:
      let color = (tint ?? .accentColor)
      let base = color.definition == .tint ? Color.accentColor : color.painted()
      return base.opacity(opacityValue)
    }
  }
}

extension ShapeStyle where Self == Color {
  public static var tint: Color { Color.tint }
  public static var ultraThinMaterial: Color { Color(material: .ultraThin) }
  public static var thinMaterial: Color { Color(material: .thin) }
  public static var regularMaterial: Color { Color(material: .regular) }
  public static var thickMaterial: Color { Color(material: .thick) }
  public static var ultraThickMaterial: Color { Color(material: .ultraThick) }
  public static var bar: Color { Color(material: .bar) }
  public static var tertiary: Color { Color(named: "tertiary") }
  public static var quaternary: Color { Color(named: "quaternary") }
}
