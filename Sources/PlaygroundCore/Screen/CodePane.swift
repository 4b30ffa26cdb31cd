import LayoutCore
import ViewSource

/// The code pane: the current scene as SwiftUI source, as `ScenePrinter` writes it, with the
/// line of each node known, so the selection's line can be highlighted and a click on a line
/// selects its node.
///
/// The printer does not report positions, so the lines are found by printing: a node's
/// source is exactly `ScenePrinter.view(node)`, its children are printed one after another
/// inside it, and a modifier's own line follows its content's lines. Summing the printed
/// line counts of the children before a node gives its line, for any tree the printer prints.
struct CodePane: Equatable, Sendable {
  /// The printed scene, one string a line.
  var lines: [String]
  /// The line (0-based) of each node: a view's first line, a modifier's `.name(...)` line.
  var lineByPath: [TreePath: Int]

  /// Prints `tree` and finds the line of each of its nodes.
  init(tree: ViewNode) {
    let text = ScenePrinter.print(tree)
    lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    lineByPath = [:]
    let bodyLine = (lines.firstIndex { $0.hasPrefix("var body: some View {") } ?? -1) + 1
    assign(tree, path: [], line: bodyLine)
  }

  /// The number of lines `node` prints as.
  private static func lineCount(_ node: ViewNode) -> Int {
    ScenePrinter.view(node).reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
  }

  /// Records the line of `node` (printed from `line`) and of everything inside it.
  private mutating func assign(_ node: ViewNode, path: TreePath, line: Int) {
    func block(_ children: ArraySlice<ViewNode>, from first: Int, startingAt start: Int) {
      var next = start
      for (offset, child) in children.enumerated() {
        assign(child, path: path + [first + offset], line: next)
        next += Self.lineCount(child)
      }
    }
    func all(at line: Int) {
      // Children that are not printed on their own (a ForEach's elements, a helper) show
      // at their parent's line.
      for (index, child) in node.children.enumerated() {
        assign(child, path: path + [index], line: line)
      }
    }
    switch node.kind {
    // Each column's closure on its own lines, `} detail: {` between them (§14.9).
    case .navigation(let container) where container.style == .splitView:
      lineByPath[path] = line
      var next = line + 1
      for range in container.columnRanges(count: node.children.count) where !range.isEmpty {
        block(node.children[range], from: range.lowerBound, startingAt: next)
        next += node.children[range].reduce(0) { $0 + Self.lineCount($1) } + 1
      }
    case .hStack, .vStack, .zStack, .list, .form, .section, .group, .forEach(source: nil), .grid,
      .gridRow, .viewThatFits, .scrollView, .lazyStack, .lazyGrid, .navigation, .tabView:
      lineByPath[path] = line
      block(node.children[...], from: 0, startingAt: line + 1)
    case .forEach:
      lineByPath[path] = line
      all(at: line)
    case .layout(let layout):
      lineByPath[path] = line
      let helper = ViewNode(.color(.clear))
      if layout.name == "MyFrame", node.children.first == helper {
        assign(helper, path: path + [0], line: line)
        block(node.children.dropFirst(), from: 1, startingAt: line + 1)
      } else {
        block(node.children[...], from: 0, startingAt: line + 1)
      }
    case .frame, .flexibleFrame, .padding, .offset, .position, .fixedSize, .layoutPriority,
      .alignmentGuide, .background, .overlay, .border, .clipped, .ignoresSafeArea, .layoutValue,
      .listRowInsets, .safeAreaInset, .safeAreaPadding, .containerRelativeFrame, .aspectRatio,
      .gridCell:
      guard let content = node.children.first else {
        lineByPath[path] = line
        return
      }
      assign(content, path: path + [0], line: line)
      let modifierLine = line + Self.lineCount(content)
      lineByPath[path] = modifierLine
      for index in node.children.indices.dropFirst() {
        switch node.kind {
        case .background(.view), .overlay(.view), .safeAreaInset:
          assign(node.children[index], path: path + [index], line: modifierLine + 1)
        case .background(.style), .overlay(.style), .text, .color, .shape, .spacer, .divider,
          .empty, .placeholder, .hStack, .vStack, .zStack, .layout, .geometryReader, .list, .form,
          .section, .group,
          .forEach,
          .frame, .flexibleFrame, .padding, .offset, .position, .fixedSize, .layoutPriority,
          .alignmentGuide, .border, .clipped, .ignoresSafeArea, .layoutValue, .listRowInsets,
          .safeAreaPadding, .containerRelativeFrame,
          .image, .aspectRatio, .control, .grid, .gridRow, .viewThatFits, .scrollView, .gridCell,
          .lazyStack, .lazyGrid, .navigation, .tabView:
          assign(node.children[index], path: path + [index], line: modifierLine)
        }
      }
    case .text, .color, .shape, .spacer, .divider, .empty, .placeholder, .geometryReader, .image,
      .control:
      lineByPath[path] = line
      all(at: line)
    }
  }

  /// The node whose line is `line`: the outermost one starting there.
  func path(atLine line: Int) -> TreePath? {
    lineByPath.filter { $0.value == line }.keys.min {
      $0.count < $1.count || ($0.count == $1.count && $0.lexicographicallyPrecedes($1))
    }
  }

  /// The first line the pane shows: where it was scrolled to, or following the selection,
  /// never past the last screenful.
  static func firstLine(for playground: Playground, pane: CodePane) -> Int {
    let height = Swift.max(1, playground.screenLayout.bodyHeight - 1)
    let first = playground.display.codeScroll ?? autoScroll(for: playground)
    return Swift.min(first, Swift.max(0, pane.lines.count - height))
  }

  /// The first line shown when the pane follows the selection: the selected line a third of
  /// the way down.
  static func autoScroll(for playground: Playground) -> Int {
    guard let tree = playground.selectedPanel?.sourceTree else { return 0 }
    let pane = playground.caches.codePane(for: tree)
    let line = pane.lineByPath[playground.selection.path] ?? 0
    let height = Swift.max(1, playground.screenLayout.bodyHeight - 1)
    let maximum = Swift.max(0, pane.lines.count - height)
    return Swift.min(maximum, Swift.max(0, line - height / 3))
  }
}

extension PlaygroundCaches {
  /// The code pane of `tree`: printed once per tree.
  func codePane(for tree: ViewNode) -> CodePane { printed(tree, by: CodePane.init(tree:)) }
}
