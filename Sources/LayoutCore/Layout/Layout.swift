/// A type that sizes and places a collection of subviews: SwiftUI's `Layout` protocol (§9).
///
/// A layout written for SwiftUI compiles against LayoutCore with `import LayoutCore` in place of
/// `import SwiftUI`. The built-in stacks are layouts too, so a custom layout and `HStack`
/// negotiate through the same code.
///
///     struct EqualWidthHStack: Layout {
///       func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { ... }
///       func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { ... }
///     }
public protocol Layout: Animatable {
  /// Properties of the layout, such as the axis Spacers inside expand along.
  static var layoutProperties: LayoutProperties { get }

  /// Cached values shared between the calls of one layout.
  associatedtype Cache = Void

  /// The subviews of the container.
  typealias Subviews = LayoutSubviews

  /// The size of the container for `proposal`; may be called many times per pass with
  /// different proposals (0, ∞, nil and concrete values), so it must be a function of its inputs.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

  /// Places each subview with `LayoutSubview.place(at:anchor:proposal:)`. `bounds` is in the
  /// parent's coordinates and its size is one of `sizeThatFits`'s answers; unplaced subviews
  /// are centred.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

  /// The container's explicit value for a horizontal guide, in `bounds`' coordinates.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?

  /// The container's explicit value for a vertical guide, in `bounds`' coordinates.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?

  /// The container's spacing preferences, as its parent sees them.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

  /// Creates the cache for a set of subviews.
  func makeCache(subviews: Subviews) -> Cache

  /// Updates the cache after the subviews changed.
  func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// The union of all subviews' preferences on all edges, or `.zero` with no subviews (§9.1).
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    guard !subviews.isEmpty else { return .zero }
    var result = ViewSpacing()
    for subview in subviews { result.formUnion(subview.spacing) }
    return result
  }

  /// By default a layout forwards its subviews' explicit values for custom guides and text
  /// baselines, combined by the guide's rule and offset by where it places them (§9.2).
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    defaultExplicitAlignment(
      guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    defaultExplicitAlignment(
      guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  /// `ViewLayoutEngine.defaultAlignment`: place the subviews into a scratch buffer and combine
  /// their explicit values at their placed positions. Edge and centre guides combine to nil,
  /// so they skip the work.
  func defaultExplicitAlignment(
    _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    combinedExplicitAlignment(key, in: bounds, proposal: proposal, subviews: subviews) {
      placeSubviews(in: bounds, proposal: proposal, subviews: $0, cache: &cache)
    }
  }
}

/// `ViewLayoutEngine.defaultAlignment` for a layout that places with `place`: the subviews
/// placed into a scratch buffer, their explicit values combined at their placed positions.
func combinedExplicitAlignment(
  _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
  place: (LayoutSubviews) -> Void
) -> CGFloat? {
  guard !key.isFrameAlignment, !subviews.isEmpty,
    bounds.size.width.isFinite, bounds.size.height.isFinite
  else { return nil }
  let recorder = PlacementRecorder(count: subviews.count)
  let scratch = subviews.recording(into: recorder)
  place(scratch)
  var values: [CGFloat] = []
  for (offset, subview) in scratch.enumerated() {
    let placement = recorder.placement(
      at: offset, of: subview.node, centredIn: bounds, proposal: proposal)
    if let value = subview.node.explicitAlignment(key, proposal: placement.proposal) {
      values.append(placement.origin[key.axis] + value)
    }
  }
  return key.combineExplicit(values)
}

extension Layout where Cache == Void {
  public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
  /// The layout applied to `content`'s views: `MyLayout() { Text("a"); Text("b") }`.
  public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
    NodeView(ViewNode(.layout(AnyLayout(self)), children: content().viewNodes))
  }
}

/// The direction in which a layout reads; LayoutLab lays out left to right only.
public enum LayoutDirection: Hashable, Sendable {
  case leftToRight
  case rightToLeft
}
