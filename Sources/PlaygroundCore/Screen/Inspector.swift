import CellRaster
import LayoutCore
import ViewSource

/// The inspector: everything the layout said about the selected view, in exact points.
///
/// Its kind and source, the proposal it received and the size it answered, its frame in
/// points and in cells, its alignment guides as its parent sees them (explicit ones marked),
/// its layout priority, the spacing around it, and the properties that can be edited, the
/// focused one marked ▸. The numbers are the engine's, unrounded: the canvas rounds, the
/// inspector does not (reference §12).
enum Inspector {
  /// One row: a label in the left column and a value that wraps in the right one.
  struct Row: Equatable, Sendable {
    var label: String
    var value: String
    var style: TextStyle = .plain
  }

  /// The width of the label column.
  static let labelWidth = 10

  /// The rows for the selection.
  static func rows(for playground: Playground) -> [Row] {
    guard let panel = playground.selectedPanel, let tree = panel.tree,
      let node = tree[path: playground.selection.path]
    else {
      return [Row(label: "", value: "no layout: the scene has not parsed yet", style: .dim)]
    }
    let path = playground.selection.path
    var rows = [Row(label: "", value: node.displayName, style: .bold)]
    let code = playground.caches.codePane(for: panel.sourceTree ?? tree)
    if let line = code.lineByPath[path], code.lines.indices.contains(line) {
      rows.append(
        Row(label: "source", value: code.lines[line].trimmingCharacters(in: .whitespaces)))
    }
    rows.append(Row(label: "kind", value: kindDescription(node)))

    guard let placed = playground.selectedPlacedNode, let result = panel.result else {
      rows.append(Row(label: "", value: notLaidOut(node, in: tree, at: path), style: .dim))
      rows += editRows(playground, node: node)
      return rows
    }
    let cell = playground.configuration.cell
    rows.append(
      Row(
        label: "why",
        value: SizeReason.sentence(
          for: placed, parent: SizeReason.parent(of: placed.id, in: result.root))))
    rows.append(Row(label: "proposed", value: placed.proposal.description))
    rows.append(Row(label: "answered", value: PointText.size(placed.frame.size)))
    rows.append(
      Row(
        label: "frame",
        value: "\(PointText.point(panel.containerPoint(placed.frame.origin))) "
          + "\(PointText.size(placed.frame.size)) pt"))
    let snapped = placed.frame.snapped(toGrid: cell)
    if snapped.minX.isFinite, snapped.minY.isFinite, snapped.width.isFinite, snapped.height.isFinite
    {
      let column = CellOutline.boundary(snapped.minX / cell.width) - panel.margin
      let row = CellOutline.boundary(snapped.minY / cell.height)
      let columns = CellOutline.boundary(snapped.width / cell.width)
      let lines = CellOutline.boundary(snapped.height / cell.height)
      rows.append(Row(label: "cells", value: "col \(column) row \(row) · \(columns)×\(lines)"))
    }
    // A navigation container's or TabView's bars: insets of its content's safe area (§14.9).
    for bar in placed.bars {
      rows.append(Row(label: "bar", value: barDescription(bar, panel: panel)))
    }
    if let ids = panel.map?.idsByPath[path], ids.count > 1 {
      rows.append(
        Row(label: "", value: "laid out \(ids.count) times (once per view of a group)", style: .dim)
      )
    }

    // The guides come from the layout pass; a subtree past the trace's limit does not list
    // them, as it has no trace either.
    let viewCount = placed.viewCount(upTo: Panel.traceViewLimit + 1)
    let probe =
      viewCount > Panel.traceViewLimit
      ? nil
      : placed.guides(
        horizontal: playground.choices.horizontalGuides,
        vertical: playground.choices.verticalGuides)
    if viewCount > Panel.traceViewLimit {
      rows.append(
        Row(
          label: "", value: "guides not probed: more than \(Panel.traceViewLimit) views",
          style: .dim))
    }
    if let guides = probe?.guides, !guides.isEmpty {
      func list(_ axis: Axis) -> String {
        guides.filter { $0.axis == axis }
          .map { "\(short($0.name)) \(PointText.length($0.value))\($0.isExplicit ? "*" : "")" }
          .joined(separator: "  ")
      }
      rows.append(Row(label: "h guides", value: list(.horizontal)))
      rows.append(Row(label: "v guides", value: list(.vertical)))
      if guides.contains(where: \.isExplicit) {
        rows.append(
          Row(label: "", value: "* explicit: an alignmentGuide or a text's baseline", style: .dim))
      }
    }
    if let priority = probe?.priority {
      var text = PointText.number(priority)
      if priority == -.infinity { text += " (yields to every other view)" }
      rows.append(Row(label: "priority", value: text))
    }
    rows += spacingRows(tree: tree, path: path, node: node, result: result, map: panel.map)
    rows += editRows(playground, node: node)
    return rows
  }

