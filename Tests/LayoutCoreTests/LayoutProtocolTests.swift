import LayoutCore
import LayoutTestSupport
import Testing

/// The `Layout` protocol with small custom layouts written as for SwiftUI: proposals,
/// `place(at:anchor:proposal:)`, unplaced subviews, default spacing, priority, cache,
/// layout values, stack orientation, default explicit alignment and `AnyLayout` (reference §9).
@Suite struct LayoutProtocolTests {}

// The custom layouts of the tests, nested so that their names stay local to this suite.
extension LayoutProtocolTests {
  /// What the custom layouts below saw; a class so that layouts (values) can write to it.
  private final class Log {
    var proposals: [ProposedViewSize] = []
    var makeCache = 0
    var updateCache = 0
    var sizeCalls = 0
    var cacheSeenWhenPlacing: [Int] = []
    var ranks: [Int] = []
    var priorities: [Double] = []
    var explicit: [String: CGFloat?] = [:]
  }

  /// Records every proposal it is asked about; greedy, 30×40 ideal.
  private struct ProposalRecorder: Layout {
    let log: Log
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      log.proposals.append(proposal)
      return proposal.replacingUnspecifiedDimensions(by: CGSize(width: 30, height: 40))
    }
    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
  }

  /// 200×200; places its first subview's `anchor` at (100, 100), proposing 40×20.
  private struct AnchorLayout: Layout {
    let anchor: UnitPoint
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      _ = subviews.first?.sizeThatFits(.unspecified)  // measured at another size on purpose
      return CGSize(width: 200, height: 200)
    }
    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      subviews[0].place(
        at: CGPoint(x: bounds.minX + 100, y: bounds.minY + 100), anchor: anchor,
        proposal: ProposedViewSize(width: 40, height: 20))
    }
  }

  /// Sizes its first subview ideally but places it with width 50 and no height.
  private struct NarrowPlacer: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      subviews[0].sizeThatFits(.unspecified)
    }
    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: 50, height: nil))
    }
  }

  /// 200×100 and places nothing.
  private struct Unplacing: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      CGSize(width: 200, height: 100)
    }
    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {}
  }

  /// The size of its first subview (zero when empty); every subview at its origin, proposed the
  /// container's size. No stack orientation.
  private struct Pass: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
  }

  /// `Pass` that declares a horizontal stack orientation.
  private struct Row: Layout {
    static var layoutProperties: LayoutProperties {
      var properties = LayoutProperties()
      properties.stackOrientation = .horizontal
      return properties
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
  }

  /// Greedy (10×10 ideal) whatever its subviews; places them at its origin.
  private struct Greedy: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
  }

  /// Records its subviews' priorities; otherwise `Pass`.
  private struct PriorityReader: Layout {
    let log: Log
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      log.priorities = subviews.map(\.priority)
      return proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {}
  }

  /// Counts cache creation and updates; the cache counts sizing calls.
  private struct Counting: Layout {
    let log: Log
    struct Cache { var sized = 0 }
    func makeCache(subviews: Subviews) -> Cache {
      log.makeCache += 1
      return Cache()
    }
    func updateCache(_ cache: inout Cache, subviews: Subviews) { log.updateCache += 1 }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
      cache.sized += 1
      log.sizeCalls += 1
      return proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) {
      log.cacheSeenWhenPlacing.append(cache.sized)
    }
  }

  /// A rank a subview hands to `RankRow`.
  private struct Rank: LayoutValueKey {
    static let defaultValue = -1
  }

  /// 100×100; records the ranks and places subview with rank r at x = 10·r, proposing 10×10.
  private struct RankRow: Layout {
    let log: Log
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      log.ranks = subviews.map { $0[Rank.self] }
      return CGSize(width: 100, height: 100)
    }
    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      for subview in subviews {
        subview.place(
          at: CGPoint(x: bounds.minX + CGFloat(subview[Rank.self]) * 10, y: bounds.minY),
          proposal: ProposedViewSize(width: 10, height: 10))
      }
    }
  }

  /// Subviews at their ideal sizes, one below the other with no spacing, leading-aligned.
  private struct Column: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
      return CGSize(
        width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }
    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      var y = bounds.minY
      for subview in subviews {
        subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
        y += subview.sizeThatFits(.unspecified).height
      }
    }
  }

  /// A vertical guide three quarters of the way down.
  private enum Lower: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height * 0.75 }
  }

  /// Records its first subview's explicit guides; otherwise `Pass`.
  private struct GuideReader: Layout {
    let log: Log
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      let d = subviews[0].dimensions(in: proposal)
      log.explicit = [
        "lower": d[explicit: VerticalAlignment(Lower.self)], "top": d[explicit: .top],
        "center": d[explicit: VerticalAlignment.center], "leading": d[explicit: .leading],
        "first": d[explicit: .firstTextBaseline], "last": d[explicit: .lastTextBaseline],
      ]
      return CGSize(width: d.width, height: d.height)
    }
    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      subviews[0].place(at: bounds.origin, proposal: proposal)
    }
  }
}

