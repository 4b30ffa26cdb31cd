/// Builds the layout nodes of a normalised value tree, choosing each node's behaviour and
/// the environment its children inherit.
struct LayoutTreeBuilder {
  let context: LayoutContext

  /// The layout node for `view` (already normalised) and its subtree.
  func build(_ view: ViewNode, environment inherited: LayoutEnvironment) -> LayoutNode {
    build(view, environment: inherited, failing: nil)
  }

  /// The layout node for `view` and its subtree; `failing` is, when known, the path (child
  /// indices, deepest first) down to a view below that a `RigidSubtreeLayout` cannot lay out,
  /// so that neither this view nor the ones on the way are measured for one again.
  private func build(
    _ view: ViewNode, environment inherited: LayoutEnvironment, failing known: [Int]?
  ) -> LayoutNode {
    var failing = known
    if failing == nil, context.laysOutRigidSubtrees, RigidSubtreeLayout.mayLayOut(view) {
      switch RigidSubtreeLayout.measure(view, environment: inherited) {
      case .success(let measured):
        return rigidSubtree(view, measured, environment: inherited)
      case .failure(let failure):
        failing = failure.path
      }
    }
    let environment = inherited.applying(view.attributes)
    let node = LayoutNode(
      id: context.makeID(), kind: view.kind, attributes: view.attributes,
      environment: environment, context: context)
    let childEnvironment = configure(node, for: view)
    buildChildren(of: node, view: view, environment: childEnvironment, failing: failing)
    return node
  }

  /// Builds the nodes of `view`'s children, and below, under `node`, built and configured
  /// for `view`, whose children inherit `environment`; then what the node knows of them.
  private func buildChildren(
    of node: LayoutNode, view: ViewNode, environment childEnvironment: LayoutEnvironment,
    failing: [Int]?
  ) {
    var secondaryEnvironment = node.environment
    secondaryEnvironment.stackOrientation = nil

    // The node's case, not the view's kind: reading a kind copies it, payload and all.
    let kindCase = node.kindCase
    if kindCase == .geometryReader { return }
    let isModifier = kindCase.isModifier
    var children: [LayoutNode] = []
    children.reserveCapacity(view.children.count)
    var guideSources: LayoutNode.GuideSources
    switch kindCase {
    case .text: guideSources = .textBaselines
    case .alignmentGuide, .layout: guideSources = .custom
    case .color, .shape, .spacer, .divider, .empty, .placeholder, .hStack, .vStack, .zStack,
      .geometryReader, .list, .form, .section, .group, .forEach, .grid, .gridRow, .viewThatFits,
      .scrollView, .lazyStack, .lazyGrid, .gridCell, .frame,
      .flexibleFrame, .padding, .offset, .navigation, .tabView,
      .position, .fixedSize,
      .layoutPriority, .background, .overlay, .border, .clipped, .ignoresSafeArea, .layoutValue,
      .listRowInsets, .safeAreaInset, .safeAreaPadding, .containerRelativeFrame, .image,
      .aspectRatio, .control:
      guideSources = []
    }
    for (index, child) in view.children.enumerated() {
      let isSecondary = isModifier && index > 0
      let built = build(
        child, environment: isSecondary ? secondaryEnvironment : childEnvironment,
        failing: failing.flatMap { $0.last == index ? Array($0.dropLast()) : nil })
      guideSources.formUnion(built.guideSources)
      children.append(built)
    }
    node.children = children
    // A traced pass asks every guide as SwiftUI does, so that the trace shows the sizes a
    // guide request measures (a frame asked for its centre places its content to answer).
    node.guideSources = context.isTracing ? .everything : guideSources
    node.updateSizeIgnoresProposal()
  }

  /// The one node of a subtree laid out without a node for each view (`RigidSubtreeLayout`).
  private func rigidSubtree(
    _ view: ViewNode, _ measured: RigidSubtreeLayout.Measured,
    environment inherited: LayoutEnvironment
  ) -> LayoutNode {
    let node = LayoutNode(
      id: context.makeIDs(ofMeasured: measured.measures.count), kind: view.kind,
      attributes: view.attributes, environment: inherited.applying(view.attributes),
      context: context)
    node.behavior = RigidSubtreeLayout(view: view, measured: measured, firstID: node.id)
    // A Text's baselines are explicit (§8): a parent that aligns by them asks the subtree.
    node.guideSources = measured.holdsText ? .textBaselines : []
    node.updateSizeIgnoresProposal()
    return node
  }

