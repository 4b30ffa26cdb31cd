import LayoutCore

/// The inspector's "why" line: in one sentence, why the selected view got its size, read off
/// the placed tree (issue #16, "why this size").
///
/// The negotiation is always the same three steps (reference §1): the parent proposes, the
/// view answers, the parent places it. So the sentence compares the answer with the proposal
/// along each axis: the view took it all, needed less (its ideal or its content), or asked
/// for more than it was offered (which the parent must place anyway, §1); a stack's child is
/// told what its share of the stack was (§4.4).
enum SizeReason {
  /// The sentence for `node`, whose parent in the placed tree is `parent` (nil: the root).
  static func sentence(for node: PlacedNode, parent: PlacedNode?) -> String {
    let proposal = node.proposal
    let size = node.answeredSize
    let proposer = parent.map { $0.kind.name } ?? "the canvas"
    if case .spacer = node.kind, let parent, let axis = node.orientation {
      let along = axis == .horizontal ? size.width : size.height
      return "a Spacer takes what \(parent.kind.name) leaves along it: "
        + "\(PointText.length(along)), and 0 across"
    }
    if proposal.width == nil && proposal.height == nil {
      return "\(proposer) asks its ideal size (nil × nil): it answers \(PointText.size(size))"
    }
    var parts: [String] = []
    let width = compare(size.width, proposal.width)
    let height = compare(size.height, proposal.height)
    switch (width, height) {
    case (.takes, .takes):
      parts.append("takes all \(proposal) that \(proposer) proposes")
    case (.less, .less):
      parts.append("needs only \(PointText.size(size)) of the \(proposal) \(proposer) proposes")
    case (.more, _), (_, .more):
      parts.append(
        "answers \(PointText.size(size)), more than the \(proposal) \(proposer) proposes: "
          + "it is placed anyway (§1)")
    default:
      parts.append(
        "takes \(describe(width, "width", size.width)) and \(describe(height, "height", size.height))"
          + " of the \(proposal) \(proposer) proposes")
    }
    if let parent, let share = stackShare(of: node, in: parent) { parts.append(share) }
    return parts.joined(separator: "; ")
  }

  private enum Fit { case takes, less, more, ideal }

  private static func compare(_ answer: CGFloat, _ offer: CGFloat?) -> Fit {
    guard let offer else { return .ideal }
    if abs(answer - offer) < 0.001 || (answer.isInfinite && offer.isInfinite) { return .takes }
    return answer < offer ? .less : .more
  }

  private static func describe(_ fit: Fit, _ axis: String, _ length: CGFloat) -> String {
    switch fit {
    case .takes: "all the \(axis)"
    case .less: "only \(PointText.length(length)) of the \(axis)"
    case .more: "\(PointText.length(length)) of \(axis), more than offered,"
    case .ideal: "its ideal \(axis), \(PointText.length(length)),"
    }
  }

  /// For a child of an HStack or VStack: what it was offered along the stack, of the stack's
  /// length, when that is less than the stack's (§4.4: the stack shares its length out, least
  /// flexible first), with the sum that makes it when the placed tree gives it away.
  private static func stackShare(of node: PlacedNode, in parent: PlacedNode) -> String? {
    let horizontal: Bool
    switch parent.kind {
    case .hStack: horizontal = true
    case .vStack: horizontal = false
    default: return nil
    }
    guard parent.children.count > 1,
      let offered = horizontal ? node.proposal.width : node.proposal.height
    else { return nil }
    let length = horizontal ? parent.frame.width : parent.frame.height
    guard offered < length - 0.001 else { return nil }
    if let sum = shareSum(of: node, offered: offered, in: parent, horizontal: horizontal) {
      return "offered \(PointText.length(offered)) = \(sum), least flexible first (§4.4)"
    }
    return "its share of the \(PointText.length(length)) \(parent.kind.name) among "
      + "\(parent.children.count) views, least flexible first (§4.4)"
  }

  /// The sum that gives `offered` (§4.4): the stack's length less its spacing, less what the
  /// siblings measured first took (those of its priority that needed less than their share),
  /// less the minimums held back for a lower priority (a Spacer's `minLength`, 8 by default),
  /// over the views of its priority still unsized; nil when no such sum gives `offered`.
  private static func shareSum(
    of node: PlacedNode, offered: CGFloat, in parent: PlacedNode, horizontal: Bool
  ) -> String? {
    func along(_ frame: CGRect) -> (min: CGFloat, max: CGFloat, length: CGFloat) {
      horizontal ? (frame.minX, frame.maxX, frame.width) : (frame.minY, frame.maxY, frame.height)
    }
    let ordered = parent.children.sorted { along($0.frame).min < along($1.frame).min }
    let spacing = zip(ordered, ordered.dropFirst()).reduce(CGFloat(0)) {
      $0 + Swift.max(0, along($1.1.frame).min - along($1.0.frame).max)
    }
    let peers = parent.children.filter { $0.priority == node.priority }
    let first = peers.filter { $0.id != node.id && along($0.frame).length < offered - 0.001 }
    let lower = parent.children.filter { $0.priority < node.priority }
    let minimums: CGFloat? = lower.reduce(CGFloat(0)) { total, child in
      guard let total, case .spacer(let minLength) = child.kind else { return nil }
      return total + (minLength ?? 8)
    }
    let length = along(parent.frame).length
    let firstTaken = first.reduce(CGFloat(0)) { $0 + along($1.frame).length }
    for (usesFirst, usesMinimums) in [(false, false), (true, false), (false, true), (true, true)] {
      if usesMinimums && (lower.isEmpty || minimums == nil) { continue }
      if usesFirst && first.isEmpty { continue }
      let count = peers.count - (usesFirst ? first.count : 0)
      guard count > 0 else { continue }
      let remaining =
        length - spacing - (usesFirst ? firstTaken : 0) - (usesMinimums ? minimums ?? 0 : 0)
      guard abs(remaining / CGFloat(count) - offered) < 0.01 else { continue }
      var terms = [PointText.length(length)]
      if spacing > 0.001 { terms.append("\(PointText.length(spacing)) spacing") }
      if usesFirst { terms.append("\(PointText.length(firstTaken)) measured first") }
      if usesMinimums, let minimums {
        terms.append("\(PointText.length(minimums)) of Spacer minimums")
      }
      let difference = terms.joined(separator: " − ")
      guard count > 1 else { return difference }
      return (terms.count > 1 ? "(\(difference))" : difference) + " / \(count)"
    }
    return nil
  }

  /// The parent of the node with `id` in `root`, or nil for the root.
  static func parent(of id: Int, in root: PlacedNode) -> PlacedNode? {
    root.parent(ofNodeWithID: id)
  }
}
