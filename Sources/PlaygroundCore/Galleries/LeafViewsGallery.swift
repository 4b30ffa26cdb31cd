import LayoutCore

/// Leaf views side by side (issue #14): an `Image` fixed, resizable, fit and fill in the
/// shared container, the four `Button` styles, and a `Toggle` over a `TextField`.
///
/// The asset `photo` starts 160×100 points (the gallery's image-size knob), not the square
/// default, so that fit and fill differ in a 240×120 container: fit scales the ideal size to
/// 192×120, fill to 240×150, which `.clipped()` cuts to the container (reference §18). Each
/// note is read off the panel's layout, not the knobs, so it stays true when the user resizes
/// the container, steps the image's size or edits the panel.
enum LeafViewsGallery {
  /// The container every panel is in, 240×120 points: wide enough for the four buttons.
  static let container = CGSize(width: 240, height: 120)
  /// The asset's size as the gallery opens: wider than tall, unlike the 100×100 default.
  static let photoSize = CGSize(width: 160, height: 100)
  /// The asset the image panels show.
  static let photo = "photo"

  /// An image panel: the `index`th image of the scene, its note `label` and the layout.
  private static func image(_ title: String, _ index: Int, label: String) -> GalleryPanel {
    GalleryPanel(
      title: title, recipe: PanelRecipe(scene: "leaf-images", steps: [.subtree([index])]),
      container: container, note: { _ in label },
      layoutNote: { result in imageNote(result, label: label) })
  }

  static let panels: [GalleryPanel] = [
    image("Image (fixed)", 0, label: "fixed"),
    image("resizable()", 1, label: "stretch"),
    image("aspectRatio(.fit)", 2, label: "fit"),
    image("aspectRatio(.fill).clipped()", 3, label: "fill"),
    GalleryPanel(
      title: "Button styles",
      recipe: PanelRecipe(scene: "leaf-controls", steps: [.subtree([0])]), container: container,
      note: { _ in "plain · borderless · bordered · prominent" },
      layoutNote: { result in controlsNote(result, named: false) }),
    GalleryPanel(
      title: "Toggle + TextField",
      recipe: PanelRecipe(scene: "leaf-controls", steps: [.subtree([1])]), container: container,
      note: { _ in "greedy across, hugging down" },
      layoutNote: { result in controlsNote(result, named: true) }),
  ]

  /// An image panel's note: the image's ideal size, the size it was given, and the panel's:
  /// `fit: 160×100 → 192×120 in 240×120`.
  static func imageNote(_ result: LayoutResult, label: String) -> String {
    guard let node = result.root.first(where: { if case .image = $0.kind { true } else { false } }),
      case .image(let image) = node.kind
    else { return "\(label): no Image" }
    let ideal = image.intrinsicSize(metrics: TextMetrics())
    return "\(label): \(PointText.size(ideal)) → \(PointText.size(node.frame.size)) in "
      + PointText.size(result.root.frame.size)
  }

  /// A controls panel's note: each control's size in reading order, after its name when
  /// `named` (`Toggle 240×31 · TextField 240×20`), or alone (the four buttons).
  static func controlsNote(_ result: LayoutResult, named: Bool) -> String {
    let controls = outermostControls(in: result.root)
    guard !controls.isEmpty else { return "no controls" }
    return controls.map { node in
      (named ? node.name + " " : "") + PointText.size(node.frame.size)
    }.joined(separator: " · ")
  }

  /// The controls in `node` in pre-order, without the parts drawn inside a control.
  private static func outermostControls(in node: PlacedNode) -> [PlacedNode] {
    if case .control = node.kind { return [node] }
    return node.children.flatMap(outermostControls)
  }
}
