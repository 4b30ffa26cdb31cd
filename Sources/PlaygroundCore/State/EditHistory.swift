/// Undo and redo: the document states before and after each edit, with what each edit did.
///
/// A stack of whole states rather than of inverse operations: states are small values (the
/// knobs and lists of edits), so going back is assigning the previous one, and no edit needs
/// an inverse that could drift from it. The stack keeps the last `limit` steps.
struct EditHistory: Equatable, Sendable {
  /// One state and the description of the edit that made it.
  struct Step: Equatable, Sendable {
    var state: DocumentState
    var label: String
  }

  /// The state now, and what made it.
  private(set) var current: Step
  /// Earlier steps, the most recent last.
  private(set) var undoStack: [Step] = []
  /// Undone steps, the most recently undone last.
  private(set) var redoStack: [Step] = []

  /// How many steps undo remembers.
  static let limit = 500

  /// A history whose current state is `state`, with nothing to undo.
  init(_ state: DocumentState) {
    current = Step(state: state, label: "opened")
  }

  /// The current document state.
  var state: DocumentState { current.state }

  /// Makes `state` current, remembering the previous one; an edit that changes nothing is
  /// not recorded. Returns whether it was.
  @discardableResult
  mutating func record(_ state: DocumentState, label: String) -> Bool {
    guard state != current.state else { return false }
    undoStack.append(current)
    if undoStack.count > Self.limit { undoStack.removeFirst(undoStack.count - Self.limit) }
    current = Step(state: state, label: label)
    redoStack.removeAll()
    return true
  }

  /// Replaces the current state without a step to undo: for a change that shows the same
  /// (the file now holds what was edited).
  mutating func replaceCurrent(with state: DocumentState) {
    current.state = state
  }

  /// Goes back one step; returns the label of the edit undone, or nil when there is none.
  mutating func undo() -> String? {
    guard let previous = undoStack.popLast() else { return nil }
    redoStack.append(current)
    let label = current.label
    current = previous
    return label
  }

  /// Goes forward one undone step; returns its label, or nil when there is none.
  mutating func redo() -> String? {
    guard let next = redoStack.popLast() else { return nil }
    undoStack.append(current)
    current = next
    return next.label
  }
}
