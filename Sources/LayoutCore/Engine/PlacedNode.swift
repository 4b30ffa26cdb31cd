/// A view after layout: its exact frame in canvas coordinates and how it got there.
///
/// Frames are unrounded points with the origin at the canvas's top left; `snapped(toGrid:)`
/// gives the frames a terminal draws. An `offset` node's frame is its layout slot and its
/// child's frame is where the child is drawn; a shape-style background that bleeds into the
/// safe area has a secondary frame larger than its primary.
public struct PlacedNode: Equatable, Sendable {
  /// The node's id, unique in the pass; trace events refer to it. Ids follow pre-order,
  /// except a GeometryReader's content, which is built (and numbered) when the reader is placed.
  public var id: Int
  /// What the node is.
  public var kind: ViewKind
  /// Drawing attributes applied to the node.
  public var attributes: [ViewAttribute]
  /// The node's frame in canvas coordinates.
  public var frame: CGRect
  /// The proposal the node was placed with.
  public var proposal: ProposedViewSize
  /// The size the node answered for `proposal`: its frame's size, unless the frame grew into
  /// the safe area (a view that ignores it, a shape-style layer), and before a length that
  /// overflowed was clamped.
  public var answeredSize: CGSize
  /// The layout priority its parent sorts it by: −∞ for a Spacer, 0 by default (§3.2, §7).
  public var priority: Double = 0
  /// The node's explicit alignment guides for `proposal`, in its own coordinates, when the
  /// engine records them (`LayoutEngine.recordsGuides`): each guide of the pass that the
  /// node answers explicitly (an `alignmentGuide`, a Text's baselines, or one of these
  /// passed on by a container). Empty when it has none, or the engine did not record them.
  public var explicitGuides: [ExplicitGuide] = []
  /// The placed children, in order: a modifier's content first.
  public var children: [PlacedNode]
  /// A Text's lines as laid out in its frame (wrapped and truncated).
  public var textLines: [String]?
  /// The axis a Spacer or Divider extends along, or nil when it extends both ways.
  public var orientation: Axis?
  /// The bars a navigation container or TabView draws at its edges, in canvas coordinates
  /// (§14.9, §14.10); empty for every other node.
  public var bars: [NavigationBar] = []

  /// One explicit guide value of a placed node.
  public struct ExplicitGuide: Equatable, Sendable {
    public var key: AlignmentKey
    public var value: CGFloat
  }

  /// The node's size and guides as its parent saw them when it placed it: `d[guide]` is the
  /// explicit value recorded for the guide, or the guide's default for the answered size
  /// (reference §8.2). Guides read from the placed tree, after the pass, without laying the
  /// node out again.
  public var dimensions: ViewDimensions {
    let guides = explicitGuides
    guard !guides.isEmpty else { return ViewDimensions(size: answeredSize) }
    return ViewDimensions(
      size: answeredSize,
      guides: ViewDimensions.ExplicitGuides { key in
        guides.first { $0.key == key }?.value
      })
  }

  /// The view's `zIndex`, which orders its drawing among its siblings (§5.1): the last one
  /// written, 0 when none (or not a number).
  public var zIndex: Double {
    for case .zIndex(let value) in attributes.reversed() where !value.isNaN { return value }
    return 0
  }

  /// The kind's name: `Text`, `frame`.
  public var name: String { kind.name }

  /// The text of a Text, the name of a Color or of a shape's fill colour, an image's name.
  public var label: String? {
    switch kind {
    case .text(let string): string
    case .color(let color): color.description
    case .shape(_, .fill(let color?)): color.description
    case .shape(_, .stroke(let color?, _)), .shape(_, .strokeBorder(let color?, _)):
      color.description
    case .shape: nil
    case .image(let image): image.name
    case .spacer, .divider, .empty, .placeholder, .hStack, .vStack, .zStack, .layout,
      .geometryReader, .list, .form, .section,
      .group, .forEach, .frame, .flexibleFrame, .padding, .offset, .position, .fixedSize,
      .layoutPriority, .alignmentGuide, .background, .overlay, .border, .clipped,
      .ignoresSafeArea, .layoutValue, .listRowInsets, .safeAreaInset, .safeAreaPadding,
      .containerRelativeFrame,
      .aspectRatio, .control, .grid, .gridRow,
      .viewThatFits, .scrollView, .gridCell, .lazyStack, .lazyGrid, .navigation, .tabView:
      nil
    }
  }

  /// This node and all below it, in pre-order.
  public var allNodes: [PlacedNode] {
    var result: [PlacedNode] = []
    func visit(_ node: PlacedNode) {
      result.append(node)
      node.children.forEach(visit)
    }
    visit(self)
    return result
  }

  /// The first node, in pre-order, that satisfies `predicate`.
  public func first(where predicate: (PlacedNode) -> Bool) -> PlacedNode? {
    if predicate(self) { return self }
    for child in children {
      if let found = child.first(where: predicate) { return found }
    }
    return nil
  }

  /// The node with `id`.
  public func node(id: Int) -> PlacedNode? { first { $0.id == id } }

  /// The nodes named `name` (`Text`, `Color`, `frame`), in pre-order.
  public func nodes(named name: String) -> [PlacedNode] { allNodes.filter { $0.name == name } }
}
