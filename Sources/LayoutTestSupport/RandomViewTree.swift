import LayoutCore

/// Random view trees for property tests: seeded, bounded in depth and size, printable as scenes.
///
/// A property test states what must hold for *every* tree ("frames are finite", "a cache
/// changes nothing") and checks it on many trees no one wrote by hand. The trees mix the views
/// and modifiers of the scene language, with the lengths a scene would use (whole and half
/// points), and every tree prints as SwiftUI source that parses back to the same tree: closures
/// carry their source (`{ d in d[HorizontalAlignment.leading] + 10 }`) and custom alignments
/// their declaration, so a failing tree can be shown as a scene and replayed in the playground.
///
///     var random = SeededGenerator(seed: 7)
///     let tree = RandomViewTree(options: .init(maxDepth: 3)).tree(&random)
public struct RandomViewTree: Sendable {
  /// What the trees may contain, and how big they may get.
  public struct Options: Sendable {
    /// Levels of containers below the root (0: a leaf with modifiers).
    public var maxDepth: Int
    /// Children of a container, at most.
    public var maxChildren: Int
    /// Layout modifiers around one view, at most.
    public var maxModifiers: Int
    /// Nodes in the tree (modifiers included), roughly at most.
    public var maxNodes: Int
    /// How often a number is invalid: negative, NaN or infinite frame lengths, NaN padding,
    /// contradictory min/max and so on (0: never).
    public var invalidValueRate: Double
    /// Whether invalid numbers may be NaN (the scene language refuses to read `.nan`, so trees
    /// that must print and parse back have none).
    public var allowsNaN: Bool
    /// Whether `offset` and `position` may appear.
    public var movesViews: Bool
    /// Whether stacks may have negative spacing.
    public var allowsNegativeSpacing: Bool
    /// Custom layouts the test target can build (LayoutTestSupport sees only LayoutCore):
    /// each wraps a content view, e.g. in `MyFrame`.
    public var layoutWrappers: [LayoutWrapper]

    public init(
      maxDepth: Int = 3, maxChildren: Int = 4, maxModifiers: Int = 2, maxNodes: Int = 40,
      invalidValueRate: Double = 0, allowsNaN: Bool = true, movesViews: Bool = true,
      allowsNegativeSpacing: Bool = true,
      layoutWrappers: [LayoutWrapper] = []
    ) {
      self.maxDepth = maxDepth
      self.maxChildren = maxChildren
      self.maxModifiers = maxModifiers
      self.maxNodes = maxNodes
      self.invalidValueRate = invalidValueRate
      self.allowsNaN = allowsNaN
      self.movesViews = movesViews
      self.allowsNegativeSpacing = allowsNegativeSpacing
      self.layoutWrappers = layoutWrappers
    }
  }

  /// A way to wrap content in a custom `Layout` (`MyFrame`), given by a test target that can
  /// see the layout's module.
  public struct LayoutWrapper: Sendable {
    public let wrap: @Sendable (_ content: ViewNode, _ random: inout SeededGenerator) -> ViewNode
    public init(
      _ wrap: @escaping @Sendable (_ content: ViewNode, _ random: inout SeededGenerator) -> ViewNode
    ) {
      self.wrap = wrap
    }
  }

  public var options: Options

  public init(options: Options = Options()) { self.options = options }

  /// A random tree.
  public func tree(_ random: inout SeededGenerator) -> ViewNode {
    var budget = options.maxNodes
    return view(&random, depth: 0, budget: &budget)
  }

  // MARK: Views

  private func view(_ random: inout SeededGenerator, depth: Int, budget: inout Int) -> ViewNode {
    budget -= 1
    var node: ViewNode
    if depth < options.maxDepth && budget > 2 && random.chance(depth == 0 ? 0.85 : 0.45) {
      node = container(&random, depth: depth, budget: &budget)
    } else {
      node = Self.leaf(&random)
    }
    let modifierCount = random.int(in: 0...options.maxModifiers)
    for _ in 0..<modifierCount where budget > 0 {
      node = modifier(on: node, &random, depth: depth, budget: &budget)
    }
    // `lineLimit` and the other Text environment values change how every Text below wraps,
    // truncates and how tall it is (§3.3 rule 4, §19). One draw picks among them, so that the
    // rest of the tree is drawn as before they were added.
    if random.chance(0.1) {
      node.attributes.append(
        random.pick([
          .lineLimit(1), .lineLimit(2), .lineLimit(3), .lineLimitRange(.closed(1, 3)),
          .lineLimitRange(.reserving(2, reservesSpace: true)), .lineLimitRange(.from(2)),
          .truncationMode(.head), .truncationMode(.middle), .textCase(.uppercase),
          .multilineTextAlignment(.center), .minimumScaleFactor(0.5),
          // scaleEffect changes drawing only (§7): the frames must be those without it.
          .scaleEffect(CGSize(width: 2, height: 2), anchor: .center),
          .scaleEffect(CGSize(width: 0.5, height: 1), anchor: .topLeading),
          .rotationEffect(.degrees(90), anchor: .center),
        ]))
    }
    return node
  }

