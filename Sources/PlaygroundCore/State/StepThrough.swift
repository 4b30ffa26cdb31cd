import LayoutCore

/// Step through the negotiation (`S`): the selected panel's layout replayed one proposal or
/// one answer at a time, as the SwiftUI Field Guide steps through it (issue #16).
///
/// The steps are the panel's trace (`LayoutTraceEvent`, written by the engine as it ran), two
/// per request: the proposal (asker → node) and the answer (node → asker), in the order they
/// happened. A request whose node asked its own children first is answered after theirs, so
/// its answer comes after their steps, as the trace pane closes it after their lines. While
/// stepping, the selection follows the node asked (the inspector shows it) and is given back
/// on leaving; keys that would edit are refused, so that the replayed layout is the one shown.
struct StepThrough: Equatable, Sendable {
  /// One step: a request's proposal, or its answer.
  struct Step: Equatable, Sendable {
    /// The request's index in the panel's trace.
    var event: Int
    /// True for the answer, false for the proposal.
    var isAnswer: Bool
  }

  /// The panel stepped through.
  var panel: Int
  /// The current step's index in `steps`.
  var index = 0
  /// The selection before stepping, given back on leaving.
  var previousSelection: Selection

  /// The steps of `trace` in the order they happened: a request's proposal, the requests it
  /// made before answering (the next ones, deeper, in the same phase), then its answer. The
  /// same nesting as the trace pane's lines (`TracePane.lines`); a cached answer has no
  /// nested requests.
  static func steps(of trace: [LayoutTraceEvent]) -> [Step] {
    var steps: [Step] = []
    steps.reserveCapacity(trace.count * 2)
    var open: [Int] = []
    var phase: LayoutTraceEvent.Phase?
    func close(downTo depth: Int) {
      while let last = open.last, trace[last].depth >= depth {
        open.removeLast()
        steps.append(Step(event: last, isAnswer: true))
      }
    }
    for (index, event) in trace.enumerated() {
      close(downTo: event.depth)
      if event.phase != phase {
        close(downTo: 0)
        phase = event.phase
      }
      steps.append(Step(event: index, isAnswer: false))
      let next = index + 1 < trace.count ? trace[index + 1] : nil
      let hasNested = next.map { $0.depth > event.depth && $0.phase == event.phase } ?? false
      if event.cacheHit || !hasNested {
        steps.append(Step(event: index, isAnswer: true))
      } else {
        open.append(index)
      }
    }
    close(downTo: 0)
    return steps
  }

  /// The step in words: `VStack proposes 300×nil to Text "Hi"`, `Text "Hi" answers VStack:
  /// 20×20` (`(as proposed)` when it took the proposal, the trace pane's "takes"); `names` from
  /// the trace pane, so that the sentence names views as the highlighted line does.
  static func sentence(_ step: Step, trace: [LayoutTraceEvent], names: [Int: String]) -> String {
    let event = trace[step.event]
    func name(_ id: Int?) -> String {
      guard let id else { return "canvas" }
      return names[id] ?? "#\(id)"
    }
    if step.isAnswer {
      let proposed = CGSize(
        width: event.proposal.width ?? -1, height: event.proposal.height ?? -1)
      let notes = [proposed == event.answer ? "as proposed" : nil, event.cacheHit ? "cached" : nil]
        .compactMap { $0 }
      let note = notes.isEmpty ? "" : " (" + notes.joined(separator: ", ") + ")"
      return "\(name(event.nodeID)) answers \(name(event.askerID)): "
        + PointText.size(event.answer) + note
    }
    if let guide = event.guide {
      return "\(name(event.askerID)) asks \(name(event.nodeID)) for its \(guide) guide"
    }
    return "\(name(event.askerID)) proposes \(event.proposal) to \(name(event.nodeID))"
  }
}

extension Playground {
  /// The keys while stepping (`S`): their own small table, read by dispatch, the legend and
  /// help as the main one is. Any other key of the main table that changes only the display
  /// (panes, rulers, boxes) or opens help works as usual; the rest are refused.
  public static let stepKeyBindings: [KeyBinding] = {
    func char(_ character: Character) -> Key { .character(character) }
    return [
      KeyBinding(
        keys: [char("n"), .right, char("l")], command: .nextStep,
        help: "the next step: a proposal, or an answer", legend: "next", section: .step),
      KeyBinding(
        keys: [char(" ")], command: .nextStep, help: "the next step, as n", section: .step),
      KeyBinding(
        keys: [char("p"), .left, char("h")], command: .previousStep, help: "the previous step",
        legend: "back", section: .step),
      KeyBinding(
        keys: [.home], command: .firstStep, help: "the first step", legend: "first",
        section: .step),
      KeyBinding(
        keys: [.end], command: .lastStep, help: "the last step", legend: "last", section: .step),
      KeyBinding(
        keys: [char("S"), .escape, char("q")], command: .stopStepping,
        help: "leave step mode; q here does not quit", legend: "leave",
        section: .step),
    ]
  }()

