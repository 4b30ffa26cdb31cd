/// The placement pass: gives every node its frame, top down, after the root was sized.
///
/// Each node is re-measured with the proposal its parent places it with (a cache hit when the
/// parent measured it so), then asks its behaviour where the children go. Two effects that are
/// not layout are applied here: views that ignore the safe area grow into it where they touch
/// it, and shape-style backgrounds bleed into it (§1.2, §5.2, the seed article's second pitfall).
struct LayoutPlacer {
  let context: LayoutContext

  /// The placed subtree of `node`, whose top-leading corner is at `origin`.
  func place(_ node: LayoutNode, at origin: CGPoint, proposal: ProposedViewSize) -> PlacedNode {
    // A subtree placed with the same proposal as in the last pass, and unchanged since (an
    // edit drops the placements on its path), is the same placed tree, at its new origin.
    // Moving it must give what placing it anew gives, to the bit: floating-point sums do not
    // reassociate, so it is moved only when every sum involved is exact (`ExactTranslation`),
    // and placed anew otherwise (thirds of a point, lengths near 1e308).
    // Inside a `safeAreaInset` or `safeAreaPadding` what bleeds depends on layers of safe
    // area the placement does not record: such subtrees are placed anew every pass.
    let reuses = reusesPlacements && layers.isEmpty
    // Drawn differently, placed alike: the last placement with some children placed again.
    if reuses, node.isRedrawn,
      let patched = redrawnPlacement(of: node, at: origin, proposal: proposal)
    {
      return patched
    }
    if reuses, let last = node.placement, last.epoch == context.placementEpoch {
      let sameProposal = last.proposal == proposal
      if sameProposal && last.origin == origin && !node.isRedrawn { return last.placed }
      // What bleeds into the safe area depends on where the view is. A view whose frames
      // ignore its proposal is the same subtree, proposed anew.
      if !node.isRedrawn, sameProposal || node.placementIgnoresProposal,
        context.safeAreaIsCanvas,
        let moved = ExactTranslation(from: last.origin, to: origin)?.moving(last.placed)
      {
        let placed = sameProposal ? moved : moved.reproposed(proposal)
        node.placement = LayoutNode.Placement(
          epoch: last.epoch, origin: origin, proposal: proposal, placed: placed)
        return placed
      }
    }
    let placed = placeAnew(node, at: origin, proposal: proposal)
    if node.isRedrawn { node.clearRedraw() }
    if reuses {
      node.placement = LayoutNode.Placement(
        epoch: context.placementEpoch, origin: origin, proposal: proposal, placed: placed)
    }
    return placed
  }

  /// The node's last placement with its redrawn children placed again, kept as its placement
  /// (`patching`), when it is placed as last time; nil when it must be placed anew. Apart
  /// from `place`'s reading of the last placement: a call that may change it, made while that
  /// was read, made every read a copy.
  @inline(never)
  private func redrawnPlacement(
    of node: LayoutNode, at origin: CGPoint, proposal: ProposedViewSize
  ) -> PlacedNode? {
    guard let last = node.placement, last.epoch == context.placementEpoch,
      last.proposal == proposal, last.origin == origin,
      let patched = patching(last.placed, of: node, redrawing: node.redrawnChildren ?? [])
    else { return nil }
    node.clearRedraw()
    node.placement = LayoutNode.Placement(
      epoch: last.epoch, origin: last.origin, proposal: last.proposal, placed: patched)
    return patched
  }

  /// `last`, the node's last placement, with the children at `indices` placed again where they
  /// were (`LayoutNode.redrawnChildren`): an edit changed how they are drawn, not their sizes,
  /// so the node's arrangement and its other children stand, and a 10,000-view row is not
  /// placed again for one recoloured view (issue #17). Nil for the node itself (`indices`
  /// empty), and for a node whose placement does more than put its children where its
  /// behaviour says (layers stretched into the safe area, bars, containers): placed anew.
  private func patching(_ last: PlacedNode, of node: LayoutNode, redrawing indices: [Int])
    -> PlacedNode?
  {
    switch node.kindCase {
    case .background, .overlay, .navigation, .tabView, .scrollView, .geometryReader,
      .ignoresSafeArea, .lazyStack, .lazyGrid, .list, .form, .section, .safeAreaInset,
      .safeAreaPadding, .viewThatFits:
      return nil
    default:
      break
    }
    // Each child again where its placed box says, with its proposal: where nothing bleeds into
    // the safe area, a frame's origin is the one it was placed at. (Not where its layout node's
    // last placement says: a subtree reused whole, moved or re-proposed, does not update its
    // descendants' placements.)
    guard !indices.isEmpty, context.safeAreaIsCanvas else { return nil }
    var children = last.children
    guard children.count == node.children.count else { return nil }
    for index in indices {
      children[index] = place(
        node.children[index], at: children[index].frame.origin,
        proposal: children[index].proposal)
    }
    var patched = last
    patched.children = children
    return patched
  }

