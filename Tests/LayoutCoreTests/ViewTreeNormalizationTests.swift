import LayoutTestSupport
import Testing

@testable import LayoutCore

/// A value tree knows whether it is already in the form the engine lays out
/// (`ViewNode.isNormalForm`), so that normalising an edited tree visits only the path the edit
/// copied (issue #17). The flag must never claim a tree is normal when normalising changes it.
@Suite struct ViewTreeNormalizationTests {
  // §3.7 and §5.2: a Group, a ForEach and an EmptyView are spliced into their container, and
  // several views in a background get an implicit ZStack; any of them below a node makes the
  // node's subtree other than normal. Plain views, stacks and modifiers of such are normal.
  @Test func theFlagFollowsWhatNormalisingChanges() {
    let leaf = Color.red.frame(width: 10, height: 10).viewNodes[0]
    #expect(leaf.isNormalForm)
    #expect(
      ViewNode(.hStack(alignment: .center, spacing: nil), children: [leaf, leaf]).isNormalForm)
    #expect(!HStack { ForEach(0..<3) { _ in Color.red } }.viewNodes[0].isNormalForm)
    #expect(!ViewNode(.group, children: [leaf]).isNormalForm)
    #expect(!ViewNode(.empty).isNormalForm)
    #expect(
      !ViewNode(.vStack(alignment: .center, spacing: nil), children: [ViewNode(.empty)])
        .isNormalForm)
    // A modifier of nothing is nothing; one with two secondary views gets a ZStack.
    #expect(!ViewNode(.padding(EdgeInsets())).isNormalForm)
    let layered = ViewNode(.background(.view(alignment: .center)), children: [leaf, leaf, leaf])
    #expect(!layered.isNormalForm)
    #expect(ViewNode(.background(.view(alignment: .center)), children: [leaf, leaf]).isNormalForm)
  }

  // The flag is kept true through edits: a child replaced by a Group clears it on every
  // ancestor the edit copies, and putting the leaf back sets it again.
  @Test func anEditUpdatesTheFlagAlongItsPath() {
    let leaf = Color.red.frame(width: 10, height: 10).viewNodes[0]
    let row = ViewNode(.hStack(alignment: .center, spacing: nil), children: [leaf, leaf])
    var tree = ViewNode(.vStack(alignment: .center, spacing: nil), children: [row, leaf])
    #expect(tree.isNormalForm)
    tree.children[0].children[1] = ViewNode(.group, children: [leaf, leaf])
    #expect(!tree.children[0].isNormalForm)
    #expect(!tree.isNormalForm)
    #expect(tree.children[1].isNormalForm)
    tree.children[0].children[1] = leaf
    #expect(tree.isNormalForm)
    tree.kind = ViewKind.forEach(source: nil)
    #expect(!tree.isNormalForm)
  }

  // The property the shortcut rests on, over random trees and each of their subtrees: a node
  // flagged normal normalises to itself, so returning it at once changes no layout.
  @Test func aNormalTreeNormalisesToItself() {
    let generator = RandomViewTree(options: .init(maxDepth: 3, maxNodes: 30))
    var flagged = 0
    var subtrees = 0
    for seed in 1...300 {
      var random = SeededGenerator(seed: UInt64(seed))
      var pending = [generator.tree(&random)]
      while let node = pending.popLast() {
        subtrees += 1
        pending += node.children
        guard node.isNormalForm else { continue }
        flagged += 1
        #expect(ViewTreeNormalization.elements(of: node) == [node], "seed \(seed)")
      }
    }
    // The generator makes both kinds: the check is not vacuous.
    #expect(flagged > subtrees / 4)
    #expect(flagged < subtrees)
  }
}
