/// The negotiation as people read it: who proposed what to whom, and what came back.
///
/// One line per proposal and one per answer, in call order, indented by nesting; a request
/// answered from a node's cache takes one line, marked `(cached)`:
///
///     sizing
///     root proposes 390×844 to frame #0
///       frame #0 proposes 300×60 to HStack #1
///         HStack #1 proposes ∞×60 to Spacer #2 → 8×0
///     ...
extension LayoutResult {
  /// The trace as an indented log.
  public func traceText() -> String {
    let names = nodeNames()
    func name(_ id: Int?) -> String {
      guard let id else { return "root" }
      return names[id] ?? "#\(id)"
    }
    var lines: [String] = []
    var open: [LayoutTraceEvent] = []
    var phase: LayoutTraceEvent.Phase?
    func close(downTo depth: Int) {
      while let last = open.last, last.depth >= depth {
        open.removeLast()
        lines.append(indent(last.depth) + "\(name(last.nodeID)) answers \(format(last.answer))")
      }
    }
    for event in trace {
      close(downTo: event.depth)
      if event.phase != phase {
        close(downTo: 0)
        phase = event.phase
        lines.append(event.phase == .sizing ? "sizing" : "placement")
      }
      let request =
        indent(event.depth)
        + (event.guide.map {
          "\(name(event.askerID)) asks \(name(event.nodeID)) for its \($0) guide at \(event.proposal)"
        } ?? "\(name(event.askerID)) proposes \(event.proposal) to \(name(event.nodeID))")
      if event.cacheHit {
        lines.append(request + " → \(format(event.answer)) (cached)")
      } else {
        lines.append(request)
        open.append(event)
      }
    }
    close(downTo: 0)
    return lines.joined(separator: "\n") + "\n"
  }

  /// Each node's name as the trace writes it: `Text "Hello" #4`, `Color blue #6`, `frame #1`.
  public func nodeNames() -> [Int: String] {
    var names: [Int: String] = [:]
    for node in root.allNodes {
      var text = node.name
      if case .text(let string) = node.kind {
        let short = string.count > 24 ? String(string.prefix(23)) + "…" : string
        text += " \"\(short)\""
      } else if let label = node.label {
        text += " \(label)"
      }
      names[node.id] = text + " #\(node.id)"
    }
    return names
  }

  private func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }
}

/// A size in the trace's notation: `300×60`, `94.667×20`, `∞×0`.
func format(_ size: CGSize) -> String {
  "\(formatLength(size.width))×\(formatLength(size.height))"
}
