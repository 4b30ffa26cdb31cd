/// A proxy for one subview of a custom layout: measure it, read its traits, place it (§9.1).
///
/// A subview is sized by the proposal given to `place`, not by any size measured before, and
/// every measurement goes through the engine's per-view cache.
public struct LayoutSubview: Equatable {
  let node: LayoutNode
  let index: Int
  let recorder: PlacementRecorder?

  /// The subview's size for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    node.sizeThatFits(proposal)
  }

  /// The subview's size and alignment guides for `proposal`.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    node.dimensions(in: proposal)
  }

  /// Places the subview so that its `anchor` point lands at `position`, sized for `proposal`.
  ///
  /// A non-finite position, a precondition failure in SwiftUI, is recorded as zero and
  /// reported in the layout's diagnostics instead of crashing the playground.
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    let origin = self.origin(at: position, anchor: anchor, proposal: proposal)
    recorder?.record(ChildPlacement(origin: origin, proposal: proposal), at: index)
  }

  /// The top-leading corner `place(at:anchor:proposal:)` gives the subview.
  func origin(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) -> CGPoint {
    origin(at: position, anchor: anchor, size: node.sizeThatFits(proposal))
  }

  /// The top-leading corner of the subview of `size` placed with its `anchor` at `position`;
  /// a non-finite one is diagnosed and read as 0.
  func origin(at position: CGPoint, anchor: UnitPoint, size: CGSize) -> CGPoint {
    Self.origin(at: position, anchor: anchor, size: size) { node.context.diagnose(node, $0) }
  }

  /// The top-leading corner of a view of `size` placed with its `anchor` at `position`,
  /// finite or not.
  static func unclampedOrigin(at position: CGPoint, anchor: UnitPoint, size: CGSize) -> CGPoint {
    CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
  }

  /// The top-leading corner of a view of `size` placed with its `anchor` at `position`; a
  /// non-finite one is told to `diagnose` and read as 0.
  static func origin(
    at position: CGPoint, anchor: UnitPoint, size: CGSize, diagnose: (String) -> Void
  ) -> CGPoint {
    var origin = unclampedOrigin(at: position, anchor: anchor, size: size)
    if !origin.x.isFinite || !origin.y.isFinite {
      diagnose(
        "placed at a non-finite position (\(formatLength(position.x)), "
          + "\(formatLength(position.y))); using 0 for what is not finite")
      origin = CGPoint(x: origin.x.isFinite ? origin.x : 0, y: origin.y.isFinite ? origin.y : 0)
    }
    return origin
  }

  /// The subview's layout priority: −∞ for a Spacer, 0 by default (§3.2, §7).
  public var priority: Double { node.layoutPriority }

  /// The subview's spacing preferences.
  public var spacing: ViewSpacing { node.spacing }

  /// The value the subview set for `key` with `layoutValue(key:value:)`, or the default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    node.layoutValue(for: key) ?? K.defaultValue
  }

  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
    lhs.node === rhs.node
  }
}

/// The subviews of a custom layout, in order (§9.1).
public struct LayoutSubviews: RandomAccessCollection, Equatable {
  let nodes: [LayoutNode]
  let recorder: PlacementRecorder?
  public let startIndex: Int
  public let endIndex: Int

  init(_ nodes: [LayoutNode], recorder: PlacementRecorder? = nil) {
    self.init(nodes, recorder: recorder, range: nodes.indices)
  }

  init(_ nodes: [LayoutNode], recorder: PlacementRecorder?, range: Range<Int>) {
    self.nodes = nodes
    self.recorder = recorder
    startIndex = range.lowerBound
    endIndex = range.upperBound
  }

  public subscript(position: Int) -> LayoutSubview {
    LayoutSubview(node: nodes[position], index: position, recorder: recorder)
  }

  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(nodes, recorder: recorder, range: bounds)
  }

  /// The direction the subviews read in.
  public var layoutDirection: LayoutDirection { .leftToRight }

  /// The same subviews, with placements going to `recorder`.
  func recording(into recorder: PlacementRecorder) -> LayoutSubviews {
    LayoutSubviews(nodes, recorder: recorder, range: startIndex..<endIndex)
  }

  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
    lhs.startIndex == rhs.startIndex && lhs.endIndex == rhs.endIndex
      && zip(lhs, rhs).allSatisfy { $0 == $1 }
  }
}

/// Where a layout put one child: its top-leading corner and the proposal that sized it.
struct ChildPlacement: Equatable {
  var origin: CGPoint
  var proposal: ProposedViewSize
  /// True for a child that is not laid out at all: the children a `ViewThatFits` did not
  /// choose (§14.2). The placed tree leaves it out.
  var isSkipped = false
  /// The layers of safe area the child sees inside its parent's, outermost first: a
  /// `safeAreaInset`'s or `safeAreaPadding`'s content has one or four (§14.6, §14.7).
  var safeAreaLayers: [SafeAreaLayer] = []
}

/// Collects the placements a layout makes during one `placeSubviews` call.
final class PlacementRecorder {
  @exclusivity(unchecked) private var placements: [ChildPlacement?]

  init(count: Int) { placements = Array(repeating: nil, count: count) }

  func record(_ placement: ChildPlacement, at index: Int) {
    if placements.indices.contains(index) { placements[index] = placement }
  }

  /// The recorded placement, or the default for an unplaced subview: the container's own
  /// proposal, centred in its bounds (`ViewLayoutEngine.childGeometries`, §9.1).
  func placement(
    at index: Int, of node: LayoutNode, centredIn bounds: CGRect, proposal: ProposedViewSize
  ) -> ChildPlacement {
    if let placement = placements[index] { return placement }
    let size = node.sizeThatFits(proposal)
    return ChildPlacement(
      origin: CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2),
      proposal: proposal)
  }
}