  private func container(_ random: inout SeededGenerator, depth: Int, budget: inout Int)
    -> ViewNode
  {
    let count = random.chance(0.05) ? 0 : random.int(in: 1...options.maxChildren)
    var children: [ViewNode] = []
    for _ in 0..<count where budget > 0 {
      children.append(view(&random, depth: depth + 1, budget: &budget))
    }
    let kind: ViewKind
    let roll = random.int(in: 0...7)
    switch roll {
    case 0, 1:
      let alignment = Self.verticalGuide(&random)
      let spacing = spacing(&random)
      // A GridRow outside a Grid, a grid of one row (§14.1), replaces the second branch's
      // stacks of spacing 0: chosen with no draw of its own, so every seed draws as before.
      if roll == 1 && spacing == 0 {
        return ViewNode(
          .gridRow(alignment: alignment == .center ? nil : alignment), children: children)
      }
      // LazyHStacks replace the first branch's, again with no draw of their own (§14.4).
      if roll == 0 && spacing == 0 {
        return ViewNode(
          .lazyStack(
            LazyStack(
              axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
              spacing: 0)), children: children)
      }
      kind = .hStack(alignment: alignment, spacing: spacing)
    case 2, 3:
      let alignment = Self.horizontalGuide(&random)
      let spacing = spacing(&random)
      // LazyVStacks replace the VStacks of spacing 0 of the second branch (§14.4).
      if roll == 3 && spacing == 0 {
        return ViewNode(
          .lazyStack(
            LazyStack(
              axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
              spacing: 0)), children: children)
      }
      kind = .vStack(alignment: alignment, spacing: spacing)
    case 4, 5:
      let alignment = Self.alignment(&random)
      // Grids and ViewThatFits replace some ZStacks of two children or more, again with no
      // draw of their own (§14.1, §14.2).
      if roll == 5 && children.count >= 2 { return Self.grid(alignment, children) }
      if roll == 4 && children.count >= 2, let axes = Self.fittingAxes[alignment] {
        return ViewNode(.viewThatFits(axes: axes), children: children)
      }
      // ScrollViews replace the ZStacks of three more alignments, with no draw either (§14.3).
      if roll == 4, let axes = Self.scrollAxes[alignment] {
        return ViewNode(
          .scrollView(
            axes: axes, showsIndicators: alignment != .trailing, contentOffset: .zero),
          children: children)
      }
      // Lazy grids replace the ZStacks of two more alignments (§14.5).
      if roll == 4, let grid = Self.lazyGrids[alignment] {
        return ViewNode(.lazyGrid(grid), children: children)
      }
      kind = .zStack(alignment: alignment)
    // The stacks' `Layout` types, applied as a custom layout is (§9.1: the same algorithms).
    case 6:
      let stack =
        random.chance(0.5)
        ? AnyLayout(HStackLayout(alignment: Self.verticalGuide(&random), spacing: spacing(&random)))
        : AnyLayout(
          VStackLayout(alignment: Self.horizontalGuide(&random), spacing: spacing(&random)))
      kind = .layout(stack)
    default:
      let alignment = Self.alignment(&random)
      // Lists, sections and forms replace the ZStack layouts of three alignments, with no draw
      // of their own (§15).
      if let list = Self.list(alignment, children) { return list }
      // Navigation containers and TabViews replace those of three more (§14.9, §14.10).
      if let navigation = Self.navigation(alignment, children) { return navigation }
      kind = .layout(AnyLayout(ZStackLayout(alignment: alignment)))
    }
    return ViewNode(kind, children: children)
  }

  /// The List, sectioned List or Form that replaces a ZStack layout of `alignment`, if one
  /// does: a plain list of the views, an inset grouped list of one section headed by the
  /// first view, a grouped Form of one section with the last view as its footer.
  static func list(_ alignment: Alignment, _ children: [ViewNode]) -> ViewNode? {
    switch alignment {
    case .topLeading:
      return ViewNode(.list, children: children, attributes: [.listStyle(.plain)])
    case .top where !children.isEmpty:
      let section = ViewNode(.section(SectionParts(headerCount: 1)), children: children)
      return ViewNode(.list, children: [section])
    case .topTrailing where !children.isEmpty:
      let section = ViewNode(.section(SectionParts(footerCount: 1)), children: children)
      return ViewNode(.form, children: [section], attributes: [.listStyle(.grouped)])
    default:
      return nil
    }
  }

