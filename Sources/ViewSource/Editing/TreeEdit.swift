import LayoutCore

/// One edit of a scene's value tree, addressed by path: set a property, wrap a node, unwrap a
/// modifier, remove a view.
///
/// Edits are replayed on a gallery's trees whenever a shared knob rebuilds them, so each edit
/// says exactly what it changes and no more: `set` changes one field (a frame's width), never
/// the whole node, so the container size the knob just changed is kept in the other fields.
public enum TreeEdit: Equatable, Sendable {
  /// Set one property of the node at the path.
  case set(EditableProperty, PropertyValue, at: TreePath)
  /// Put the node at the path inside `wrapper`, as its first child (a modifier's content, a
  /// stack's only view); the wrapper's own children (a background's colour) come after it.
  case wrap(at: TreePath, in: ViewNode)
  /// Replace the modifier at the path by its content.
  case unwrap(at: TreePath)
  /// Remove the node at the path from its parent's children.
  case remove(at: TreePath)

  /// The path the edit applies at.
  public var path: TreePath {
    switch self {
    case .set(_, _, let path), .wrap(let path, _), .unwrap(let path), .remove(let path): path
    }
  }

  /// The same edit at another path.
  public func moved(to path: TreePath) -> TreeEdit {
    switch self {
    case .set(let property, let value, _): .set(property, value, at: path)
    case .wrap(_, let wrapper): .wrap(at: path, in: wrapper)
    case .unwrap: .unwrap(at: path)
    case .remove: .remove(at: path)
    }
  }

  /// `tree` with the edit applied, or nil when the edit does not fit the tree (its path
  /// left the tree, the node lacks the property).
  public func applied(to tree: ViewNode) -> ViewNode? {
    var tree = tree
    var applied = false
    switch self {
    case .set(let property, let value, let path):
      tree.modify(at: path) { node in applied = node.set(property, to: value) }
    case .wrap(let path, let wrapper):
      applied = tree.modify(at: path) { node in
        var outer = wrapper
        outer.children.insert(node, at: 0)
        node = outer
      }
    case .unwrap(let path):
      tree.modify(at: path) { node in
        guard node.kind.isModifier, var content = node.children.first else { return }
        // The drawing modifiers written after it (`.zIndex(1)`, `.opacity(0.5)`) stay on the
        // view, as they do in the source when the modifier's line goes.
        content.attributes += node.attributes
        node = content
        applied = true
      }
    case .remove(let path):
      guard let index = path.last else { return nil }
      tree.modify(at: Array(path.dropLast())) { parent in
        guard parent.children.indices.contains(index) else { return }
        if case .section(var parts) = parent.kind {
          // A header or footer view leaves its count; a title's Text is the call's argument.
          let content = parts.contentRange(count: parent.children.count)
          if index < content.lowerBound {
            guard parts.title == nil else { return }
            parts.headerCount -= 1
          } else if index >= content.upperBound {
            parts.footerCount -= 1
          }
          parent.kind = .section(parts)
        }
        parent.children.remove(at: index)
        applied = true
      }
    }
    return applied ? tree : nil
  }

  /// `tree` with `edits` applied in order; an edit that no longer fits is skipped.
  public static func replay(_ edits: [TreeEdit], on tree: ViewNode) -> ViewNode {
    edits.reduce(tree) { tree, edit in edit.applied(to: tree) ?? tree }
  }
}