  /// Whether placements are kept for the next pass (a `ViewGraph`'s untraced passes).
  var reusesPlacements = false

  /// Whether a modifier of one view places it through `placeOnlyChild`
  /// (`LayoutEngine.placesLoneChildrenDirectly`).
  var placesLoneChildrenDirectly = true

  /// The layers of safe area inside the canvas's that the nodes being placed see, outermost
  /// first: those of the `safeAreaInset`s and `safeAreaPadding`s around them (§14.6, §14.7).
  var layers: [SafeAreaLayer] = []

  /// The placed subtree of `node`, computed.
  private func placeAnew(_ node: LayoutNode, at origin: CGPoint, proposal: ProposedViewSize)
    -> PlacedNode
  {
    if node.children.isEmpty, RigidSubtreeLayout.mayBeRoot(node.kindCase),
      let rigid = node.behavior as? RigidSubtreeLayout
    {
      if rigid.accepts(proposal, placing: true) {
        return rigid.place(at: origin, proposal: proposal, context: context)
      }
      // A Text below would not keep its line: the nodes place it.
      rigid.demote(node)
    }
    let size = node.sizeThatFits(proposal)
    var frame = finite(CGRect(origin: origin, size: size), of: node)
    var children = context.withAsker(node) { () -> [PlacedNode] in
      // A scroll view's content is placed, and so measured, in its container (§14.8).
      if node.kindCase == .scrollView, let scroll = node.behavior as? ScrollViewLayout {
        return context.withContainer(scroll.containerSize(for: proposal, node: node)) {
          placeChildren(of: node, frame: &frame, proposal: proposal)
        }
      }
      return placeChildren(of: node, frame: &frame, proposal: proposal)
    }
    if node.kindCase == .background, case .background(.style(let edges)) = node.kind,
      children.count > 1
    {
      children[1] = stretched(children[1], to: bleeding(frame, into: edges))
    }
    if node.kindCase == .overlay, case .overlay(.style(let edges)) = node.kind,
      children.count > 1
    {
      children[1] = stretched(children[1], to: bleeding(frame, into: edges))
    }

    var placed = PlacedNode(
      id: node.id, kind: node.kind, attributes: node.attributes, frame: frame,
      proposal: proposal, answeredSize: size, priority: node.layoutPriority, children: children)
    if node.placementIgnoresProposal, let rule = node.behavior.childProposalRule(node: node) {
      // Kept for when the subtree is reused with another proposal (`reproposed`).
      if case .unchanged = rule {} else { placed.childProposalRule = rule }
    }
    if context.recordsGuides, !node.guideSources.isEmpty {
      // After the subtree is placed, so that everything the guides ask is cached already.
      placed.explicitGuides = context.quietly {
        context.guideKeys.compactMap { key in
          node.explicitAlignment(key, proposal: proposal).map {
            PlacedNode.ExplicitGuide(key: key, value: $0)
          }
        }
      }
    }
    switch node.kindCase {
    case .text:
      if let text = node.behavior as? TextLeafLayout {
        placed.textLines = text.layout(for: proposal, environment: node.environment).lines
      }
    case .spacer:
      placed.orientation = (node.behavior as? SpacerLayout)?.orientation
    case .divider:
      placed.orientation = (node.behavior as? DividerLayout)?.orientation
    case .navigation, .tabView:
      placed.bars = (node.behavior as? any NavigationBarLayout)?.bars(in: frame, node: node) ?? []
    case .color, .shape, .empty, .placeholder, .hStack, .vStack, .zStack, .layout, .geometryReader,
      .list, .form, .section,
      .group, .forEach, .frame, .flexibleFrame, .padding, .offset, .position, .fixedSize,
      .layoutPriority, .alignmentGuide, .background, .overlay, .border, .clipped,
      .ignoresSafeArea, .layoutValue, .listRowInsets, .image, .aspectRatio, .control, .grid,
      .gridRow, .viewThatFits, .scrollView, .gridCell, .safeAreaInset, .safeAreaPadding,
      .containerRelativeFrame, .lazyStack, .lazyGrid:
      break
    }
    return placed
  }

