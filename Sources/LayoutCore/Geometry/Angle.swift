/// A geometric angle, SwiftUI's `Angle`, for layouts that place views around a circle.
///
///     let step = Angle.degrees(360 / Double(subviews.count)).radians
public struct Angle: Hashable, Comparable, Sendable {
  /// The angle in radians.
  public var radians: Double
  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  public init() { radians = 0 }
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { radians = degrees * .pi / 180 }

  public static let zero = Angle()
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
  public static func + (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians + rhs.radians)
  }
  public static func - (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians - rhs.radians)
  }
  public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
}

extension Angle {
  /// How many quarter turns `angle` is (0 to 3), or nil when it is not a whole number of
  /// them: the turns a cell grid can draw exactly (§12 item 34).
  public static func quarterTurns(_ angle: Angle) -> Int? {
    let turns = angle.degrees / 90
    let whole = turns.rounded()
    guard abs(turns - whole) < 1e-9, whole.isFinite else { return nil }
    let count = Int(whole) % 4
    return count < 0 ? count + 4 : count
  }
}
