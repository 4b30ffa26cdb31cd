/// Turns a scene's value tree into the list of views a container actually lays out.
///
/// `Group`, `ForEach` and builder blocks splice their elements into the enclosing container,
/// a modifier on such a list applies to each element, `EmptyView` contributes nothing (§3.7),
/// and several views in a `background`/`overlay` closure get an implicit ZStack (§5.2).
enum ViewTreeNormalization {
  /// The elements `node` contributes to its container.
  static func elements(of node: ViewNode) -> [ViewNode] {
    switch node.kind {
    case .empty:
      return []
    case .group, .forEach:
      return node.children.flatMap(elements).map { element in
        var element = element
        element.attributes += node.attributes
        return element
      }
    default:
      if node.kind.isModifier {
        // A modifier of nothing is nothing, as in SwiftUI's view lists.
        guard let content = node.children.first else { return [] }
        let secondary = node.children.dropFirst().flatMap(elements)
        var layer: [ViewNode] = []
        if secondary.count == 1 {
          layer = secondary
        } else if secondary.count > 1 {
          layer = [ViewNode(.zStack(alignment: .center), children: secondary)]
        }
        return elements(of: content).map { element in
          ViewNode(node.kind, children: [element] + layer, attributes: node.attributes)
        }
      }
      guard !node.children.isEmpty else { return [node] }
      return [
        ViewNode(node.kind, children: node.children.flatMap(elements), attributes: node.attributes)
      ]
    }
  }

  /// The root view: the scene's single element, or an implicit VStack of several (§1.1).
  static func root(of node: ViewNode) -> ViewNode {
    let roots = elements(of: node)
    if roots.count == 1 { return roots[0] }
    return ViewNode(.vStack(alignment: .center, spacing: nil), children: roots)
  }
}
