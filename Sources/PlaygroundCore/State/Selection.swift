import LayoutCore
import ViewSource

/// The selection: a panel, a node in its tree, and the node's focused property.
struct Selection: Equatable, Sendable {
  var panel = 0
  var path: TreePath = []
  /// An index into the node's editable properties.
  var property = 0
}

/// Moving the selection: to the parent, the first child, a sibling, another panel.
///
/// The selection is a path in the source tree, so it means the same node after every
/// re-layout; moving never edits anything, and where a move is impossible the status line
/// says why instead of doing nothing silently.
extension Playground {
  /// ←: the parent of the selection.
  mutating func selectParent() {
    guard !selection.path.isEmpty else {
      message = StatusMessage(
        text: kind.gallery != nil
          ? "this is the panel's root view; n / p move between panels" : "this is the root view")
      return
    }
    selection.path.removeLast()
    selection.property = 0
  }

  /// →: the first child (a modifier's content, a container's first view).
  mutating func selectFirstChild() {
    guard let node = selectedNode else { return }
    if case .geometryReader = node.kind {
      message = StatusMessage(
        text: "a GeometryReader's content is a closure, built while placing: not selectable")
      return
    }
    guard !node.children.isEmpty else {
      message = StatusMessage(text: "\(node.displayName) has no children")
      return
    }
    selection.path.append(0)
    selection.property = 0
  }

  /// ↑ ↓: the sibling `step` places away.
  mutating func selectSibling(_ step: Int) {
    guard let index = selection.path.last,
      let parent = selectedPanel?.tree?[path: Array(selection.path.dropLast())]
    else {
      message = StatusMessage(text: "the root view has no siblings")
      return
    }
    let target = index + step
    guard parent.children.indices.contains(target) else {
      message = StatusMessage(text: step > 0 ? "no next sibling" : "no previous sibling")
      return
    }
    selection.path[selection.path.count - 1] = target
    selection.property = 0
  }

  /// n p: the root of panel `index`, scrolled into view.
  mutating func selectPanel(_ index: Int) {
    guard kind.gallery != nil else {
      message = StatusMessage(text: "a scene has one panel; n / p move between gallery panels")
      return
    }
    guard panels.indices.contains(index) else {
      message = StatusMessage(
        text: index < 0 ? "this is the first panel" : "this is the last panel")
      return
    }
    selection = Selection(panel: index, path: [], property: 0)
    keepSelectionVisible()
  }

  /// The first view of the first panel, depth first, with a property to edit: where a
  /// gallery opens, so that `,` `.` change something at once (issue #16: the first
  /// selection, a `background`, had nothing to edit).
  mutating func selectFirstEditableView() {
    guard let tree = panels.first?.tree else { return }
    let path = tree.allPaths.first { path in
      tree[path: path].map { !NodeProperty.properties(of: $0).isEmpty } ?? false
    }
    selection = Selection(panel: 0, path: path ?? [], property: 0)
  }

  /// The panes follow a new selection: the trace from its top, the code to its line, and the
  /// canvas scrolls to show it (issue #32: the selection is always on screen).
  mutating func selectionChanged() {
    display.traceScroll = 0
    display.codeScroll = nil
    keepSelectionVisible()
  }
}