  /// Gives `node`, which a `RigidSubtreeLayout` laid out, the behaviour of `view`'s kind and
  /// a node for each view below, with the ids the layout gave them: it is proposed a width at
  /// which a Text below would not keep its line, or asked a Text's baseline, which the
  /// nodes work out.
  func demote(_ node: LayoutNode, view: ViewNode) {
    let childEnvironment = configure(node, for: view)
    context.reusingIDs(from: node.id + 1) {
      buildChildren(of: node, view: view, environment: childEnvironment, failing: nil)
    }
  }

  /// Gives `node` the behaviour of `view`'s kind; returns the environment its children get.
  ///
  /// Used when a node is built and when an edit changes a node's values but not its kind
  /// (a frame's width, a Text's string): the node keeps its children and caches are dropped.
  @discardableResult
  func configure(_ node: LayoutNode, for view: ViewNode) -> LayoutEnvironment {
    if context.recordsGuides { noteGuides(of: view.kind) }
    let environment = node.environment
    var childEnvironment = environment
    childEnvironment.isInGrid = false
    childEnvironment.lazySectionStack = nil
    switch view.kind {
    case .text(let string):
      node.behavior = TextLeafLayout(string: string)
    case .color, .shape:
      node.behavior = GreedyLeafLayout.shared
    case .spacer(let minLength):
      node.behavior = SpacerLayout(
        minLength: validLength(minLength, node: node, what: "minLength"),
        orientation: environment.stackOrientation)
    case .divider:
      node.behavior = DividerLayout(
        orientation: environment.stackOrientation == .horizontal ? .vertical : .horizontal)
    case .empty, .group, .forEach:
      node.behavior = GreedyLeafLayout.shared
    case .placeholder(let placeholder):
      node.behavior = PlaceholderLayout(size: placeholder.size)
    case .hStack(let alignment, let spacing):
      childEnvironment.stackOrientation = .horizontal
      node.behavior = stack(
        HStackLayout(alignment: alignment, spacing: validSpacing(spacing, node: node)),
        count: view.children.count)
    case .vStack(let alignment, let spacing):
      childEnvironment.stackOrientation = .vertical
      node.behavior = stack(
        VStackLayout(alignment: alignment, spacing: validSpacing(spacing, node: node)),
        count: view.children.count)
    case .zStack(let alignment):
      childEnvironment.stackOrientation = nil
      node.behavior = stack(ZStackLayout(alignment: alignment), count: view.children.count)
    // A GridLayout is laid out as the Grid it stands for, its GridRows as rows (§14.1).
    case .layout(let layout) where layout.base is GridLayout:
      let grid = layout.base as? GridLayout ?? GridLayout()
      childEnvironment.stackOrientation = nil
      childEnvironment.isInGrid = true
      node.behavior = GridContainer(
        alignment: grid.alignment,
        horizontalSpacing: validSpacing(grid.horizontalSpacing, node: node),
        verticalSpacing: validSpacing(grid.verticalSpacing, node: node))
    case .layout(let layout):
      childEnvironment.stackOrientation = layout.dynamicLayoutProperties.stackOrientation
      node.behavior = container(layout.base)
    case .geometryReader(let content):
      var readerEnvironment = environment
      readerEnvironment.stackOrientation = nil
      node.behavior = GeometryReaderLayout(content: content) { [self] views in
        views.flatMap(ViewTreeNormalization.elements).map {
          build($0, environment: readerEnvironment)
        }
      }
    case .list, .form:
      childEnvironment.stackOrientation = nil
      node.behavior = ListLayout(style: environment.listStyle)
    // A Section kept by a pinning lazy stack: its views are the stack's rows (§14.4).
    case .section where environment.lazySectionStack != nil:
      let stack = context.lazySectionStack(environment.lazySectionStack ?? 0)
      childEnvironment.stackOrientation = stack.axis == .vertical ? .vertical : .horizontal
      node.behavior = LazyStackLayout(stack)
    case .section(let parts):
      // Only a list keeps its sections; anywhere else their views are the container's (§15.2).
      childEnvironment.stackOrientation = nil
      node.behavior = ListSectionLayout(style: environment.listStyle, parts: parts)
    case .grid(let alignment, let horizontalSpacing, let verticalSpacing):
      childEnvironment.stackOrientation = nil
      childEnvironment.isInGrid = true
      node.behavior = GridContainer(
        alignment: alignment,
        horizontalSpacing: validSpacing(horizontalSpacing, node: node),
        verticalSpacing: validSpacing(verticalSpacing, node: node))
    case .gridRow(let alignment):
      childEnvironment.stackOrientation = nil
      // In a Grid the grid places the cells; elsewhere the row is a grid of one row (§12).
      node.behavior =
        environment.isInGrid
        ? GridRowBand()
        : GridContainer(
          alignment: Alignment(horizontal: .center, vertical: alignment ?? .center),
          horizontalSpacing: nil, verticalSpacing: nil, isSingleRow: true)
    case .viewThatFits(let axes):
      childEnvironment.stackOrientation = nil
      node.behavior = ViewThatFitsLayout(axes: axes)
    case .scrollView(let axes, _, let contentOffset):
      // Several views are the content of an implicit stack along the scroll axis (§14.3).
      let horizontal = axes == .horizontal
      childEnvironment.stackOrientation = horizontal ? .horizontal : .vertical
      let content =
        horizontal
        ? stack(HStackLayout(), count: view.children.count)
        : stack(VStackLayout(), count: view.children.count)
      node.behavior = ScrollViewLayout(axes: axes, contentOffset: contentOffset, content: content)
    case .lazyStack(let lazy):
      childEnvironment.stackOrientation = lazy.axis == .vertical ? .vertical : .horizontal
      let spacing = validSpacing(lazy.spacing, node: node)
      let stack =
        lazy.axis == .vertical
        ? VStackLayout(alignment: lazy.alignment.horizontal, spacing: spacing)._stack
        : HStackLayout(alignment: lazy.alignment.vertical, spacing: spacing)._stack
      if !lazy.pinnedViews.isEmpty {
        childEnvironment.lazySectionStack = context.addLazySectionStack(stack)
      }
      node.behavior = LazyStackLayout(stack)
    case .lazyGrid(var grid):
      childEnvironment.stackOrientation = nil
      grid.spacing = validSpacing(grid.spacing, node: node)
      node.behavior = LazyGridLayout(grid)
    case .navigation(let container) where container.style == .splitView:
      // Each column is one view once normalised (§14.9).
      childEnvironment.stackOrientation = nil
      node.behavior = NavigationSplitViewLayout()
    case .navigation:
      // Several root views stack as a VStack, as a scene's root views do (§1.1, §14.9).
      let count = view.children.count
      childEnvironment.stackOrientation = count > 1 ? .vertical : nil
      node.behavior = NavigationStackLayout(
        content: count > 1 ? stack(VStackLayout(), count: count) : nil)
    case .tabView(let tabs):
      childEnvironment.stackOrientation = nil
      node.behavior = TabViewLayout(selection: tabs.selection)
    case .frame(let width, let height, let alignment):
      node.behavior = context.frameLayout(
        width: validLength(width, node: node, what: "frame width"),
        height: validLength(height, node: node, what: "frame height"),
        alignment: alignment)
    case .flexibleFrame(let frame):
      node.behavior = FlexibleFrameLayout(frame, node: node)
    case .padding(let insets):
      node.behavior = PaddingLayout(insets: validInsets(insets, node: node))
    case .offset(let offset):
      node.behavior = OffsetEffect(
        offset: CGSize(
          width: finite(offset.width, node: node, what: "offset x"),
          height: finite(offset.height, node: node, what: "offset y")))
    case .position(let point):
      node.behavior = PositionLayout(
        position: CGPoint(
          x: finite(point.x, node: node, what: "position x"),
          y: finite(point.y, node: node, what: "position y")))
    case .fixedSize(let horizontal, let vertical):
      node.behavior = FixedSizeLayout(horizontal: horizontal, vertical: vertical)
    case .layoutPriority(let priority):
      if priority.isNaN { context.diagnose(node, "invalid layoutPriority nan: treated as 0") }
      node.behavior = LayoutPriorityLayout(priority: priority.isNaN ? 0 : priority)
    case .alignmentGuide(let key, let computation):
      node.behavior = AlignmentGuideLayout(key: key, computation: computation)
    case .background(let layer), .overlay(let layer):
      let alignment: Alignment
      switch layer {
      case .view(let given): alignment = given
      case .style: alignment = .center
      }
      node.behavior = SecondaryLayerLayout(alignment: alignment)
    case .border, .clipped, .ignoresSafeArea, .layoutValue, .listRowInsets, .gridCell:
      node.behavior = IdentityLayout.shared
    case .safeAreaInset(var inset):
      inset.spacing = validSpacing(inset.spacing, node: node)
      node.behavior = SafeAreaInsetLayout(inset: inset)
    case .safeAreaPadding(let insets):
      node.behavior = SafeAreaPaddingLayout(insets: validSafeAreaInsets(insets, node: node))
    case .containerRelativeFrame(var frame):
      context.usesContainerSize = true
      if let count = frame.count, count < 1 {
        context.diagnose(node, "containerRelativeFrame count \(count) is less than 1: treated as 1")
        frame.count = 1
      }
      if frame.span < 1 {
        context.diagnose(
          node, "containerRelativeFrame span \(frame.span) is less than 1: treated as 1")
        frame.span = 1
      }
      if !frame.spacing.isFinite {
        context.diagnose(node, "invalid spacing \(formatLength(frame.spacing)): treated as 0")
        frame.spacing = 0
      }
      node.behavior = ContainerRelativeFrameLayout(frame: frame)
    case .image(let image):
      node.behavior = ImageLayout(
        intrinsicSize: validImageSize(image, node: node, metrics: environment.metrics),
        isResizable: image.isResizable)
    case .aspectRatio(let aspectRatio):
      node.behavior = AspectRatioLayout(
        ratio: validRatio(aspectRatio.ratio, node: node), contentMode: aspectRatio.contentMode)
    case .control(let control):
      childEnvironment.stackOrientation = nil
      node.behavior = controlBehavior(control, count: view.children.count, environment: environment)
    }
    return childEnvironment
  }

