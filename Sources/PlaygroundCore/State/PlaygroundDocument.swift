/// What the playground opens: one of the built-in galleries, or one scene.
///
/// The host reads files and resolves scene names; the playground gets the source as a string
/// (and the file's path, when there is one, so that `s` can write it back), so that it never
/// touches the file system itself.
///
///     .scene(name: "spacer-center", source: BuiltInScenes.named("spacer-center")!.source,
///            path: nil)
///     PlaygroundDocument.gallery(named: "frame")   // .frameGallery (`layoutlab --gallery frame`)
public enum PlaygroundDocument: Equatable, Sendable {
  /// Every centering method of the seed article side by side (the default document).
  case centeringGallery
  /// The seed question's `frame` vs `myFrame` vs `FractionFrame`, for every alignment.
  case frameGallery
  /// The seed article's safe-area bleed: `background` ignores the safe area, and its fix.
  case safeAreaGallery
  /// The seed article's List row: the HStack as tall as its text, and with `maxHeight: .infinity`.
  case listRowGallery
  /// The seed article's uneven default spacing, and `spacing: 0`.
  case spacingGallery
  /// Leaf views (issue #14): an Image fixed, resizable, fit and fill; Button styles; a Toggle
  /// and a TextField.
  case leafViewsGallery
  /// Containers (issue #15): a Grid, a VStack of HStacks, a ViewThatFits.
  case containersGallery
  /// One scene: its display name, its SwiftUI source, and its file when it has one.
  case scene(name: String, source: String, path: String?)

  /// The galleries in the order `G` cycles them, with their command-line names
  /// (`layoutlab --gallery NAME`).
  public static let galleries: [(name: String, document: PlaygroundDocument)] = Gallery.allCases
    .map { ($0.name, $0.document) }

  /// The galleries' command-line names, in cycle order.
  public static var galleryNames: [String] { galleries.map(\.name) }

  /// The gallery `name` names (`centering`, `frame`, `safe-area`, `list-row`, `spacing`,
  /// `leaf-views`, `containers`).
  public static func gallery(named name: String) -> PlaygroundDocument? {
    galleries.first { $0.name == name }?.document
  }

  /// The gallery this document is, if it is one.
  var gallery: Gallery? {
    switch self {
    case .centeringGallery: .centering
    case .frameGallery: .frames
    case .safeAreaGallery: .safeArea
    case .listRowGallery: .listRow
    case .spacingGallery: .spacing
    case .leafViewsGallery: .leafViews
    case .containersGallery: .containers
    case .scene: nil
    }
  }
}