  /// A bar as the inspector lists it: `navigation bar 390×96 pt at (0, 0), large "Inbox"`.
  static func barDescription(_ bar: NavigationBar, panel: Panel) -> String {
    var text: String
    switch bar.role {
    case .navigationBar: text = "navigation bar"
    case .bottomToolbar: text = "bottom toolbar"
    case .tabBar: text = "tab bar"
    }
    text +=
      " \(PointText.size(bar.frame.size)) pt at \(PointText.point(panel.containerPoint(bar.frame.origin)))"
    if let title = bar.title { text += (bar.isLarge ? ", large " : ", inline ") + "\"\(title)\"" }
    if !bar.items.isEmpty { text += ": " + bar.items.joined(separator: " · ") }
    return text
  }

  /// A guide's name, shortened where the pane is narrow.
  private static func short(_ name: String) -> String {
    switch name {
    case "firstTextBaseline": "first"
    case "lastTextBaseline": "last"
    default: name
    }
  }

  /// What the node is: a view, a container, a modifier, with its role in a word.
  static func kindDescription(_ node: ViewNode) -> String {
    Catalog.definition(of: node.kind).summary
  }

  /// Why a node has no frame of its own.
  private static func notLaidOut(_ node: ViewNode, in tree: ViewNode, at path: TreePath) -> String {
    // A ViewThatFits lays out only the view it chose (§14.2).
    var ancestor = path
    while !ancestor.isEmpty {
      ancestor.removeLast()
      if case .viewThatFits? = tree[path: ancestor]?.kind {
        return "not laid out: ViewThatFits shows another of its views"
      }
      // A TabView lays out only the tab it shows (§14.10).
      if case .tabView? = tree[path: ancestor]?.kind {
        return "not laid out: TabView shows another of its tabs"
      }
    }
    return switch node.kind.case {
    case .group, .forEach: "not laid out itself: its views join its container"
    case .empty: "EmptyView takes no place at all"
    case .text, .color, .shape, .spacer, .divider, .placeholder, .hStack, .vStack, .zStack, .layout,
      .geometryReader, .list, .form, .section, .frame, .flexibleFrame, .padding, .offset, .position,
      .fixedSize,
      .layoutPriority, .alignmentGuide, .background, .overlay, .border, .clipped, .ignoresSafeArea,
      .layoutValue, .listRowInsets, .safeAreaInset, .safeAreaPadding, .containerRelativeFrame,
      .image, .aspectRatio,
      .control, .grid, .gridRow, .viewThatFits,
      .scrollView, .lazyStack, .lazyGrid,
      .gridCell, .navigation, .tabView:
      "not laid out: a modifier with no content"
    }
  }

  /// The most gaps the inspector lists: a stack of thousands would fill the pane.
  static let listedGaps = 24

  /// `8 · 8 · 8`, or the first `listedGaps` of the `count` gaps and how many there are.
  static func gapList(_ gaps: [CGFloat], count: Int) -> String {
    let listed = gaps.prefix(listedGaps).map { PointText.length($0) }.joined(separator: " · ")
    return count > listedGaps ? listed + " … (\(count) gaps)" : listed
  }

