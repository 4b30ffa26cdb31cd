import LayoutCore
import LayoutTestSupport
import Testing

/// The random trees of the property tests contain every kind that
/// `RandomViewTree.generation(of:)` says they do, so that a kind added to the catalog and
/// marked generated is really exercised by the layout properties (CONTRIBUTING.md, step 5).
@Suite struct RandomViewTreeCoverageTests {
  @Test func everyGeneratedKindAppears() {
    let generator = RandomViewTree(options: .init(maxDepth: 3))
    var seen: Set<ViewKind.Case> = []
    func visit(_ node: ViewNode) {
      seen.insert(node.kind.case)
      node.children.forEach(visit)
    }
    for seed in 1...4 {
      var random = SeededGenerator(seed: UInt64(seed))
      for _ in 0..<200 { visit(generator.tree(&random)) }
    }
    let generated = ViewKind.Case.allCases.filter {
      RandomViewTree.generation(of: $0) == .generated
    }
    // 21, placeholders (issue 13), images, aspect ratios and controls (14), grids, grid rows,
    // grid cells, ViewThatFits, ScrollView, lazy stacks, lazy grids, List, Form, Section,
    // safeAreaInset, safeAreaPadding, containerRelativeFrame and ignoresSafeArea under a top
    // inset, navigation containers (NavigationStack, NavigationView, NavigationSplitView) and
    // TabView (15)
    #expect(generated.count == 41)
    for kind in generated { #expect(seen.contains(kind), "no random tree has a \(kind)") }
    for kind in ViewKind.Case.allCases where !generated.contains(kind) {
      #expect(!seen.contains(kind), "\(kind) is said not to be generated, but a tree has one")
    }
  }
}
