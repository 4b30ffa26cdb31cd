/// The values of `safeAreaInset(edge:alignment:spacing:content:)` (reference §14.6).
///
/// SwiftUI has two overloads, a `VerticalEdge` with a `HorizontalAlignment` and a
/// `HorizontalEdge` with a `VerticalAlignment`; one value holds both, its alignment a guide on
/// the axis across `edge`, so that no node can pair a bottom edge with a vertical guide.
public struct SafeAreaInset: Equatable, Sendable {
  /// The edge the inset content sits on, whose safe area it takes.
  public var edge: Edge
  /// The guide that lines the inset content up with the modified view, across `edge`.
  public var alignment: AlignmentKey
  /// The gap between the modified view and the inset content; nil for the two views' spacing.
  public var spacing: CGFloat?

  /// A top or bottom inset, aligned horizontally.
  public init(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil)
  {
    self.edge = edge == .top ? .top : .bottom
    self.alignment = alignment.key
    self.spacing = spacing
  }

  /// A leading or trailing inset, aligned vertically.
  public init(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil)
  {
    self.edge = edge == .leading ? .leading : .trailing
    self.alignment = alignment.key
    self.spacing = spacing
  }

  /// The alignment as a horizontal guide, for a top or bottom inset.
  public var horizontalAlignment: HorizontalAlignment? {
    alignment.axis == .horizontal ? HorizontalAlignment(key: alignment) : nil
  }

  /// The alignment as a vertical guide, for a leading or trailing inset.
  public var verticalAlignment: VerticalAlignment? {
    alignment.axis == .vertical ? VerticalAlignment(key: alignment) : nil
  }
}

/// The top or bottom edge: the edges a `safeAreaInset` with a horizontal alignment sits on.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
  case top
  case bottom
}

/// The leading or trailing edge: the edges a `safeAreaInset` with a vertical alignment sits on.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
  case leading
  case trailing
}