  /// A stack's behaviour: the stack layout, or the identity for exactly one child (§4.1).
  private func stack<L: Layout>(_ layout: L, count: Int) -> any LayoutBehavior {
    if count == 1 { return IdentityLayout.shared }
    if let stack = layout as? any _StackLayoutConvertible { return StackContainer(stack._stack) }
    return LayoutContainer(layout)
  }

  /// A custom layout's behaviour.
  private func container<L: Layout>(_ layout: L) -> any LayoutBehavior {
    LayoutContainer(layout)
  }

  /// `value`, or nil with a diagnostic when it is negative or not finite (frame sizes,
  /// spacing, minLength: "Invalid frame dimension" in SwiftUI, §6.1).
  private func validLength(_ value: CGFloat?, node: LayoutNode, what: String) -> CGFloat? {
    guard let value else { return nil }
    guard value.isFinite, value >= 0 else {
      context.diagnose(node, "invalid \(what) \(formatLength(value)): treated as nil")
      return nil
    }
    return value
  }

  /// A stack's spacing, or nil with a diagnostic when it is not finite (negative spacing is
  /// valid: the children overlap).
  private func validSpacing(_ value: CGFloat?, node: LayoutNode) -> CGFloat? {
    guard let value else { return nil }
    guard value.isFinite else {
      context.diagnose(node, "invalid spacing \(formatLength(value)): treated as nil")
      return nil
    }
    return value
  }