  /// The NavigationStack, TabView or NavigationSplitView that replaces a ZStack layout of
  /// `alignment`, if one does. Their bars come from modifiers on the first view, chosen by how
  /// many views there are (no draw of their own): a large title, an inline one, a hidden bar.
  /// A TabView of two tabs or more shows the second, by a literal selection and tags.
  static func navigation(_ alignment: Alignment, _ children: [ViewNode]) -> ViewNode? {
    var children = children
    switch alignment {
    case .bottomLeading:
      if !children.isEmpty {
        let title = ViewAttribute.inert(name: "navigationTitle", arguments: "(\"Title\")")
        switch children.count % 3 {
        case 1: children[0].attributes.append(title)
        case 2:
          children[0].attributes += [
            title, .inert(name: "navigationBarTitleDisplayMode", arguments: "(.inline)"),
          ]
        default:
          children[0].attributes.append(
            .inert(name: "toolbar", arguments: "(.hidden, for: .navigationBar)"))
        }
      }
      let style: NavigationContainer.Style = children.count == 2 ? .view : .stack
      return ViewNode(.navigation(NavigationContainer(style)), children: children)
    case .bottom where !children.isEmpty:
      guard children.count >= 2 else {
        return ViewNode(.tabView(TabContainer()), children: children)
      }
      for index in children.indices {
        children[index].attributes.append(.inert(name: "tag", arguments: "(\(index))"))
      }
      return ViewNode(.tabView(TabContainer(selection: ".constant(1)")), children: children)
    case .bottomTrailing where children.count >= 2:
      let counts = children.count >= 3 ? [1, 1, children.count - 2] : [1, 1]
      children[0].attributes.append(
        .inert(name: "navigationTitle", arguments: "(\"Sidebar\")"))
      return ViewNode(
        .navigation(NavigationContainer(.splitView, columnCounts: counts)), children: children)
    default:
      return nil
    }
  }

  /// The axes of the ScrollView that replaces a ZStack of these alignments; the trailing one
  /// shows no indicators.
  static let scrollAxes: [Alignment: Axis.Set] = [
    .bottomTrailing: .vertical, .bottom: .horizontal, .trailing: [.horizontal, .vertical],
  ]

  /// The safeAreaInset that replaces a background of these alignments.
  static let insets: [Alignment: SafeAreaInset] = [
    .bottom: SafeAreaInset(edge: VerticalEdge.bottom),
    .leading: SafeAreaInset(edge: HorizontalEdge.leading, alignment: .top, spacing: 0),
    .topTrailing: SafeAreaInset(edge: VerticalEdge.top, alignment: .trailing, spacing: 4),
  ]

  /// The lazy grid that replaces a ZStack of these alignments: one of each kind of track.
  static let lazyGrids: [Alignment: LazyGrid] = [
    .top: LazyGrid(
      axis: .vertical,
      items: [
        GridItem(.fixed(40)), GridItem(.flexible()), GridItem(.adaptive(minimum: 30), spacing: 4),
      ]),
    .leading: LazyGrid(
      axis: .horizontal,
      items: [GridItem(.flexible(minimum: 20, maximum: 60)), GridItem(.fixed(30))],
      alignment: Alignment(horizontal: .center, vertical: .top), spacing: 2),
  ]

  /// The axes of the ViewThatFits that replaces a ZStack of these alignments.
  static let fittingAxes: [Alignment: Axis.Set] = [
    .topLeading: [.horizontal, .vertical], .bottomLeading: .horizontal, .topTrailing: .vertical,
  ]

  /// A Grid made of what was drawn for a ZStack: each child that is a container becomes a
  /// GridRow of its children, any other child a view spanning the grid; some cells' modifiers
  /// become grid-cell modifiers. Every value is read off the drawn children, so that the tree
  /// after this one draws as it did before grids existed.
  static func grid(_ alignment: Alignment, _ children: [ViewNode]) -> ViewNode {
    let rows = children.map { child -> ViewNode in
      let rowAlignment: VerticalAlignment?
      if case .hStack(let guide, _) = child.kind {
        rowAlignment = guide == .center ? nil : guide
      } else if case .zStack(let alignment) = child.kind {
        rowAlignment = alignment.vertical
      } else if [.vStack, .layout, .gridRow, .grid, .viewThatFits].contains(child.kind.case) {
        rowAlignment = nil
      } else {
        return gridCell(child)
      }
      return ViewNode(
        .gridRow(alignment: rowAlignment), children: child.children.map(gridCell),
        attributes: child.attributes)
    }
    // Four children: no spacing between columns; three: none between rows.
    return ViewNode(
      .grid(
        alignment: alignment, horizontalSpacing: children.count == 4 ? 0 : nil,
        verticalSpacing: children.count == 3 ? 0 : nil), children: rows)
  }

