import LayoutCore

/// The seed article's centering methods, each a panel in a container of the shared size
/// holding the shared text.
///
/// Each panel is the article's snippet, the built-in scene of that name with its `hello`
/// view (white title text, one line), so the code pane shows the same code as the article;
/// only the container's size and the text come from the knobs.
enum CenteringGallery {
  /// The article's container, 300×60 points.
  static let container = CGSize(width: 300, height: 60)

  /// A panel showing `recipe`, whose 300×60 frames are the container, with a note for the
  /// container's width and height.
  private static func panel(
    _ title: String, _ recipe: PanelRecipe,
    note: @escaping @Sendable (CGFloat, CGFloat) -> String
  ) -> GalleryPanel {
    GalleryPanel(title: title, recipe: recipe, container: container) { knobs in
      let size = knobs.container ?? container
      return note(size.width, size.height)
    }
  }

  private static func n(_ value: CGFloat) -> String { PointText.length(value) }

  /// The panels, in the article's order.
  static let panels: [GalleryPanel] = [
    panel("Spacer()", PanelRecipe(scene: "spacer-center")) { w, _ in
      "Spacers keep 8 pt each: text ≤ \(n(w - 16))"
    },
    panel("Spacer(minLength: 0)", PanelRecipe(scene: "spacer-minlength-zero")) { w, _ in
      "Spacers shrink to 0: text may use \(n(w))"
    },
    panel("Color.clear fillers", PanelRecipe(scene: "color-clear-fillers")) { w, _ in
      "Color, text, Color share \(n(w - 16)) in thirds"
    },
    panel("Color.clear + layoutPriority(1)", PanelRecipe(scene: "layout-priority-fillers")) {
      w, _ in "text first, but 2×8 spacing: ≤ \(n(w - 16))"
    },
    panel("HStack(spacing: 0)", PanelRecipe(scene: "spacing-zero")) { w, _ in
      "no spacing: text first, may use \(n(w))"
    },
    // The article's other fillers, stacked in one scene: the first and the third.
    panel("Rectangle().opacity(0)", PanelRecipe(scene: "other-fillers", steps: [.subtree([0])])) {
      _, _ in "an invisible shape is greedy, as Color"
    },
    panel(
      "ContainerRelativeShape().fill(.clear)",
      PanelRecipe(scene: "other-fillers", steps: [.subtree([2])])
    ) { _, _ in "a clear shape is greedy, as Color" },
    panel("ZStack", PanelRecipe(scene: "zstack")) { w, h in
      "Color takes \(n(w))×\(n(h)); text centred on it"
    },
    panel("ZStack (wrong)", PanelRecipe(scene: "zstack-wrong")) { _, _ in
      "ZStack = union: a long text sticks out"
    },
    panel("frame(width:height:)", PanelRecipe(scene: "frame")) { w, h in
      "frame proposes \(n(w))×\(n(h)), centres text"
    },
    // The snippet fills whatever it is proposed: the container proposes it 300×60.
    panel(
      "frame(maxWidth: ∞, maxHeight: ∞)",
      PanelRecipe(
        scene: "frame-max-infinity",
        steps: [
          .edit(
            .wrap(
              at: [],
              in: ViewNode(
                .frame(width: container.width, height: container.height, alignment: .center))))
        ])
    ) { w, h in "fills the \(n(w))×\(n(h)) container" },
    panel("overlay", PanelRecipe(scene: "overlay")) { w, h in
      "text proposed the \(n(w))×\(n(h)) rectangle"
    },
    // Read off the layout: the red border is a point wide, under the text's glyphs, so the
    // note says the size rather than pointing at a line the grid cannot show.
    GalleryPanel(
      title: "background (wrong)", recipe: PanelRecipe(scene: "background-wrong"),
      container: container, note: { _ in "size stays the text's; b shows its box" },
      layoutNote: { result in
        "size stays the text's: \(PointText.size(result.root.frame.size)); b shows its box"
      }),
    panel("GeometryReader + position", PanelRecipe(scene: "geometry-reader")) { w, h in
      "text centred at (\(n(w / 2)), \(n(h / 2)))"
    },
    // The `frame` snippet with its frame written as the seed question's custom Layout.
    panel(
      "myFrame (custom Layout)", PanelRecipe(scene: "frame", steps: [.reframe([0], as: .myFrame)])
    ) { _, _ in "Layout reads guides off Color.clear" },
  ]
}
