/// Turns a scene's value tree into the list of views a container actually lays out.
///
/// `Group`, `ForEach` and builder blocks splice their elements into the enclosing container,
/// a modifier on such a list applies to each element, `EmptyView` contributes nothing (§3.7),
/// and several views in a `background`/`overlay` closure get an implicit ZStack (§5.2).
///
/// Most subtrees are already in that form; they are returned as they are, sharing their
/// storage with the input, so that normalising a large tree copies only what changes.
enum ViewTreeNormalization {
  /// The normalised children of the long child lists of the last pass, by the storage of the
  /// list: a list the next input still shares (its subtree unchanged) is normalised at once.
  ///
  /// An edit copies only the path from the root to what it changes, so every other list of
  /// the new tree is the last tree's own storage; a list spliced from a `ForEach` of 10,000
  /// rows was flattened anew on each scroll keystroke. The keys are valid while the tree
  /// they were read from is kept (the `ViewGraph` keeps its last input), so that no other
  /// list can have the same storage; short lists are cheaper to normalise than to look up.
  final class Memo {
    struct Key: Hashable {
      let storage: UnsafeRawPointer
      let count: Int
      let keepingSections: Bool
    }
    /// Lists shorter than this are normalised again.
    static let shortest = 16
    /// A result, with the list it was normalised from and the attributes of the node whose
    /// list it was (a `ForEach`'s apply to each of its elements).
    struct Entry {
      var attributes: [ViewAttribute]
      var input: [ViewNode]
      var result: [ViewNode]?
      /// Whether each view of `input` became one element of `result` (or `result` is nil:
      /// each is its own element), at the same index.
      var isOneToOne: Bool
    }
    private var previous: [Key: Entry] = [:]
    private var current: [Key: Entry] = [:]
    /// The last pass's lists by their length, to find the one an edited list was copied from.
    private var previousByCount: [Int: [Key]] = [:]
    private var currentByCount: [Int: [Key]] = [:]

    init() {}

    /// The key of `list`, when it is long enough to be worth one.
    static func key(of list: [ViewNode], keepingSections: Bool) -> Key? {
      guard list.count >= shortest,
        let storage = list.withUnsafeBufferPointer({ $0.baseAddress.map(UnsafeRawPointer.init) })
      else { return nil }
      return Key(storage: storage, count: list.count, keepingSections: keepingSections)
    }

    /// The last pass's result for the list of `key` under `attributes`, kept for the next
    /// pass too.
    func lookUp(_ key: Key, attributes: [ViewAttribute] = []) -> [ViewNode]?? {
      guard let found = previous[key], found.attributes == attributes else { return nil }
      keep(found, for: key)
      return .some(found.result)
    }

    /// A list of the last pass as long as the one of `key`, normalised under the same
    /// attributes, that most of its elements are equal to: the list an edit copied (an edit
    /// copies every list on its path to change one element of it).
    func similar(to list: [ViewNode], key: Key, attributes: [ViewAttribute]) -> Entry? {
      for candidate in previousByCount[key.count] ?? []
      where candidate.keepingSections == key.keepingSections {
        guard let entry = previous[candidate], entry.attributes == attributes else { continue }
        // The first and last elements: an unrelated list of the same length is rejected
        // before it is compared whole.
        if entry.input.first == list.first || entry.input.last == list.last { return entry }
      }
      return nil
    }

    func record(
      _ result: [ViewNode]?, for key: Key, input: [ViewNode], attributes: [ViewAttribute] = [],
      isOneToOne: Bool
    ) {
      keep(
        Entry(attributes: attributes, input: input, result: result, isOneToOne: isOneToOne),
        for: key)
    }

    private func keep(_ entry: Entry, for key: Key) {
      if current.updateValue(entry, forKey: key) == nil {
        currentByCount[key.count, default: []].append(key)
      }
    }

    /// Ends a pass: what it recorded is what the next one may reuse.
    func endPass() {
      previous = current
      previousByCount = currentByCount
      current = [:]
      currentByCount = [:]
    }

    /// Forgets everything (the tree it was read from is gone).
    func clear() {
      previous = [:]
      current = [:]
      previousByCount = [:]
      currentByCount = [:]
    }
  }