extension LayoutProtocolTests {
  // §9.1 and §4.3–4.4: inside an HStack(spacing: 0) of 300×100 next to a fixed 50-wide Color,
  // a custom layout is probed at 0 and ∞ (flexibility) and then offered its share, 300 − 50 =
  // 250, always with the stack's height 100. Each distinct proposal reaches sizeThatFits once
  // (§1: the engine memoises per view). Its frame is then (45, 372, 250, 100).
  @Test func sizeThatFitsReceivesTheStacksProposals() {
    let log = Log()
    let result = HStack(spacing: 0) {
      ProposalRecorder(log: log) { Color.red }
      Color.blue.frame(width: 50)
    }
    .frame(width: 300, height: 100)
    .laidOut()
    #expect(
      Set(log.proposals) == [
        ProposedViewSize(width: 0, height: 100), ProposedViewSize(width: .infinity, height: 100),
        ProposedViewSize(width: 250, height: 100),
      ])
    #expect(log.proposals.count == 3, "\(log.proposals)")
    #expect(result.frame(of: "ProposalRecorder") == CGRect(45, 372, 250, 100))
    #expect(result.frame(of: "Color", label: "red") == CGRect(45, 372, 250, 100))
  }

  // §7 fixedSize and §2: under fixedSize the layout is asked only for its ideal size (nil×nil)
  // and answers 30×40, centred on the canvas at (180, 402).
  @Test func fixedSizeAsksForTheIdealSize() {
    let log = Log()
    let result = ProposalRecorder(log: log) { Color.red }.fixedSize().laidOut()
    #expect(Set(log.proposals) == [.unspecified])
    #expect(result.frame(of: "ProposalRecorder") == CGRect(180, 402, 30, 40))
  }

  // §9.1: `place(at:anchor:proposal:)` puts the subview's origin at position − anchor·size with
  // size = its answer for the proposal given to place (40×20). The layout is 200×200 at
  // (95, 322), so the position is (195, 422).
  @Test(arguments: [
    (UnitPoint.topLeading, 195, 422), (.center, 175, 412), (.bottomTrailing, 155, 402),
    (.trailing, 155, 412), (.bottom, 175, 402), (UnitPoint(x: 0.25, y: 0.75), 185, 407),
  ] as [(UnitPoint, CGFloat, CGFloat)])
  func placeWithAnchor(anchor: UnitPoint, x: CGFloat, y: CGFloat) {
    let result = AnchorLayout(anchor: anchor) { Color.red }.laidOut()
    #expect(result.frame(of: "AnchorLayout") == CGRect(95, 322, 200, 200))
    #expect(result.frame(of: "Color") == CGRect(x, y, 40, 20), "anchor \(anchor)")
  }

  // §9.1: "The subview is sized by the proposal you pass to place, not by a size you measured
  // earlier." Measured ideally "Hello world" is 110×20, so the layout is 110×20 at (140, 412);
  // placed with width 50 the Text wraps and is 50×40.
  @Test func subviewIsSizedByThePlacementProposal() throws {
    let result = NarrowPlacer { Text("Hello world") }.laidOut()
    #expect(result.frame(of: "NarrowPlacer") == CGRect(140, 412, 110, 20))
    let text = try #require(result.root.nodes(named: "Text").first)
    #expect(text.proposal == ProposedViewSize(width: 50, height: nil))
    #expect(text.frame == CGRect(140, 412, 50, 40))
  }

  // §9.1: "Unplaced subviews are placed centred in the container: they are proposed the
  // container's own proposal and centred on bounds.center". The container (200×100) is at
  // (95, 372), centre (195, 422), and was proposed the canvas 390×844: the Text answers
  // 110×20 → (140, 412); the 40×20 frame → (175, 412).
  @Test func unplacedSubviewsAreCentred() throws {
    let result = Unplacing {
      Text("Hello world")
      Color.red.frame(width: 40, height: 20)
    }.laidOut()
    #expect(result.frame(of: "Unplacing") == CGRect(95, 372, 200, 100))
    let text = try #require(result.root.nodes(named: "Text").first)
    #expect(text.proposal == ProposedViewSize(width: 390, height: 844))
    #expect(text.frame == CGRect(140, 412, 110, 20))
    #expect(result.frame(of: "frame") == CGRect(175, 412, 40, 20))
  }

  // §9.1 default `spacing(subviews:cache:)`: the union of the subviews' spacing. Two custom
  // containers of framed Colors (no preferences) side by side in an HStack get the default 8:
  // 50 + 8 + 50 = 108, at x (390 − 108)/2 = 141; the second starts at 141 + 58.
  @Test func twoCustomContainersGetTheDefaultSpacing() {
    let result = HStack {
      Pass { Color.red.frame(width: 50, height: 50) }
      Pass { Color.blue.frame(width: 50, height: 50) }
    }.laidOut()
    #expect(result.frame(of: "HStack") == CGRect(141, 397, 108, 50))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(199, 397, 50, 50))
  }

  // §9.1 and §4.2: the union keeps a subview's preference. A Spacer in a container without
  // stack orientation has `.zero` spacing (§3.2), so the container prefers 0 on every edge and
  // sits flush against its neighbour: 50 + 0 + 50 = 100.
  @Test func spacingUnionKeepsASubviewsPreference() {
    let result = HStack {
      Color.blue.frame(width: 50, height: 50)
      Pass {
        Color.red.frame(width: 50, height: 50)
        Spacer()
      }
    }.laidOut()
    #expect(result.frame(of: "HStack") == CGRect(145, 397, 100, 50))
    #expect(result.frame(of: "Pass") == CGRect(195, 397, 50, 50))
  }

  // §9.1: "`.zero` if empty": an empty container prefers 0 on every edge, so its neighbours
  // touch it on both sides: 50 + 0 + 0 + 0 + 50 = 100 (ViewSpacing() would give 116).
  @Test func emptyContainerHasZeroSpacing() {
    let result = HStack {
      Color.blue.frame(width: 50, height: 50)
      Pass {}
      Color.red.frame(width: 50, height: 50)
    }.laidOut()
    #expect(result.frame(of: "HStack") == CGRect(145, 397, 100, 50))
    #expect(result.frame(of: "Color", label: "red") == CGRect(195, 397, 50, 50))
  }

  // §3.7 and §9.1: an empty layout has priority −∞, one with subviews 0. Next to a greedy
  // Color in HStack(spacing: 0) of 300: the empty greedy layout is served last and gets only
  // its minimum 0 (red 300); with a subview the two split 150/150.
  @Test func emptyLayoutHasPriorityMinusInfinity() {
    let log = Log()
    _ = PriorityReader(log: log) {
      Greedy {}
      Greedy { Color.red }
      Color.red
      Spacer()
      Color.red.layoutPriority(2)
    }.laidOut()
    #expect(log.priorities == [-.infinity, 0, 0, -.infinity, 2])

    let empty = HStack(spacing: 0) {
      Color.red
      Greedy {}
    }.frame(width: 300, height: 100).laidOut()
    #expect(empty.frame(of: "Color") == CGRect(45, 372, 300, 100))
    #expect(empty.frame(of: "Greedy")?.width == 0)
    let full = HStack(spacing: 0) {
      Color.red
      Greedy { Color.blue }
    }.frame(width: 300, height: 100).laidOut()
    #expect(full.frame(of: "Color", label: "red") == CGRect(45, 372, 150, 100))
    #expect(full.frame(of: "Greedy") == CGRect(195, 372, 150, 100))
  }

  // §9.1: `makeCache` is called once for the container's subviews and `updateCache` only when
  // they change (never here). The cache persists between calls: placing sees the 3 sizing
  // calls (0, ∞, share) the HStack made.
  @Test func makeCacheOnceAndUpdateCacheNotCalled() {
    let log = Log()
    _ = HStack(spacing: 0) {
      Counting(log: log) { Color.red }
      Color.blue.frame(width: 50)
    }
    .frame(width: 300, height: 100)
    .laidOut()
    #expect(log.makeCache == 1)
    #expect(log.updateCache == 0)
    #expect(log.sizeCalls == 3)
    #expect(log.cacheSeenWhenPlacing == [3])
  }

  // §9.1 `layoutValue(key:value:)`: read as `subviews[i][Key.self]`; the default when unset;
  // still visible through a `.padding()` applied after it. The layout (100×100 at (145, 372))
  // places rank r at x 145 + 10r: red (3) at 175, blue (unset, −1) at 135, the padded green
  // (7) at 215 — the padding node proposed 10×10 is 32×32 (insets 16).
  @Test func layoutValuesReachTheLayout() {
    let log = Log()
    let result = RankRow(log: log) {
      Color.red.layoutValue(key: Rank.self, value: 3)
      Color.blue
      Color.green.layoutValue(key: Rank.self, value: 7).padding()
    }.laidOut()
    #expect(log.ranks == [3, -1, 7])
    #expect(result.frame(of: "Color", label: "red") == CGRect(175, 372, 10, 10))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(135, 372, 10, 10))
    #expect(result.frame(of: "padding") == CGRect(215, 372, 32, 32))
  }

  // §3.2 and §9.1: `LayoutProperties.stackOrientation = .horizontal` makes a Spacer inside
  // behave as in an HStack: proposed the canvas it is 390 wide and 0 tall, and so is the Row,
  // at y 422. Without an orientation (`Pass`) it expands both ways: 390×844.
  @Test func stackOrientationOrientsSpacers() throws {
    let row = Row { Spacer() }.laidOut()
    let spacer = try #require(row.root.nodes(named: "Spacer").first)
    #expect(spacer.frame == CGRect(0, 422, 390, 0))
    #expect(spacer.orientation == .horizontal)
    let pass = Pass { Spacer() }.laidOut()
    let free = try #require(pass.root.nodes(named: "Spacer").first)
    #expect(free.frame == CGRect(0, 0, 390, 844))
    #expect(free.orientation == nil)
  }

  // §9.2: the default `explicitAlignment` forwards custom guides: the mean of the children's
  // explicit values at their placed origins. Column: A (10×20, explicit 10) at y 0 and B
  // (10×30, explicit 15) at y 20 → (10 + 35)/2 = 22.5. Built-in edge/centre guides give nil.
  // Text baselines use their own rules (§8.4): Column { "A"; "B\nC" } → first min(20, 40) = 20,
  // last max(20, 60) = 60.
  @Test func defaultExplicitAlignmentForwardsCustomGuides() {
    let lower = VerticalAlignment(Lower.self)
    let log = Log()
    _ = GuideReader(log: log) {
      Column {
        Color.blue.frame(width: 10, height: 20).alignmentGuide(lower) { _ in 10 }
          .alignmentGuide(.top) { _ in 3 }
        Color.green.frame(width: 10, height: 30).alignmentGuide(lower) { _ in 15 }
          .alignmentGuide(.leading) { _ in 4 }
      }
    }.laidOut()
    #expect(log.explicit["lower"] == .some(22.5))
    #expect(log.explicit["top"] == .some(nil))
    #expect(log.explicit["center"] == .some(nil))
    #expect(log.explicit["leading"] == .some(nil))

    let texts = Log()
    _ = GuideReader(log: texts) {
      Column {
        Text("A")
        Text("B\nC")
      }
    }.laidOut()
    #expect(texts.explicit["first"] == .some(20))
    #expect(texts.explicit["last"] == .some(60))
  }

  // §9.2 in a stack: the Column's forwarded 22.5 aligns with red's default 75 (as for a VStack
  // in AlignmentTests): origins −75 and −22.5, range −75…27.5, so the HStack is 102.5 tall at
  // y 370.75 and the Column at 370.75 + 52.5. And a one-child custom layout is not an identity
  // (§9.1): blue's explicit top −20 stops there, so blue stays at the top (y 372), where a
  // one-child VStack would let it through (y 392).
  @Test func forwardedGuidesInAStack() {
    let lower = VerticalAlignment(Lower.self)
    let custom = HStack(alignment: lower, spacing: 0) {
      Color.red.frame(width: 10, height: 100)
      Column {
        Color.blue.frame(width: 10, height: 20).alignmentGuide(lower) { _ in 10 }
        Color.green.frame(width: 10, height: 30).alignmentGuide(lower) { _ in 15 }
      }
    }.laidOut()
    #expect(custom.frame(of: "HStack") == CGRect(185, 370.75, 20, 102.5))
    #expect(custom.frame(of: "Column") == CGRect(195, 423.25, 10, 50))

    let builtIn = HStack(alignment: .top, spacing: 0) {
      Color.red.frame(width: 10, height: 100)
      Column { Color.blue.frame(width: 10, height: 10).alignmentGuide(.top) { _ in -20 } }
    }.laidOut()
    #expect(builtIn.frame(of: "HStack") == CGRect(185, 372, 20, 100))
    #expect(builtIn.frame(of: "Color", label: "blue") == CGRect(195, 372, 10, 10))
  }

  // §9.1 `AnyLayout`: switching between HStackLayout and VStackLayout gives the stacks' frames,
  // and the Spacer follows the wrapped layout's orientation. spacing 0; two 50×50 blocks and a
  // Spacer in a 300×300 frame at (45, 272). The Spacer (priority −∞) gets 300 − 100 = 200.
  // Horizontal: the stack is 300×50 at y 272 + 125 = 397; the Spacer 200×0 at (95, 422).
  // Vertical: 50×300 at x 45 + 125 = 170; the Spacer 0×200 at (195, 322).
  @Test(arguments: [true, false])
  func anyLayoutSwitching(isWide: Bool) throws {
    let layout = isWide
      ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
    let result = layout {
      Color.red.frame(width: 50, height: 50)
      Spacer()
      Color.blue.frame(width: 50, height: 50)
    }
    .frame(width: 300, height: 300)
    .laidOut()
    let spacer = try #require(result.root.nodes(named: "Spacer").first)
    if isWide {
      #expect(result.frame(of: "HStackLayout") == CGRect(45, 397, 300, 50))
      #expect(result.frame(of: "Color", label: "red") == CGRect(45, 397, 50, 50))
      #expect(spacer.frame == CGRect(95, 422, 200, 0))
      #expect(spacer.orientation == .horizontal)
      #expect(result.frame(of: "Color", label: "blue") == CGRect(295, 397, 50, 50))
    } else {
      #expect(result.frame(of: "VStackLayout") == CGRect(170, 272, 50, 300))
      #expect(result.frame(of: "Color", label: "red") == CGRect(170, 272, 50, 50))
      #expect(spacer.frame == CGRect(195, 322, 0, 200))
      #expect(spacer.orientation == .vertical)
      #expect(result.frame(of: "Color", label: "blue") == CGRect(170, 522, 50, 50))
    }
  }
}
