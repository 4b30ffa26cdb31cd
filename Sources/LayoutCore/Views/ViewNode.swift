/// One view or modifier in a scene: the value tree that Swift code and the scene parser build
/// and the engine lays out.
///
/// A modifier node's first child is its content; `background` and `overlay` hold the secondary
/// view as their second child. Drawing modifiers that do not change layout (colours, fonts,
/// opacity) are `attributes` of the node they were applied to, in source order, so that printing
/// the tree gives back the modifier chain as written.
public struct ViewNode: Equatable, Sendable {
  /// What the node is: a view, a container or a layout modifier.
  public var kind: ViewKind {
    get { storage.kind }
    _modify {
      let storage = unique()
      yield &storage.kind
      storage.updateNormalForm()
    }
  }
  /// The children: a container's subviews, a modifier's content (and secondary view).
  public var children: [ViewNode] {
    get { storage.children }
    _modify {
      let storage = unique()
      yield &storage.children
      storage.updateNormalForm()
    }
  }
  /// The kind's case, kept with it: reading `kind` copies its values, and working the case
  /// out switched over every payload, for each view a layout reads (issue #17).
  var kindCase: ViewKind.Case { storage.kindCase }
  /// Whether any attribute applies, read in place: reading `attributes` copies the array.
  var hasAttributes: Bool { !storage.attributes.isEmpty }
  /// Whether the node has children, read in place.
  var hasChildren: Bool { !storage.children.isEmpty }
  /// The children, lent to `body` in place: reading `children` and then a child retains the
  /// array and the child (`RigidSubtreeLayout` reads every view of a large tree).
  func withChildren<R>(_ body: (UnsafeBufferPointer<ViewNode>) -> R) -> R {
    storage.children.withUnsafeBufferPointer(body)
  }
  /// The lengths of a `frame(width:height:alignment:)` with both, read in place.
  var fixedFrameSize: CGSize? {
    guard case .frame(let width?, let height?, _) = storage.kind else { return nil }
    return CGSize(width: width, height: height)
  }
  /// Where a frame's content of `content` size goes in the frame of `size`, by the frame's
  /// alignment (`align`, §6.1); zero for any other kind. Read in place.
  ///
  /// Content as large as the frame is at its origin when the guides are built in: each is
  /// finite for a finite size, and the offset is a guide less itself. Known without reading
  /// the alignment, whose keys a read retains: that was a tenth of laying out a row of fixed
  /// frames (issue #17). A custom guide may be anything, NaN included: it is computed.
  func frameContentOffset(content: CGSize, in size: CGSize) -> CGPoint {
    if content == size && storage.hasBuiltInFrameAlignment { return .zero }
    guard case .frame(_, _, let alignment) = storage.kind else { return .zero }
    return align(ViewDimensions(size: content), in: size, alignment)
  }
  /// Drawing and environment modifiers applied after this node, in order.
  public var attributes: [ViewAttribute] {
    get { storage.attributes }
    _modify { yield &unique().attributes }
  }
  /// Where the reader that built the tree keeps what it knows of this node (ViewSource: the
  /// place in the file the node was written), or -1. Not part of the node's value: two nodes
  /// that differ only here are equal, so a tree read again from an edited file compares equal
  /// to the tree edited in memory.
  public var sourceTag: Int32 {
    get { storage.sourceTag }
    _modify { yield &unique().sourceTag }
  }

  /// The node's values, shared by its copies until one of them changes (copy on write).
  ///
  /// Value trees are copied wherever they go: out of their arrays while they are normalised,
  /// compared and built into layout nodes, and into the copy of a long list an edit makes. A
  /// node's kind is an enum of many payloads, and copying one inline was a call that switched
  /// over them and retained three of its parts; a box makes it one retain, and two copies of
  /// one node compare equal at once (issue #17).
  private var storage: Storage

  private final class Storage: @unchecked Sendable {
    // Unchecked: a box is changed only through `unique()`, when no other value shares it.
    @exclusivity(unchecked) var kind: ViewKind
    @exclusivity(unchecked) var children: [ViewNode]
    @exclusivity(unchecked) var attributes: [ViewAttribute]
    @exclusivity(unchecked) var sourceTag: Int32
    /// Whether the subtree is already what normalising it gives (`isNormalForm`).
    @exclusivity(unchecked) var isNormalForm: Bool
    /// How many nodes the subtree holds (`subtreeCount`).
    @exclusivity(unchecked) var subtreeCount: Int
    /// Whether the node is a frame whose alignment is built in (`frameContentOffset`).
    @exclusivity(unchecked) var hasBuiltInFrameAlignment: Bool
    /// `kind.case`.
    @exclusivity(unchecked) var kindCase: ViewKind.Case

