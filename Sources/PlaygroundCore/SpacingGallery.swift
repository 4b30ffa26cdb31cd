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

  /// The seed snippet's VStack with `header` (`VStack`, `VStack(spacing: 0)`).
  private static func source(_ knobs: Knobs, header: String) -> String {
    let size = knobs.container ?? CenteringGallery.container
    let w = SwiftLiteral.number(size.width)
    let h = SwiftLiteral.number(size.height)
    return CenteringGallery.hello(knobs) + """
      \(header) {
          ZStack {
              Color.green
              hello
          }
          .frame(width: \(w), height: \(h))

          ZStack {
              Color.gray
                  .frame(width: \(w), height: \(h))
              hello
          }

          HStack {
              Spacer(minLength: 0)
              hello
              Spacer(minLength: 0)
          }
          .frame(width: \(w), height: \(h))
          .background(.blue, ignoresSafeAreaEdges: [])
      }
      """
  }

  static let panels: [GalleryPanel] = [
    GalleryPanel(
      title: "VStack (default spacing)",
      note: { _ in "even 8-pt gaps: no font metrics (§12)" },
      source: { knobs in source(knobs, header: "VStack") }),
    GalleryPanel(
      title: "VStack(spacing: 0)",
      note: { _ in "spacing 0: the three touch, gaps 0, 0" },
      source: { knobs in source(knobs, header: "VStack(spacing: 0)") }),
  ]

  /// The line under a panel: the gaps the VStack left between its three views, measured on
  /// the layout (the picture rounds them to whole 20-pt rows).
  static func gaps(_ result: LayoutResult) -> String {
    let frames = result.root.children.map(\.frame)
    let gaps = zip(frames, frames.dropFirst()).map { PointText.length($1.minY - $0.maxY) }
    return gaps.isEmpty ? "no stack" : "gaps " + gaps.joined(separator: " · ") + " pt"
  }
}
