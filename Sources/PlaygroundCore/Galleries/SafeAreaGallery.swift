import LayoutCore

/// The seed article's safe-area bleed: two framed, Spacer-centred bars at the top of a
/// VStack that a `Spacer` stretches over the screen. `.background(.blue)` ignores every
/// safe-area edge by default, so the top bar's colour, whose frame touches the top inset,
/// bleeds up to the screen's edge; `.background(.blue, ignoresSafeAreaEdges: [])` (the
/// article's fix) keeps it in the bar.
///
/// Each panel is a phone scaled down to fit two side by side: a 360×240-point canvas (the
/// container knob) with 40 points of safe area at the top and 20 at the bottom, hatched.
enum SafeAreaGallery {
  /// The panel's screen, in points (the container knob).
  static let canvas = CGSize(width: 360, height: 240)
  /// The simulated safe area: a status bar's 40 points at the top, a home indicator's 20.
  static let insets = EdgeInsets(top: 40, leading: 0, bottom: 20, trailing: 0)

  /// The canvas and its insets as the notes write them: `360×240, insets 40/20`.
  private static func screen(_ knobs: Knobs) -> String {
    let size = knobs.container ?? canvas
    return "\(PointText.size(size)), insets "
      + "\(PointText.length(insets.top))/\(PointText.length(insets.bottom))"
  }

  static let panels: [GalleryPanel] = [
    GalleryPanel(
      title: "background(.blue) (bleeds)", recipe: PanelRecipe(scene: "safe-area-bleed"),
      container: nil, note: { knobs in "\(screen(knobs)): blue up to y 0" }),
    GalleryPanel(
      title: "ignoresSafeAreaEdges: [] (fix)", recipe: PanelRecipe(scene: "safe-area-fixed"),
      container: nil,
      note: { knobs in "\(screen(knobs)): blue from y \(PointText.length(insets.top))" }),
  ]
}
