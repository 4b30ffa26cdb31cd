import ViewSource

/// `d`: the pending save as a unified diff (issue #12), opened from the state and drawn by
/// `DiffScreen`.
extension Playground {
  /// `d`: the pending save as a unified diff against what the file holds; a scene with no
  /// change, or a gallery panel (which has no file), says so in the status line instead.
  mutating func showDiff() {
    guard case .scene(let name) = kind else {
      message = StatusMessage(
        text: "a gallery panel has no file: S saves it to one, as SwiftUI source")
      return
    }
    guard let tree = selectedPanel?.tree, let pending = saveContents(of: tree) else { return }
    let fileName = file.path ?? name
    let original = file.savedSource ?? ""
    let lines = UnifiedDiff.lines(
      from: original, to: pending, oldName: file.savedSource == nil ? "/dev/null" : fileName,
      newName: fileName)
    guard !lines.isEmpty else {
      message = StatusMessage(text: "no unsaved change: \(fileName) holds what is shown")
      return
    }
    diffLines = lines
    overlay = .diff(scroll: 0)
  }

  /// A key while the diff is shown: scrolling keys scroll it, anything else closes it.
  mutating func diffKey(_ key: Key, scroll: Int) -> [PlaygroundEffect] {
    overlay = overlayScroll(after: key, from: scroll).map { .diff(scroll: $0) }
    return []
  }

}