  /// `value`, or 0 with a diagnostic when it is not finite.
  private func finite(_ value: CGFloat, node: LayoutNode, what: String) -> CGFloat {
    guard value.isFinite else {
      context.diagnose(node, "invalid \(what) \(formatLength(value)): treated as 0")
      return 0
    }
    return value
  }

  /// An image's intrinsic size, each length 0 with a diagnostic when it is negative or not
  /// finite (an asset size given in code).
  private func validImageSize(_ image: Image, node: LayoutNode, metrics: TextMetrics) -> CGSize {
    let size = image.intrinsicSize(metrics: metrics)
    func valid(_ length: CGFloat, _ what: String) -> CGFloat {
      guard length.isFinite, length >= 0 else {
        context.diagnose(node, "invalid image \(what) \(formatLength(length)): treated as 0")
        return 0
      }
      return length
    }
    return CGSize(width: valid(size.width, "width"), height: valid(size.height, "height"))
  }

  /// An aspect ratio, or nil (the content's ratio) with a diagnostic when it is negative or
  /// not finite: SwiftUI would propose negative or NaN lengths.
  private func validRatio(_ ratio: CGFloat?, node: LayoutNode) -> CGFloat? {
    guard let ratio else { return nil }
    guard ratio.isFinite, ratio >= 0 else {
      context.diagnose(node, "invalid aspect ratio \(formatLength(ratio)): treated as nil")
      return nil
    }
    return ratio
  }