  /// The normalised elements of `list`, an edited copy of `entry.input` whose views each
  /// became one element: the entry's own element for every view equal to the one the entry
  /// had at its index, and `elements(view)` for the others; nil when one of those is not
  /// one element (then the list is normalised whole). The result is `.some(nil)` when every
  /// view is still its own element.
  ///
  /// An edit copies each list on its path, so the memo, which knows lists by their storage,
  /// missed the 10,000-row list an edit of one row copied and normalised every row again
  /// (issue #17); comparing the rows with the last pass's is a pass of cheap equalities,
  /// since the unchanged rows share their storage with the last pass's.
  private static func reusing(
    _ entry: Memo.Entry, for list: [ViewNode], elements: (ViewNode) -> [ViewNode]
  ) -> [ViewNode]?? {
    guard entry.isOneToOne, entry.input.count == list.count else { return nil }
    var result = entry.result
    for index in list.indices where list[index] != entry.input[index] {
      let replaced = elements(list[index])
      guard replaced.count == 1 else { return nil }
      if result == nil {
        // Still every view its own element, unless this one changed in normalising.
        if replaced[0] == list[index] { continue }
        result = list
      }
      result![index] = replaced[0]
    }
    return .some(result)
  }

  /// A subtree's elements: the node itself when it needs no change, else its new elements.
  private enum Elements {
    case unchanged
    case replaced([ViewNode])
  }

  /// Whether a node of `kind` with `children` normalises to itself, whatever its container:
  /// what `ViewNode.isNormalForm` caches. Conservative: the kinds that may be spliced or
  /// rebuilt (a Group, a ForEach, an EmptyView, a Section, whose fate depends on its
  /// container, and the views whose children are regrouped: controls, navigation, tabs) are
  /// never taken as normal, and `normalize` works them out.
  static func isNormalForm(kind: ViewKind, children: [ViewNode]) -> Bool {
    switch kind.case {
    case .empty, .group, .forEach, .section, .control, .navigation, .tabView:
      return false
    case .text, .color, .shape, .spacer, .divider, .placeholder, .hStack, .vStack, .zStack,
      .layout, .geometryReader, .list, .form, .frame, .flexibleFrame, .padding, .offset,
      .position, .fixedSize, .layoutPriority, .alignmentGuide, .background, .overlay, .border,
      .clipped, .ignoresSafeArea, .layoutValue, .listRowInsets, .safeAreaInset,
      .safeAreaPadding, .containerRelativeFrame, .image, .aspectRatio, .grid, .gridRow,
      .viewThatFits, .scrollView, .gridCell, .lazyStack, .lazyGrid:
      // A modifier of nothing is nothing; one with several secondary views gets a ZStack.
      if kind.isModifier && !(1...2).contains(children.count) { return false }
      for child in children where !child.isNormalForm { return false }
      return true
    }
  }

  /// The elements `node` contributes to its container.
  static func elements(of node: ViewNode) -> [ViewNode] {
    elements(of: node, keepingSections: false)
  }

  /// The elements `node` contributes to a container that keeps its sections (a List) or not.
  private static func elements(of node: ViewNode, keepingSections: Bool, memo: Memo? = nil)
    -> [ViewNode]
  {
    switch normalize(node, keepingSections: keepingSections, memo: memo) {
    case .unchanged: [node]
    case .replaced(let elements): elements
    }
  }

  /// The root view: the scene's single element, or an implicit VStack of several (§1.1);
  /// with `memo`, the long lists the last pass normalised are not normalised again.
  static func root(of node: ViewNode, memo: Memo? = nil) -> ViewNode {
    let roots = elements(of: node, keepingSections: false, memo: memo)
    if roots.count == 1 { return roots[0] }
    return ViewNode(.vStack(alignment: .center, spacing: nil), children: roots)
  }

