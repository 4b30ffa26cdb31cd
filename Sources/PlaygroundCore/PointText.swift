import LayoutCore

/// Lengths in points as the playground writes them: `300`, `94.667`, `∞`, `nil`, `300×60`.
///
/// The same notation as `layoutlab trace` and the box labels, so that a number in the
/// inspector can be found again in the trace pane and on the canvas.
enum PointText {
  /// One length: whole numbers without a fraction, others to three decimals.
  static func length(_ value: CGFloat) -> String {
    if value == .infinity { return "∞" }
    if value == -.infinity { return "-∞" }
    if value.isNaN { return "nan" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() && abs(rounded) < 1e15 {
      return String(Int(rounded == 0 ? 0 : rounded))
    }
    var text = String(Double(rounded))
    if let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) > 4 {
      text = String(text[..<text.index(dot, offsetBy: 4)])
    }
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

  /// An optional length: `nil` when unset.
  static func length(_ value: CGFloat?) -> String {
    value.map { length($0) } ?? "nil"
  }

  /// A size: `300×60`.
  static func size(_ size: CGSize) -> String {
    length(size.width) + "×" + length(size.height)
  }

  /// A priority or other plain number: `1`, `0.5`.
  static func number(_ value: Double) -> String {
    if value == .infinity { return "∞" }
    if value == -.infinity { return "-∞" }
    return length(CGFloat(value))
  }

  /// A point: `(95, 20)`.
  static func point(_ point: CGPoint) -> String {
    "(\(length(point.x)), \(length(point.y)))"
  }
}
