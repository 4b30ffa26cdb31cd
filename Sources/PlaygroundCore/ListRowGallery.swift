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

  /// The seed snippet, with `fill` (a modifier line, or nothing) before the background.
  private static func source(_ knobs: Knobs, fill: String) -> String {
    CenteringGallery.hello(knobs) + """
      List {
          HStack {
              Spacer(minLength: 0)
              hello
              Spacer(minLength: 0)
          }
      \(fill)    .background(.blue)
          .listRowInsets(.init(top: 0, leading: 0, bottom: 0, trailing: 0))
      }
      .listStyle(.plain)
      .environment(\\.defaultMinListRowHeight, 80)
      """
  }

  static let panels: [GalleryPanel] = [
    GalleryPanel(
      title: "List row",
      note: { _ in "row 80 pt; the HStack only text-tall" },
      source: { knobs in source(knobs, fill: "") }),
    GalleryPanel(
      title: "frame(maxHeight: .infinity)",
      note: { _ in "maxHeight ∞: the HStack fills the row" },
      source: { knobs in source(knobs, fill: "    .frame(maxHeight: .infinity)\n") }),
  ]
}
