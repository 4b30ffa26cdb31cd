import LayoutCore

/// The seed article's safe-area bleed: two framed, Spacer-centred bars at the top of a
/// VStack that a `Spacer` stretches over the screen. `.background(.blue)` ignores every
/// safe-area edge by default, so the top bar's colour, whose frame touches the top inset,
/// bleeds up to the screen's edge; `.background(.blue, ignoresSafeAreaEdges: [])` (the
/// article's fix) keeps it in the bar.
///
/// A third panel is a NavigationStack with a large title: its content is laid out below the
/// 96-pt bar, which sits below the status bar (reference §14.9).
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
    GalleryPanel(
      title: "NavigationStack: the content starts under a 96-pt large-title bar",
      recipe: PanelRecipe(scene: "navigation-stack"), container: nil,
      note: { knobs in "\(screen(knobs)): content under the bar" },
      layoutNote: { result in navigationNote(result) }),
  ]

  /// The navigation bar and where the content starts, read off the layout (§14.9): `large bar
  /// 96 pt at y 40, content y 136–220`; the bar's height and the content's top follow a title
  /// removed or made inline.
  static func navigationNote(_ result: LayoutResult) -> String {
    guard let stack = result.root.first(where: { $0.kind.case == .navigation }) else {
      return "no NavigationStack"
    }
    let content = stack.children.first.map {
      "content y \(PointText.length($0.frame.minY))–\(PointText.length($0.frame.maxY))"
    }
    guard let bar = stack.bars.first(where: { $0.role == .navigationBar }) else {
      return "no bar" + (content.map { ", " + $0 } ?? "")
    }
    return (bar.isLarge ? "large" : "inline") + " bar \(PointText.length(bar.frame.height)) pt"
      + " at y \(PointText.length(bar.frame.minY))" + (content.map { ", " + $0 } ?? "")
  }
}