  private static func normalize(
    _ node: ViewNode, keepingSections: Bool = false, memo: Memo? = nil
  ) -> Elements {
    if node.isNormalForm { return .unchanged }
    switch node.kind.case {
    case .empty:
      return .replaced([])
    case .section where keepingSections:
      return normalizeSection(node)
    case .group, .forEach, .section:
      // Outside a list a Section's header, rows and footer are its container's views (§15.2).
      let key = memo.flatMap { _ in
        Memo.key(of: node.children, keepingSections: keepingSections)
      }
      if let memo, let key, let found = memo.lookUp(key, attributes: node.attributes),
        let found
      {
        return .replaced(found)
      }
      func elementsWithAttributes(_ child: ViewNode) -> [ViewNode] {
        var elements = elements(of: child, keepingSections: keepingSections, memo: memo)
        if !node.attributes.isEmpty {
          for index in elements.indices { elements[index].attributes += node.attributes }
        }
        return elements
      }
      if let memo, let key,
        let similar = memo.similar(to: node.children, key: key, attributes: node.attributes),
        let reused = reusing(similar, for: node.children, elements: elementsWithAttributes),
        let reused
      {
        memo.record(
          reused, for: key, input: node.children, attributes: node.attributes, isOneToOne: true)
        return .replaced(reused)
      }
      var result: [ViewNode] = []
      var isOneToOne = true
      // Every child its own element, with nothing to add to it: the children are the elements,
      // one array shared rather than each child appended (a ForEach of 10,000 rows, every
      // full layout, issue #17).
      let children = node.children
      if node.attributes.isEmpty && children.allSatisfy(\.isNormalForm) {
        result = children
      } else {
        result.reserveCapacity(children.count)
        for child in children {
          // A child in normal form is its own element: appended as it is, without an array
          // of one (a ForEach of 10,000 rows made 10,000 of them each pass, issue #17).
          if child.isNormalForm {
            result.append(child)
            if !node.attributes.isEmpty { result[result.count - 1].attributes += node.attributes }
            continue
          }
          let elements = elementsWithAttributes(child)
          if elements.count != 1 { isOneToOne = false }
          result.append(contentsOf: elements)
        }
      }
      if let memo, let key {
        memo.record(
          result, for: key, input: node.children, attributes: node.attributes,
          isOneToOne: isOneToOne)
      }
      return .replaced(result)
    case .text, .color, .shape, .spacer, .divider, .placeholder, .hStack, .vStack, .zStack, .layout,
      .geometryReader, .list, .frame, .flexibleFrame, .padding, .offset, .position, .fixedSize,
      .layoutPriority, .alignmentGuide, .background, .overlay, .border, .clipped,
      .ignoresSafeArea, .layoutValue, .listRowInsets, .safeAreaInset, .safeAreaPadding,
      .containerRelativeFrame, .image, .aspectRatio, .grid, .gridRow,
      .viewThatFits, .scrollView, .gridCell, .form, .lazyStack, .lazyGrid:
      if node.kind.isModifier { return normalizeModifier(node, memo: memo) }
      guard
        let children = normalizedChildren(
          node.children, keepingSections: node.kind.keepsSections, memo: memo)
      else { return .unchanged }
      return .replaced([ViewNode(node.kind, children: children, attributes: node.attributes)])
    case .control:
      return normalizeControl(node)
    case .navigation:
      return normalizeNavigation(node)
    case .tabView:
      guard let children = normalizedChildren(node.children, keepingSections: false) else {
        return .unchanged
      }
      return .replaced([ViewNode(node.kind, children: children, attributes: node.attributes)])
    }
  }

  /// A control's label views flattened as a container's are, each argument's count of views
  /// updated, so that the control still knows which children each argument built (§20).
  private static func normalizeControl(_ node: ViewNode) -> Elements {
    guard case .control(var control) = node.kind,
      normalizedChildren(node.children) != nil
    else { return .unchanged }
    var children: [ViewNode] = []
    let ranges = control.childRanges()
    for (index, range) in ranges.enumerated() {
      let elements = node.children[range.clamped(to: node.children.indices)]
        .flatMap(ViewTreeNormalization.elements)
      control.arguments[index].viewCount = elements.count
      children += elements
    }
    children += node.children[Swift.min(control.labelCount, node.children.count)...]
      .flatMap(ViewTreeNormalization.elements)
    return .replaced([ViewNode(.control(control), children: children, attributes: node.attributes)])
  }

  /// A navigation container's views normalised as a container's; a split view's columns each
  /// become one view, several views an implicit VStack and none an empty one, as SwiftUI
  /// builds each column's root (§14.9).
  private static func normalizeNavigation(_ node: ViewNode) -> Elements {
    guard case .navigation(var container) = node.kind else { return .unchanged }
    guard container.style == .splitView else {
      guard let children = normalizedChildren(node.children) else { return .unchanged }
      return .replaced([ViewNode(node.kind, children: children, attributes: node.attributes)])
    }
    let columns = container.columnRanges(count: node.children.count).map { range in
      node.children[range].flatMap(ViewTreeNormalization.elements)
    }
    if columns.allSatisfy({ $0.count == 1 }), normalizedChildren(node.children) == nil,
      container.columnCounts.allSatisfy({ $0 == 1 })
    {
      return .unchanged
    }
    container.columnCounts = columns.map { _ in 1 }
    let children = columns.map { views in
      views.count == 1
        ? views[0] : ViewNode(.vStack(alignment: .center, spacing: nil), children: views)
    }
    return .replaced([
      ViewNode(.navigation(container), children: children, attributes: node.attributes)
    ])
  }

