import LayoutCore

/// The scenes the editor read last, by their source: an edit reads the file it changes, then
/// reads the changed file to check it, and the next edit (and the playground, for the tree to
/// show) starts from that same text, so each text is read once, not three times.
///
/// A cache only: a text read again gives the same scene.
enum RecentParses {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var recent:
    [(source: String, root: String?, scene: ParsedScene)] = []
  /// How many texts are kept: the file before and after an edit.
  private static let capacity = 2

  /// The scene of `source` showing `root`, read now or kept from a recent read.
  static func parse(_ source: String, root: String? = nil) -> ParsedScene {
    lock.lock()
    if let kept = recent.first(where: { $0.source == source && $0.root == root }) {
      lock.unlock()
      return kept.scene
    }
    lock.unlock()
    let scene = SceneParser.parse(source, root: root)
    lock.lock()
    recent.append((source, root, scene))
    if recent.count > capacity { recent.removeFirst(recent.count - capacity) }
    lock.unlock()
    return scene
  }
}

extension SourceEditor {
  /// The tree of `source` showing `root`, as the editor last read it: the tree of an edit's
  /// result without reading the file again.
  public static func tree(of source: String, root: String? = nil) -> ViewNode? {
    RecentParses.parse(source, root: root).tree
  }
}