  /// The command bound to each key while stepping.
  static let stepCommandsByKey: [Key: Command] = {
    var table: [Key: Command] = [:]
    for binding in stepKeyBindings {
      for key in binding.keys where table[key] == nil { table[key] = binding.command }
    }
    return table
  }()

  /// The selected panel's steps, or nil when it has no trace (not laid out, or too large to
  /// trace: `Panel.traceViewLimit`).
  var steps: [StepThrough.Step]? {
    let panel = stepping?.panel ?? selection.panel
    guard panels.indices.contains(panel), let result = panels[panel].tracedResult else {
      return nil
    }
    return StepThrough.steps(of: result.trace)
  }

  /// The current step, clamped to the steps there are now (a resize or a reload may have
  /// laid the panel out again).
  var currentStep: (step: StepThrough.Step, index: Int, count: Int)? {
    guard let stepping, let steps = steps, !steps.isEmpty else { return nil }
    let index = Swift.min(Swift.max(0, stepping.index), steps.count - 1)
    return (steps[index], index, steps.count)
  }

  /// `S`: starts stepping through the selected panel's layout at its first step.
  mutating func startStepping() {
    guard let steps, !steps.isEmpty else {
      let traced = selectedPanel?.result != nil && selectedPanel?.tracedResult == nil
      message = StatusMessage(
        text: traced
          ? "nothing to step through: more than \(Panel.traceViewLimit) views are not traced"
          : "nothing to step through: the panel has no layout")
      return
    }
    stepping = StepThrough(panel: selection.panel, previousSelection: selection)
    followStep()
  }

  /// Leaves step mode, giving the selection back.
  mutating func stopStepping() {
    guard let stepping else { return }
    self.stepping = nil
    selection = stepping.previousSelection
    rebuild()
    selectionChanged()
    message = StatusMessage(text: "left step mode")
  }

  /// Moves to step `index` (clamped), and selects the node asked.
  mutating func goToStep(_ index: Int) {
    guard var stepping, let steps, !steps.isEmpty else { return }
    if index >= steps.count {
      message = StatusMessage(text: "the last step: p goes back, Home to the first, S leaves")
    } else if index < 0 {
      message = StatusMessage(text: "the first step: n goes on, End to the last, S leaves")
    }
    stepping.index = Swift.min(Swift.max(0, index), steps.count - 1)
    self.stepping = stepping
    followStep()
  }

  /// Selects the current step's node, so that the inspector shows it.
  private mutating func followStep() {
    guard let current = currentStep, let stepping,
      let result = panels[stepping.panel].tracedResult,
      let path = panels[stepping.panel].map?.path(of: result.trace[current.step.event].nodeID)
    else { return }
    selection.panel = stepping.panel
    if selection.path != path {
      selection.path = path
      selection.property = 0
    }
    keepSelectionVisible()
  }

  /// A click or the wheel while stepping (and no overlay is open): refused, as a key that
  /// would select or edit is; true when refused.
  mutating func refusesPointerInStepMode() -> Bool {
    guard stepping != nil, overlay == nil else { return false }
    message = StatusMessage(text: "step mode: n p step through, S, Esc or q leaves it")
    return true
  }

  /// A key while stepping: the step keys, then the display keys and help; anything that
  /// would select or edit is refused with a word on how to leave.
  mutating func stepKey(_ key: Key) -> [PlaygroundEffect] {
    if let command = Self.stepCommandsByKey[key] {
      _ = reduce(command)
      return []
    }
    guard let command = Self.commandsByKey[key] else {
      message = StatusMessage(text: "\(key.label) does nothing here: ? lists the keys")
      return []
    }
    let section = Self.keyBindings.first { $0.command == command }?.section
    if section == .display || command == .help || command == .showMessages {
      return reduce(command)
    }
    let what: String
    switch section {
    case .edit?, .knobs?: what = "no edits in step mode"
    case .file?: what = "no saving in step mode"
    default: what = "n p step through"
    }
    message = StatusMessage(text: "\(what): S, Esc or q leaves it")
    return []
  }
}
