/// What the playground opens: one of the built-in galleries, or one scene.
///
/// The host reads files and resolves scene names; the playground gets the source as a string
/// (and the file's path, when there is one, so that `s` can write it back), so that it never
/// touches the file system itself.
///
///     .scene(name: "spacer-center", source: BuiltInScenes.named("spacer-center")!.source,
///            path: nil)
public enum PlaygroundDocument: Equatable, Sendable {
  /// Every centering method of the seed article side by side (the default document).
  case centeringGallery
  /// The seed question's `frame` vs `myFrame` vs `FractionFrame`, for every alignment.
  case frameGallery
  /// One scene: its display name, its SwiftUI source, and its file when it has one.
  case scene(name: String, source: String, path: String?)
}