    init(
      kind: ViewKind, children: [ViewNode], attributes: [ViewAttribute], sourceTag: Int32,
      isNormalForm: Bool? = nil, subtreeCount: Int? = nil
    ) {
      self.kind = kind
      self.children = children
      self.attributes = attributes
      self.sourceTag = sourceTag
      self.isNormalForm =
        isNormalForm ?? ViewTreeNormalization.isNormalForm(kind: kind, children: children)
      self.subtreeCount = subtreeCount ?? Self.count(children)
      self.hasBuiltInFrameAlignment = Self.hasBuiltInFrameAlignment(kind)
      self.kindCase = kind.case
    }

    /// Recomputes `isNormalForm`, `subtreeCount` and what is kept of the kind after the kind
    /// or the children changed.
    func updateNormalForm() {
      isNormalForm = ViewTreeNormalization.isNormalForm(kind: kind, children: children)
      subtreeCount = Self.count(children)
      hasBuiltInFrameAlignment = Self.hasBuiltInFrameAlignment(kind)
      kindCase = kind.case
    }

    /// Whether `kind` is a frame whose alignment's guides are built in.
    private static func hasBuiltInFrameAlignment(_ kind: ViewKind) -> Bool {
      guard case .frame(_, _, let alignment) = kind else { return false }
      return alignment.horizontal.key.rule.isBuiltIn && alignment.vertical.key.rule.isBuiltIn
    }

    /// How many nodes a node with `children` holds, itself included.
    private static func count(_ children: [ViewNode]) -> Int {
      children.reduce(1) { $0 + $1.subtreeCount }
    }
  }

  /// The box, made this value's own first if another value shares it.
  private mutating func unique() -> Storage {
    if !isKnownUniquelyReferenced(&storage) {
      storage = Storage(
        kind: storage.kind, children: storage.children, attributes: storage.attributes,
        sourceTag: storage.sourceTag, isNormalForm: storage.isNormalForm,
        subtreeCount: storage.subtreeCount)
    }
    return storage
  }

  public init(_ kind: ViewKind, children: [ViewNode] = [], attributes: [ViewAttribute] = []) {
    storage = Storage(kind: kind, children: children, attributes: attributes, sourceTag: -1)
  }

  /// Whether the subtree is already in the form the engine lays out: no `Group`, `ForEach`,
  /// `EmptyView` or `Section` to splice, and no modifier with several secondary views, anywhere
  /// in it (`ViewTreeNormalization`).
  ///
  /// Known when the node is made, from its kind and its children's flags, so that normalising
  /// a tree an edit copied along one path visits that path and not the whole tree (issue #17:
  /// it was four tenths of an edit of a 3,000-view tree).
  var isNormalForm: Bool { storage.isNormalForm }

  /// How many nodes the subtree holds, itself included: known when the node is made, so that
  /// a layout can size its arrays once (`RigidSubtreeLayout`).
  var subtreeCount: Int { storage.subtreeCount }

  /// Whether the two are copies of one node, sharing its box: then they are equal, known
  /// without comparing them.
  func isSameBox(as other: ViewNode) -> Bool { storage === other.storage }

  public static func == (lhs: ViewNode, rhs: ViewNode) -> Bool {
    let a = lhs.storage
    let b = rhs.storage
    if a === b { return true }
    return a.kind == b.kind && a.children == b.children && a.attributes == b.attributes
  }
}

/// The kinds of node LayoutLab lays out: SwiftUI's views, containers and layout modifiers.
public enum ViewKind: Equatable, Sendable {
  // Leaves.
  case text(String)
  case color(Color)
  case shape(ShapeKind, ShapeDrawing)
  case spacer(minLength: CGFloat?)
  case divider
  case empty
  /// A view LayoutLab cannot lay out (declared in another file, or not modelled yet): a box of
  /// a fixed size with its name (reference §12).
  case placeholder(Placeholder)

