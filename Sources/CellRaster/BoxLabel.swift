import LayoutCore

/// The label of a box in `boxes` mode, and the shorter forms it falls back to.
///
/// A label names the node's kind, the text of a Text or the name of a Color, and the exact
/// size in points: `Text "Hello world" 110×20`, `Color blue 300×60`. A modifier whose content
/// has exactly its frame shares one box with it, so their names are joined along the tree
/// path: `background/frame 300×60`. When a box is too small, the label loses the text, then
/// the outer names, then the size, and is finally cut with `…`; it never spills out of its
/// box (issue #4).
struct BoxLabel: Equatable, Sendable {
  /// The nodes sharing the box, outermost first.
  let chain: [PlacedNode]
  /// The glyphs for `×` and `…`.
  let boxDrawing: BoxDrawing

  /// The ways to write the label, most informative first: each plan is one label, or two
  /// (the outer and the inner part of the chain, each with the size) for the two edges of a box.
  var plans: [[String]] {
    guard let last = chain.last, let head = chain.first else { return [] }
    let size = PointFormat.size(head.frame.size, times: boxDrawing.times)
    var text = ""
    if let label = last.label {
      let flat = label.map { $0.isNewline ? " " : String($0) }.joined()
      text = " " + (isText(last) ? "\"\(flat)\"" : flat)
    }
    func names(_ nodes: ArraySlice<PlacedNode>) -> String {
      nodes.map(\.name).joined(separator: "/")
    }
    let all = names(chain[...])
    var plans: [[String]] = [[all + text + " " + size], [all + " " + size]]
    for split in stride(from: chain.count - 1, through: 1, by: -1) {
      let outer = names(chain[..<split]) + " " + size
      let inner = names(chain[split...])
      plans.append([outer, inner + text + " " + size])
      plans.append([outer, inner + " " + size])
    }
    plans += [
      [last.name + text + " " + size], [last.name + " " + size], [all], [last.name],
    ]
    var seen: Set<[String]> = []
    return plans.filter { seen.insert($0).inserted }
  }

  /// The innermost name cut to `columns` with an ellipsis: the last resort; nil when not even
  /// one glyph and the ellipsis fit.
  func cut(toColumns columns: Int) -> String? {
    guard let name = chain.last?.name, columns >= 2 else { return nil }
    return Self.shortened(name, toColumns: columns, ellipsis: boxDrawing.ellipsis)
  }

  /// `text` in at most `columns` terminal columns: whole, or as many whole glyphs as fit and
  /// `ellipsis`. A wide character is never cut in half.
  static func shortened(_ text: String, toColumns columns: Int, ellipsis: Character) -> String {
    if text.terminalColumns <= columns { return text }
    guard columns > 0 else { return "" }
    let budget = columns - ellipsis.terminalColumns
    var kept = ""
    var used = 0
    for character in text {
      let width = character.terminalColumns
      if used + width > budget { break }
      kept.append(character)
      used += width
    }
    while kept.last == " " { kept.removeLast() }
    return kept + String(ellipsis)
  }

  private func isText(_ node: PlacedNode) -> Bool {
    if case .text = node.kind { return true }
    return false
  }
}
