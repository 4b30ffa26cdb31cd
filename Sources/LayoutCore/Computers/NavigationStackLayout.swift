import Foundation

/// A behaviour that puts bars at the edges of its frame: the placed tree reports them
/// beside the children (reference §14.9, §14.10).
protocol NavigationBarLayout: LayoutBehavior {
  /// The bars of a node placed in `frame`.
  func bars(in frame: CGRect, node: LayoutNode) -> [NavigationBar]
}

/// `NavigationStack { root }` and `NavigationView { root }` as a node's behaviour (reference
/// §14.9): a pass-through container whose navigation bar (and bottom toolbar) are insets of
/// its content's safe area.
///
/// The container takes its whole proposal, as the hosting view at a scene's root does (on an
/// axis proposed nil, the content's length there plus the bars). The content is proposed the
/// proposal less the bars and centred in what is left, as a root view is placed in the safe
/// area (§1.1); its safe area loses the bars, so a view in it that ignores the safe area
/// reaches under them to the container's edge. Several root views stack as a VStack.
final class NavigationStackLayout: NavigationBarLayout {
  /// How several root views are laid out as one: a VStack's behaviour; nil for one view.
  let content: (any LayoutBehavior)?

  init(content: (any LayoutBehavior)?) { self.content = content }

  /// The content's navigation values, read once until the subtree changes (`invalidate`).
  func preferences(node: LayoutNode) -> NavigationPreferences {
    if let cached { return cached }
    let read = NavigationPreferences(of: node.children)
    cached = read
    return read
  }

  /// The content's navigation values as last read.
  private var cached: NavigationPreferences?

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    let insets = preferences(node: node).navigationInsets
    return Self.size(proposal, insets: insets) { inner in
      measure(inner, node: node)
    }
  }

  /// The content's size for `proposal`: zero without content.
  private func measure(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    guard !node.children.isEmpty else { return .zero }
    if let content { return content.sizeThatFits(proposal, node: node) }
    return node.content.sizeThatFits(proposal)
  }

  /// A container's size: the proposal, and where it is nil the content's length (measured
  /// with the proposal less `insets`) plus the insets.
  static func size(
    _ proposal: ProposedViewSize, insets: EdgeInsets, content: (ProposedViewSize) -> CGSize
  ) -> CGSize {
    if let width = proposal.width, let height = proposal.height {
      return CGSize(width: width, height: height)
    }
    let measured = content(inset(proposal, by: insets))
    return CGSize(
      width: proposal.width ?? measured.width + insets.horizontal,
      height: proposal.height ?? measured.height + insets.vertical)
  }

  /// `proposal` less `insets` on each axis it specifies, at least 0.
  static func inset(_ proposal: ProposedViewSize, by insets: EdgeInsets) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { SafeAreaInsetLayout.remaining($0, less: insets.horizontal) },
      height: proposal.height.map { SafeAreaInsetLayout.remaining($0, less: insets.vertical) })
  }

  /// `bounds` less `insets`, never negative.
  static func region(_ bounds: CGRect, less insets: EdgeInsets) -> CGRect {
    CGRect(
      x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
      width: Swift.max(0, bounds.width - insets.horizontal),
      height: Swift.max(0, bounds.height - insets.vertical))
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode)
    -> [ChildPlacement]
  {
    guard !node.children.isEmpty else { return [] }
    let insets = preferences(node: node).navigationInsets
    let inner = Self.inset(proposal, by: insets)
    let region = Self.region(bounds, less: insets)
    let size = measure(inner, node: node)
    let origin = CGPoint(
      x: region.minX + (region.width - size.width) / 2,
      y: region.minY + (region.height - size.height) / 2)
    var placements =
      content?.placeChildren(
        in: CGRect(origin: origin, size: size), proposal: inner, node: node)
      ?? [ChildPlacement(origin: origin, proposal: inner)]
    Self.addLayer(SafeAreaLayer(bounds: bounds, insets: insets), to: &placements, insets: insets)
    return placements
  }

  /// Puts each placed child in `layer`, when the bars take any of the safe area.
  static func addLayer(
    _ layer: SafeAreaLayer, to placements: inout [ChildPlacement], insets: EdgeInsets
  ) {
    guard insets != EdgeInsets() else { return }
    for index in placements.indices {
      placements[index].safeAreaLayers.insert(layer, at: 0)
    }
  }

  func bars(in frame: CGRect, node: LayoutNode) -> [NavigationBar] {
    preferences(node: node).navigationBars(in: frame)
  }

  /// Drops the navigation values and the stack's cache with the node's: its children changed.
  func invalidate() {
    cached = nil
    content?.invalidate()
  }
}
