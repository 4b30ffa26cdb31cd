import LayoutCore
import ViewSource

/// The views of a scene's file the playground can show: its previews, the app's window and
/// every view struct, as Xcode's canvas lets you pick one preview of a file.
///
/// The view shown is part of the document's state, so that an edit, a reload and undo read the
/// file with the same view; switching is a step that `u` undoes.
extension Playground {
  /// Shows the view of the file named `name` (a preview's title or a struct's name); nil
  /// when it did, else why not (`layoutlab FILE --view NAME`).
  public mutating func showSceneView(named name: String) -> String? {
    guard case .scene = kind, let source = state.sceneSource else {
      return "--view applies to a scene file, not a gallery"
    }
    guard sceneRoots.contains(where: { $0.name == name }) else {
      let names = sceneRoots.map(\.name)
      return names.isEmpty
        ? "no view named '\(name)': \(fileName) declares no previews or views"
        : "no view named '\(name)' in \(fileName); it has: \(names.joined(separator: ", "))"
    }
    return show(name, of: source, asStep: false) ? nil : message?.text
  }

  /// `v` / `V`: the next or previous view of the file.
  mutating func cycleSceneView(_ steps: Int) {
    guard case .scene = kind, let source = state.sceneSource else {
      message = StatusMessage(text: "v shows the views of a scene's file; a gallery has none")
      return
    }
    guard sceneRoots.count > 1 else {
      message = StatusMessage(
        text: sceneRoots.isEmpty
          ? "\(fileName) has one view: its scene" : "\(fileName) has one view: \(sceneRoots[0])")
      return
    }
    let current =
      sceneRoots.firstIndex { $0.name == state.sceneRoot }
      ?? SceneParser.parse(source).root.flatMap { shown in
        sceneRoots.firstIndex { $0.name == shown.name }
      } ?? 0
    let count = sceneRoots.count
    let next = ((current + steps) % count + count) % count
    let root = sceneRoots[next]
    if show(root.name, of: source, asStep: true) {
      message = StatusMessage(text: "view \(next + 1) of \(count): \(root) (u goes back)")
    }
  }

  /// Reads `source` showing `name`, as a step `u` undoes or (at the start) as the document
  /// opened; false, with the error in the status line, when that view does not lay out (the
  /// view shown stays).
  private mutating func show(_ name: String, of source: String, asStep: Bool) -> Bool {
    let parsed = SceneParser.parse(source, root: name)
    guard !parsed.hasErrors, let tree = parsed.tree else {
      let error = parsed.diagnostics.first { $0.severity == .error }
      let text = error.map { "\($0.location.line):\($0.location.column): \($0.message)" }
      message = StatusMessage(
        text: "\(fileName):\(text ?? " '\(name)' has no view") (the view shown stays)",
        isError: true)
      return false
    }
    var state = self.state
    state.sceneRoot = name
    state.sceneTitle = parsed.title ?? name
    state.scene = tree
    let text = SceneText.firstText(in: tree)
    state.sceneText = text
    state.knobs.text = text
    choices = AlignmentChoices(trees: [tree])
    selection = Selection()
    guard asStep else {
      history.replaceCurrent(with: state)
      rebuild()
      return true
    }
    return apply(state, label: "view \(name)")
  }
}
