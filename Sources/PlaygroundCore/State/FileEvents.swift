import LayoutCore
import ViewSource

/// What happens when the scene's file changes, disappears, or a save finishes.
///
/// The file on disk is the scene's source of truth while it parses: a change replaces the
/// tree (the edits made here go to the undo stack, one `u` away). A change that does not
/// parse keeps the last good layout and says where the error is, and so does a change that is
/// not text (issue #32: a binary file is never read as text); a deleted file keeps everything
/// and offers to save elsewhere.
extension Playground {
  /// The file was saved in an editor: parse it again.
  mutating func fileChanged(_ contents: String) {
    guard case .scene = kind else { return }
    let parsed = SceneParser.parse(contents, root: state.sceneRoot)
    file.isDeleted = false
    guard !parsed.hasErrors, let tree = parsed.tree else {
      let problem =
        parsed.diagnostics.first { $0.severity == .error }.map(FileProblem.init)
        ?? .doesNotParse("the file has no view")
      file.problem = problem
      message = StatusMessage(
        text: "\(problem.line(file: fileName)) (the last good layout stays)", isError: true)
      return
    }
    file.problem = nil
    sceneRoots = parsed.roots
    var state = self.state
    state.sceneTitle = parsed.title
    let hadUnsavedEdits = !ownUnsavedDocuments.isEmpty
    let currentTree = selectedPanel?.tree
    state.scene = tree
    state.sceneSource = contents
    file.savedSource = contents
    let text = SceneText.firstText(in: tree)
    state.sceneText = text
    state.knobs.text = text
    state.edits = state.edits.map { _ in [] }
    choices = AlignmentChoices(trees: [tree])
    if currentTree == tree {
      // The file now says what the playground shows (our own save): it becomes the scene,
      // with nothing to undo.
      history.replaceCurrent(with: state)
      rebuild()
      markSelectedPanelSaved()
      message = StatusMessage(text: "\(fileName) is up to date")
      return
    }
    apply(state, label: "reloaded \(fileName) from disk")
    markSelectedPanelSaved()
    message = StatusMessage(
      text: hadUnsavedEdits
        ? "reloaded \(fileName); your unsaved edits were replaced (u brings them back)"
        : "reloaded \(fileName)")
  }

  /// The file is no longer text: keep the last good layout, and say which byte, in the line
  /// the commands print for such a file. Until a change that is text, `s` asks first, as for a
  /// change that does not parse: the file holds something the playground never took.
  mutating func fileNotText(_ notText: SourceFileText.NotText) {
    guard case .scene = kind else { return }
    file.isDeleted = false
    file.problem = .notText(notText)
    message = StatusMessage(text: notText.message(file: fileName), isError: true)
  }

  /// The file disappeared: keep everything, and say how to keep it.
  mutating func fileDeleted() {
    guard case .scene = kind else { return }
    file.isDeleted = true
    message = StatusMessage(
      text: "\(fileName) was deleted; your edits are kept: s saves them elsewhere", isError: true)
  }

  /// The host's answer to a save.
  mutating func saved(path: String, error: String?) {
    file.pendingSave = nil
    let contents = file.pendingContents
    file.pendingContents = nil
    if let error {
      message = StatusMessage(text: "could not save \(path): \(error)", isError: true)
      return
    }
    if case .scene = kind {
      file.path = path
      file.isDeleted = false
      // The file now holds the scene as shown, which parses: an error read from it before
      // is gone with it (the host reports no change for its own save).
      file.problem = nil
      file.savedSource = contents
    }
    markSelectedPanelSaved()
    message = StatusMessage(text: "saved \(path)")
  }

  /// The host did not write `path`: it holds something this playground never loaded. Ask.
  mutating func saveConflict(path: String, conflict: SaveConflict) {
    file.pendingSave = nil
    message = nil
    overlay = .input(
      InputLine(purpose: .confirmOverwrite(path: path, conflict: conflict), text: ""))
  }

  /// The scene document's file, whether the scene or a gallery is shown: the file the host
  /// watches. It changes when the scene is saved under a new name.
  public var scenePath: String? {
    if case .scene = kind { return file.path }
    return parked.values.first { $0.kind.gallery == nil }?.file.path
  }

  /// The file's name for messages: its path, or the scene's name.
  var fileName: String {
    if let path = file.path { return path }
    if case .scene(let name) = kind { return name }
    return "the scene"
  }

  /// `s`: write the scene where it came from, or ask where.
  mutating func save(askingForPath: Bool) -> [PlaygroundEffect] {
    guard let tree = selectedPanel?.tree else {
      message = StatusMessage(
        text: "nothing to save: the scene has no good layout yet", isError: true)
      return []
    }
    if !askingForPath, case .scene = kind, let path = file.path, !file.isDeleted,
      file.problem != nil
    {
      // The file holds a change that did not parse (or is not text), so it was never taken:
      // ask first.
      saveConflict(path: path, conflict: .changedOnDisk)
      return []
    }
    if !askingForPath, case .scene = kind, let path = file.path, !file.isDeleted {
      file.pendingSave = path
      message = StatusMessage(text: "saving \(path)…")
      guard let contents = saveContents(of: tree) else { return [] }
      file.pendingContents = contents
      return [.save(path: path, contents: contents)]
    }
    overlay = .input(InputLine(purpose: .savePath, text: file.path ?? suggestedFileName))
    return []
  }

  /// A file name for a scene with no file: the scene's or the panel's name.
  var suggestedFileName: String {
    let base: String
    switch kind {
    case .scene(let name): base = name
    case .gallery: base = selectedPanel?.title ?? "scene"
    }
    if base.hasSuffix(".swift") { return base }
    let slug = base.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
    let words = String(slug).split(separator: "-").joined(separator: "-")
    return (words.isEmpty ? "scene" : words) + ".swift"
  }
}
