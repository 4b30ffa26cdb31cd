import LayoutCore

/// Shrinks a view tree that breaks a property to a small tree that still breaks it.
///
/// A random tree that fails is mostly noise: forty nodes, of which two matter. The shrinker
/// tries one simplification at a time (replace a node by one of its children, which also drops
/// a modifier; remove a container's child; make a number 0, whole or half as big; drop an
/// optional length; centre an alignment; shorten a text) and keeps the first that still fails,
/// until none does or the budget of attempts runs out. Every step makes the tree strictly
/// simpler, so it ends.
///
///     let minimal = TreeShrinker.shrink(tree) { property($0) != nil }
public enum TreeShrinker {
  /// The smallest tree found that still satisfies `stillFails`, and the attempts it took.
  public static func shrink(
    _ tree: ViewNode, budget: Int = 3000, stillFails: (ViewNode) -> Bool
  ) -> (tree: ViewNode, steps: Int, attempts: Int) {
    var current = tree
    var attempts = 0
    var steps = 0
    var improved = true
    while improved && attempts < budget {
      improved = false
      for candidate in candidates(current) {
        attempts += 1
        if stillFails(candidate) {
          current = candidate
          steps += 1
          improved = true
          break
        }
        if attempts >= budget { break }
      }
    }
    return (current, steps, attempts)
  }

  /// Every tree one simplification away from `node`, the biggest cuts first.
  public static func candidates(_ node: ViewNode) -> [ViewNode] {
    var result: [ViewNode] = []
    // Replace the node by one of its children: drops a modifier, or a container around a view.
    for child in node.children { result.append(child) }
    // Remove one child of a container (a modifier keeps its content; a layer may go).
    if !node.kind.isModifier {
      for index in node.children.indices {
        var smaller = node
        smaller.children.remove(at: index)
        result.append(smaller)
      }
    } else if node.children.count > 1, case .background(.view) = node.kind {
      result.append(ViewNode(node.kind, children: [node.children[0]]))
    } else if node.children.count > 1, case .overlay(.view) = node.kind {
      result.append(ViewNode(node.kind, children: [node.children[0]]))
    }
    if !node.attributes.isEmpty {
      var plain = node
      plain.attributes = []
      result.append(plain)
    }
    for kind in simpler(node.kind) {
      var simple = node
      simple.kind = kind
      result.append(simple)
    }
    // The same, one level down.
    for index in node.children.indices {
      for candidate in candidates(node.children[index]) {
        var copy = node
        copy.children[index] = candidate
        result.append(copy)
      }
    }
    return result
  }