  /// A cell whose outermost modifier is one of a few drawn values, with a grid-cell modifier
  /// in its place: `layoutPriority(2)` spans two columns, `layoutPriority(-1)` is unsized
  /// horizontally, `fixedSize(horizontal: false, vertical: false)` vertically; a red border
  /// aligns its column leading, a blue one trailing; a frame with no lengths anchors the cell.
  static func gridCell(_ cell: ViewNode) -> ViewNode {
    let modifier: GridCellModifier
    if case .layoutPriority(2) = cell.kind {
      modifier = .columns(2)
    } else if case .layoutPriority(-1) = cell.kind {
      modifier = .unsizedAxes(.horizontal)
    } else if case .fixedSize(false, false) = cell.kind {
      modifier = .unsizedAxes(.vertical)
    } else if case .border(.red, _) = cell.kind {
      modifier = .columnAlignment(.leading)
    } else if case .border(.blue, _) = cell.kind {
      modifier = .columnAlignment(.trailing)
    } else if case .frame(nil, nil, let alignment) = cell.kind {
      modifier = .anchor(anchors[alignment] ?? UnitPoint(x: 0.25, y: 0.75))
    } else {
      return cell
    }
    var node = cell
    node.kind = .gridCell(modifier)
    return node
  }

  private static let anchors: [Alignment: UnitPoint] = [
    .topLeading: .topLeading, .top: .top, .topTrailing: .topTrailing, .leading: .leading,
    .center: .center, .trailing: .trailing, .bottomLeading: .bottomLeading, .bottom: .bottom,
    .bottomTrailing: .bottomTrailing,
  ]

  /// A random leaf: Text (ASCII, CJK, several lines, empty), Color, a shape, Spacer, Divider,
  /// a placeholder, an image.
  public static func leaf(_ random: inout SeededGenerator) -> ViewNode {
    let choice = random.int(in: 0...11)
    switch choice {
    case 0...2: return ViewNode(.text(random.pick(texts)))
    case 3, 4:
      // An orange of the second branch is a gradient from orange, greedy as a Color (§21.1):
      // chosen with no draw of its own, so that every seed gives the trees it gave before.
      let color = random.pick(colors)
      guard choice == 4, color == .orange else { return ViewNode(.color(color)) }
      let gradient = GradientStyle(
        gradient: .colors([.orange, .red]), geometry: .linear(startPoint: .top, endPoint: .bottom))
      return ViewNode(.color(Color(gradient: gradient)))
    case 5, 6:
      var shape: ShapeKind = random.pick([
        .rectangle, .circle, .capsule, .ellipse, .roundedRectangle(cornerRadius: 8),
      ])
      // In the second branch some shapes get a shape modifier, which lays out as the base
      // shape (§21.4), again with no draw of its own.
      if choice == 6 {
        switch shape {
        case .ellipse: shape = .modifying(shape, .trim(from: 0, to: 0.5))
        case .capsule: shape = .modifying(shape, .inset(4))
        case .roundedRectangle: shape = .modifying(shape, .rotation(.degrees(45), anchor: .center))
        case .circle: shape = .modifying(shape, .offset(CGSize(width: 3, height: 0)))
        default: break
        }
      }
      let drawing: ShapeDrawing = random.chance(0.5) ? .fill(nil) : .fill(random.pick(colors))
      return ViewNode(.shape(shape, drawing))
    case 7, 8:
      return ViewNode(.spacer(minLength: random.chance(0.5) ? nil : random.length(upTo: 30)))
    case 9: return ViewNode(.divider)
    // The default size: a printed placeholder parses back with the size its name is given,
    // which is the default when the scene is read with no `--placeholder`.
    // Half of these are controls (§20): one draw picks the name or the control, so that a
    // placeholder of an earlier tree is the same placeholder (floor(6kx) / 2k = floor(3x)).
    case 10:
      let span = 2 * controls.count
      let index = random.int(in: 0...(placeholderNames.count * span - 1))
      let control = index % span - controls.count
      guard control >= 0 else {
        return ViewNode(.placeholder(Placeholder(name: placeholderNames[index / span])))
      }
      return controls[control]
    default: return ViewNode(.image(image(&random)))
    }
  }

