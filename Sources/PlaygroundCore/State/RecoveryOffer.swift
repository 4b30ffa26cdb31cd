import LayoutCore
import ViewSource

/// Edits an earlier session could not save (a signal wrote them to a recovery file), offered
/// once at the next start: `r` restores them into the open scene as unsaved edits, `x`
/// discards them, and either way the file is gone; `Esc` leaves it for the next start.
///
/// A recovery file of a gallery panel (in the temporary folder) cannot go back into the
/// gallery: the offer names the command that opens it as a scene instead.
enum RecoveryOffer {
  /// The input line's question.
  static func prompt(path: String, restorable: Bool, others: Int) -> String {
    let more = others > 0 ? " (and \(others) more)" : ""
    let restore = restorable ? "r restore" : "open the file with layoutlab"
    return "recovered edits in \(path)\(more): \(restore) · x discard · Esc later "
  }
}

extension Playground {
  /// Asks what to do with the recovery file at `path`; `contents` are its text when it is the
  /// open scene's and can be restored into it.
  public mutating func offerRecovery(path: String, contents: String?, others: Int = 0) {
    let restorable = contents != nil && kind.gallery == nil
    overlay = .input(
      InputLine(
        purpose: .recovered(path: path, contents: restorable ? contents : nil, others: others),
        text: ""))
  }

  /// A key while the recovery question is open.
  mutating func recoveryKey(_ key: Key, path: String, contents: String?) -> [PlaygroundEffect] {
    switch key {
    case .character("r"), .character("R"):
      guard let contents else { return [] }
      let parsed = SceneParser.parse(contents, root: state.sceneRoot)
      guard let tree = parsed.tree, !parsed.hasErrors else {
        overlay = nil
        message = StatusMessage(
          text: "\(path) does not parse: open it with 'layoutlab \(path)', or x discards it",
          isError: true)
        return []
      }
      overlay = nil
      var state = self.state
      state.sceneSource = contents
      state.scene = tree
      let text = SceneText.firstText(in: tree)
      state.sceneText = text
      state.knobs.text = text
      choices = AlignmentChoices(trees: [tree])
      apply(state, label: "restored the recovered edits")
      message = StatusMessage(text: "restored the edits from \(path): s saves them, u undoes")
      return [.removeFile(path: path)]
    case .character("x"), .character("X"):
      overlay = nil
      message = StatusMessage(text: "discarded \(path)")
      return [.removeFile(path: path)]
    case .escape:
      overlay = nil
      message = StatusMessage(text: "kept \(path): offered again at the next start")
      return []
    default:
      return []
    }
  }
}