  // Containers.
  case hStack(alignment: VerticalAlignment, spacing: CGFloat?)
  case vStack(alignment: HorizontalAlignment, spacing: CGFloat?)
  case zStack(alignment: Alignment)
  /// Any `Layout` applied to children: `MyFrame(width: 250, height: 250) { ... }`.
  ///
  /// This case and `layoutValue` hold existentials (`any Layout`, `Any`), whose values
  /// Swift copies through their witnesses; boxed (`indirect`), they leave `ViewKind` a plain
  /// value that a `switch` reads in place, where inline they made every `switch` over a kind
  /// copy it first (issue #17: ~9% of a flat-10000 layout's instructions, callgrind).
  indirect case layout(AnyLayout)
  case geometryReader(GeometryContent)
  case list
  /// `Form { … }`: a list of controls (§15.3).
  case form
  /// `Section`: rows grouped under a header in a list, a group elsewhere (§15.2).
  case section(SectionParts)
  /// A list of views spliced into the enclosing container; modifiers apply to each element.
  case group
  /// `ForEach`: its children are the expanded elements; `source` is the ForEach as written,
  /// when parsed, so that it prints back as a loop rather than as its elements.
  case forEach(source: String?)
  /// `Grid(alignment:horizontalSpacing:verticalSpacing:)`: its children are its rows, a
  /// `GridRow` or any other view, which spans every column (reference §14.1).
  case grid(alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?)
  /// `GridRow(alignment:)`: one row of a Grid, its children the row's cells (§14.1).
  case gridRow(alignment: VerticalAlignment?)
  /// `ViewThatFits(in:)`: the first child whose ideal size fits along `axes` (§14.2).
  case viewThatFits(axes: Axis.Set)
  /// `ScrollView(_:showsIndicators:)`: its children are the content, stacked as a VStack
  /// (an HStack when `axes` is `.horizontal`) and proposed nil along `axes` (§14.3).
  /// `contentOffset` is how far it is scrolled: a playground value, never in the source, clamped
  /// to the scrollable range when laid out.
  case scrollView(axes: Axis.Set, showsIndicators: Bool, contentOffset: CGPoint)
  /// `LazyVStack` / `LazyHStack(alignment:spacing:pinnedViews:)`: a stack whose children are
  /// proposed nil along its axis and which takes its proposal across it (§14.4).
  case lazyStack(LazyStack)
  /// `LazyVGrid(columns:...)` / `LazyHGrid(rows:...)`: tracks sized from the proposal by
  /// their `GridItem`s, the children filling them in order (§14.5). Boxed: its items array.
  indirect case lazyGrid(LazyGrid)
  /// `NavigationStack`, `NavigationView`, `NavigationSplitView`: the content (a split view's
  /// columns) laid out below the navigation bar, which insets its safe area (§14.9). Boxed: its
  /// column counts and arguments.
  indirect case navigation(NavigationContainer)
  /// `TabView`: its children are the tabs, the shown one laid out above the tab bar (§14.10).
  indirect case tabView(TabContainer)

  // Layout modifiers: the first child is the content.
  case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
  /// Boxed: its six optional lengths would make every node of every tree twice as large.
  indirect case flexibleFrame(FlexibleFrame)
  case padding(EdgeInsets)
  case offset(CGSize)
  case position(CGPoint)
  case fixedSize(horizontal: Bool, vertical: Bool)
  case layoutPriority(Double)
  case alignmentGuide(AlignmentKey, AlignmentGuideComputation)
  case background(SecondaryLayer)
  case overlay(SecondaryLayer)
  case border(Color, width: CGFloat)
  case clipped
  /// `ignoresSafeArea(_:edges:)`: grows into the safe area on `edges` where it touches it;
  /// only the `.container` region has any extent (§1.2, §12).
  case ignoresSafeArea(regions: SafeAreaRegions = .all, edges: Edge.Set)
  indirect case layoutValue(LayoutValueEntry)
  case listRowInsets(EdgeInsets?)
  /// A grid cell's trait: `gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor`,
  /// `gridCellUnsizedAxes` (§14.1). Read by the enclosing Grid; lays out as its content.
  case gridCell(GridCellModifier)
  /// `safeAreaInset(edge:alignment:spacing:content:)`: the second child is the inset content,
  /// placed at the edge, and the first is laid out in what is left (§14.6).
  case safeAreaInset(SafeAreaInset)
  /// `safeAreaPadding(_:)`: the content laid out as padded, the padding added to its safe
  /// area (§14.7).
  case safeAreaPadding(EdgeInsets)
  /// `containerRelativeFrame`: a fixed frame on its axes, as long as a part of the nearest
  /// container (§14.8). Boxed, as a flexible frame is: its values would make every node larger.
  indirect case containerRelativeFrame(ContainerRelativeFrame)

