import CustomLayouts
import LayoutCore
import ViewSource

/// How a gallery panel's tree is made: a built-in scene (`Sources/ViewSource/Scenes`),
/// parsed, then reworked in a few steps, all as data.
///
/// Most panels are a seed snippet as it is; a few are a snippet with one change the article
/// makes in prose (the three fillers one at a time, a frame around the `maxWidth: .infinity`
/// frame, `frame` written as `myFrame`). Keeping that change as a step on the scene's tree,
/// rather than a copy of the snippet with the change in it, leaves one copy of each snippet:
/// the scene file.
struct PanelRecipe: Sendable {
  /// One change to the scene's tree.
  enum Step: Sendable {
    /// Keep only the view at the path: one of the views a scene stacks to show them together.
    case subtree(TreePath)
    /// A tree edit, as the playground makes them: wrap a view in a modifier, set a value.
    case edit(TreeEdit)
    /// Make the frame-like view at the path another kind of frame, of the same size and
    /// alignment and with the same content.
    case reframe(TreePath, as: FrameKind)
    /// Remove an attribute from every view (a snippet's `.sizeInfo()` annotations).
    case removeAttribute(ViewAttribute)
  }

  /// The three frames of the seed question: the same size and alignment, computed by SwiftUI's
  /// modifier or by one of the two custom `Layout`s.
  enum FrameKind: Sendable {
    /// `.frame(width:height:alignment:)`.
    case frame
    /// `MyFrame(width:height:alignment:)`, which lays a `Color.clear` helper out before its
    /// content (reference §9.4).
    case myFrame
    /// `FractionFrame(width:height:alignment:)`, the printed answer.
    case fractionFrame
  }

  /// The built-in scene's name: `spacer-center`.
  var scene: String
  /// The changes, in order.
  var steps: [Step] = []

  /// The scene's tree with the steps applied; an empty view when the scene is missing (the
  /// tests check that every recipe's scene exists and every step applies).
  var tree: ViewNode {
    guard let source = BuiltInScenes.named(scene)?.source,
      var tree = SceneParser.parse(source).tree
    else { return ViewNode(.empty) }
    for step in steps {
      tree = Self.apply(step, to: tree) ?? tree
    }
    return tree
  }

  /// `tree` after `step`, or nil when the step does not fit it.
  static func apply(_ step: Step, to tree: ViewNode) -> ViewNode? {
    switch step {
    case .subtree(let path):
      return tree[path: path]
    case .edit(let edit):
      return edit.applied(to: tree)
    case .reframe(let path, let kind):
      var tree = tree
      var applied = false
      tree.modify(at: path) { node in
        guard let reframed = reframe(node, as: kind) else { return }
        node = reframed
        applied = true
      }
      return applied ? tree : nil
    case .removeAttribute(let attribute):
      return removing(attribute, from: tree)
    }
  }

  /// `node`, a frame or a frame-like layout, as a frame of `kind`.
  private static func reframe(_ node: ViewNode, as kind: FrameKind) -> ViewNode? {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment
    let content: ViewNode
    switch node.kind {
    case .frame(let w, let h, let a):
      (width, height, alignment) = (w, h, a)
      guard let only = node.children.first else { return nil }
      content = only
    case .layout(let layout):
      guard let fields = LayoutFrameFields(layout), let last = node.children.last else {
        return nil
      }
      (width, height, alignment) = (fields.width, fields.height, fields.alignment)
      content = last
    case .text, .color, .shape, .spacer, .divider, .empty, .placeholder, .hStack, .vStack, .zStack,
      .geometryReader, .list, .form, .section, .group, .forEach, .flexibleFrame, .padding, .offset,
      .position,
      .fixedSize, .layoutPriority, .alignmentGuide, .background, .overlay, .border, .clipped,
      .ignoresSafeArea, .layoutValue, .listRowInsets, .safeAreaInset, .safeAreaPadding,
      .containerRelativeFrame, .image,
      .aspectRatio, .control, .grid,
      .gridRow, .viewThatFits, .scrollView, .gridCell, .lazyStack, .lazyGrid, .navigation,
      .tabView:
      return nil
    }
    switch kind {
    case .frame:
      return ViewNode(
        .frame(width: width, height: height, alignment: alignment), children: [content],
        attributes: node.attributes)
    case .myFrame:
      return ViewNode(
        .layout(AnyLayout(MyFrame(width: width, height: height, alignment: alignment))),
        children: [ViewNode(.color(.clear)), content], attributes: node.attributes)
    case .fractionFrame:
      return ViewNode(
        .layout(AnyLayout(FractionFrame(width: width, height: height, alignment: alignment))),
        children: [content], attributes: node.attributes)
    }
  }

  /// `tree` without `attribute` anywhere.
  private static func removing(_ attribute: ViewAttribute, from tree: ViewNode) -> ViewNode {
    var node = tree
    node.attributes.removeAll { $0 == attribute }
    node.children = node.children.map { removing(attribute, from: $0) }
    return node
  }
}
