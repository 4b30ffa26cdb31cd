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
    let untraced = LayoutEngine(isTracing: false).layout(scene(), in: CGSize(390, 844))
    #expect(untraced.root == first.root)
    #expect(untraced.trace.isEmpty)
    #expect(untraced.statistics.measurements == first.statistics.measurements)
  }
}
