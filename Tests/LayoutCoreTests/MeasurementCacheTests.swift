import LayoutCore
import LayoutTestSupport
import Testing

/// Memoisation of sizes per view, by counting measurements (never by timing): nested stacks
/// stay linear, repeats are cache hits in the trace, and caching never changes results (§1,
/// §11 #7).
@Suite struct MeasurementCacheTests {
  /// A chain of `depth` nested stacks alternating HStack / VStack, each holding the rest of the
  /// chain and a fixed 1×1 Color (so no stack is a one-child identity, §4.1), with a greedy
  /// Color leaf (`blue`).
  ///
  /// The leaf is greedy so that every level of the chain is infinitely flexible on both axes
  /// and always sorts after its fixed sibling (§4.3). With a Text leaf the chain's
  /// flexibility, and so the sort order and the share it is offered, depends on the minor
  /// proposal, and the number of distinct proposals deep in the chain legitimately grows.
  func chain(depth: Int) -> NodeView {
    var view = NodeView(Color.blue.viewNodes[0])
    for level in 0..<depth {
      let inner = view
      if level.isMultiple(of: 2) {
        view = NodeView(
          HStack {
            inner
            Color.red.frame(width: 1, height: 1)
          }.viewNodes[0])
      } else {
        view = NodeView(
          VStack {
            inner
            Color.red.frame(width: 1, height: 1)
          }.viewNodes[0])
      }
    }
    return view
  }

  /// The chain laid out on a canvas large enough that no proposal is clamped to 0.
  func layOut(depth: Int) -> LayoutResult {
    chain(depth: depth).laidOut(in: CGSize(2000, 2000))
  }

  /// How many times the leaf was measured (cache misses).
  func leafMeasurements(_ result: LayoutResult) throws -> Int {
    let leaf = try #require(result.root.allNodes.first { $0.label == "blue" })
    return result.statistics.measurementsByNode[leaf.id]
  }

  // §1: "each layout engine keeps a cache from proposal to size … A re-implementation must
  // memoise per view." Each stack passes on its minor proposal unchanged and offers its chain
  // child 0, ∞ or its major proposal − 8 (spacing) − 1 (the fixed Color, served first as the
  // less flexible child: share (x − 8)/2, answer 1), so per axis a node sees
  // at most 3 values (0, ∞, one finite) and at most 3 × 3 = 9 distinct proposals, however deep
  // it is. Measured once per distinct proposal, the leaf's count is at most 9 and does not
  // grow from depth 10 to depth 100 (without the cache it would be about 3^depth).
  @Test func leafMeasurementsDoNotGrowWithDepth() throws {
    let shallow = try leafMeasurements(layOut(depth: 10))
    let deep = try leafMeasurements(layOut(depth: 100))
    #expect(shallow >= 1)
    #expect(shallow <= 9)
    #expect(deep <= 9)
    #expect(deep <= shallow, "depth 10: \(shallow), depth 100: \(deep)")
  }

  // §1 and §11 #7: with at most 9 measurements per node the total is linear in the depth:
  // twice the depth, about twice the measurements (each level adds the same three nodes).
  @Test func totalMeasurementsGrowLinearly() {
    let fifty = layOut(depth: 50).statistics
    let hundred = layOut(depth: 100).statistics
    let ratio = Double(hundred.measurements) / Double(fifty.measurements)
    #expect(ratio > 1.6 && ratio < 2.4, "\(fifty.measurements) → \(hundred.measurements)")
    // Every node (3 per level, plus the leaf) is measured at most 9 times.
    #expect(hundred.measurements <= 9 * (3 * 100 + 1))
    #expect(hundred.measurementsByNode.reduce(0, +) == hundred.measurements)
  }

