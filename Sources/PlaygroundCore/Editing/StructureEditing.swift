import LayoutCore

/// Changing the tree's shape: wrapping the selection in a modifier or a stack, removing a
/// modifier, deleting a view.
///
/// Deleting follows what the user sees as one view: a view goes with the modifiers applied
/// to it, a modifier goes alone (its content stays), and a background's or overlay's view
/// takes its modifier with it, since a background of nothing means nothing.
extension Playground {

  /// Puts the selection inside `wrapper` and selects the wrapper.
  mutating func wrapSelection(in wrapper: ViewNode, label: String) {
    guard let node = selectedNode else { return }
    let text = "\(node.displayName): added \(label)"
    if apply(edits: [.wrap(at: selection.path, in: wrapper)], label: text) {
      selection.property = 0
      message = StatusMessage(text: text)
    }
  }

  /// Removes the selected modifier, keeping its content selected.
  mutating func unwrapSelection() {
    guard let node = selectedNode, node.kind.isModifier else {
      message = StatusMessage(text: "\(selectedNode?.displayName ?? "this") is not a modifier")
      return
    }
    let text = "removed .\(node.kind.name)"
    if apply(edits: [.unwrap(at: selection.path)], label: text) {
      selection.property = 0
      message = StatusMessage(text: text + ", kept its content")
    }
  }

  /// Deletes the selection: a modifier is removed, a view is removed from its container
  /// with its modifiers, a background's or overlay's view removes that modifier.
  mutating func deleteSelection() {
    guard let tree = selectedPanel?.tree, let node = tree[path: selection.path] else { return }
    if node.kind.isModifier {
      unwrapSelection()
      return
    }
    var target = selection.path
    while let index = target.last {
      let parentPath = Array(target.dropLast())
      guard let parent = tree[path: parentPath] else { break }
      if parent.kind.isModifier {
        if index > 0 {
          selection.path = parentPath
          unwrapSelection()
          return
        }
        target = parentPath
        continue
      }
      let label = "deleted \(node.displayName)"
      if apply(edits: [.remove(at: target)], label: label) {
        let siblings = parent.children.count - 1
        if siblings == 0 {
          selection.path = parentPath
        } else {
          selection.path = parentPath + [Swift.min(index, siblings - 1)]
        }
        selection.property = 0
        rebuild()
        message = StatusMessage(text: label)
      }
      return
    }
    message = StatusMessage(
      text: "the root view cannot be deleted (m wraps it; d on a modifier removes it)")
  }
}
