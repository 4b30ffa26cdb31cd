import LayoutCore

/// Lengths in points as the playground writes them: `300`, `94.667`, `∞`, `nil`, `300×60`.
///
/// The same notation as `layoutlab trace` and the box labels, so that a number in the
/// inspector can be found again in the trace pane and on the canvas.
enum PointText {
  /// One length: whole numbers without a fraction, others to three decimals.
  static func length(_ value: CGFloat) -> String { formatLength(value) }

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