  /// An asset or a symbol, resizable or not, at its default size: a printed image parses
  /// back with the size its name is given, the default when no `--image` gives one (§18).
  public static func image(_ random: inout SeededGenerator) -> Image {
    let image: Image =
      random.chance(0.3)
      ? Image(systemName: random.pick(["star.fill", "heart.fill", "gearshape"]))
      : Image(random.pick(imageNames))
    return random.chance(0.5) ? image.resizable() : image
  }

  /// Controls as the scene language builds them, so that each prints and parses back as
  /// itself: label views, then the fixed parts (reference §20); bindings and actions are kept
  /// as source, never evaluated.
  public static let controls: [ViewNode] = {
    func title(_ text: String) -> ControlArgument {
      ControlArgument(label: nil, source: "\"\(text)\"", viewCount: 1)
    }
    func kept(_ label: String, _ source: String, trailing: Bool = false) -> ControlArgument {
      ControlArgument(label: label, source: source, isTrailing: trailing)
    }
    func control(
      _ kind: ControlKind, _ arguments: [ControlArgument], labels: [ViewNode] = [],
      parts: [ControlPart] = []
    ) -> ViewNode {
      let titles = arguments.compactMap { argument -> ViewNode? in
        guard argument.viewCount == 1, let source = argument.source else { return nil }
        return ViewNode(.text(String(source.dropFirst().dropLast())))
      }
      return ViewNode(
        .control(Control(kind, arguments: arguments)),
        children: titles + labels + parts.map { ViewNode(.control(Control(.part($0)))) })
    }
    var bordered = control(.button, [title("Save"), kept("action", "{ }", trailing: true)])
    bordered.attributes = [.buttonStyle(.borderedProminent), .controlSize(.large)]
    return [
      control(.button, [title("OK"), kept("action", "{ }", trailing: true)]),
      bordered,
      control(.toggle, [title("Wi-Fi"), kept("isOn", ".constant(true)")], parts: [.toggleSwitch]),
      control(.textField(vertical: false), [title("Name"), kept("text", ".constant(\"\")")]),
      control(.slider, [kept("value", ".constant(0.5)")], parts: [.sliderTrack]),
      control(.progressView(linear: false), [], parts: [.spinner]),
      control(.progressView(linear: true), [kept("value", "0.5")], parts: [.progressBar]),
      control(
        .stepper, [title("Qty"), kept("value", ".constant(1)")], parts: [.stepperButtons]),
    ]
  }()

  /// Asset names of random images.
  public static let imageNames = ["logo", "photo"]

  /// Placeholders' names: views of another file, and a SwiftUI view not laid out yet.
  public static let placeholderNames = ["RatingView", "AvatarView", "AsyncImage"]

  /// Strings that exercise the text model: words that wrap, a word longer than a small
  /// proposal, wide (CJK) glyphs, explicit line breaks, nothing at all.
  public static let texts = [
    "Hello world", "a", "The quick brown fox jumps", "你好世界", "Hi 你好 there",
    "one\ntwo\nthree", "Supercalifragilistic", "", "x y",
  ]

  static let colors: [Color] = [.red, .blue, .green, .clear, .orange]

  private func spacing(_ random: inout SeededGenerator) -> CGFloat? {
    if random.chance(options.invalidValueRate) { return invalid(&random, [.nan, .infinity]) }
    switch random.int(in: 0...5) {
    case 0, 1, 2: return nil
    case 3: return 0
    case 4:
      return options.allowsNegativeSpacing && random.chance(0.5)
        ? -random.length(upTo: 12) : random.length(upTo: 20)
    default: return random.length(upTo: 20)
    }
  }

  // MARK: Modifiers

