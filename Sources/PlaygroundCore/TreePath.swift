import LayoutCore

/// A node's place in a scene's value tree: the child indices from the root (`[]` is the root).
///
/// The playground selects and edits source nodes, not placed ones: a path stays meaningful
/// across re-layouts, prints to a line of code, and survives knob changes, since galleries
/// rebuild their trees with the same shape.
typealias TreePath = [Int]

extension ViewNode {
  /// The node at `path`, or nil when the path leaves the tree.
  subscript(path path: TreePath) -> ViewNode? {
    var node = self
    for index in path {
      guard node.children.indices.contains(index) else { return nil }
      node = node.children[index]
    }
    return node
  }

  /// Changes the node at `path` in place; false when the path leaves the tree.
  @discardableResult
  mutating func modify(at path: TreePath, _ body: (inout ViewNode) -> Void) -> Bool {
    guard let first = path.first else {
      body(&self)
      return true
    }
    guard children.indices.contains(first) else { return false }
    return children[first].modify(at: Array(path.dropFirst()), body)
  }

  /// The nodes along `path`, root first, the node at `path` last (shorter when the path
  /// leaves the tree).
  func nodes(along path: TreePath) -> [ViewNode] {
    var result = [self]
    var node = self
    for index in path {
      guard node.children.indices.contains(index) else { break }
      node = node.children[index]
      result.append(node)
    }
    return result
  }

  /// Every path in the tree, in pre-order.
  var allPaths: [TreePath] {
    var result: [TreePath] = []
    func visit(_ node: ViewNode, _ path: TreePath) {
      result.append(path)
      for (index, child) in node.children.enumerated() { visit(child, path + [index]) }
    }
    visit(self, [])
    return result
  }

  /// The longest prefix of `path` that is still in the tree: where a selection goes when
  /// an undo or a reload removed the node it was on.
  func nearestPath(to path: TreePath) -> TreePath {
    var valid: TreePath = []
    var node = self
    for index in path {
      guard node.children.indices.contains(index) else { break }
      node = node.children[index]
      valid.append(index)
    }
    return valid
  }

  /// The name a breadcrumb and the inspector show: `Text "Hello world"`, `frame`,
  /// `Color blue`, `MyFrame`.
  var displayName: String {
    switch kind {
    case .text(let string):
      let line = string.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
      let short = line.count > 20 ? line.prefix(19) + "…" : line
      return "Text \"\(short)\(line.count < string.count && line.count <= 20 ? "…" : "")\""
    case .color(let color): return "Color \(color)"
    case .shape(let shape, .fill(let color?)): return "\(shape.name) \(color)"
    default: return kind.name
    }
  }
}
