/// The inset distances for the four edges of a rectangle.
///
/// Used by `padding(_:)`, `listRowInsets(_:)` and the canvas's simulated safe area (reference §1.1).
public struct EdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  /// Creates insets from the four distances.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Creates insets with the same distance on every edge.
  public init(_all length: CGFloat) {
    self.init(top: length, leading: length, bottom: length, trailing: length)
  }

  /// Insets of `length` on `edges` and zero elsewhere.
  init(_ edges: Edge.Set, _ length: CGFloat) {
    self.init(
      top: edges.contains(.top) ? length : 0,
      leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0,
      trailing: edges.contains(.trailing) ? length : 0)
  }

  /// The distance on `edge`.
  subscript(edge: Edge) -> CGFloat {
    switch edge {
    case .top: top
    case .leading: leading
    case .bottom: bottom
    case .trailing: trailing
    }
  }

  /// Leading plus trailing.
  var horizontal: CGFloat { leading + trailing }
  /// Top plus bottom.
  var vertical: CGFloat { top + bottom }
}