  /// `Image`: its asset's size, or the proposal once resizable (reference §18).
  case image(Image)
  /// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()` (§18): a modifier.
  case aspectRatio(AspectRatio)
  // Controls: a view whose children are its label views and its parts (reference §20).
  indirect case control(Control)

  /// SwiftUI's type name for a view, the modifier's name for a modifier: `Text`, `frame`.
  public var name: String {
    switch self {
    case .text: "Text"
    // A gradient view is named by its type (`LinearGradient`); laid out as a Color (§21.1).
    case .color(let color):
      if case .gradient(let style) = color.definition { style.geometry.typeName } else { "Color" }
    case .shape(let shape, _): shape.name
    case .spacer: "Spacer"
    case .divider: "Divider"
    case .empty: "EmptyView"
    case .placeholder(let placeholder): placeholder.name
    case .hStack: "HStack"
    case .vStack: "VStack"
    case .zStack: "ZStack"
    case .layout(let layout): layout.name
    case .geometryReader: "GeometryReader"
    case .list: "List"
    case .form: "Form"
    case .section: "Section"
    case .group: "Group"
    case .forEach: "ForEach"
    case .grid: "Grid"
    case .gridRow: "GridRow"
    case .viewThatFits: "ViewThatFits"
    case .scrollView: "ScrollView"
    case .lazyStack(let stack): stack.axis == .vertical ? "LazyVStack" : "LazyHStack"
    case .lazyGrid(let grid): grid.axis == .vertical ? "LazyVGrid" : "LazyHGrid"
    case .navigation(let container): container.name
    case .tabView: "TabView"
    case .gridCell(let modifier): modifier.name
    case .frame, .flexibleFrame: "frame"
    case .padding: "padding"
    case .offset: "offset"
    case .position: "position"
    case .fixedSize: "fixedSize"
    case .layoutPriority: "layoutPriority"
    case .alignmentGuide: "alignmentGuide"
    case .background: "background"
    case .overlay: "overlay"
    case .border: "border"
    case .clipped: "clipped"
    case .ignoresSafeArea: "ignoresSafeArea"
    case .safeAreaInset: "safeAreaInset"
    case .safeAreaPadding: "safeAreaPadding"
    case .containerRelativeFrame: "containerRelativeFrame"
    case .layoutValue: "layoutValue"
    case .listRowInsets: "listRowInsets"
    case .image: "Image"
    case .aspectRatio: "aspectRatio"
    case .control(let control): control.kind.name
    }
  }

  /// True for modifiers, whose first child is their content.
  public var isModifier: Bool { self.case.isModifier }

  /// True for the containers whose `Section`s group rows (a List, a Form) and for a lazy
  /// stack with pinned views; elsewhere a section's views are its container's (§15.2).
  public var keepsSections: Bool {
    // A lazy stack that pins its sections' headers or footers keeps them to pin (§14.4).
    if case .lazyStack(let stack) = self { return !stack.pinnedViews.isEmpty }
    switch self.case {
    case .list, .form: return true
    default: return false
    }
  }

