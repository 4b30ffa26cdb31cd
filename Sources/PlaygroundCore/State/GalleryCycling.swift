/// `G` and Ctrl-G: the galleries in turn, and back to the scene the playground opened with.
///
/// Every document is a whole playground of its own (knobs, edits, undo, selection); the ones
/// not on screen are parked as they were left, so going round the cycle loses nothing. The
/// terminal's size and the display choices (mode, rulers, side pane) carry over.
extension Playground {
  /// Opens the document `steps` away in `documents`.
  mutating func cycleGallery(_ steps: Int) {
    let count = documents.count
    guard count > 1 else { return }
    let next = ((documentIndex + steps) % count + count) % count
    var left = self
    left.parked = [:]
    left.overlay = nil
    left.message = nil
    var opened =
      parked[next]
      ?? Playground(
        document: documents[next], configuration: configuration, columns: columns, rows: rows,
        screenGeometry: screenGeometry)
    opened.parked = parked
    opened.parked[next] = nil
    opened.parked[documentIndex] = left
    opened.documents = documents
    opened.documentIndex = next
    opened.display.mode = display.mode
    opened.display.rulers = display.rulers
    opened.display.sidePane = display.sidePane
    opened.display.sidePanesHidden = display.sidePanesHidden
    _ = opened.handle(.resize(columns: columns, rows: rows))  // sets the size, rebuilds
    let name: String
    var hint = "G next, Ctrl-G previous"
    switch opened.kind {
    case .gallery(let gallery):
      name = gallery.title
      hint = gallery.hint ?? hint
    case .scene(let scene): name = scene
    }
    opened.message = StatusMessage(text: "\(next + 1)/\(count) \(name): \(hint)")
    self = opened
  }

  /// Runs `change` on the scene document, open or parked: a file event for the scene
  /// reaches it while a gallery is on screen.
  mutating func withSceneDocument(_ change: (inout Playground) -> Void) {
    if case .scene = kind {
      change(&self)
      return
    }
    guard let index = parked.first(where: { $0.value.kind.gallery == nil })?.key,
      var scene = parked[index]
    else { return }
    change(&scene)
    parked[index] = scene
  }
}
