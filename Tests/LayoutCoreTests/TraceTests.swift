import LayoutCore
import LayoutTestSupport
import Testing

/// The layout trace: every proposal and answer in call order, who asked whom, the root's
/// proposal, cache hits (reference §1, §1.1; STYLE rule 2).
@Suite struct TraceTests {
  /// The parent of every placed node, by id.
  func parents(_ root: PlacedNode) -> [Int: Int] {
    var result: [Int: Int] = [:]
    for node in root.allNodes {
      for child in node.children { result[child.id] = node.id }
    }
    return result
  }

  // §1.1: "proposal = windowSize.inset(by: safeAreaInsets)": the root's first event is asked
  // by nobody, at depth 0, with the canvas minus the safe area: 390 − 20 − 40 = 330 wide,
  // 844 − 10 − 30 = 804 tall. A Color answers it, and sits at (leading, top) = (20, 10).
  @Test func rootsFirstEventIsTheCanvasMinusTheSafeArea() throws {
    let insets = EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
    let result = Color.red.laidOut(safeArea: insets)
    let first = try #require(result.trace.first)
    #expect(first.nodeID == result.root.id)
    #expect(first.askerID == nil)
    #expect(first.depth == 0)
    #expect(first.proposal == ProposedViewSize(width: 330, height: 804))
    #expect(first.answer == CGSize(330, 804))
    #expect(first.phase == .sizing)
    #expect(!first.cacheHit)
    #expect(result.root.frame == CGRect(20, 10, 330, 804))

    let phone = Text("Hi").laidOut(safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    #expect(phone.trace.first?.proposal == ProposedViewSize(width: 390, height: 763))
  }

  // Seed article (ZStack method) with §5.1 and §6.1: `ZStack { Color.green; Text("Hello
  // world") }.frame(width: 300, height: 60)`. The frame answers 300×60 without asking; at
  // placement it proposes 300×60 to the ZStack, which proposes the same 300×60 to each child:
  // the Color answers 300×60, the Text 110×20.
  @Test func zStackProposesItsSizeToTheColor() throws {
    let result = ZStack {
      Color.green
      Text("Hello world")
    }
    .frame(width: 300, height: 60)
    .laidOut()
    let frame = result.root
    let zStack = try #require(result.root.nodes(named: "ZStack").first)
    let color = try #require(result.root.nodes(named: "Color").first)
    let text = try #require(result.root.nodes(named: "Text").first)

    let rootEvent = try #require(result.trace.first)
    #expect(rootEvent.nodeID == frame.id)
    #expect(rootEvent.answer == CGSize(300, 60))

    let zEvent = try #require(result.trace.first { $0.nodeID == zStack.id })
    #expect(zEvent.askerID == frame.id)
    #expect(zEvent.proposal == ProposedViewSize(width: 300, height: 60))
    #expect(zEvent.answer == CGSize(300, 60))

    let colorIndex = try #require(result.trace.firstIndex { $0.nodeID == color.id })
    let colorEvent = result.trace[colorIndex]
    #expect(colorEvent.askerID == zStack.id)
    #expect(colorEvent.proposal == ProposedViewSize(width: 300, height: 60))
    #expect(colorEvent.answer == CGSize(300, 60))
    #expect(!colorEvent.cacheHit)
    #expect(colorEvent.depth == zEvent.depth + 1)
    let zIndex = try #require(result.trace.firstIndex { $0.nodeID == zStack.id })
    #expect(zIndex < colorIndex)

    let textEvent = try #require(result.trace.first { $0.nodeID == text.id })
    #expect(textEvent.askerID == zStack.id)
    #expect(textEvent.proposal == ProposedViewSize(width: 300, height: 60))
    #expect(textEvent.answer == CGSize(110, 20))
    #expect(color.frame == CGRect(45, 392, 300, 60))
    #expect(text.frame == CGRect(140, 412, 110, 20))
  }

  // §6.1 traced: `Text("Hello world").frame(width: 50)`: first the root frame is asked with the
  // canvas 390×844, then the frame asks the Text with (50, 844); the Text answers 50×40 (two
  // lines) and so does the frame.
  @Test func firstEventsOfAOneLengthFrame() throws {
    let result = Text("Hello world").frame(width: 50).laidOut()
    try #require(result.trace.count >= 2)
    let (outer, inner) = (result.trace[0], result.trace[1])
    let textID = try #require(result.root.nodes(named: "Text").first?.id)
    #expect(outer.nodeID == result.root.id)
    #expect(outer.proposal == ProposedViewSize(width: 390, height: 844))
    #expect(outer.answer == CGSize(50, 40))
    #expect(inner.nodeID == textID)
    #expect(inner.askerID == result.root.id)
    #expect(inner.depth == 1)
    #expect(inner.proposal == ProposedViewSize(width: 50, height: 844))
    #expect(inner.answer == CGSize(50, 40))
  }

  /// A scene with nesting, padding, a flexible frame and an overlay.
  func scene() -> some View {
    VStack {
      HStack {
        Text("A")
        Color.red
      }
      Text("The quick brown fox").padding(4)
      Color.blue.frame(maxWidth: 100, maxHeight: 30).overlay(Text("B"))
    }
    .frame(maxWidth: 200)
  }

  // §1: "The parent proposes a size": every event's asker is the asked node's parent in the
  // placed tree, and only the root's own request has no asker.
  @Test func askerIsTheParent() {
    let result = scene().laidOut()
    let parent = parents(result.root)
    #expect(!result.trace.isEmpty)
    for (index, event) in result.trace.enumerated() {
      #expect(event.askerID == parent[event.nodeID], "event \(index): \(event)")
    }
  }

  // "in call order": while sizing, a request made at depth d > 0 was made by the request in
  // progress at depth d − 1, which is the latest earlier measured request at that depth; its
  // asker is that node. Depth-0 requests have no asker.
  @Test func eventsAreInCallOrder() {
    let result = scene().laidOut()
    var open: [Int: Int] = [:]  // depth → node of the latest measured request at that depth
    for (index, event) in result.trace.enumerated() where event.phase == .sizing {
      if event.depth == 0 {
        #expect(event.askerID == nil, "event \(index)")
      } else {
        #expect(event.askerID == open[event.depth - 1], "event \(index): \(event)")
      }
      if !event.cacheHit { open[event.depth] = event.nodeID }
    }
    // Sizing comes before placement.
    let phases = result.trace.map(\.phase)
    let firstPlacement = phases.firstIndex(of: .placement) ?? phases.count
    #expect(!phases[firstPlacement...].contains(.sizing))
  }

  // §1: "A child is always placed with … its dimensions … sizeThatFits(placementProposal)":
  // for every placed node the trace holds a request with the proposal it was placed with, and
  // that request's answer is the node's placed size.
  @Test func placedSizesAreTracedAnswers() {
    let result = scene().laidOut()
    for node in result.root.allNodes {
      let match = result.trace.last { $0.nodeID == node.id && $0.proposal == node.proposal }
      #expect(match?.answer == node.frame.size, "\(node.name) #\(node.id) \(node.proposal)")
    }
  }

  // STYLE rule 2: the trace can be turned off and the frames do not change.
  @Test func tracingOffRecordsNothing() {
    let traced = LayoutEngine().layout(scene(), in: CGSize(390, 844))
    let untraced = LayoutEngine(isTracing: false).layout(scene(), in: CGSize(390, 844))
    #expect(!traced.trace.isEmpty)
    #expect(untraced.trace.isEmpty)
    #expect(untraced.root == traced.root)
  }
}