  /// Safe-area padding with each inset that is negative or not finite read as 0: SwiftUI makes
  /// it a clear view that long, and a negative frame length is invalid (§14.7).
  private func validSafeAreaInsets(_ insets: EdgeInsets, node: LayoutNode) -> EdgeInsets {
    func valid(_ length: CGFloat) -> CGFloat {
      guard length.isFinite, length >= 0 else {
        context.diagnose(node, "invalid safeAreaPadding \(formatLength(length)): treated as 0")
        return 0
      }
      return length
    }
    return EdgeInsets(
      top: valid(insets.top), leading: valid(insets.leading), bottom: valid(insets.bottom),
      trailing: valid(insets.trailing))
  }

  /// Insets with non-finite values read as 0 (negative padding is valid in SwiftUI).
  private func validInsets(_ insets: EdgeInsets, node: LayoutNode) -> EdgeInsets {
    EdgeInsets(
      top: finite(insets.top, node: node, what: "padding"),
      leading: finite(insets.leading, node: node, what: "padding"),
      bottom: finite(insets.bottom, node: node, what: "padding"),
      trailing: finite(insets.trailing, node: node, what: "padding"))
  }
}

extension LayoutTreeBuilder {
  /// Tells the pass the guides `kind` names, which placed nodes record the explicit values of.
  fileprivate func noteGuides(of kind: ViewKind) {
    func note(_ alignment: Alignment) {
      context.noteGuide(alignment.horizontal.key)
      context.noteGuide(alignment.vertical.key)
    }
    switch kind {
    case .alignmentGuide(let key, _): context.noteGuide(key)
    case .frame(_, _, let alignment), .zStack(let alignment),
      .background(.view(let alignment)), .overlay(.view(let alignment)):
      note(alignment)
    case .flexibleFrame(let frame): note(frame.alignment)
    case .hStack(let alignment, _): context.noteGuide(alignment.key)
    case .vStack(let alignment, _): context.noteGuide(alignment.key)
    case .grid(let alignment, _, _): note(alignment)
    case .gridRow(let alignment?): context.noteGuide(alignment.key)
    case .gridCell(.columnAlignment(let alignment)): context.noteGuide(alignment.key)
    case .safeAreaInset(let inset): context.noteGuide(inset.alignment)
    case .containerRelativeFrame(let frame): note(frame.alignment)
    case .lazyStack(let lazy): context.noteGuide(lazy.alignmentKey)
    case .lazyGrid(let grid):
      note(grid.alignment)
      for item in grid.items { if let alignment = item.alignment { note(alignment) } }
    case .gridRow(nil), .gridCell, .viewThatFits, .scrollView, .navigation, .tabView: break
    // No alignment of their own: a style background or overlay fills the primary's bounds.
    case .text, .color, .shape, .spacer, .divider, .empty, .placeholder, .layout, .geometryReader,
      .list, .form, .section, .group,
      .forEach, .padding, .offset, .position, .fixedSize, .layoutPriority, .background(.style),
      .overlay(.style), .border, .clipped, .ignoresSafeArea, .layoutValue, .listRowInsets,
      .safeAreaPadding, .image,
      .aspectRatio, .control:
      break
    }
  }
}
