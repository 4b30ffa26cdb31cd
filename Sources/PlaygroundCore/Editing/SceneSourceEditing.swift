import LayoutCore
import ViewSource

/// A scene's edits made in its source, so that `s` writes the file as it was with only the
/// edited text changed (issue #12): its imports, structs, previews, comments and helpers stay.
///
/// Each edit goes through `SourceEditor`, which changes the smallest text and checks that the
/// file reads back as the edited tree; the scene's tree is then the file's, so an edit of code
/// used in several places (a custom view's body) shows at every use, as it will in Xcode.
extension Playground {
  /// `source` with `edits` made, and the tree it reads as; nil (with the reason in the status
  /// line) when the file cannot make one of them.
  mutating func editSource(_ source: String, with edits: [TreeEdit]) -> (
    source: String, tree: ViewNode
  )? {
    var text = source
    var notes: [String] = []
    for edit in edits {
      switch SourceEditor.apply(edit, to: text, root: state.sceneRoot) {
      case .edited(let edited, let uses, let definition):
        text = edited
        if uses > 1 {
          notes.append("edits the definition of \(definition ?? "this code"): \(uses) uses")
        }
      case .refused(let reason):
        editNote = StatusMessage(text: "not edited: \(reason)", isError: true)
        return nil
      }
    }
    guard let tree = SourceEditor.tree(of: text, root: state.sceneRoot) else { return nil }
    if let note = notes.first { editNote = StatusMessage(text: note) }
    return (text, tree)
  }

  /// The status line after a key that edited a scene: the edit's own message, then what the
  /// edit did beyond it; a refusal replaces the message.
  mutating func showEditNote() {
    guard let note = editNote else { return }
    editNote = nil
    if note.isError || message == nil {
      message = note
    } else if let shown = message {
      message = StatusMessage(text: shown.text + " · " + note.text, isError: shown.isError)
    }
  }

  /// The scene's source with the text knob's text where the scene's own text was written,
  /// or why the knob's text cannot be written there.
  func sceneSourceWithText() -> Result<String, SaveRefusal>? {
    guard let source = state.sceneSource else { return nil }
    guard let original = state.sceneText, let text = state.knobs.text, text != original else {
      return .success(source)
    }
    switch SourceEditor.replacingText(original, with: text, in: source, root: state.sceneRoot) {
    case .edited(let edited, _, _): return .success(edited)
    case .refused(let reason): return .failure(SaveRefusal(reason: reason))
    }
  }

  /// What `s` writes for `tree`: a scene's file with its edits, a gallery panel printed; nil,
  /// with the reason in the status line, when the scene's file cannot hold the edits.
  mutating func saveContents(of tree: ViewNode) -> String? {
    guard case .scene = kind, let saved = sceneSourceWithText() else {
      return ScenePrinter.print(tree)
    }
    switch saved {
    case .success(let text): return text
    case .failure(let refusal):
      message = StatusMessage(text: "not saved: \(refusal.reason)", isError: true)
      return nil
    }
  }
}

/// Why a scene's edits cannot be saved in its file.
struct SaveRefusal: Error, Equatable {
  var reason: String
}
