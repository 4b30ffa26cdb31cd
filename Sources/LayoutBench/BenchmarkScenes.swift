import LayoutCore

/// The trees the benchmark lays out, built with LayoutCore's public API as a scene would be.
///
/// A leaf is `Color.red.frame(width: 10, height: 10)`: two layout nodes (the frame and the
/// colour), where Taffy's equivalent is one fixed-size node.
public enum BenchmarkScenes {
  /// `Color.red.frame(width: width, height: 10)`.
  public static func leaf(width: CGFloat = 10) -> ViewNode {
    Color.red.frame(width: width, height: 10).viewNodes[0]
  }

  /// `HStack { ForEach(0..<count) { _ in leaf } }`.
  public static func flatRow(_ count: Int) -> ViewNode {
    HStack {
      ForEach(0..<count) { _ in Color.red.frame(width: 10, height: 10) }
    }.viewNodes[0]
  }

  /// A complete binary tree of alternating stacks, an HStack at the root, with leaves at
  /// `depth` (`2^(depth+1) − 1` Taffy nodes: depth 14 is 32,767).
  public static func nested(depth: Int) -> ViewNode {
    func node(_ level: Int) -> ViewNode {
      guard level < depth else { return leaf() }
      let kind: ViewKind =
        level % 2 == 0
        ? .hStack(alignment: .center, spacing: nil) : .vStack(alignment: .center, spacing: nil)
      return ViewNode(kind, children: [node(level + 1), node(level + 1)])
    }
    return node(0)
  }

  /// `length` nested stacks, alternating HStack and VStack, each holding a leaf and the next
  /// stack (so that every one is a real two-child stack, not an identity).
  public static func chain(length: Int) -> ViewNode {
    var node = leaf()
    for level in stride(from: length - 1, through: 0, by: -1) {
      let kind: ViewKind =
        level % 2 == 0
        ? .hStack(alignment: .center, spacing: nil) : .vStack(alignment: .center, spacing: nil)
      node = ViewNode(kind, children: [leaf(), node])
    }
    return node
  }

  /// `VStack(alignment: .leading) { ForEach(0..<count) { i in Text("Row \(i)") } }`.
  public static func textRows(_ count: Int) -> ViewNode {
    VStack(alignment: .leading) {
      ForEach(0..<count) { index in Text("Row \(index)") }
    }.viewNodes[0]
  }

  /// `LazyVGrid(columns: Array(repeating: GridItem(), count: 100)) { ForEach(0..<count) { leaf } }`:
  /// flexible columns, each cell a leaf (§14.5).
  public static func lazyGrid(_ count: Int, columns: Int = 100) -> ViewNode {
    LazyVGrid(columns: Array(repeating: GridItem(), count: columns)) {
      ForEach(0..<count) { _ in Color.red.frame(width: 10, height: 10) }
    }.viewNodes[0]
  }

  /// `Grid { ForEach(0..<side) { GridRow { ForEach(0..<side) { leaf } } } }` (§14.1).
  public static func grid(side: Int) -> ViewNode {
    Grid {
      ForEach(0..<side) { _ in
        GridRow {
          ForEach(0..<side) { _ in Color.red.frame(width: 10, height: 10) }
        }
      }
    }.viewNodes[0]
  }

  /// `ScrollView { LazyVStack { ForEach(0..<count) { leaf } } }` (§14.3, §14.4).
  public static func scrollingLazyStack(_ count: Int) -> ViewNode {
    ScrollView {
      LazyVStack {
        ForEach(0..<count) { _ in Color.red.frame(width: 10, height: 10) }
      }
    }.viewNodes[0]
  }

  /// The scrolling lazy stack as SwiftUI source, for the playground.
  public static func scrollingLazyStackSource(_ count: Int) -> String {
    """
    ScrollView {
        LazyVStack(spacing: 0) {
            ForEach(0..<\(count)) { _ in
                Color.red.frame(width: 10, height: 10)
            }
        }
    }

    """
  }

  /// The flat row as SwiftUI source, for the playground (which opens scenes from source).
  public static func flatRowSource(_ count: Int) -> String {
    """
    HStack {
        ForEach(0..<\(count)) { _ in
            Color.red.frame(width: 10, height: 10)
        }
    }

    """
  }

  /// `tree` with the first leaf's frame width set to `width`: one edit, as the playground
  /// makes it. The first leaf is reached through the first child at every level.
  public static func editingFirstLeaf(of tree: ViewNode, width: CGFloat) -> ViewNode {
    var tree = tree
    func edit(_ node: inout ViewNode) {
      if case .frame(_, let height, let alignment) = node.kind {
        node.kind = .frame(width: width, height: height, alignment: alignment)
        return
      }
      guard !node.children.isEmpty else { return }
      edit(&node.children[0])
    }
    edit(&tree)
    return tree
  }
}
