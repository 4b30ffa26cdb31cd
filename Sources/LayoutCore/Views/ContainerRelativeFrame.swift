/// The values of `containerRelativeFrame(_:count:span:spacing:alignment:)` and
/// `containerRelativeFrame(_:alignment:)` (reference §14.8).
///
/// On each of `axes` the view is framed to a length worked out from the nearest container's
/// length there: all of it without a count, else `span` of `count` columns `spacing` apart.
public struct ContainerRelativeFrame: Equatable, Sendable {
  /// The axes whose length comes from the container; the others keep the parent's proposal.
  public var axes: Axis.Set
  /// How many equal parts the container's length is cut into, or nil for the whole length.
  public var count: Int?
  /// How many of the parts the view takes, with the spacing between them.
  public var span: Int
  /// The space between two parts.
  public var spacing: CGFloat
  /// Where the content sits in the frame.
  public var alignment: Alignment

  /// The whole container on `axes`: `containerRelativeFrame(.horizontal)`.
  public init(axes: Axis.Set, alignment: Alignment = .center) {
    self.axes = axes
    self.count = nil
    self.span = 1
    self.spacing = 0
    self.alignment = alignment
  }

  /// `span` of `count` parts: `containerRelativeFrame(.horizontal, count: 3, spacing: 10)`.
  public init(
    axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) {
    self.axes = axes
    self.count = count
    self.span = span
    self.spacing = spacing
    self.alignment = alignment
  }

  /// The view's length in a container `container` long, as Apple's documentation gives it:
  /// `(container − spacing × (count − 1)) / count × span + spacing × (span − 1)`, at least 0.
  public func length(in container: CGFloat) -> CGFloat {
    guard let count else { return Swift.max(0, container) }
    let parts = CGFloat(count)
    let column = (container - spacing * (parts - 1)) / parts
    let length = column * CGFloat(span) + spacing * CGFloat(span - 1)
    return length.isNaN ? 0 : Swift.max(0, length)
  }
}