  /// The kinds one step simpler than `kind`: a number smaller, an option gone, a default.
  static func simpler(_ kind: ViewKind) -> [ViewKind] {
    switch kind {
    case .text(let string):
      var out: [ViewKind] = []
      if string.count > 1 { out.append(.text("a")) }
      if let space = string.lastIndex(where: { $0 == " " || $0 == "\n" }) {
        out.append(.text(String(string[..<space])))
      }
      return out
    case .color(let color): return color == .red ? [] : [.color(.red)]
    case .shape(let shape, let drawing):
      return shape == .rectangle && drawing == .fill(nil) ? [] : [.color(.red)]
    case .spacer(let minLength): return optional(minLength).map { .spacer(minLength: $0) }
    case .hStack(let alignment, let spacing):
      return (alignment == .center ? [] : [.hStack(alignment: .center, spacing: spacing)])
        + optional(spacing).map { .hStack(alignment: alignment, spacing: $0) }
    case .vStack(let alignment, let spacing):
      return (alignment == .center ? [] : [.vStack(alignment: .center, spacing: spacing)])
        + optional(spacing).map { .vStack(alignment: alignment, spacing: $0) }
    case .zStack(let alignment):
      return alignment == .center ? [] : [.zStack(alignment: .center)]
    case .frame(let width, let height, let alignment):
      return
        (alignment == .center ? [] : [.frame(width: width, height: height, alignment: .center)])
        + optional(width).map { .frame(width: $0, height: height, alignment: alignment) }
        + optional(height).map { .frame(width: width, height: $0, alignment: alignment) }
    case .flexibleFrame(let frame):
      var out: [ViewKind] = []
      if frame.alignment != .center {
        var centred = frame
        centred.alignment = .center
        out.append(.flexibleFrame(centred))
      }
      let fields: [WritableKeyPath<FlexibleFrame, CGFloat?>] = [
        \.minWidth, \.idealWidth, \.maxWidth, \.minHeight, \.idealHeight, \.maxHeight,
      ]
      for field in fields {
        for value in optional(frame[keyPath: field]) {
          var simple = frame
          simple[keyPath: field] = value
          out.append(.flexibleFrame(simple))
        }
      }
      return out
    case .padding(let insets):
      let fields: [WritableKeyPath<EdgeInsets, CGFloat>] = [\.top, \.leading, \.bottom, \.trailing]
      var out: [ViewKind] = []
      if Set([insets.top, insets.leading, insets.bottom, insets.trailing]).count == 1 {
        out += smaller(insets.top).map { .padding(EdgeInsets(_all: $0)) }
      }
      for field in fields {
        for value in smaller(insets[keyPath: field]) {
          var simple = insets
          simple[keyPath: field] = value
          out.append(.padding(simple))
        }
      }
      return out
    case .offset(let offset):
      return smaller(offset.width).map { .offset(CGSize(width: $0, height: offset.height)) }
        + smaller(offset.height).map { .offset(CGSize(width: offset.width, height: $0)) }
    case .position(let point):
      return smaller(point.x).map { .position(CGPoint(x: $0, y: point.y)) }
        + smaller(point.y).map { .position(CGPoint(x: point.x, y: $0)) }
    case .fixedSize(let horizontal, let vertical):
      return horizontal && vertical
        ? [
          .fixedSize(horizontal: true, vertical: false),
          .fixedSize(horizontal: false, vertical: true),
        ]
        : []
    case .layoutPriority(let priority):
      return smaller(CGFloat(priority)).map { .layoutPriority(Double($0)) }
    case .background(.view(let alignment)) where alignment != .center:
      return [.background(.view(alignment: .center))]
    case .overlay(.view(let alignment)) where alignment != .center:
      return [.overlay(.view(alignment: .center))]
    case .image(let image):
      return image.methods.isEmpty ? [] : [.image(Image(source: image.source))]
    case .grid(let alignment, let horizontal, let vertical):
      return
        (alignment == .center
        ? []
        : [.grid(alignment: .center, horizontalSpacing: horizontal, verticalSpacing: vertical)])
        + optional(horizontal).map {
          .grid(alignment: alignment, horizontalSpacing: $0, verticalSpacing: vertical)
        }
        + optional(vertical).map {
          .grid(alignment: alignment, horizontalSpacing: horizontal, verticalSpacing: $0)
        }
    case .gridRow(let alignment): return alignment == nil ? [] : [.gridRow(alignment: nil)]
    case .viewThatFits(let axes):
      return axes == [.horizontal, .vertical]
        ? [] : [.viewThatFits(axes: [.horizontal, .vertical])]
    case .scrollView(let axes, let shows, let offset):
      return
        (offset == .zero
        ? [] : [.scrollView(axes: axes, showsIndicators: shows, contentOffset: .zero)])
        + (axes == .vertical
          ? [] : [.scrollView(axes: .vertical, showsIndicators: shows, contentOffset: offset)])
        + (shows ? [] : [.scrollView(axes: axes, showsIndicators: true, contentOffset: offset)])
    case .safeAreaInset(let inset):
      var simple = inset
      simple.spacing = nil
      return inset.spacing == nil ? [] : [.safeAreaInset(simple)]
    case .safeAreaPadding(let insets): return [.padding(insets)]
    case .containerRelativeFrame(let frame):
      var whole = frame
      whole.count = nil
      whole.span = 1
      whole.spacing = 0
      return frame == whole ? [] : [.containerRelativeFrame(whole)]
    case .lazyStack(let stack):
      var out: [ViewKind] = []
      if stack.alignment != .center {
        var copy = stack
        copy.alignment = .center
        out.append(.lazyStack(copy))
      }
      for spacing in optional(stack.spacing) {
        var copy = stack
        copy.spacing = spacing
        out.append(.lazyStack(copy))
      }
      if !stack.pinnedViews.isEmpty {
        var copy = stack
        copy.pinnedViews = []
        out.append(.lazyStack(copy))
      }
      return out
    case .lazyGrid(let grid):
      var out: [ViewKind] = []
      if grid.items.count > 1 {
        var copy = grid
        copy.items.removeLast()
        out.append(.lazyGrid(copy))
      }
      if grid.items.contains(where: { $0 != GridItem() }) {
        var copy = grid
        copy.items = grid.items.map { _ in GridItem() }
        out.append(.lazyGrid(copy))
      }
      if grid.alignment != .center || grid.spacing != nil || !grid.pinnedViews.isEmpty {
        out.append(.lazyGrid(LazyGrid(axis: grid.axis, items: grid.items)))
      }
      return out
    case .gridCell(.columns(let count)): return count > 1 ? [.gridCell(.columns(count - 1))] : []
    case .gridCell(.anchor(let anchor)):
      return anchor == .center ? [] : [.gridCell(.anchor(.center))]
    case .gridCell(.columnAlignment(let guide)):
      return guide == .center ? [] : [.gridCell(.columnAlignment(.center))]
    case .gridCell(.unsizedAxes(let axes)):
      return axes.isEmpty ? [] : [.gridCell(.unsizedAxes([]))]
    case .aspectRatio(let aspectRatio):
      return aspectRatio.ratio == nil && aspectRatio.contentMode == .fit
        ? [] : [.aspectRatio(AspectRatio(contentMode: .fit))]
    // A NavigationView is a NavigationStack on iPhone; a selection, the first tab.
    case .navigation(let container):
      return container.style == .view ? [.navigation(NavigationContainer(.stack))] : []
    case .tabView(let tabs):
      return tabs.selection == nil ? [] : [.tabView(TabContainer())]
    // No simpler value: already the simplest, or made of closures and types a shrink cannot
    // rebuild. Listed, so that a new kind has to say how it shrinks.
    case .background, .overlay, .divider, .empty, .placeholder, .layout, .geometryReader, .list,
      .form, .section,
      .group,
      .forEach, .alignmentGuide, .border, .clipped, .ignoresSafeArea, .layoutValue,
      .listRowInsets, .control:
      return []
    }
  }

  /// Simpler values for an optional length: nil, then the smaller values.
  static func optional(_ value: CGFloat?) -> [CGFloat?] {
    guard let value else { return [] }
    return [nil] + smaller(value).map { $0 }
  }

  /// Values strictly simpler than `value`: 0, 100 for a huge one (halving 1e308 takes a
  /// thousand steps), the whole part, half of it (towards 0).
  static func smaller(_ value: CGFloat) -> [CGFloat] {
    guard value != 0 else { return [] }
    guard value.isFinite else { return [0, 100] }
    var out: [CGFloat] = [0]
    if abs(value) > 1000 { out.append(value < 0 ? -100 : 100) }
    let whole = value.rounded(.towardZero)
    if whole != value && whole != 0 { out.append(whole) }
    let half = (whole / 2).rounded(.towardZero)
    if abs(whole) >= 2 && half != 0 && half != whole { out.append(half) }
    return out
  }
}
