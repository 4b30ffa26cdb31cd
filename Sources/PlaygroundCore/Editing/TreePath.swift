import LayoutCore
import ViewSource

extension ViewNode {
  /// The nodes along `path`, root first, the node at `path` last (shorter when the path
  /// leaves the tree).
  func nodes(along path: TreePath) -> [ViewNode] {
    var result = [self]
    var node = self
    for index in path {
      guard node.children.indices.contains(index) else { break }
      node = node.children[index]
      result.append(node)
    }
    return result
  }

  /// The longest prefix of `path` that is still in the tree: where a selection goes when
  /// an undo or a reload removed the node it was on.
  func nearestPath(to path: TreePath) -> TreePath {
    var valid: TreePath = []
    var node = self
    for index in path {
      guard node.children.indices.contains(index) else { break }
      node = node.children[index]
      valid.append(index)
    }
    return valid
  }

  /// The name a breadcrumb and the inspector show: `Text "Hello world"`, `frame`,
  /// `Color blue`, `MyFrame`.
  var displayName: String {
    switch kind {
    case .text(let string):
      let line = string.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
      let short = line.count > 20 ? line.prefix(19) + "…" : line
      return "Text \"\(short)\(line.count < string.count && line.count <= 20 ? "…" : "")\""
    case .color(let color): return "Color \(color)"
    case .shape(let shape, .fill(let color?)): return "\(shape.name) \(color)"
    case .placeholder(let placeholder): return "\(placeholder.name) placeholder"
    case .image(let image): return "Image \"\(image.name)\""
    case .scrollView(let axes, _, _) where axes != .vertical:
      return axes == .horizontal ? "ScrollView horizontal" : "ScrollView both axes"
    case .shape, .spacer, .divider, .empty, .hStack, .vStack, .zStack, .layout, .geometryReader,
      .list, .form, .section, .group, .forEach, .frame, .flexibleFrame, .padding, .offset,
      .position, .fixedSize,
      .layoutPriority, .alignmentGuide, .background, .overlay, .border, .clipped, .ignoresSafeArea,
      .layoutValue, .listRowInsets, .safeAreaInset, .safeAreaPadding, .containerRelativeFrame,
      .aspectRatio, .control, .grid,
      .gridRow, .viewThatFits,
      .scrollView, .lazyStack, .lazyGrid,
      .gridCell, .navigation, .tabView:
      return kind.name
    }
  }
}
