import LayoutCore
import ViewSource

/// The frame gallery's one content: an edit inside a panel's frame is made in all three.
///
/// The three panels compare three frames around the same content; were an edit of the
/// content (the rectangle's width) made in one panel alone, its verdict would blame the frame
/// for the user's edit (issue #16: "✗ differs from frame" after panel 2's rectangle went from
/// 100 to 150). So an edit whose path lies in the content is made again in each panel at its
/// own content's path: `frame`'s only child, or the last child of `MyFrame` and
/// `FractionFrame` (after MyFrame's `Color.clear` helper). An edit of the frame itself, or of
/// what is around it, stays the panel's own.
enum SharedContent {
  /// The path of the framed content in `tree` (border › frame-like › content), or nil when
  /// the tree no longer has that shape.
  static func contentPath(in tree: ViewNode) -> TreePath? {
    guard let frame = tree[path: [0]], !frame.children.isEmpty else { return nil }
    switch frame.kind {
    case .frame, .layout: return [0, frame.children.count - 1]
    default: return nil
    }
  }

  /// `edits`, made in panel `source`, for each panel of `trees` (the panels' trees before the
  /// edits): the same list for the source panel; for the others, the edits of the content
  /// with their paths moved to that panel's content, or none when any edit is outside it.
  static func distribute(_ edits: [TreeEdit], from source: Int, trees: [ViewNode?]) -> [[TreeEdit]]
  {
    var result = trees.indices.map { $0 == source ? edits : [] }
    guard trees.indices.contains(source), let sourceTree = trees[source],
      let from = contentPath(in: sourceTree),
      edits.allSatisfy({ $0.path.starts(with: from) })
    else { return result }
    for index in trees.indices where index != source {
      guard let tree = trees[index], let to = contentPath(in: tree) else { continue }
      result[index] = edits.map { $0.moved(to: to + $0.path.dropFirst(from.count)) }
    }
    return result
  }
}
