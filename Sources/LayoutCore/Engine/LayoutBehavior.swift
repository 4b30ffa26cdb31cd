/// How one kind of node sizes itself and places its children: the engine's layout computer
/// (`LayoutComputer` in reference §1).
///
/// Every operation receives the node, which gives access to the children and to the
/// measurement cache; behaviours themselves hold no per-pass state except a custom layout's cache.
protocol LayoutBehavior: AnyObject {
  /// The node's size for `proposal`. Called through `LayoutNode.sizeThatFits`, which caches.
  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize
  /// Where each child goes when the node occupies `bounds` (global coordinates) after being
  /// proposed `proposal`; one placement per child, in order.
  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode)
    -> [ChildPlacement]
  /// Where the one child of a node that has one goes: `placeChildren`'s first placement,
  /// without making the array (most nodes are modifiers of one view, issue #17).
  func placeOnlyChild(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode)
    -> ChildPlacement?
  /// The node's explicit value for a guide, in `bounds`' coordinates, or nil.
  func explicitAlignment(
    _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode
  ) -> CGFloat?
  /// The priority a parent stack sorts the node by.
  func layoutPriority(node: LayoutNode) -> Double
  /// The node's spacing preferences.
  func spacing(node: LayoutNode) -> ViewSpacing
  /// Drops what the behaviour keeps between requests (a layout's cache): its children changed.
  func invalidate()
  /// Drops what depends on the children at `changed` (their indices, ascending) or on any
  /// size: an edit changed those children and nothing else. By default, everything.
  func invalidate(changedChildren changed: [Int], node: LayoutNode)
  /// Whether the node answers every proposal with the same size, its children being built and
  /// their own answers known (`LayoutNode.sizeIgnoresProposal`, §11.7). False unless the
  /// behaviour can tell from its values alone: a wrong true would change a layout.
  func sizeIgnoresProposal(node: LayoutNode) -> Bool
  /// How the children's proposals follow the node's, for a node whose size ignores its
  /// proposal (`sizeIgnoresProposal`), as values a placed tree keeps (`ChildProposalRule`):
  /// a frame with both lengths proposes its content those lengths whatever it is proposed
  /// (§6.1), a padding the proposal less its insets (§7). Nil unless the behaviour can tell
  /// from its values alone. Called when the node is built or changed, and when it is placed.
  func childProposalRule(node: LayoutNode) -> ChildProposalRule?
}

extension LayoutBehavior {
  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode)
    -> [ChildPlacement]
  { [] }

  func placeOnlyChild(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode)
    -> ChildPlacement?
  {
    placeChildren(in: bounds, proposal: proposal, node: node).first
  }

  func explicitAlignment(
    _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode
  ) -> CGFloat? { nil }

  func layoutPriority(node: LayoutNode) -> Double { 0 }

  func spacing(node: LayoutNode) -> ViewSpacing { ViewSpacing() }

  func invalidate() {}

  func invalidate(changedChildren changed: [Int], node: LayoutNode) { invalidate() }

  func sizeIgnoresProposal(node: LayoutNode) -> Bool { false }

  func childProposalRule(node: LayoutNode) -> ChildProposalRule? { nil }
}

/// A modifier with one content child that it places somewhere inside itself (§7).
///
/// A type that overrides `placeChildren` overrides `placeOnlyChild` too (as
/// `SecondaryLayerLayout` does): the placer asks a one-child modifier `placeOnlyChild`, whose
/// default here is built on `contentPlacement`, not on `placeChildren`. `PlaceOnlyChildTests`
/// lays random trees out both ways and finds a type that forgets.
///
/// By default it forwards the content's explicit guides offset by the content's position
/// (`UnaryLayoutEngine.explicitAlignment`), has priority 0 (most unary layouts do not forward
/// it) and keeps the content's spacing.
protocol UnaryLayoutBehavior: LayoutBehavior {
  /// The content's placement, relative to the modifier's own origin, for a modifier of `size`.
  func contentPlacement(size: CGSize, proposal: ProposedViewSize, content: LayoutNode)
    -> ChildPlacement
}

extension UnaryLayoutBehavior {
  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode)
    -> [ChildPlacement]
  {
    var placement = contentPlacement(size: bounds.size, proposal: proposal, content: node.content)
    placement.origin.x += bounds.minX
    placement.origin.y += bounds.minY
    var placements = [placement]
    if node.children.count > 1 {
      placements.append(
        contentsOf: repeatElement(
          ChildPlacement(origin: bounds.origin, proposal: ProposedViewSize(bounds.size)),
          count: node.children.count - 1))
    }
    return placements
  }

  func placeOnlyChild(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode)
    -> ChildPlacement?
  {
    var placement = contentPlacement(size: bounds.size, proposal: proposal, content: node.content)
    placement.origin.x += bounds.minX
    placement.origin.y += bounds.minY
    return placement
  }

  func explicitAlignment(
    _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode
  ) -> CGFloat? {
    let placement = contentPlacement(size: bounds.size, proposal: proposal, content: node.content)
    guard let value = node.content.explicitAlignment(key, proposal: placement.proposal) else {
      return nil
    }
    return bounds.origin[key.axis] + placement.origin[key.axis] + value
  }

  func spacing(node: LayoutNode) -> ViewSpacing { node.content.spacing }
}

/// A node that is exactly its content: the same size, place, guides, priority and spacing.
///
/// Used for one-child stacks (`isIdentityUnaryLayout`, §4.1), `clipped`, `layoutValue`,
/// `listRowInsets` and other modifiers that do not take part in layout.
final class IdentityLayout: UnaryLayoutBehavior, Sendable {
  /// The one instance: the behaviour has no state, so every such node shares it.
  static let shared = IdentityLayout()

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    node.content.sizeThatFits(proposal)
  }

  func contentPlacement(size: CGSize, proposal: ProposedViewSize, content: LayoutNode)
    -> ChildPlacement
  {
    ChildPlacement(origin: .zero, proposal: proposal)
  }

  func layoutPriority(node: LayoutNode) -> Double { node.content.layoutPriority }

  func sizeIgnoresProposal(node: LayoutNode) -> Bool { node.content.sizeIgnoresProposal }

  /// The content proposed what the node is proposed; except under `ignoresSafeArea`, whose
  /// content is proposed the frame grown into the safe area (`LayoutPlacer`, §1.2).
  func childProposalRule(node: LayoutNode) -> ChildProposalRule? {
    node.kindCase == .ignoresSafeArea ? nil : .sameAsNode
  }
}
