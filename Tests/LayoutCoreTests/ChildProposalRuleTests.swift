import Foundation
import LayoutTestSupport
import Testing
import ViewSource

@testable import LayoutCore

/// A placed subtree whose frames ignore its proposal is reused when it is proposed anew, and
/// the proposals below it are worked out from the new one by the rule its nodes keep
/// (`ChildProposalRule`, issue #17). What is read must be what placing anew records.
@Suite struct ChildProposalRuleTests {
  /// `HStack { leaf; VStack { HStack { 10×10; 10×10 }.padding(2); 20×10.layoutPriority(1) } }`:
  /// every frame fixed, so the second child's frames are the same for every proposal.
  func scene(firstWidth: CGFloat) -> ViewNode {
    func leaf(_ width: CGFloat, _ height: CGFloat) -> ViewNode {
      ViewNode(
        .frame(width: width, height: height, alignment: .center),
        children: [ViewNode(.color(.red))])
    }
    let inner = ViewNode(
      .padding(EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)),
      children: [
        ViewNode(.hStack(alignment: .center, spacing: nil), children: [leaf(10, 10), leaf(10, 10)])
      ])
    let column = ViewNode(
      .vStack(alignment: .center, spacing: nil),
      children: [inner, ViewNode(.layoutPriority(1), children: [leaf(20, 10)])])
    return ViewNode(
      .hStack(alignment: .center, spacing: nil), children: [leaf(firstWidth, 10), column])
  }

  // §4.4: the HStack, proposed 200×100, offers its first leaf (200 − 8) / 2 = 96 and the
  // column what is left: 200 − 8 − 10 = 182, then 172 once the leaf is 20 wide. The column
  // (a VStack, §4.6) offers its children its own width; the prioritised frame first (§4.3),
  // 100 − 8 − 14 = 78 tall (the padding's 14 reserved), then the padding 100 − 8 − 10 = 82. The padding offers its HStack the
  // column's width less 4 (§7), which offers its leaves (w − 4 − 8) / 2, then the rest.
  @Test func aReproposedSubtreeRecordsWhatPlacingAnewRecords() throws {
    let graph = ViewGraph()
    let canvas = CGSize(200, 100)
    let before = graph.layout(scene(firstWidth: 10), in: canvas)
    let after = graph.layout(scene(firstWidth: 20), in: canvas)
    #expect(
      after.root == LayoutEngine(isTracing: false).layout(scene(firstWidth: 20), in: canvas).root)

    let column = try #require(after.root.nodes(named: "VStack").first)
    #expect(
      before.root.nodes(named: "VStack").first?.proposal
        == ProposedViewSize(width: 182, height: 100))
    #expect(column.proposal == ProposedViewSize(width: 172, height: 100))
    // Reused, not placed anew: its children's proposals are read through its rule.
    #expect(column.childProposalsPending)
    let padding = try #require(column.first { $0.name == "padding" })
    #expect(padding.proposal == ProposedViewSize(width: 172, height: 82))
    let row = try #require(padding.children.first)
    #expect(row.proposal == ProposedViewSize(width: 168, height: 78))
    // (168 − 8) / 2 = 80 for the first leaf, then 168 − 8 − 10 = 150 for the second.
    #expect(
      row.children.map(\.proposal) == [
        ProposedViewSize(width: 80, height: 78), ProposedViewSize(width: 150, height: 78),
      ])
    let priority = try #require(column.first { $0.name == "layoutPriority" })
    #expect(priority.proposal == ProposedViewSize(width: 172, height: 78))
    // The row grew 10 points and stays centred (§1.1): the column moved 10 − 5 points right.
    #expect(column.frame.minX == before.root.nodes(named: "VStack")[0].frame.minX + 5)
  }

  // The children worked out for a re-proposed node are kept: read from several threads at
  // once, every read gives the proposals a fresh layout records (§4.4, as above).
  @Test func reproposedChildrenReadConcurrentlyAreTheSame() async throws {
    let graph = ViewGraph()
    let canvas = CGSize(200, 100)
    _ = graph.layout(scene(firstWidth: 10), in: canvas)
    let root = graph.layout(scene(firstWidth: 20), in: canvas).root
    let column = try #require(root.nodes(named: "VStack").first)
    #expect(column.childProposalsPending)
    let fresh = try #require(
      LayoutEngine(isTracing: false).layout(scene(firstWidth: 20), in: canvas).root
        .nodes(named: "VStack").first)
    let reads = await withTaskGroup(of: [PlacedNode].self) { group in
      for _ in 0..<8 { group.addTask { column.children } }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(reads.count == 8)
    for read in reads { #expect(read == fresh.children) }
    #expect(
      reads[0].map(\.proposal) == [
        ProposedViewSize(width: 172, height: 82), ProposedViewSize(width: 172, height: 78),
      ])
  }

  // A subtree the rule leaves is placed anew: one flexible leaf below the column (a Color
  // without a frame, §3.1) makes its frames depend on its proposal.
  @Test func aFlexibleLeafEndsTheReuse() throws {
    var flexible = scene(firstWidth: 10)
    flexible.children[1].children[1].children[0] = ViewNode(.color(.blue))
    var wider = flexible
    wider.children[0].kind = .frame(width: 20, height: 10, alignment: .center)
    let graph = ViewGraph()
    _ = graph.layout(flexible, in: CGSize(200, 100))
    let after = graph.layout(wider, in: CGSize(200, 100))
    let column = try #require(after.root.nodes(named: "VStack").first)
    #expect(!column.childProposalsPending)
    #expect(after.root == LayoutEngine(isTracing: false).layout(wider, in: CGSize(200, 100)).root)
  }

  /// An HStack or a VStack of `children`, at random, with a random alignment.
  static func stack(
    of children: [ViewNode], spacing: CGFloat?, _ random: inout SeededGenerator
  ) -> ViewNode {
    random.chance(0.5)
      ? ViewNode(
        .hStack(alignment: random.pick([.top, .center, .bottom]), spacing: spacing),
        children: children)
      : ViewNode(
        .vStack(alignment: random.pick([.leading, .center, .trailing]), spacing: spacing),
        children: children)
  }

  /// A random tree of views whose frames ignore their proposal (fixed frames in stacks,
  /// paddings, offsets, priorities, layers, `fixedSize`, `clipped`), now and then a flexible
  /// one or an `ignoresSafeArea`, which has no rule.
  static func rigidTree(_ random: inout SeededGenerator, depth: Int) -> ViewNode {
    func length() -> CGFloat {
      random.chance(0.2) ? CGFloat(random.int(in: 0...30)) / 3 : random.length(upTo: 40)
    }
    if depth == 0 || random.chance(0.2) {
      if random.chance(0.08) { return ViewNode(.color(.blue)) }
      if random.chance(0.05) { return ViewNode(.spacer(minLength: nil)) }
      return ViewNode(
        .frame(width: length(), height: length(), alignment: .center),
        children: [ViewNode(.color(.red))])
    }
    let child = { (random: inout SeededGenerator) in rigidTree(&random, depth: depth - 1) }
    switch random.int(in: 0...8) {
    case 0, 1:
      let children = (0..<random.int(in: 1...4)).map { _ in child(&random) }
      let spacing: CGFloat? = random.chance(0.5) ? nil : length() - 4
      return Self.stack(of: children, spacing: spacing, &random)
    case 2:
      return ViewNode(
        .padding(EdgeInsets(top: length(), leading: length(), bottom: length(), trailing: 1)),
        children: [child(&random)])
    case 3:
      return ViewNode(.offset(CGSize(width: length(), height: -3)), children: [child(&random)])
    case 4:
      return ViewNode(
        .layoutPriority(Double(random.int(in: -1...2))), children: [child(&random)])
    case 5:
      return ViewNode(
        .background(.view(alignment: random.pick([.center, .topLeading, .bottomTrailing]))),
        children: [child(&random), ViewNode(.color(.green))])
    case 6:
      return ViewNode(
        .fixedSize(horizontal: random.chance(0.5), vertical: random.chance(0.5)),
        children: [child(&random)])
    case 7:
      return ViewNode(.clipped, children: [child(&random)])
    default:
      // Proposes its content its own size, not its proposal (§1.2): no rule.
      return ViewNode(.ignoresSafeArea(edges: .all), children: [child(&random)])
    }
  }

  // Style rule 2: every pass of a graph over random trees of such views, and edits of them
  // (values changed, views removed or unwrapped, the canvas changed), gives a fresh layout's
  // kinds, proposals and frames, bit for bit, and the same diagnostics.
  @Test func reproposedSubtreesAreFreshLayouts() {
    let outcome = PropertyCheck(
      name: "reproposed subtrees", seeds: Array(301...304), casesPerSeed: 100
    )
    .run(
      generate: { random in
        (Self.rigidTree(&random, depth: 4), RandomViewTree.canvas(&random))
      },
      printer: ScenePrinter.print, property: ViewGraphPropertyTests.problem)
    #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
    #expect(outcome.cases == 400)
  }
}
