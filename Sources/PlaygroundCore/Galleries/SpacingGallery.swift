import LayoutCore

/// The seed article's uneven default spacing: a VStack of the right ZStack, the wrong ZStack
/// and the Spacer version, each the shared container, without and with `spacing: 0`.
///
/// In SwiftUI the default spacing between two children depends on what they are (a Text's
/// font metrics among them), which is why the article sees uneven gaps. LayoutLab does not
/// model Text↔Text font-metric spacing (reference §12): its default gap is 8 points
/// everywhere, so the left panel's gaps are even here; `spacing: 0`, the article's fix,
/// is beside it for comparison.
enum SpacingGallery {
  /// LayoutLab's default spacing between two stacked views.
  static let gap: CGFloat = 8

  /// The seed snippet without its `.sizeInfo()` annotations (the panel's boxes show sizes).
  private static let steps: [PanelRecipe.Step] = [.removeAttribute(.sizeInfo)]

  static let panels: [GalleryPanel] = [
    GalleryPanel(
      title: "VStack (default spacing)", recipe: PanelRecipe(scene: "uneven-spacing", steps: steps),
      container: CenteringGallery.container,
      note: { _ in "even 8-pt gaps: no font metrics (§12)" }),
    GalleryPanel(
      title: "VStack(spacing: 0)",
      recipe: PanelRecipe(
        scene: "uneven-spacing", steps: steps + [.edit(.set(.spacing, .length(0), at: []))]),
      container: CenteringGallery.container,
      note: { _ in "spacing 0: the three touch, gaps 0, 0" }),
  ]

  /// The line under a panel: the gaps the VStack left between its three views, measured on
  /// the layout (the picture rounds them to whole 20-pt rows).
  static func gaps(_ result: LayoutResult) -> String {
    let frames = result.root.children.map(\.frame)
    let gaps = zip(frames, frames.dropFirst()).map { PointText.length($1.minY - $0.maxY) }
    return gaps.isEmpty ? "no stack" : "gaps " + gaps.joined(separator: " · ") + " pt"
  }
}
