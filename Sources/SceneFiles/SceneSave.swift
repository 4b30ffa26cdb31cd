import PlaygroundCore

/// The playground's `.save` effect carried out on disk: the event that answers it.
///
/// A save that is not forced first asks whether it would destroy something
/// (`SceneFile.conflict`): a change on disk nobody has seen, or another file at a new name; then
/// it answers `.saveConflict` and writes nothing, and the playground asks the user. Otherwise the
/// temporary files of earlier killed saves go, the file is written atomically, and a watched file
/// learns that this change is its own. The answer is `.saved`, with the reason when it failed.
/// Kept here rather than in the launcher's loop so that the whole protocol of a save is tested
/// on real files without a terminal.
///
///     var watcher: SceneFile.Watcher? = SceneFile.Watcher(path: "scene.swift")
///     SceneSave.perform("Text(\"Hi\")\n", to: "scene.swift", overwrite: false,
///       watcher: &watcher, startedAt: start)   // .saved(path: "scene.swift", error: nil)
public enum SceneSave {
  /// Saves `contents` to `path` unless, without `overwrite`, that would destroy a change on
  /// disk or another file; `startedAt` is this process's start (`SceneFile
  /// .removeStaleTemporaryFiles`).
  public static func perform(
    _ contents: String, to path: String, overwrite: Bool, watcher: inout SceneFile.Watcher?,
    startedAt: Int
  ) -> InputEvent {
    if !overwrite, let conflict = SceneFile.conflict(saving: path, watched: watcher) {
      return .saveConflict(path: path, conflict: conflict)
    }
    SceneFile.removeStaleTemporaryFiles(of: path, startedAt: startedAt)
    do {
      try SceneFile.writeAtomically(contents, to: path)
      if let watched = watcher?.path, SceneFile.isSameFile(path, watched) {
        watcher?.didSave(contents)
      }
      return .saved(path: path, error: nil)
    } catch let error as SceneFile.WriteError {
      return .saved(path: path, error: error.summary)
    } catch {
      return .saved(path: path, error: "\(error)")
    }
  }
}