  /// The case without its values: two kinds of one case are the same kind of view.
  public var `case`: Case {
    switch self {
    case .text: .text
    case .color: .color
    case .shape: .shape
    case .spacer: .spacer
    case .divider: .divider
    case .empty: .empty
    case .placeholder: .placeholder
    case .hStack: .hStack
    case .vStack: .vStack
    case .zStack: .zStack
    case .layout: .layout
    case .geometryReader: .geometryReader
    case .list: .list
    case .form: .form
    case .section: .section
    case .group: .group
    case .forEach: .forEach
    case .grid: .grid
    case .gridRow: .gridRow
    case .viewThatFits: .viewThatFits
    case .scrollView: .scrollView
    case .lazyStack: .lazyStack
    case .lazyGrid: .lazyGrid
    case .navigation: .navigation
    case .tabView: .tabView
    case .gridCell: .gridCell
    case .frame: .frame
    case .flexibleFrame: .flexibleFrame
    case .padding: .padding
    case .offset: .offset
    case .position: .position
    case .fixedSize: .fixedSize
    case .layoutPriority: .layoutPriority
    case .alignmentGuide: .alignmentGuide
    case .background: .background
    case .overlay: .overlay
    case .border: .border
    case .clipped: .clipped
    case .ignoresSafeArea: .ignoresSafeArea
    case .safeAreaInset: .safeAreaInset
    case .safeAreaPadding: .safeAreaPadding
    case .containerRelativeFrame: .containerRelativeFrame
    case .layoutValue: .layoutValue
    case .listRowInsets: .listRowInsets
    case .image: .image
    case .aspectRatio: .aspectRatio
    case .control: .control
    }
  }

  /// The cases of `ViewKind`, without values: what tests enumerate ("every kind appears in
  /// random trees") and what code switches over when a kind's values do not matter.
  public enum Case: CaseIterable, Hashable, Sendable {
    case text, color, shape, spacer, divider, empty, placeholder
    case hStack, vStack, zStack, layout, geometryReader, list, form, section, group, forEach
    case grid, gridRow, viewThatFits, gridCell, scrollView, lazyStack, lazyGrid
    case navigation, tabView
    case frame, flexibleFrame, padding, offset, position, fixedSize, layoutPriority
    case alignmentGuide, background, overlay, border, clipped, ignoresSafeArea, layoutValue
    case listRowInsets, safeAreaInset, safeAreaPadding, containerRelativeFrame
    case image, aspectRatio, control

    /// True for modifiers, whose first child is their content.
    public var isModifier: Bool {
      switch self {
      case .frame, .flexibleFrame, .padding, .offset, .position, .fixedSize, .layoutPriority,
        .alignmentGuide, .background, .overlay, .border, .clipped, .ignoresSafeArea, .layoutValue,
        .listRowInsets, .aspectRatio, .gridCell, .safeAreaInset, .safeAreaPadding,
        .containerRelativeFrame:
        true
      case .text, .color, .shape, .spacer, .divider, .empty, .placeholder, .hStack, .vStack,
        .zStack, .layout,
        .geometryReader, .list, .form, .section, .group, .forEach, .image, .control, .grid,
        .gridRow, .viewThatFits, .scrollView, .lazyStack, .lazyGrid, .navigation, .tabView:
        false
      }
    }
  }
}

/// One of the modifiers a Grid reads from its cells (reference §14.1). Traits of the view, not
/// layouts: a cell lays out as its content, and the nearest enclosing Grid reads the trait
/// through any modifiers applied after it.
public enum GridCellModifier: Equatable, Sendable {
  /// `gridCellColumns(_:)`: the cell spans this many columns (at least one).
  case columns(Int)
  /// `gridColumnAlignment(_:)`: the horizontal alignment of every cell of the column.
  case columnAlignment(HorizontalAlignment)
  /// `gridCellAnchor(_:)`: the point of the cell the view's same point is put on.
  case anchor(UnitPoint)
  /// `gridCellUnsizedAxes(_:)`: the axes along which the cell takes the size the other cells
  /// give its column or row instead of asking for one.
  case unsizedAxes(Axis.Set)

  /// The modifier's name: `gridCellColumns`.
  public var name: String {
    switch self {
    case .columns: "gridCellColumns"
    case .columnAlignment: "gridColumnAlignment"
    case .anchor: "gridCellAnchor"
    case .unsizedAxes: "gridCellUnsizedAxes"
    }
  }
}

/// How a `background` or `overlay` was given its secondary layer.
public enum SecondaryLayer: Equatable, Sendable {
  /// A view aligned to the primary: `.background(alignment: .top) { ... }`.
  case view(alignment: Alignment)
  /// A shape style filling the primary's bounds, bleeding into the safe area on
  /// `ignoresSafeAreaEdges` where the primary touches it (reference §5.2).
  case style(ignoresSafeAreaEdges: Edge.Set)
}

/// The constraints of `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
public struct FlexibleFrame: Equatable, Sendable {
  public var minWidth: CGFloat?
  public var idealWidth: CGFloat?
  public var maxWidth: CGFloat?
  public var minHeight: CGFloat?
  public var idealHeight: CGFloat?
  public var maxHeight: CGFloat?
  public var alignment: Alignment