  private func modifier(
    on content: ViewNode, _ random: inout SeededGenerator, depth: Int, budget: inout Int
  ) -> ViewNode {
    budget -= 1
    let roll = random.int(in: 0...(options.layoutWrappers.isEmpty ? 13 : 14))
    switch roll {
    case 0, 1:
      let width = optionalLength(&random, upTo: 200)
      let height = optionalLength(&random, upTo: 200)
      let alignment = Self.alignment(&random)
      // A bottom-trailing frame of roll 1 is a containerRelativeFrame, with no draw (§14.8):
      // a third (or two thirds, spaced 8) of the container across, when a width was drawn.
      if roll == 1, alignment == .bottomTrailing {
        let frame =
          width == nil
          ? ContainerRelativeFrame(axes: .vertical, alignment: alignment)
          : ContainerRelativeFrame(
            axes: .horizontal, count: 3, span: height == nil ? 1 : 2, spacing: 8,
            alignment: alignment)
        return ViewNode(.containerRelativeFrame(frame), children: [content])
      }
      return ViewNode(
        .frame(width: width, height: height, alignment: alignment), children: [content])
    case 2, 3:
      return ViewNode(.flexibleFrame(flexibleFrame(&random)), children: [content])
    case 4:
      // Safe-area padding lays out as padding (§14.7): it takes the padding of shapes, with
      // no draw of its own, so that every other tree stays as it was.
      let insets = insets(&random)
      if case .shape = content.kind {
        return ViewNode(.safeAreaPadding(insets), children: [content])
      }
      return ViewNode(.padding(insets), children: [content])
    case 5:
      guard options.movesViews else {
        return ViewNode(.padding(insets(&random)), children: [content])
      }
      return ViewNode(
        .offset(
          CGSize(width: signedLength(&random, upTo: 50), height: signedLength(&random, upTo: 50))),
        children: [content])
    case 6:
      guard options.movesViews else {
        return ViewNode(.fixedSize(horizontal: true, vertical: true), children: [content])
      }
      return ViewNode(
        .position(
          CGPoint(x: signedLength(&random, upTo: 200), y: signedLength(&random, upTo: 200))),
        children: [content])
    case 7:
      return ViewNode(
        .fixedSize(horizontal: random.chance(0.7), vertical: random.chance(0.7)),
        children: [content])
    case 8:
      let priority: Double =
        options.allowsNaN && random.chance(options.invalidValueRate)
        ? .nan : Double(random.int(in: -1...2))
      return ViewNode(.layoutPriority(priority), children: [content])
    case 9:
      let (key, computation) = Self.guideComputation(&random)
      return ViewNode(.alignmentGuide(key, computation), children: [content])
    case 10, 11:
      var small = min(budget, 3)
      budget -= small
      let secondary =
        depth < options.maxDepth && random.chance(0.3)
        ? view(&random, depth: options.maxDepth, budget: &small) : Self.leaf(&random)
      if random.chance(0.25) {
        return ViewNode(
          .background(.style(ignoresSafeAreaEdges: .all)),
          children: [content, ViewNode(.color(random.pick(Self.colors)))])
      }
      let alignment = Self.alignment(&random)
      // Three alignments of a background make a safeAreaInset instead, with no draw (§14.6).
      if roll == 10, let inset = Self.insets[alignment] {
        // Under a top inset the view ignores the safe area vertically: it grows under the
        // inset, through the layers of safe area (§14.6).
        let primary =
          inset.edge == .top
          ? ViewNode(.ignoresSafeArea(edges: .vertical), children: [content]) : content
        return ViewNode(.safeAreaInset(inset), children: [primary, secondary])
      }
      let layer = SecondaryLayer.view(alignment: alignment)
      return ViewNode(
        roll == 10 ? .background(layer) : .overlay(layer), children: [content, secondary])
    case 12:
      // Drawing only: a border is an overlay that never changes layout (§5.2), clipping a
      // render effect (§7).
      return random.chance(0.5)
        ? ViewNode(.border(random.pick(Self.colors), width: 2), children: [content])
        : ViewNode(.clipped, children: [content])
    case 13:
      return ViewNode(.aspectRatio(aspectRatio(&random)), children: [content])
    default:
      return random.pick(options.layoutWrappers).wrap(content, &random)
    }
  }

  /// An aspect ratio: the content's (also as `scaledToFit`/`scaledToFill`), a number, a
  /// `CGSize`, or (at the invalid rate) negative or infinite, with either content mode.
  private func aspectRatio(_ random: inout SeededGenerator) -> AspectRatio {
    let mode: ContentMode = random.chance(0.5) ? .fit : .fill
    if random.chance(options.invalidValueRate) {
      return AspectRatio(ratio: invalid(&random, [-1, .infinity, .nan]), contentMode: mode)
    }
    switch random.int(in: 0...3) {
    case 0: return AspectRatio(contentMode: mode, isScaledTo: random.chance(0.5))
    case 1:
      let size = CGSize(width: random.int(in: 1...4), height: random.int(in: 1...4))
      return AspectRatio(ratio: size.width / size.height, contentMode: mode, size: size)
    default: return AspectRatio(ratio: random.pick([0.5, 1, 1.5, 2]), contentMode: mode)
    }
  }

  /// A frame length: nil, a valid length, or (at the invalid rate) negative, NaN or infinite.
  public func optionalLength(_ random: inout SeededGenerator, upTo limit: Int) -> CGFloat? {
    if random.chance(options.invalidValueRate) {
      // 1e308 is valid, but two of them in a stack add up to infinity (see
      // hugeLengthsAddUpToInfinity in LayoutPropertyTests).
      return invalid(&random, [-10, .nan, .infinity, -.infinity, 1e308])
    }
    return random.chance(0.4) ? nil : random.length(upTo: limit)
  }