  /// The spacing of a stack, or of the stack the node is in: the setting and the gaps the
  /// layout left.
  private static func spacingRows(
    tree: ViewNode, path: TreePath, node: ViewNode, result: LayoutResult, map: NodeMap?
  ) -> [Row] {
    func gaps(_ stack: PlacedNode, horizontal: Bool) -> [CGFloat] {
      zip(stack.children, stack.children.dropFirst()).map { previous, next in
        horizontal ? next.frame.minX - previous.frame.maxX : next.frame.minY - previous.frame.maxY
      }
    }
    func setting(_ spacing: CGFloat?) -> String {
      spacing.map { PointText.length($0) } ?? "nil (default)"
    }
    switch node.kind {
    case .hStack, .vStack, .lazyStack:
      let spacing: CGFloat? =
        switch node.kind {
        case .hStack(_, let value), .vStack(_, let value): value
        case .lazyStack(let lazy): lazy.spacing
        default: nil
        }
      var rows = [Row(label: "spacing", value: setting(spacing))]
      if let id = map?.firstID(of: path), let stack = result.root.node(id: id),
        stack.children.count > 1
      {
        let horizontal =
          switch node.kind {
          case .hStack: true
          case .lazyStack(let lazy): lazy.axis == .horizontal
          default: false
          }
        // Only the gaps listed are computed: a stack may have thousands of children.
        var listed = stack
        listed.children = Array(stack.children.prefix(listedGaps + 1))
        rows.append(
          Row(
            label: "gaps",
            value: gapList(
              gaps(listed, horizontal: horizontal), count: stack.children.count - 1)))
      }
      return rows
    case .text, .color, .shape, .spacer, .divider, .empty, .placeholder, .zStack, .layout,
      .geometryReader, .list, .form, .section,
      .group, .forEach, .frame, .flexibleFrame, .padding, .offset, .position, .fixedSize,
      .layoutPriority, .alignmentGuide, .background, .overlay, .border, .clipped, .ignoresSafeArea,
      .layoutValue, .listRowInsets, .safeAreaInset, .safeAreaPadding, .containerRelativeFrame,
      .image, .aspectRatio,
      .control, .grid, .gridRow, .viewThatFits,
      .scrollView, .lazyGrid,
      .gridCell, .navigation, .tabView:
      break
    }
    // The node's element in its stack: climb through the modifiers it is the content of.
    var element = path
    while let last = element.last, last == 0,
      let parent = tree[path: Array(element.dropLast())], parent.kind.isModifier
    {
      element.removeLast()
    }
    guard !element.isEmpty, let parent = tree[path: Array(element.dropLast())] else { return [] }
    let horizontal: Bool
    let spacing: CGFloat?
    switch parent.kind {
    case .hStack(_, let value):
      horizontal = true
      spacing = value
    case .vStack(_, let value):
      horizontal = false
      spacing = value
    case .lazyStack(let lazy):
      horizontal = lazy.axis == .horizontal
      spacing = lazy.spacing
    case .text, .color, .shape, .spacer, .divider, .empty, .placeholder, .zStack, .layout,
      .geometryReader, .list, .form, .section,
      .group, .forEach, .frame, .flexibleFrame, .padding, .offset, .position, .fixedSize,
      .layoutPriority, .alignmentGuide, .background, .overlay, .border, .clipped, .ignoresSafeArea,
      .layoutValue, .listRowInsets, .safeAreaInset, .safeAreaPadding, .containerRelativeFrame,
      .image, .aspectRatio,
      .control, .grid, .gridRow, .viewThatFits,
      .scrollView, .lazyGrid,
      .gridCell, .navigation, .tabView:
      return []
    }
    guard let stackID = map?.firstID(of: Array(element.dropLast())),
      let stack = result.root.node(id: stackID),
      let elementID = map?.firstID(of: element),
      let index = stack.children.firstIndex(where: { $0.id == elementID })
    else { return [] }
    let all = gaps(stack, horizontal: horizontal)
    let before = index > 0 ? PointText.length(all[index - 1]) : "—"
    let after = index < all.count ? PointText.length(all[index]) : "—"
    return [
      Row(
        label: "spacing",
        value: "\(parent.kind.name) \(setting(spacing)): before \(before) · after \(after)")
    ]
  }

  /// The editable properties, the focused one marked.
  private static func editRows(_ playground: Playground, node: ViewNode) -> [Row] {
    let properties = NodeProperty.properties(of: node)
    guard !properties.isEmpty else {
      return [Row(label: "edit", value: "nothing to set here: m adds a modifier", style: .dim)]
    }
    var rows = [Row(label: "edit", value: "Enter next · , . change · e type", style: .dim)]
    let focused = playground.focusedProperty
    for property in properties {
      let value = node.value(of: property)?.text ?? "?"
      let isFocused = property == focused
      rows.append(
        Row(
          label: (isFocused ? "▸ " : "  ") + property.label, value: value,
          style: isFocused ? .selected : .plain))
    }
    return rows
  }
}

extension Panel {
  /// A canvas point in the container's coordinates, as the rulers count.
  func containerPoint(_ point: CGPoint) -> CGPoint {
    CGPoint(x: point.x - containerOrigin.x, y: point.y - containerOrigin.y)
  }
}
