import LayoutCore

/// Numbers in points as labels show them: `300`, `94.667`, `∞`, and sizes as `300×60`.
///
/// The same notation as `layoutlab trace` and the inspector, so a box's label can be matched
/// with the trace: whole numbers without a fraction, others to three decimals.
enum PointFormat {
  /// One length: `300`, `94.667`, `∞`.
  static func length(_ value: CGFloat) -> String {
    if value == .infinity { return "∞" }
    if value == -.infinity { return "-∞" }
    if value.isNaN { return "nan" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() && abs(rounded) < 1e15 {
      return String(Int(rounded == 0 ? 0 : rounded))
    }
    var text = String(Double(rounded))
    if text.contains("e") { return text }
    let parts = text.split(separator: ".")
    if parts.count == 2, parts[1].count > 3 {
      text = parts[0] + "." + parts[1].prefix(3)
    }
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

  /// A size: `300×60`, with `times` between width and height.
  static func size(_ size: CGSize, times: Character = "×") -> String {
    length(size.width) + String(times) + length(size.height)
  }
}
