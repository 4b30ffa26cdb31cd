import LayoutCore
import ViewSource

/// Which placed node came from which source node: the bridge between what the engine laid
/// out (ids) and what the user selects and edits (paths).
///
/// The engine numbers nodes in pre-order of its normalised tree, in which a `Group` splices
/// its views into its container, a modifier of a group applies to each view, `EmptyView`
/// vanishes and several top-level views get an implicit VStack (`ViewTreeNormalization`).
/// The map replays that normalisation with paths attached, then numbers it the same way. A
/// GeometryReader's content is built from its closure while placing, so it has no source
/// node: it maps to the reader.
struct NodeMap: Equatable, Sendable {
  /// The source path of each placed id.
  private(set) var pathByID: [Int: TreePath] = [:]
  /// The placed ids of each source path, in pre-order (several when a modifier applies to a
  /// group's views; none for a Group or an EmptyView).
  private(set) var idsByPath: [TreePath: [Int]] = [:]

  /// A normalised node with the path of the source node it came from (nil: implicit).
  private struct Mirror {
    var kind: ViewKind
    var path: TreePath?
    var children: [Mirror]
  }

  /// One placed node and the source path it came from.
  struct Assignment: Equatable, Sendable {
    var id: Int
    var path: TreePath
  }

  /// The map between `tree` and `placed`, the engine's layout of it.
  init(tree: ViewNode, placed: PlacedNode) {
    self.init(assignments: Self.assignments(tree: tree, placed: placed))
  }

  /// The map that records `assignments`, in order.
  init(assignments: [Assignment]) {
    pathByID.reserveCapacity(assignments.count)
    idsByPath.reserveCapacity(assignments.count)
    for assignment in assignments {
      pathByID[assignment.id] = assignment.path
      idsByPath[assignment.path, default: []].append(assignment.id)
    }
  }

  /// Each placed node of `placed` (in pre-order) that has a source path in `tree`, with it:
  /// everything a map holds, without its tables, so that a caller can tell that a new layout
  /// maps as the last one did (a knob changes values, not which node came from where).
  static func assignments(tree: ViewNode, placed: PlacedNode) -> [Assignment] {
    let roots = Self.elements(of: tree, at: [])
    let root =
      roots.count == 1
      ? roots[0]
      : Mirror(kind: .vStack(alignment: .center, spacing: nil), path: nil, children: roots)
    var numbered: [(kind: ViewKind, path: TreePath?)] = []
    func number(_ mirror: Mirror) {
      numbered.append((mirror.kind, mirror.path))
      mirror.children.forEach(number)
    }
    number(root)

    var assignments: [Assignment] = []
    assignments.reserveCapacity(numbered.count)
    func visit(_ node: PlacedNode, inherited: TreePath?) {
      var path = inherited
      if node.id < numbered.count, numbered[node.id].kind == node.kind {
        path = numbered[node.id].path
      }
      if let path { assignments.append(Assignment(id: node.id, path: path)) }
      for child in node.children { visit(child, inherited: path) }
    }
    visit(placed, inherited: nil)
    return assignments
  }

  /// The source path of a placed node.
  func path(of id: Int) -> TreePath? { pathByID[id] }

  /// The first placed node of a source path, or nil when it is not laid out itself.
  func firstID(of path: TreePath) -> Int? { idsByPath[path]?.first }

  /// `ViewTreeNormalization.elements(of:)`, keeping each node's source path.
  private static func elements(
    of node: ViewNode, at path: TreePath, keepingSections: Bool = false
  ) -> [Mirror] {
    switch node.kind.case {
    case .empty:
      return []
    case .section where keepingSections:
      guard case .section(var parts) = node.kind else { return [] }
      let content = parts.contentRange(count: node.children.count)
      func mirrors(_ range: Range<Int>) -> [Mirror] {
        range.flatMap { elements(of: node.children[$0], at: path + [$0]) }
      }
      let header = mirrors(0..<content.lowerBound)
      let footer = mirrors(content.upperBound..<node.children.count)
      parts.headerCount = header.count
      parts.footerCount = footer.count
      return [
        Mirror(
          kind: .section(parts), path: path, children: header + mirrors(content) + footer)
      ]
    case .group, .forEach, .section:
      return node.children.enumerated().flatMap {
        elements(of: $1, at: path + [$0], keepingSections: keepingSections)
      }
    case .geometryReader:
      return [Mirror(kind: node.kind, path: path, children: [])]
    // A split view's columns are one view each: several an implicit VStack (§14.9).
    case .navigation:
      guard case .navigation(var container) = node.kind, container.style == .splitView else {
        return [
          Mirror(
            kind: node.kind, path: path,
            children: node.children.enumerated().flatMap { elements(of: $1, at: path + [$0]) })
        ]
      }
      let columns = container.columnRanges(count: node.children.count).map { range in
        range.flatMap { elements(of: node.children[$0], at: path + [$0]) }
      }
      container.columnCounts = columns.map { _ in 1 }
      return [
        Mirror(
          kind: .navigation(container), path: path,
          children: columns.map { views in
            views.count == 1
              ? views[0]
              : Mirror(kind: .vStack(alignment: .center, spacing: nil), path: nil, children: views)
          })
      ]
    case .text, .color, .shape, .spacer, .divider, .placeholder, .hStack, .vStack, .zStack, .layout,
      .list, .form,
      .frame, .flexibleFrame, .padding, .offset, .position, .fixedSize, .layoutPriority,
      .alignmentGuide, .background, .overlay, .border, .clipped, .ignoresSafeArea, .layoutValue,
      .listRowInsets, .safeAreaInset, .safeAreaPadding, .containerRelativeFrame, .image,
      .aspectRatio, .control, .grid,
      .gridRow, .viewThatFits, .scrollView, .lazyStack, .lazyGrid,
      .gridCell, .tabView:
      if node.kind.isModifier {
        guard let content = node.children.first else { return [] }
        let secondary = node.children.enumerated().dropFirst().flatMap {
          elements(of: $1, at: path + [$0])
        }
        var layer: [Mirror] = []
        if secondary.count == 1 {
          layer = secondary
        } else if secondary.count > 1 {
          layer = [Mirror(kind: .zStack(alignment: .center), path: nil, children: secondary)]
        }
        return elements(of: content, at: path + [0]).map { element in
          Mirror(kind: node.kind, path: path, children: [element] + layer)
        }
      }
      return [
        Mirror(
          kind: node.kind, path: path,
          children: node.children.enumerated().flatMap {
            elements(of: $1, at: path + [$0], keepingSections: node.kind.keepsSections)
          })
      ]
    }
  }
}
