/// The horizontal or vertical dimension of a layout.
///
/// Stacks run one algorithm along their major axis (reference §4), so most of the engine is
/// written against an `Axis` and its `other`.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
  case horizontal
  case vertical

  /// A set of axes, as in `fixedSize(horizontal:vertical:)` or `ScrollView(.vertical)`.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }

  /// The perpendicular axis.
  @inlinable var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
  /// The length along `axis`.
  @inlinable subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// A size with `major` along `axis` and `minor` across it.
  @inlinable init(_ axis: Axis, major: CGFloat, minor: CGFloat) {
    if axis == .horizontal {
      self.init(width: major, height: minor)
    } else {
      self.init(width: minor, height: major)
    }
  }
}

extension CGPoint {
  /// The coordinate along `axis`.
  @inlinable subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? x : y }
    set {
      if axis == .horizontal { x = newValue } else { y = newValue }
    }
  }

  /// A point with `major` along `axis` and `minor` across it.
  @inlinable init(_ axis: Axis, major: CGFloat, minor: CGFloat) {
    if axis == .horizontal {
      self.init(x: major, y: minor)
    } else {
      self.init(x: minor, y: major)
    }
  }
}
