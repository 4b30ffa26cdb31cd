import LayoutCore

/// The trace pane: the negotiation for the selected view's subtree, in call order, as
/// sentences: `ZStack proposes 300×60 to Color green → Color green takes 300×60`.
///
/// The engine writes the trace as it runs (STYLE.md rule 2); this only picks the requests
/// made to the selected node and the nodes below it, and words them. A request whose
/// answer came after further requests (a container measuring its children) is opened by
/// its proposal and closed by its answer, with the children's requests indented between.
/// "takes" says the view accepted the proposal as its size; "answers" that it chose another.
enum TracePane {
  /// One line of the pane, indented by nesting.
  struct Line: Equatable, Sendable {
    var indent: Int
    var text: String
    /// Phase headings (`sizing`, `placement`) are drawn dim.
    var isHeading = false
    /// The request (its index in the trace) whose proposal the line says, if any.
    var proposalOf: Int?
    /// The request whose answer the line says, if any: the same as `proposalOf` on a line
    /// that says both (`… → Text takes 110×20`).
    var answerOf: Int?

    /// Whether the line says `step` (step-through highlights it).
    func says(_ step: StepThrough.Step) -> Bool {
      (step.isAnswer ? answerOf : proposalOf) == step.event
    }
  }

  /// The lines for the subtree of the placed node `id` (the whole pass when nil, with the
  /// requests to views that were measured and not placed, a `ViewThatFits` candidate not
  /// chosen: step-through steps through those too).
  /// At most `maximum` lines are made: the pane shows a window of them.
  static func lines(for result: LayoutResult, subtreeOf id: Int?, maximum: Int = .max) -> [Line] {
    let indices: [Int]
    if let id, let node = result.root.node(id: id) {
      let subtree = Set(node.allNodes.map(\.id))
      indices = result.trace.indices.filter { subtree.contains(result.trace[$0].nodeID) }
    } else {
      indices = Array(result.trace.indices)
    }
    let events = indices.map { result.trace[$0] }
    guard let base = events.map(\.depth).min() else { return [] }
    let names = displayNames(result)
    func name(_ id: Int?) -> String {
      guard let id else { return "canvas" }
      return names[id] ?? "#\(id)"
    }
    var lines: [Line] = []
    var open: [(event: LayoutTraceEvent, index: Int)] = []
    var phase: LayoutTraceEvent.Phase?
    func close(downTo depth: Int) {
      while let (last, index) = open.last, last.depth >= depth {
        open.removeLast()
        lines.append(
          Line(
            indent: last.depth - base, text: answer(last, name(last.nodeID)), answerOf: index))
      }
    }
    for (index, event) in events.enumerated() {
      if lines.count >= maximum { return lines }
      close(downTo: event.depth)
      if event.phase != phase {
        close(downTo: 0)
        phase = event.phase
        lines.append(
          Line(
            indent: 0, text: event.phase == .sizing ? "sizing" : "placement", isHeading: true))
      }
      let request: String
      if let guide = event.guide {
        request = "\(name(event.askerID)) asks \(name(event.nodeID)) for its \(guide) guide"
      } else {
        request = "\(name(event.askerID)) proposes \(event.proposal) to \(name(event.nodeID))"
      }
      let next = index + 1 < events.count ? events[index + 1] : nil
      let hasNested = next.map { $0.depth > event.depth && $0.phase == event.phase } ?? false
      let traceIndex = indices[index]
      if event.cacheHit || !hasNested {
        let suffix = event.cacheHit ? " (cached)" : ""
        lines.append(
          Line(
            indent: event.depth - base,
            text: request + " → " + answer(event, name(event.nodeID)) + suffix,
            proposalOf: traceIndex, answerOf: traceIndex))
      } else {
        lines.append(Line(indent: event.depth - base, text: request, proposalOf: traceIndex))
        open.append((event, traceIndex))
      }
    }
    close(downTo: 0)
    return lines
  }

  /// `Color green takes 300×60` or `Text "Hello world" answers 110×20`.
  private static func answer(_ event: LayoutTraceEvent, _ name: String) -> String {
    let proposed = CGSize(
      width: event.proposal.width ?? -1, height: event.proposal.height ?? -1)
    let verb = proposed == event.answer ? "takes" : "answers"
    return "\(name) \(verb) \(PointText.size(event.answer))"
  }

  /// Short names: the kind with its text or colour, and `#id` only where two nodes would
  /// read the same.
  static func displayNames(_ result: LayoutResult) -> [Int: String] {
    var names: [Int: String] = [:]
    for node in result.root.allNodes {
      var text = node.name
      if case .text(let string) = node.kind {
        let line = string.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
        let short = line.count > 16 ? line.prefix(15) + "…" : line
        text += " \"\(short)\(line.count < string.count && line.count <= 16 ? "…" : "")\""
      } else if let label = node.label {
        text += " \(label)"
      }
      names[node.id] = text
    }
    var counts: [String: Int] = [:]
    for name in names.values { counts[name, default: 0] += 1 }
    for (id, name) in names where counts[name, default: 0] > 1 { names[id] = "\(name) #\(id)" }
    return names
  }
}