  /// The placed children of `node`, which occupies `frame` (grown into the safe area by
  /// `ignoresSafeArea`).
  private func placeChildren(of node: LayoutNode, frame: inout CGRect, proposal: ProposedViewSize)
    -> [PlacedNode]
  {
    // A modifier of one view, the commonest node: its placement without an array. (Not a
    // container: a GeometryReader makes its children while it places them.)
    if placesLoneChildrenDirectly, node.children.count == 1, node.kindCase.isModifier,
      node.kindCase != .ignoresSafeArea
    {
      guard
        let placement = node.behavior.placeOnlyChild(in: frame, proposal: proposal, node: node)
      else { return [] }
      return placed(node.children[0], placement).map { [$0] } ?? []
    }
    let placements: [ChildPlacement]
    if node.kindCase == .ignoresSafeArea, case .ignoresSafeArea(let regions, let edges) = node.kind
    {
      // The keyboard's region is always empty here (§12): only the container's grows.
      if regions.contains(.container) { frame = bleeding(frame, into: edges) }
      placements = [ChildPlacement(origin: frame.origin, proposal: ProposedViewSize(frame.size))]
    } else {
      placements = node.behavior.placeChildren(in: frame, proposal: proposal, node: node)
    }
    var children: [PlacedNode] = []
    children.reserveCapacity(Swift.min(node.children.count, placements.count))
    for (child, placement) in zip(node.children, placements) {
      if let placed = placed(child, placement) { children.append(placed) }
    }
    return children
  }

  /// `child` placed as `placement` says, or nil when the layout skipped it.
  private func placed(_ child: LayoutNode, _ placement: ChildPlacement) -> PlacedNode? {
    if placement.isSkipped { return nil }
    guard !placement.safeAreaLayers.isEmpty else {
      return place(child, at: placement.origin, proposal: placement.proposal)
    }
    var inner = self
    inner.layers += placement.safeAreaLayers
    return inner.place(child, at: placement.origin, proposal: placement.proposal)
  }

  /// `frame` extended on each of `edges` where it reaches the safe area's edge (or beyond):
  /// how SwiftUI lets a view that touches the safe area ignore it. Each layer of safe area
  /// the view is in is crossed in turn, innermost first, then the canvas's own (§1.2, §14.6).
  func bleeding(_ frame: CGRect, into edges: Edge.Set) -> CGRect {
    var frame = frame
    for layer in layers.reversed() { frame = layer.extending(frame, on: edges) }
    return SafeAreaLayer(safe: context.safeArea, outer: context.canvas)
      .extending(frame, on: edges)
  }

  /// `frame` with every length finite. Infinite sizes are part of the negotiation (a greedy
  /// view proposed ∞ answers ∞, §2) but not of a result: a size that reaches a frame (∞, or
  /// lengths of 1e308 that add up past the largest float) is clamped to the largest finite
  /// length and a position that is not finite is 0, as `LayoutSubview.place` takes it, with a
  /// diagnostic, so that whatever draws the frames can trust them and a custom layout's
  /// placement agrees with the built-in one's.
  private func finite(_ frame: CGRect, of node: LayoutNode) -> CGRect {
    Self.finite(frame) { context.diagnose(node, $0) }
  }

  /// `frame` with every length finite, what cannot be told as `diagnose` says (`finite(_:of:)`).
  static func finite(_ frame: CGRect, diagnose: (String) -> Void) -> CGRect {
    guard
      !(frame.origin.x.isFinite && frame.origin.y.isFinite && frame.size.width.isFinite
        && frame.size.height.isFinite)
    else { return frame }
    func position(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
    func length(_ value: CGFloat) -> CGFloat {
      value.isNaN ? 0 : Swift.min(value, .greatestFiniteMagnitude)
    }
    let lengths = [
      ("x", frame.origin.x), ("y", frame.origin.y), ("width", frame.size.width),
      ("height", frame.size.height),
    ]
    .filter { !$0.1.isFinite }
    .map { "\($0.0) \(formatLength($0.1))" }
    .joined(separator: ", ")
    diagnose("lengths overflowed (\(lengths)); clamped to finite lengths")
    return CGRect(
      x: position(frame.origin.x), y: position(frame.origin.y), width: length(frame.size.width),
      height: length(frame.size.height))
  }

  /// A placed shape-style layer given the frame it is drawn in.
  private func stretched(_ layer: PlacedNode, to frame: CGRect) -> PlacedNode {
    var layer = layer
    layer.frame = frame
    return layer
  }
}