  private func signedLength(_ random: inout SeededGenerator, upTo limit: Int) -> CGFloat {
    if random.chance(options.invalidValueRate) { return invalid(&random, [.nan, .infinity]) }
    let length = random.length(upTo: limit)
    return random.chance(0.3) ? -length : length
  }

  private func insets(_ random: inout SeededGenerator) -> EdgeInsets {
    func one(_ random: inout SeededGenerator) -> CGFloat {
      if random.chance(options.invalidValueRate) { return invalid(&random, [.nan, .infinity]) }
      return random.chance(0.1) ? -random.length(upTo: 10) : random.length(upTo: 24)
    }
    if random.chance(0.5) { return EdgeInsets(_all: one(&random)) }
    return EdgeInsets(
      top: one(&random), leading: one(&random), bottom: one(&random), trailing: one(&random))
  }

  /// One of `values`, NaN left out unless allowed.
  private func invalid(_ random: inout SeededGenerator, _ values: [CGFloat]) -> CGFloat {
    random.pick(options.allowsNaN ? values : values.filter { !$0.isNaN })
  }

  private func flexibleFrame(_ random: inout SeededGenerator) -> FlexibleFrame {
    func axis(_ random: inout SeededGenerator) -> (CGFloat?, CGFloat?, CGFloat?) {
      var min = random.chance(0.5) ? random.length(upTo: 150) : nil
      var ideal = random.chance(0.25) ? random.length(upTo: 150) : nil
      var max: CGFloat? =
        random.chance(0.5) ? (random.chance(0.5) ? .infinity : random.length(upTo: 250)) : nil
      if let low = min, let high = max, low > high, !random.chance(options.invalidValueRate) {
        (min, max) = (high, low)
      }
      if random.chance(options.invalidValueRate) {
        switch random.int(in: 0...5) {
        case 0: min = -random.length(upTo: 20) - 1
        case 1: min = options.allowsNaN ? .nan : -.infinity
        case 2: max = -.infinity
        case 3: min = .infinity
        case 4: ideal = .infinity
        default: (min, max) = (100, 20)
        }
      }
      return (min, ideal, max)
    }
    let (minWidth, idealWidth, maxWidth) = axis(&random)
    let (minHeight, idealHeight, maxHeight) = axis(&random)
    return FlexibleFrame(
      minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
      idealHeight: idealHeight, maxHeight: maxHeight, alignment: Self.alignment(&random))
  }

  // MARK: Alignment

  /// A custom horizontal alignment a quarter of the way across, declared as a scene declares
  /// it, so that a printed tree parses back.
  public static let quarterX = HorizontalAlignment(
    named: "quarterX",
    declaration: """
      extension HorizontalAlignment {
          enum QuarterX: AlignmentID {
              static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width * 0.25 }
          }
          static let quarterX = HorizontalAlignment(QuarterX.self)
      }
      """,
    defaultValue: { $0.width * 0.25 })

  /// A custom vertical alignment 5 points above the bottom.
  public static let nearBottom = VerticalAlignment(
    named: "nearBottom",
    declaration: """
      extension VerticalAlignment {
          enum NearBottom: AlignmentID {
              static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height - 5 }
          }
          static let nearBottom = VerticalAlignment(NearBottom.self)
      }
      """,
    defaultValue: { $0.height - 5 })

  /// The built-in horizontal guides and a custom one.
  public static let horizontalGuides: [HorizontalAlignment] = [
    .leading, .center, .trailing, quarterX,
  ]

  /// The built-in vertical guides, the text baselines and a custom one.
  public static let verticalGuides: [VerticalAlignment] = [
    .top, .center, .bottom, .firstTextBaseline, .lastTextBaseline, nearBottom,
  ]

  public static func horizontalGuide(_ random: inout SeededGenerator) -> HorizontalAlignment {
    random.chance(0.4) ? .center : random.pick(horizontalGuides)
  }

  public static func verticalGuide(_ random: inout SeededGenerator) -> VerticalAlignment {
    random.chance(0.4) ? .center : random.pick(verticalGuides)
  }

  /// One of the nine built-in alignments, or (one time in five) a pair with a custom guide.
  public static func alignment(_ random: inout SeededGenerator) -> Alignment {
    if random.chance(0.8) { return random.pick(Alignment.allBuiltIn) }
    return Alignment(
      horizontal: random.pick(horizontalGuides), vertical: random.pick(verticalGuides))
  }

