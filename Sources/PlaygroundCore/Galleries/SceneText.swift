import LayoutCore
import ViewSource

/// The text knob in a scene: which text the scene shows, and the scene with another text.
///
/// A scene has no parameter for its text, so the knob replaces the scene's own text (the
/// string of its first Text) wherever it occurs, in `GeometryReader` closures too, whose
/// content exists only as source: such a reader is parsed again with the new string.
enum SceneText {
  /// The string of the first Text in pre-order, or one in a GeometryReader's closure.
  static func firstText(in tree: ViewNode) -> String? {
    if case .text(let string) = tree.kind { return string }
    if case .geometryReader(let content) = tree.kind {
      let views = content(GeometryProxy(size: CGSize(width: 100, height: 100)))
      for view in views {
        if let text = firstText(in: view) { return text }
      }
    }
    for child in tree.children {
      if let text = firstText(in: child) { return text }
    }
    return nil
  }

  /// `tree` with every Text showing `old` showing `new` instead.
  static func replacing(_ old: String, with new: String, in tree: ViewNode) -> ViewNode {
    guard old != new else { return tree }
    var node = tree
    switch node.kind {
    case .text(let string) where string == old:
      node.kind = .text(new)
    case .geometryReader(let content):
      let oldLiteral = literal(old)
      if let source = content.source, source.contains(oldLiteral) {
        let replaced = source.replacingOccurrences(of: oldLiteral, with: literal(new))
        if let parsed = SceneParser.parse("GeometryReader " + replaced).tree,
          case .geometryReader = parsed.kind
        {
          node.kind = parsed.kind
        }
      }
    case .text, .color, .shape, .spacer, .divider, .empty, .placeholder, .hStack, .vStack, .zStack,
      .layout,
      .list, .form, .section, .group, .forEach, .frame, .flexibleFrame, .padding, .offset,
      .position, .fixedSize,
      .layoutPriority, .alignmentGuide, .background, .overlay, .border, .clipped, .ignoresSafeArea,
      .layoutValue, .listRowInsets, .safeAreaInset, .safeAreaPadding, .containerRelativeFrame,
      .image, .aspectRatio,
      .control, .grid, .gridRow,
      .viewThatFits, .scrollView, .gridCell, .lazyStack, .lazyGrid, .navigation, .tabView:
      break
    }
    node.children = node.children.map { replacing(old, with: new, in: $0) }
    return node
  }

  /// `text` as a string literal, spelled as the printer spells it (its escapes), so that it
  /// can be found in a closure's printed source.
  static func literal(_ text: String) -> String {
    let call = ScenePrinter.view(ViewNode(.text(text)))  // Text("…")
    return String(call.dropFirst("Text(".count).dropLast())
  }
}
