import LayoutCore

/// The seed article's List row: a Spacer-centred HStack with a blue background, the row's
/// insets 0, in a plain List whose rows are at least 80 points tall. The row is 80 points,
/// but the HStack is proposed only its own height and stays as tall as the text; with
/// `.frame(maxHeight: .infinity)` before the background it takes the whole row.
///
/// The container knob is the List's screen (300×120 points to start).
enum ListRowGallery {
  /// The panel's screen, in points (the container knob).
  static let canvas = CGSize(width: 300, height: 120)

  static let panels: [GalleryPanel] = [
    GalleryPanel(
      title: "List row", recipe: PanelRecipe(scene: "list-row"), container: nil,
      note: { _ in "row 80 pt; the HStack only text-tall" }),
    // The next snippet's fix, `.frame(maxHeight: .infinity)` on the HStack, in this List.
    GalleryPanel(
      title: "frame(maxHeight: .infinity)",
      recipe: PanelRecipe(
        scene: "list-row",
        steps: [
          .edit(
            .wrap(
              at: [0, 0, 0],  // List → listRowInsets → background → HStack
              in: ViewNode(.flexibleFrame(FlexibleFrame(maxHeight: .infinity)))))
        ]),
      container: nil, note: { _ in "maxHeight ∞: the HStack fills the row" }),
  ]
}
