/// Data that can be interpolated, the requirement `Layout` inherits from SwiftUI's `Animatable`.
///
/// LayoutLab does not animate; the protocols exist so that a layout written for SwiftUI, which
/// may declare `animatableData`, compiles unchanged.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component by `rhs`.
  mutating func scale(by rhs: Double)
  /// The dot product with itself.
  var magnitudeSquared: Double { get }
}

/// A type whose values can be animated: `Layout` refines it, as in SwiftUI.
public protocol Animatable {
  /// The animatable part of the value.
  associatedtype AnimatableData: VectorArithmetic = EmptyAnimatableData
  /// The animatable part of the value.
  var animatableData: AnimatableData { get set }
}

/// The animatable data of a value with nothing to animate.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  public init() {}
  public static var zero: EmptyAnimatableData { .init() }
  public static func + (lhs: Self, rhs: Self) -> Self { .init() }
  public static func - (lhs: Self, rhs: Self) -> Self { .init() }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}

/// A pair of animatable values.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
  public static var zero: Self { .init(.zero, .zero) }
  public static func + (lhs: Self, rhs: Self) -> Self {
    .init(lhs.first + rhs.first, lhs.second + rhs.second)
  }
  public static func - (lhs: Self, rhs: Self) -> Self {
    .init(lhs.first - rhs.first, lhs.second - rhs.second)
  }
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}

extension CGFloat: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

extension Float: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}
