/// A proposal for the size of a view: what a parent offers a child (reference §2).
///
/// Each dimension is `nil` (unspecified: answer your ideal size), `0` (answer your minimum),
/// `.infinity` (answer your maximum) or a finite offer the child may answer as it likes.
/// The explicit `nil` and `.infinity` values are the vocabulary of the whole negotiation,
/// so they are never replaced by magic numbers.
///
///     let ideal = ProposedViewSize.unspecified
///     ideal.replacingUnspecifiedDimensions()  // 10×10
public struct ProposedViewSize: Hashable, Sendable {
  /// The proposed width, or `nil` for an unspecified width.
  public var width: CGFloat?
  /// The proposed height, or `nil` for an unspecified height.
  public var height: CGFloat?

  /// Creates a proposal from an optional width and height.
  @inlinable public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// Creates a proposal that offers exactly `size`.
  @inlinable public init(_ size: CGSize) {
    self.width = size.width
    self.height = size.height
  }

  /// A proposal of zero on both axes: asks for the minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// A proposal of infinity on both axes: asks for the maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  /// A proposal with both dimensions unspecified: asks for the ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)

  /// The size with each unspecified dimension replaced by the matching one of `size`.
  ///
  /// The default of 10×10 is SwiftUI's, chosen "to prevent a flexible view from disappearing
  /// into a zero-sized frame" (reference §2).
  public func replacingUnspecifiedDimensions(
    by size: CGSize = CGSize(width: 10, height: 10)
  ) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}

extension ProposedViewSize {
  /// The proposed length along `axis`.
  @inlinable public subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// A proposal with `major` along `axis` and `minor` across it.
  @inlinable init(_ axis: Axis, major: CGFloat?, minor: CGFloat?) {
    if axis == .horizontal {
      self.init(width: major, height: minor)
    } else {
      self.init(width: minor, height: major)
    }
  }

  /// The proposal shrunk by `insets`; `nil` stays `nil`, and no value goes below zero
  /// (`_ProposedSize.inset(by:)`, reference §2).
  func inset(by insets: EdgeInsets) -> ProposedViewSize {
    ProposedViewSize(
      width: width.map { Swift.max(0, $0 - insets.leading - insets.trailing) },
      height: height.map { Swift.max(0, $0 - insets.top - insets.bottom) })
  }
}

extension ProposedViewSize: CustomStringConvertible {
  /// `300×60`, `nil×60`, `∞×∞`: the notation of the trace.
  public var description: String {
    "\(Self.format(width))×\(Self.format(height))"
  }

  /// One proposed length in the trace's notation.
  static func format(_ value: CGFloat?) -> String {
    guard let value else { return "nil" }
    return formatLength(value)
  }
}

/// A length as people read it: `300`, `94.667`, `∞`.
///
/// The one notation of lengths across LayoutLab (the trace, box labels, the inspector), so
/// that a number seen in one place can be found in another: whole numbers without a fraction,
/// others to at most three decimals.
public func formatLength(_ value: CGFloat) -> String {
  if value == .infinity { return "∞" }
  if value == -.infinity { return "-∞" }
  if value.isNaN { return "nan" }
  let rounded = (value * 1000).rounded() / 1000
  if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
  var text = String(format: "%.3f", Double(rounded))
  while text.hasSuffix("0") { text.removeLast() }
  return text
}
