import LayoutCore
import ViewSource

/// What an edit changes: the knobs, a scene's tree as read from its source, and each panel's
/// edits. One of these is one step of undo.
///
/// Panels' trees are not stored: they are rebuilt from this (a gallery panel's scene tree
/// with the knobs set, or the scene's tree with the shared text, then the panel's edits
/// replayed), so a knob change reaches every panel, edits included, and undo is a matter of
/// going back to an earlier value.
struct DocumentState: Equatable, Sendable {
  /// The shared knobs.
  var knobs: Knobs
  /// A scene's tree as parsed, or nil when the scene never parsed (galleries: nil).
  var scene: ViewNode?
  /// The text the scene was written with (its first Text), which the text knob replaces.
  var sceneText: String?
  /// Each panel's edits, in the order they were made. A scene's edits are made in its
  /// source at once (`sceneSource`), so its list stays empty.
  var edits: [[TreeEdit]]
  /// A scene's source with its edits made, as `s` writes it: the file as loaded, changed only
  /// where an edit changed it (nil for galleries).
  var sceneSource: String? = nil
  /// The view of the file the scene shows (`SceneRoot.name`; `v` switches), nil for the
  /// file's default, and the title it is shown with.
  var sceneRoot: String? = nil
  var sceneTitle: String? = nil
}

/// The kinds of document: a built-in gallery, or one scene.
enum DocumentKind: Equatable, Sendable {
  case gallery(Gallery)
  /// A scene: its name and, when it came from a file, the file's path.
  case scene(name: String)

  var gallery: Gallery? {
    if case .gallery(let gallery) = self { return gallery }
    return nil
  }
}
