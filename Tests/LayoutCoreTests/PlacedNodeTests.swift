import LayoutCore
import LayoutTestSupport
import Testing

/// What a placed node records of its negotiation besides its frame: the size it answered, its
/// layout priority, and (when the engine records them) its explicit alignment guides, so that
/// a tool reads them off the placed tree instead of laying the view out again.
@Suite struct PlacedNodeTests {
  let recording = LayoutEngine(isTracing: false, recordsGuides: true)

  /// The first node named `name`.
  func node(_ name: String, in result: LayoutResult) throws -> PlacedNode {
    try #require(result.root.nodes(named: name).first)
  }

  // §8.2: `d[guide]` is the explicit value if the view has one, else the guide's default for
  // its size. "Hi" in 10×20-point cells is 20×20 (§12); its alignmentGuide sets top to 5, and
  // a Text's baselines are explicit (§8): the first at the bottom of the first line, 20, the
  // last at its bottom, 20. The other guides are defaults: bottom 20, centre 10 across.
  @Test func explicitGuidesAreRecordedInThePlacementPass() throws {
    let view = HStack { Text("Hi").alignmentGuide(.top) { _ in 5 } }
    let guide = try node("alignmentGuide", in: recording.layout(view, in: CGSize(390, 844)))
    let d = guide.dimensions
    #expect(guide.answeredSize == CGSize(20, 20))
    #expect(d[VerticalAlignment.top] == 5)
    #expect(d[explicit: VerticalAlignment.top] == 5)
    #expect(d[VerticalAlignment.bottom] == 20)
    #expect(d[explicit: VerticalAlignment.bottom] == nil)
    #expect(d[HorizontalAlignment.center] == 10)
    #expect(d[explicit: VerticalAlignment.firstTextBaseline] == 20)
    #expect(d[explicit: VerticalAlignment.lastTextBaseline] == 20)
    #expect(
      guide.explicitGuides.map(\.key.description) == [
        "top", "firstTextBaseline", "lastTextBaseline",
      ])
  }

  // A custom guide the tree names is recorded too: `.alignmentGuide(HorizontalAlignment
  // (Quarter.self))` of 7 on a 100-wide colour; the colour itself has no explicit guides.
  @Test func customGuidesAreRecorded() throws {
    enum Quarter: AlignmentID {
      static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 4 }
    }
    let quarter = HorizontalAlignment(Quarter.self)
    let view = VStack(alignment: quarter) {
      Color.red.frame(width: 100, height: 10).alignmentGuide(quarter) { _ in 7 }
    }
    let result = recording.layout(view, in: CGSize(390, 844))
    #expect(try node("alignmentGuide", in: result).dimensions[explicit: quarter] == 7)
    let frame = try node("frame", in: result)
    #expect(frame.explicitGuides.isEmpty)
    #expect(frame.dimensions[quarter] == 25)
  }

  // An engine that does not record guides (the default) records none; the answered size and
  // the priority are always there.
  @Test func theDefaultEngineRecordsNoGuides() throws {
    let result = LayoutEngine(isTracing: false).layout(
      HStack { Text("Hi").alignmentGuide(.top) { _ in 5 } }, in: CGSize(390, 844))
    #expect(result.root.allNodes.allSatisfy { $0.explicitGuides.isEmpty })
    #expect(try node("Text", in: result).answeredSize == CGSize(20, 20))
  }

  // §5.2: a view that ignores the safe area grows into it where it touches it. The root is
  // proposed the safe 390×804 (844 − 40), the Color takes it, and the ignoresSafeArea frame
  // grows up to the canvas's top: its frame is 390×844, what it answered 390×804.
  @Test func theAnsweredSizeIsNotTheBledFrame() throws {
    let result = Color.red.ignoresSafeArea().laidOut(
      safeArea: EdgeInsets(top: 40, leading: 0, bottom: 0, trailing: 0))
    let node = try node("ignoresSafeArea", in: result)
    #expect(node.frame == CGRect(0, 0, 390, 844))
    #expect(node.answeredSize == CGSize(390, 804))
    #expect(node.proposal == ProposedViewSize(width: 390, height: 804))
  }

  // §3.2, §7: a Spacer's priority is −∞, a layoutPriority modifier's its value, other views 0.
  @Test func priorities() throws {
    let result = HStack {
      Spacer(); Text("Hi").layoutPriority(1)
    }.laidOut()
    #expect(try node("Spacer", in: result).priority == -.infinity)
    #expect(try node("layoutPriority", in: result).priority == 1)
    #expect(try node("Text", in: result).priority == 0)
  }

  // Recording guides asks views for them after the pass has placed them: neither the trace
  // nor the counts nor the frames change.
  @Test func recordingChangesNoTraceAndNoFrame() {
    let view = VStack(alignment: .leading) {
      Text("Hello world")
      HStack(alignment: .firstTextBaseline) {
        Text("Hi"); Color.red.frame(width: 5, height: 5)
      }
      .alignmentGuide(.leading) { d in d.width / 2 }
    }
    .frame(width: 300, height: 60)
    let canvas = CGSize(390, 844)
    let plain = LayoutEngine(isTracing: true).layout(view, in: canvas)
    let recorded = LayoutEngine(isTracing: true, recordsGuides: true).layout(view, in: canvas)
    #expect(recorded.trace == plain.trace)
    #expect(recorded.statistics == plain.statistics)
    #expect(recorded.root.allNodes.map(\.frame) == plain.root.allNodes.map(\.frame))
    #expect(recorded.root.allNodes.contains { !$0.explicitGuides.isEmpty })
  }

  // `node(id:)` and `parent(ofNodeWithID:)` go down one child per level by the pre-order of
  // ids; a GeometryReader's content is numbered when the reader is placed, after the views
  // that follow it, which breaks the order, and the search must still find every node.
  @Test func everyNodeIsFoundByItsIDAndItsParentToo() {
    let view = VStack {
      HStack {
        ForEach(0..<20) { _ in Color.red.frame(width: 5, height: 5) }
      }
      GeometryReader { proxy in
        Text("inside").frame(width: proxy.size.width / 2).padding(2)
      }
      .frame(height: 50)
      Text("after").padding()
    }
    let root = LayoutEngine(isTracing: false).layout(view, in: CGSize(390, 844)).root
    var parents: [Int: Int] = [:]
    func record(_ node: PlacedNode) {
      for child in node.children {
        parents[child.id] = node.id
        record(child)
      }
    }
    record(root)
    let all = root.allNodes
    // The reader's content is numbered after the views that follow the reader.
    let reader = all.first { $0.name == "GeometryReader" }
    let after = all.first { $0.label == "after" }
    #expect((reader?.children.first?.id ?? 0) > (after?.id ?? .max))
    for node in all {
      #expect(root.node(id: node.id) == node, "node \(node.id)")
      #expect(root.parent(ofNodeWithID: node.id)?.id == parents[node.id], "node \(node.id)")
    }
    #expect(root.node(id: all.count + 5) == nil)
    #expect(root.parent(ofNodeWithID: root.id) == nil)
  }

  // The extent is the union of every frame in the subtree: a 100-pt Color in a 40-pt frame
  // overflows it on both sides (§6: the content is centred in the frame, 30 pt past each
  // edge), and the extent holds the overflow.
  @Test func theExtentHoldsEveryFrameBelow() throws {
    let view = HStack(spacing: 0) {
      Color.red.frame(width: 100, height: 10).frame(width: 40, height: 10)
      Color.blue.frame(width: 20, height: 30)
    }
    let root = LayoutEngine(isTracing: false).layout(view, in: CGSize(390, 844)).root
    let union = root.allNodes.map(\.frame).reduce(CGRect.null) { $0.union($1) }
    #expect(root.extent == union)
    // The HStack is 60 wide at x 165; the overflowing colour runs from 135 to 235.
    #expect(root.frame.minX == 165)
    #expect(root.extent.minX == 135)
    #expect(root.extent.maxX == 235)
    #expect(!root.drawsBeyondExtent)
    // The seed article's `.sizeInfo()`, which scenes read, draws a label below the view.
    var label = Color.red.frame(width: 10, height: 10).viewNodes[0]
    label.attributes.append(.sizeInfo)
    let labelled = LayoutEngine(isTracing: false).layout(
      ViewNode(.hStack(alignment: .center, spacing: nil), children: [label]), in: CGSize(390, 844)
    ).root
    #expect(labelled.drawsBeyondExtent)
    let scaled = LayoutEngine(isTracing: false).layout(
      HStack { Color.red.frame(width: 10, height: 10).scaleEffect(2) }, in: CGSize(390, 844)
    ).root
    #expect(scaled.drawsBeyondExtent)
  }
}