  // §1 and §4.3–4.4: in HStack { Text("Hello"); Color } of 300×100 the Text is proposed
  // (0, 100) and (∞, 100) to measure its flexibility, then its share (300 − 8)/2 = 146 (it is
  // less flexible than the Color, so first). Each distinct proposal is one trace line that is
  // measured (cacheHit false); placing it again with (146, 100) is a cache hit.
  @Test func repeatedProposalsAreCacheHitsInTheTrace() throws {
    let result = HStack {
      Text("Hello")
      Color.red
    }
    .frame(width: 300, height: 100)
    .laidOut()
    let text = try #require(result.root.nodes(named: "Text").first)
    let events = result.trace.filter { $0.nodeID == text.id }
    let measured = events.filter { !$0.cacheHit }
    #expect(measured.count == 3)
    #expect(
      Set(measured.map(\.proposal)) == [
        ProposedViewSize(width: 0, height: 100), ProposedViewSize(width: .infinity, height: 100),
        ProposedViewSize(width: 146, height: 100),
      ])
    #expect(result.statistics.measurementsByNode[text.id] == 3)
    let hits = events.filter(\.cacheHit)
    #expect(!hits.isEmpty)
    for hit in hits {
      #expect(measured.map(\.proposal).contains(hit.proposal), "\(hit.proposal)")
      let first = measured.first { $0.proposal == hit.proposal }
      #expect(first?.answer == hit.answer, "\(hit.proposal)")
    }
    #expect(
      hits.contains {
        $0.phase == .placement && $0.proposal == ProposedViewSize(width: 146, height: 100)
          && $0.answer == CGSize(50, 20)
      })
    #expect(text.frame.size == CGSize(50, 20))
  }

  // §1: no (node, proposal) pair is measured twice in a pass, in a scene with nesting,
  // alignment and padding.
  @Test func noProposalIsMeasuredTwice() {
    let result = VStack(alignment: .leading) {
      HStack(alignment: .firstTextBaseline) {
        Text("The quick brown fox")
        Color.red.frame(minWidth: 20)
      }
      Text("Hello world").padding()
    }
    .frame(width: 200)
    .laidOut()
    var seen: Set<String> = []
    for event in result.trace where !event.cacheHit {
      let key = "\(event.nodeID) \(event.proposal)"
      #expect(seen.insert(key).inserted, "measured twice: \(key)")
    }
    #expect(result.statistics.measurements == result.trace.filter { !$0.cacheHit }.count)
  }

  // STYLE rule 2 "Caches never change results": laying out the same scene twice gives equal
  // results, trace and statistics included; and without tracing the frames are the same.
  @Test func layingOutTwiceIsDeterministic() {
    func scene() -> some View {
      VStack {
        HStack {
          Text("Hello world")
          Spacer()
          Color.red.frame(maxWidth: 80)
        }
        Text("The quick brown fox jumps").padding()
      }
    }
    let first = scene().laidOut()
    let second = scene().laidOut()
    #expect(first == second)
    let deep = layOut(depth: 30)
    #expect(deep == layOut(depth: 30))
    // With a node for every view, as a traced pass has, the same requests are made.
    var withNodes = LayoutEngine(isTracing: false)
    withNodes.laysOutRigidSubtrees = false
    let untraced = withNodes.layout(scene(), in: CGSize(390, 844))
    #expect(untraced.root == first.root)
    #expect(untraced.trace.isEmpty)
    #expect(untraced.statistics.measurements == first.statistics.measurements)
    // A padded Text laid out without nodes (§11.7) is placed the same, measured fewer times.
    let rigid = LayoutEngine(isTracing: false).layout(scene(), in: CGSize(390, 844))
    #expect(rigid.root == first.root)
    #expect(rigid.statistics.measurements < first.statistics.measurements)
  }

  /// `HStack { VStack { leaf; leaf }; VStack { leaf; leaf } }` with fixed 10×10 leaves.
  func fixedSquare() -> ViewNode {
    let leaf = Color.red.frame(width: 10, height: 10)
    return HStack {
      VStack {
        leaf; leaf
      }
      VStack {
        leaf; leaf
      }
    }.viewNodes[0]
  }

  // §11.7, issue #17: a view whose size cannot depend on its proposal (a frame with both
  // lengths, §6.1; a stack of such views, §4.4 and §4.6) is measured once in an untraced pass,
  // however many proposals its parents try; the traced pass measures each distinct proposal,
  // as SwiftUI does, and both place every view alike. The HStack offers each VStack 0, ∞ and
  // its share (§4.3–4.4): three measurements each when traced, one untraced.
  @Test func aViewWhoseSizeIgnoresItsProposalIsMeasuredOnce() throws {
    let canvas = CGSize(400, 300)
    let traced = LayoutEngine().layout(fixedSquare(), in: canvas)
    let untraced = LayoutEngine(isTracing: false).layout(fixedSquare(), in: canvas)
    #expect(untraced.root == traced.root)
    let stacks = traced.root.nodes(named: "VStack")
    #expect(stacks.count == 2)
    for stack in stacks {
      #expect(traced.statistics.measurementsByNode[stack.id] == 3)
      #expect(untraced.statistics.measurementsByNode[stack.id] == 1)
    }
    // Every view is measured once: the HStack, the two VStacks, the four frames, and the four
    // Colors when their frames place them (proposed 10×10, §6.1).
    #expect(untraced.statistics.measurementsByNode.allSatisfy { $0 == 1 })
    #expect(untraced.statistics.measurements == 11)
    // The square is 10 + 8 + 10 = 28 points each way (§4.2), centred in 400×300 (§1.1).
    #expect(untraced.root.frame == CGRect(186, 136, 28, 28))
  }

  // A frame with one length takes its height from its content, which takes it from the
  // proposal (§6.1, §3.1): it is measured for each distinct proposal, untraced too.
  @Test func aFrameWithOneLengthIsMeasuredPerProposal() throws {
    let result = LayoutEngine(isTracing: false).layout(
      HStack {
        Color.red.frame(width: 10)
        Color.blue.frame(width: 20, height: 5)
      }, in: CGSize(100, 50))
    let frames = result.root.nodes(named: "frame")
    let flexible = try #require(frames.first { $0.frame.width == 10 })
    let fixed = try #require(frames.first { $0.frame.width == 20 })
    // Proposed (0, 50), (∞, 50) and (62, 50) by the HStack (§4.3–4.4); placed with its share.
    #expect(result.statistics.measurementsByNode[flexible.id] == 3)
    #expect(result.statistics.measurementsByNode[fixed.id] == 1)
    #expect(flexible.frame.height == 50)
    #expect(fixed.frame.height == 5)
  }

  // A relayout after the first leaf widens offers the second VStack a new share (§4.4): its
  // size ignores the share, so it answers from its one measurement, and the graph's result is
  // a fresh layout's. Making the leaf's frame flexible ends the shortcut on its path.
  @Test func anEditKeepsTheShortcutTrue() throws {
    let graph = ViewGraph()
    let canvas = CGSize(400, 300)
    _ = graph.layout(fixedSquare(), in: canvas)
    func editing(_ kind: ViewKind) -> ViewNode {
      var tree = fixedSquare()
      tree.children[0].children[0].kind = kind
      return tree
    }
    let wider = editing(.frame(width: 30, height: 10, alignment: .center))
    let kept = graph.layout(wider, in: canvas)
    #expect(kept.root == LayoutEngine(isTracing: false).layout(wider, in: canvas).root)
    let second = try #require(kept.root.nodes(named: "VStack").last)
    #expect(kept.statistics.measurementsByNode[second.id] == 0)
    // 30 + 8 + 10 wide: the second stack moved 20 points right (§4.6).
    #expect(second.frame == CGRect(214, 136, 10, 28))

    let flexible = editing(.frame(width: nil, height: 10, alignment: .center))
    let relaid = graph.layout(flexible, in: canvas)
    #expect(relaid.root == LayoutEngine().layout(flexible, in: canvas).root)
    let first = try #require(relaid.root.nodes(named: "VStack").first)
    // The first VStack is now as wide as it is offered: the HStack measures it at 0 and ∞,
    // serves the fixed one first (less flexible, §4.3) and offers it 400 − 8 − 10 = 382.
    #expect(relaid.statistics.measurementsByNode[first.id] == 3)
    #expect(first.frame.width == 382)
  }

  // §4.4: an HStack of three 10×10 frames proposed 100×50 offers them (100 − 16) / 3 = 28,
  // then 74 / 2 = 37, then 64, each taking 10. When the first becomes 20 wide the others are
  // offered 32 and 54: a graph that reuses their placed subtrees (their frames do not depend
  // on their proposal, §6.1) records those new proposals, as a fresh layout does.
  @Test func aReusedLeafRecordsItsNewProposal() throws {
    func row(first width: CGFloat) -> ViewNode {
      HStack {
        Color.red.frame(width: width, height: 10)
        Color.green.frame(width: 10, height: 10)
        Color.blue.frame(width: 10, height: 10)
      }.viewNodes[0]
    }
    let graph = ViewGraph()
    let canvas = CGSize(100, 50)
    let before = graph.layout(row(first: 10), in: canvas)
    #expect(before.root.nodes(named: "frame").map(\.proposal.width) == [28, 37, 64])
    let after = graph.layout(row(first: 20), in: canvas)
    let frames = after.root.nodes(named: "frame")
    #expect(frames.map(\.proposal.width) == [28, 32, 54])
    // 20 + 8 + 10 + 8 + 10 = 56 wide, centred in 100: the last leaf at 22 + 46 = 68.
    #expect(frames.map(\.frame.minX) == [22, 50, 68])
    #expect(after.root == LayoutEngine(isTracing: false).layout(row(first: 20), in: canvas).root)
    // The Colors keep their own proposal: their frame's lengths.
    #expect(
      after.root.nodes(named: "Color").map(\.proposal.width) == [20, 10, 10])
  }
}
