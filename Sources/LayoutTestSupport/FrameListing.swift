import LayoutCore

/// The placed tree as text, one node a line, for line diffs in test failures.
///
/// `layoutlab dump` is one line of JSON: right for comparing two layouts, useless for showing
/// where they differ. The listing has the same information (kind, label, frame, proposal),
/// indented by depth, so `lineDiff` of two listings names the nodes that moved.
///
///     frame #0 (45, 392) 300×60 proposed 390×844
///       Text "Hello world" #1 (140, 412) 110×20 proposed 300×60
extension LayoutResult {
  /// One line per placed node, in pre-order, indented two spaces a level.
  public func frameListing() -> String {
    var lines: [String] = []
    func length(_ value: CGFloat?) -> String {
      guard let value else { return "nil" }
      return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
    func visit(_ node: PlacedNode, depth: Int) {
      let label = node.label.map { " \"\($0)\"" } ?? ""
      let f = node.frame
      lines.append(
        String(repeating: "  ", count: depth) + "\(node.name)\(label) #\(node.id) "
          + "(\(length(f.minX)), \(length(f.minY))) \(length(f.width))×\(length(f.height)) "
          + "proposed \(length(node.proposal.width))×\(length(node.proposal.height))")
      for child in node.children { visit(child, depth: depth + 1) }
    }
    visit(root, depth: 0)
    return lines.joined(separator: "\n")
  }
}