  /// An `alignmentGuide` key and a simple computation built together with its source. The
  /// closure reads a built-in guide or the key itself: a custom guide named only inside a
  /// closure loses its declaration when printed (see the known issue in
  /// SceneRoundTripPropertyTests), so a tree that must print back does not do that.
  public static func guideComputation(_ random: inout SeededGenerator)
    -> (AlignmentKey, AlignmentGuideComputation)
  {
    let constant = CGFloat(random.int(in: -20...40))
    let k = Self.number(constant)
    if random.chance(0.5) {
      let guide = random.pick(horizontalGuides)
      let reference = random.chance(0.3) ? guide : random.pick([.leading, .center, .trailing])
      let name = Self.guideSource(reference)
      switch random.int(in: 0...3) {
      case 0: return (guide.key, .init(source: "{ _ in \(k) }") { _ in constant })
      case 1:
        return (
          guide.key, .init(source: "{ d in d[\(name)] + \(k) }") { d in d[reference] + constant }
        )
      case 2: return (guide.key, .init(source: "{ d in d.width * 0.5 }") { d in d.width * 0.5 })
      default:
        return (guide.key, .init(source: "{ d in d.width - \(k) }") { d in d.width - constant })
      }
    }
    let guide = random.pick(verticalGuides)
    let reference =
      random.chance(0.3)
      ? guide : random.pick([.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline])
    let name = Self.guideSource(reference)
    switch random.int(in: 0...3) {
    case 0: return (guide.key, .init(source: "{ _ in \(k) }") { _ in constant })
    case 1:
      return (
        guide.key, .init(source: "{ d in d[\(name)] + \(k) }") { d in d[reference] + constant }
      )
    case 2: return (guide.key, .init(source: "{ d in d.height / 2 }") { d in d.height / 2 })
    default:
      return (guide.key, .init(source: "{ d in d.height - \(k) }") { d in d.height - constant })
    }
  }

  static func guideSource(_ guide: HorizontalAlignment) -> String {
    guide == .center ? "HorizontalAlignment.center" : "." + guide.description
  }

  static func guideSource(_ guide: VerticalAlignment) -> String {
    guide == .center ? "VerticalAlignment.center" : "." + guide.description
  }

  /// A number as Swift source: `10`, `-4`, `2.5`.
  static func number(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : "\(Double(value))"
  }

  // MARK: Canvases

  /// A canvas: empty (0×0), tiny, one cell, a phone, or anything up to 500×900.
  public static func canvas(_ random: inout SeededGenerator) -> CGSize {
    switch random.int(in: 0...5) {
    case 0:
      return random.pick([
        CGSize(width: 0, height: 0), CGSize(width: 1, height: 1), CGSize(width: 10, height: 20),
      ])
    case 1: return CGSize(width: random.length(upTo: 30), height: random.length(upTo: 30))
    case 2: return CGSize(width: 390, height: 844)
    default: return CGSize(width: random.length(upTo: 500), height: random.length(upTo: 900))
    }
  }
}

extension RandomViewTree {
  /// Whether random trees make a kind of node, and why not when they do not.
  public enum Generation: Equatable, Sendable {
    /// Random trees contain it (`RandomViewTreeCoverageTests` checks that they do).
    case generated
    /// Random trees never contain it, for this reason.
    case notGenerated(because: String)
  }

  /// How random trees treat each kind: the switch has no `default:`, so a new kind does not
  /// compile until it is decided here (CONTRIBUTING.md, step 5).
  public static func generation(of kind: ViewKind.Case) -> Generation {
    switch kind {
    case .text, .color, .shape, .spacer, .divider, .placeholder, .hStack, .vStack, .zStack,
      .layout, .frame,
      .flexibleFrame, .padding, .offset, .position, .fixedSize, .layoutPriority, .alignmentGuide,
      .background, .overlay, .border, .clipped, .image, .aspectRatio, .grid, .gridRow, .gridCell,
      .viewThatFits, .scrollView, .list, .form, .section, .safeAreaInset, .safeAreaPadding,
      .containerRelativeFrame, .lazyStack, .lazyGrid, .navigation, .tabView:
      .generated
    case .control:
      .generated
    case .empty, .group, .forEach:
      .notGenerated(because: "normalised away before layout: the stacks' own tests cover them")
    case .geometryReader:
      .notGenerated(because: "its content is a closure built at layout time")
    case .listRowInsets:
      .notGenerated(because: "a row's insets are read by its List; its scenes have their own tests")
    case .ignoresSafeArea:
      .generated
    case .layoutValue:
      .notGenerated(because: "its key is a Swift type a printed scene cannot name")
    }
  }
}
