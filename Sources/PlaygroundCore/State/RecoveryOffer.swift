import LayoutCore
import ViewSource

/// Edits an earlier session could not save (a signal wrote them to a recovery file), offered
/// once at the next start: `r` restores them into the open scene as unsaved edits, `x`
/// discards them, and either way the file is gone; `Esc` leaves it for the next start.
///
/// A recovery file of a gallery panel cannot go back into the gallery: the offer names the
/// command that opens it as a scene instead. The keys come before the path: a recovery file's
/// path in the private folder is long, and a line too wide loses its end, not its keys.
enum RecoveryOffer {
  /// The input line's question.
  static func prompt(path: String, restorable: Bool, others: Int) -> String {
    let more = others > 0 ? " (and \(others) more)" : ""
    let keys = "x discard · Esc later · "
    return "recovered edits\(more): "
      + (restorable ? "r restore · \(keys)\(path) " : "\(keys)open them with layoutlab \(path) ")
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

  /// Says at start why recovery files were not offered, or why none will be written: each
  /// line in turn becomes the status line's error (the last shows; `!` lists them all).
  public mutating func warnAboutRecovery(_ lines: [String]) {
    for line in lines { message = StatusMessage(text: line, isError: true) }
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
