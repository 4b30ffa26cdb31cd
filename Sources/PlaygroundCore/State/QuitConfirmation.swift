/// `q` with unsaved edits: the status line asks before anything is lost.
///
/// Issue #7: quitting must never lose a user's edits without a word. With nothing unsaved
/// (`unsavedDocuments`) `q` quits at once, as before. Otherwise the input line asks
/// "unsaved edits in NAME: s save · q quit without saving · Esc stay":
/// - `q` (or `Q`, `y`) again quits: the user has read the question and said so.
/// - `s` saves the first document with unsaved edits (showing it first if it is parked) the
///   way `s` always does: to its file, through the usual overwrite question when the file
///   changed on disk, or through the save-as line when it has no file. When that save
///   succeeds the playground quits, or asks again if other documents still hold unsaved
///   edits; when it fails the error stays on the status line and nothing quits.
/// - `Esc` or `n` stays, edits and all. Any other key asks again.
///
/// A key pressed later in normal mode (say, Esc out of the save-as line, then an edit) ends
/// the quitting: a save much later must not quit by surprise.
extension Playground {
  /// `q`: quit, or ask first when edits would be lost.
  mutating func quit() -> [PlaygroundEffect] {
    // A layout that gave way to this key still shows the tree before the last edits: finish
    // it, or the question would compare the old tree and let an edit go unasked.
    finishLayout()
    for index in parked.keys { parked[index]!.finishLayout() }
    let unsaved = unsavedDocuments
    guard !unsaved.isEmpty else { return [.quit] }
    message = nil
    let names = unsaved.map(\.name)
    let shown =
      names.count > 2 ? "\(names[0]) and \(names.count - 1) more" : names.joined(separator: ", ")
    overlay = .input(InputLine(purpose: .confirmQuit(unsaved: shown), text: ""))
    return []
  }

  /// A key while the quit question is open.
  mutating func confirmQuit(_ key: Key) -> [PlaygroundEffect] {
    switch key {
    case .character("q"), .character("Q"), .character("y"), .character("Y"):
      overlay = nil
      return [.quit]
    case .character("s"):
      overlay = nil
      return saveBeforeQuitting()
    case .character("n"), .character("N"), .escape:
      overlay = nil
      message = StatusMessage(text: "not quitting: your edits are still here")
    default:
      break
    }
    return []
  }

  /// `s` in the quit question: show the first document with unsaved edits and save it;
  /// the answer (`.saved`) goes on through `continueQuitting`.
  mutating func saveBeforeQuitting() -> [PlaygroundEffect] {
    if ownUnsavedDocuments.isEmpty,
      let index = parked.keys.sorted().first(where: {
        !parked[$0]!.ownUnsavedDocuments.isEmpty
      })
    {
      cycleGallery(index - documentIndex)
    }
    if case .gallery = kind,
      let index = panels.indices.first(where: { isPanelUnsaved($0) }), index != selection.panel
    {
      selectPanel(index)
    }
    quitsAfterSave = true
    return save(askingForPath: false)
  }

  /// After a save's answer: quit when the save was asked for by the quit question, succeeded,
  /// and nothing else is unsaved; ask again when something is.
  mutating func continueQuitting(saveError: String?) -> [PlaygroundEffect] {
    guard quitsAfterSave else { return [] }
    quitsAfterSave = false
    guard saveError == nil else { return [] }  // the status line says why; stay
    let saved = message
    let effects = quit()
    if effects.isEmpty, let saved { message = saved }
    return effects
  }
}
