import LayoutCore

/// Which gallery panels lay their texts out unlike the first panel: the `≠` on their titles.
///
/// The centering gallery's methods all centre a short text alike; what sets them apart is a
/// longer one (issue #16: "mark the panels whose layout differs from panel 1"). Panels
/// compare by their texts' frames, counted from the container's corner, and the lines the
/// texts draw, so a mark is a fact of the two layouts and never goes stale after an edit.
enum PanelComparison {
  /// One text as laid out: where it is and what it shows.
  struct PlacedText: Equatable {
    var frame: CGRect
    var lines: [String]
  }

  /// The texts of `panel`, in tree order, or nil when it is not laid out.
  static func texts(of panel: Panel) -> [PlacedText]? {
    guard let root = panel.result?.root else { return nil }
    let origin = panel.containerOrigin
    var texts: [PlacedText] = []
    // A walk, not `allNodes`: it copies no node, and the screen compares every panel on each
    // keystroke.
    func visit(_ node: PlacedNode) {
      if let lines = node.textLines {
        texts.append(
          PlacedText(frame: node.frame.offsetBy(dx: -origin.x, dy: -origin.y), lines: lines))
      }
      for child in node.children { visit(child) }
    }
    visit(root)
    return texts
  }

  /// The indices of the panels laid out unlike panel 0 (panels that are not laid out are
  /// never marked: there is nothing to compare).
  static func differing(from panels: [Panel]) -> Set<Int> {
    guard let first = panels.first.flatMap(texts) else { return [] }
    var marked: Set<Int> = []
    for index in panels.indices.dropFirst() {
      if let texts = texts(of: panels[index]), texts != first { marked.insert(index) }
    }
    return marked
  }
}
