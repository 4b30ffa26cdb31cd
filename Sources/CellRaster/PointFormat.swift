import LayoutCore

/// Numbers in points as labels show them: `300`, `94.667`, `∞`, and sizes as `300×60`.
///
/// The same notation as `layoutlab trace` and the inspector, so a box's label can be matched
/// with the trace: whole numbers without a fraction, others to three decimals.
enum PointFormat {
  /// One length: `300`, `94.667`, `∞`.
  static func length(_ value: CGFloat) -> String { formatLength(value) }

  /// A size: `300×60`, with `times` between width and height.
  static func size(_ size: CGSize, times: Character = "×") -> String {
    length(size.width) + String(times) + length(size.height)
  }
}
