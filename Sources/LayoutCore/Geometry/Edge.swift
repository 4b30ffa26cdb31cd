/// One of the four edges of a rectangle, as SwiftUI names them (no right-to-left support yet).
///
/// Padding, safe areas and spacing all speak in edges; `Edge.Set` selects several at once.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  case top
  case leading
  case bottom
  case trailing

  /// A set of edges, as in `padding(.horizontal, 8)` or `ignoresSafeArea(edges: .top)`.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set holding exactly `edge`.
    public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.top, .leading, .bottom, .trailing]

    /// The edges in the set, in `Edge` order.
    var edges: [Edge] { Edge.allCases.filter { contains(Set($0)) } }
  }

  /// The axis along which this edge faces.
  var axis: Axis { self == .leading || self == .trailing ? .horizontal : .vertical }
}
