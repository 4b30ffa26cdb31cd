import LayoutCore

/// One gallery panel as the layout engine sees it: the tree, the canvas and the safe area it
/// is laid out on, at the gallery's default knobs and without edits.
///
/// For tools that lay a gallery out without a playground, such as `layoutlab bench`:
///
///     for input in PlaygroundDocument.centeringGallery.galleryLayoutInputs() {
///       _ = LayoutEngine().layout(input.tree, in: input.canvas, safeArea: input.safeArea)
///     }
public struct GalleryLayoutInput: Equatable, Sendable {
  /// The panel's tree: its built-in scene with the knobs set, the gallery's image sizes too.
  public var tree: ViewNode
  /// The panel's canvas in points: the container and the margins either side.
  public var canvas: CGSize
  /// The canvas's safe-area insets.
  public var safeArea: EdgeInsets
}

extension PlaygroundDocument {
  /// The panels of this gallery as the playground lays them out when it opens, for a cell of
  /// `cell` points; empty for a scene.
  public func galleryLayoutInputs(cell: CGSize = CGSize(width: 10, height: 20))
    -> [GalleryLayoutInput]
  {
    guard let gallery else { return [] }
    let knobs = gallery.defaultKnobs
    let container = gallery.canvas(for: knobs.container ?? CenteringGallery.container)
    let side = CGFloat(gallery.horizontalMargin) * cell.width
    let canvas = CGSize(width: container.width + 2 * side, height: container.height)
    return PanelBuilder.galleryBases(gallery, knobs: knobs).map {
      GalleryLayoutInput(
        tree: $0.resolvingImageSizes(knobs.imageSizes), canvas: canvas, safeArea: gallery.safeArea)
    }
  }
}

extension Playground {
  /// The layout of every panel now shown (one for a scene), as last laid out.
  public var layoutResults: [LayoutResult] { panels.compactMap(\.result) }
}