  /// A section in a list: its header, rows and footer normalised as a container's views, the
  /// counts of header and footer views updated to what they became (§15.2).
  private static func normalizeSection(_ node: ViewNode) -> Elements {
    guard case .section(var parts) = node.kind,
      normalizedChildren(node.children) != nil
    else { return .unchanged }
    let content = parts.contentRange(count: node.children.count)
    let header = node.children[..<content.lowerBound].flatMap(ViewTreeNormalization.elements)
    let rows = node.children[content].flatMap(ViewTreeNormalization.elements)
    let footer = node.children[content.upperBound...].flatMap(ViewTreeNormalization.elements)
    parts.headerCount = header.count
    parts.footerCount = footer.count
    return .replaced([
      ViewNode(.section(parts), children: header + rows + footer, attributes: node.attributes)
    ])
  }

  /// A modifier applies to each element of its content, with the secondary view (one view,
  /// or an implicit ZStack of several) as each element's second child.
  private static func normalizeModifier(_ node: ViewNode, memo: Memo?) -> Elements {
    // A modifier of nothing is nothing, as in SwiftUI's view lists.
    guard let content = node.children.first else { return .replaced([]) }
    let contentElements = normalize(content, memo: memo)
    // Most modifiers have no secondary view (a frame, a padding): an unchanged content is
    // an unchanged modifier, known without making the secondary views' array (issue #17:
    // every leaf of a 10,000-row list is such a modifier).
    if node.children.count == 1, case .unchanged = contentElements { return .unchanged }
    let secondaryViews = node.children.dropFirst()
    let secondaryElements = secondaryViews.map { normalize($0) }
    if case .unchanged = contentElements, secondaryViews.count <= 1,
      secondaryElements.allSatisfy({ if case .unchanged = $0 { true } else { false } })
    {
      return .unchanged
    }
    var secondary: [ViewNode] = []
    for (view, elements) in zip(secondaryViews, secondaryElements) {
      switch elements {
      case .unchanged: secondary.append(view)
      case .replaced(let replaced): secondary.append(contentsOf: replaced)
      }
    }
    var layer = secondary
    if secondary.count > 1 {
      layer = [ViewNode(.zStack(alignment: .center), children: secondary)]
    }
    let contents: [ViewNode]
    switch contentElements {
    case .unchanged: contents = [content]
    case .replaced(let elements): contents = elements
    }
    return .replaced(
      contents.map { element in
        ViewNode(node.kind, children: [element] + layer, attributes: node.attributes)
      })
  }

  /// The children's elements, or nil when every child is already an element.
  private static func normalizedChildren(
    _ children: [ViewNode], keepingSections: Bool = false, memo: Memo? = nil
  ) -> [ViewNode]? {
    guard let memo, let key = Memo.key(of: children, keepingSections: keepingSections) else {
      return normalizedChildrenAnew(children, keepingSections: keepingSections, memo: memo)
    }
    if let found = memo.lookUp(key) { return found }
    if let similar = memo.similar(to: children, key: key, attributes: []),
      let reused = reusing(
        similar, for: children,
        elements: { elements(of: $0, keepingSections: keepingSections, memo: memo) })
    {
      memo.record(reused, for: key, input: children, isOneToOne: true)
      return reused
    }
    var isOneToOne = true
    let result = normalizedChildrenAnew(
      children, keepingSections: keepingSections, memo: memo, isOneToOne: &isOneToOne)
    memo.record(result, for: key, input: children, isOneToOne: isOneToOne)
    return result
  }

  private static func normalizedChildrenAnew(
    _ children: [ViewNode], keepingSections: Bool, memo: Memo?
  ) -> [ViewNode]? {
    var isOneToOne = true
    return normalizedChildrenAnew(
      children, keepingSections: keepingSections, memo: memo, isOneToOne: &isOneToOne)
  }

  /// The children's elements, or nil when every child is already an element; `isOneToOne`
  /// is cleared when a child became other than one element.
  private static func normalizedChildrenAnew(
    _ children: [ViewNode], keepingSections: Bool, memo: Memo?, isOneToOne: inout Bool
  ) -> [ViewNode]? {
    // One child that became a list (a stack's ForEach): its list as it is, sharing the
    // storage the memo gave it.
    if children.count == 1 {
      switch normalize(children[0], keepingSections: keepingSections, memo: memo) {
      case .unchanged: return nil
      case .replaced(let elements):
        if elements.count != 1 { isOneToOne = false }
        return elements
      }
    }
    var result: [ViewNode]?
    for (index, child) in children.enumerated() {
      switch normalize(child, keepingSections: keepingSections, memo: memo) {
      case .unchanged:
        result?.append(child)
      case .replaced(let elements):
        if elements.count != 1 { isOneToOne = false }
        if result == nil { result = Array(children[..<index]) }
        result!.append(contentsOf: elements)
      }
    }
    return result
  }
}
