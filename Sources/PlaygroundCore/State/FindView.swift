import LayoutCore
import ViewSource

/// `/`: find a view by its kind, its text or its label, as `/` searches in less, vim and
/// lazygit (issue #16, "navigation as in the TUIs people use").
///
/// The typed words are matched, without case, against each view's name as the breadcrumb shows
/// it (`Text "Hello world"`, `Color blue`, `frame`, `Image "logo"`) and against a Text's whole
/// string. The search starts after the selection, goes through the panel in source order and
/// on through the next panels, and wraps; `/` then Enter on the empty line finds the next match
/// of the last words, and ↑ brings them back to edit.
extension Playground {
  /// Opens the input line for the words to find, empty: what is typed is the query, not an
  /// addition to the last one (↑ brings the last one back, and Enter on an empty line finds
  /// its next match, as `/` Enter does in vim and less).
  mutating func openFind() {
    overlay = .input(InputLine(purpose: .find, text: ""))
  }

  /// Selects the next view after the selection that matches `query`.
  mutating func find(_ query: String) {
    var words = query.trimmingCharacters(in: .whitespaces)
    if words.isEmpty { words = display.lastFind }
    guard !words.isEmpty else {
      message = StatusMessage(text: "nothing to find: type a kind, a text or a colour")
      return
    }
    display.lastFind = words
    let matches = allViews().filter { Self.view($0.node, matches: words) }
    guard !matches.isEmpty else {
      message = StatusMessage(text: "no view matches '\(words)'", isError: true)
      return
    }
    let current = (selection.panel, selection.path)
    let next =
      matches.firstIndex { Self.isOrdered(current, before: ($0.panel, $0.path)) } ?? 0
    let found = matches[next]
    selection = Selection(panel: found.panel, path: found.path, property: 0)
    selectionChanged()
    keepSelectionVisible()
    let count = matches.count == 1 ? "the only match" : "\(next + 1) of \(matches.count)"
    message = StatusMessage(
      text: "found \(found.node.displayName) (\(count); / Enter finds the next)")
  }

  /// Every view of every panel, in panel order and pre-order of each tree.
  private func allViews() -> [(panel: Int, path: TreePath, node: ViewNode)] {
    var result: [(panel: Int, path: TreePath, node: ViewNode)] = []
    for (index, panel) in panels.enumerated() {
      guard let tree = panel.tree else { continue }
      func visit(_ node: ViewNode, _ path: TreePath) {
        result.append((index, path, node))
        for (child, view) in node.children.enumerated() { visit(view, path + [child]) }
      }
      visit(tree, [])
    }
    return result
  }

  /// Whether `node` is found by `words`: its breadcrumb name or its text contains them.
  static func view(_ node: ViewNode, matches words: String) -> Bool {
    if node.displayName.range(of: words, options: [.caseInsensitive, .diacriticInsensitive])
      != nil
    {
      return true
    }
    if case .text(let string) = node.kind {
      return string.range(of: words, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }
    return false
  }

  /// Whether `a` comes before `b` in panel order, then pre-order (a path before its children
  /// and after its earlier siblings').
  static func isOrdered(_ a: (Int, TreePath), before b: (Int, TreePath)) -> Bool {
    if a.0 != b.0 { return a.0 < b.0 }
    return a.1.lexicographicallyPrecedes(b.1)
  }
}
