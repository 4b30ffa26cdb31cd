import LayoutCore

/// The sRGB values of SwiftUI's system colours, for pictures drawn in points.
///
/// The terminal maps a colour to its palette by name; a picture for an article needs the colour
/// itself. These are iOS's light-mode values as Apple's Human Interface Guidelines list them
/// ("Color", the system colours table); `primary` is black, `secondary` a 60% grey, the accent
/// colour is blue, as on a new project.
enum SystemColors {
  /// `#RRGGBB` and opacity of `color` in the light appearance; nil for clear.
  static func css(_ color: Color, tint: Color? = nil) -> (hex: String, opacity: Double)? {
    switch color.definition {
    case .named(let name):
      guard name != "clear", let hex = named[name] else { return nil }
      return (hex, color.opacityValue)
    case .rgb(let red, let green, let blue):
      return (hex(red, green, blue), color.opacityValue)
    case .gradient(let style):
      // A gradient is drawn in its first stop's colour, as in the terminal (§21.1).
      return css(style.gradient.firstColor.opacity(color.opacityValue), tint: tint)
    case .material:
      return ("#D1D1D6", 0.8 * color.opacityValue)
    case .tint:
      return css((tint ?? .blue).opacity(color.opacityValue))
    }
  }

  private static let named: [String: String] = [
    "red": "#FF3B30", "orange": "#FF9500", "yellow": "#FFCC00", "green": "#34C759",
    "mint": "#00C7BE", "teal": "#30B0C7", "cyan": "#32ADE6", "blue": "#007AFF",
    "indigo": "#5856D6", "purple": "#AF52DE", "pink": "#FF2D55", "brown": "#A2845E",
    "white": "#FFFFFF", "gray": "#8E8E93", "black": "#000000", "primary": "#000000",
    "secondary": "#8A8A8E", "accentColor": "#007AFF",
  ]

  private static func hex(_ red: Double, _ green: Double, _ blue: Double) -> String {
    func byte(_ value: Double) -> String {
      let clamped = value.isFinite ? Swift.min(1, Swift.max(0, value)) : 0
      let text = String(Int((clamped * 255).rounded()), radix: 16, uppercase: true)
      return text.count == 1 ? "0" + text : text
    }
    return "#" + byte(red) + byte(green) + byte(blue)
  }
}