  public init(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) {
    self.minWidth = minWidth
    self.idealWidth = idealWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.idealHeight = idealHeight
    self.maxHeight = maxHeight
    self.alignment = alignment
  }
}

/// The closure of `alignmentGuide(_:computeValue:)`, with the source text it was parsed from.
///
/// Closures cannot be compared, so two computations are equal when they have the same source
/// text, or are the same closure value.
public struct AlignmentGuideComputation: Equatable, @unchecked Sendable {
  final class Box {
    let compute: (ViewDimensions) -> CGFloat
    init(_ compute: @escaping (ViewDimensions) -> CGFloat) { self.compute = compute }
  }

  let box: Box
  /// The closure's source, such as `{ d in d[.top] + 10 }`, when it was parsed from a scene.
  public let source: String?
  /// The declarations of the custom alignments the source names (`d[.nearBottom]`), so that a
  /// printed scene declares them even when no other view uses them.
  public let declarations: [String]

  public init(
    source: String? = nil, declarations: [String] = [],
    _ compute: @escaping (ViewDimensions) -> CGFloat
  ) {
    box = Box(compute)
    self.source = source
    self.declarations = declarations
  }

  /// The guide's value for a view with these dimensions.
  public func callAsFunction(_ dimensions: ViewDimensions) -> CGFloat { box.compute(dimensions) }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    if let left = lhs.source, let right = rhs.source { return left == right }
    return lhs.box === rhs.box
  }
}

/// The content closure of a `GeometryReader`, built from the proxy when the reader is placed.
public struct GeometryContent: Equatable, @unchecked Sendable {
  final class Box {
    let build: (GeometryProxy) -> [ViewNode]
    init(_ build: @escaping (GeometryProxy) -> [ViewNode]) { self.build = build }
  }

  let box: Box
  /// The closure's source, when it was parsed from a scene.
  public let source: String?

  public init(source: String? = nil, _ build: @escaping (GeometryProxy) -> [ViewNode]) {
    box = Box(build)
    self.source = source
  }

  /// The content for a reader of the proxy's size.
  public func callAsFunction(_ proxy: GeometryProxy) -> [ViewNode] { box.build(proxy) }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    if let left = lhs.source, let right = rhs.source { return left == right }
    return lhs.box === rhs.box
  }
}

/// A view that is drawn as a labelled box instead of being laid out: a view from another file
/// (`RatingView(rating: 3)`) or one LayoutLab does not model yet (`Image("logo")`).
///
/// It answers `size` whatever it is proposed, as a view with a fixed intrinsic size does, so
/// that the views around it are laid out as they would be around a view of that size; the
/// size is a terminal adaptation the user can change (reference §12).
public struct Placeholder: Equatable, Sendable {
  /// The view's type name: `RatingView`, `Image`.
  public var name: String
  /// The size it answers to every proposal, in points.
  public var size: CGSize
  /// The call's arguments as written after the name (`(rating: 3)`, `{ ... }` for a trailing
  /// closure), printed back as they were; they are not evaluated.
  public var arguments: String

  /// The size a placeholder has unless the user gives its name another: 100×40 points.
  public static let defaultSize = CGSize(width: 100, height: 40)

  public init(name: String, size: CGSize = Placeholder.defaultSize, arguments: String = "()") {
    self.name = name
    self.size = size
    self.arguments = arguments
  }
}

extension ViewNode {
  /// The tree with each placeholder whose name `sizes` gives a size taking that size
  /// (`--placeholder NAME=WxH`, the playground's placeholder knobs); other nodes unchanged.
  ///
  /// A view declared in another file has no size the scene could say, so the size is given
  /// apart from it and applied to the tree it reads as, just before the layout (§12 item 23).
  public func resolvingPlaceholderSizes(_ sizes: [String: CGSize]) -> ViewNode {
    guard !sizes.isEmpty else { return self }
    var node = self
    if case .placeholder(var placeholder) = kind, let size = sizes[placeholder.name] {
      placeholder.size = size
      node.kind = .placeholder(placeholder)
    }
    node.children = children.map { $0.resolvingPlaceholderSizes(sizes) }
    return node
  }
}
