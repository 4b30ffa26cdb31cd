/// A flexible space that expands along its stack's axis, or both axes outside a stack (§3.2).
///
/// Its ideal and minimum length is `minLength` (8 by default), it is 0 across a stack's axis,
/// and its layout priority is −∞, so it only gets what the other children leave.
public struct Spacer: PrimitiveView {
  /// The minimum length, or nil for the platform default of 8.
  public let minLength: CGFloat?

  public init(minLength: CGFloat? = nil) { self.minLength = minLength }

  var viewNodes: [ViewNode] { [ViewNode(.spacer(minLength: minLength))] }
}
