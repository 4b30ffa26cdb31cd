import LayoutCore

/// A node's place in a scene's value tree: the child indices from the root (`[]` is the root).
///
/// The playground selects and edits source nodes, not placed ones: a path stays meaningful
/// across re-layouts, prints to a line of code, and survives knob changes, since galleries
/// rebuild their trees with the same shape.
public typealias TreePath = [Int]

extension ViewNode {
  /// The node at `path`, or nil when the path leaves the tree.
  public subscript(path path: TreePath) -> ViewNode? {
    var node = self
    for index in path {
      guard node.children.indices.contains(index) else { return nil }
      node = node.children[index]
    }
    return node
  }

  /// Changes the node at `path` in place; false when the path leaves the tree.
  @discardableResult
  public mutating func modify(at path: TreePath, _ body: (inout ViewNode) -> Void) -> Bool {
    guard let first = path.first else {
      body(&self)
      return true
    }
    guard children.indices.contains(first) else { return false }
    return children[first].modify(at: Array(path.dropFirst()), body)
  }
  /// Every path in the tree, in pre-order.
  public var allPaths: [TreePath] {
    var result: [TreePath] = []
    func visit(_ node: ViewNode, _ path: TreePath) {
      result.append(path)
      for (index, child) in node.children.enumerated() { visit(child, path + [index]) }
    }
    visit(self, [])
    return result
  }

}
