import LayoutCore
import ViewSource

/// The text knob of a gallery panel: every Text of the panel (each the article's `hello`)
/// shows the shared text, one line unless the text has a line break.
///
/// The seed snippets' `hello` is `Text(…).foregroundColor(.white).font(.title).lineLimit(1)`;
/// a multi-line text drops `.lineLimit(1)` so that both lines show. A GeometryReader's
/// content is a closure that exists only as source, so its text is changed in that source
/// and the closure parsed again (as `SceneText` does for a scene's text).
enum PanelText {
  /// `tree` with every Text showing `text`.
  static func applying(_ text: String, to tree: ViewNode) -> ViewNode {
    var node = tree
    switch node.kind {
    case .text:
      node.kind = .text(text)
      if text.contains("\n") { node.set(.lineLimit, to: .count(nil)) }
    case .geometryReader(let content):
      if let reader = reader(content, showing: text) { node.kind = reader }
    case .color, .shape, .spacer, .divider, .empty, .placeholder, .hStack, .vStack, .zStack,
      .layout, .list, .form, .section,
      .group, .forEach, .frame, .flexibleFrame, .padding, .offset, .position, .fixedSize,
      .layoutPriority, .alignmentGuide, .background, .overlay, .border, .clipped, .ignoresSafeArea,
      .layoutValue, .listRowInsets, .safeAreaInset, .safeAreaPadding, .containerRelativeFrame,
      .image, .aspectRatio,
      .control, .grid, .gridRow,
      .viewThatFits, .scrollView, .gridCell, .lazyStack, .lazyGrid, .navigation, .tabView:
      break
    }
    node.children = node.children.map { applying(text, to: $0) }
    return node
  }

  /// A GeometryReader whose closure shows `text` in each of its Texts, or nil when its
  /// source cannot be changed so (no source, or not the article's `hello`).
  private static func reader(_ content: GeometryContent, showing text: String) -> ViewKind? {
    guard var source = content.source,
      let old = SceneText.firstText(in: ViewNode(.geometryReader(content)))
    else { return nil }
    source = source.replacingOccurrences(
      of: SceneText.literal(old), with: SceneText.literal(text))
    if text.contains("\n") {
      source = source.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { $0.trimmingCharacters(in: .whitespaces) != ".lineLimit(1)" }
        .joined(separator: "\n")
    }
    guard let parsed = SceneParser.parse("GeometryReader " + source).tree,
      case .geometryReader = parsed.kind
    else { return nil }
    return parsed.kind
  }
}
