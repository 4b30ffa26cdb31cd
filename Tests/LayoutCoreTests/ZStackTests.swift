import LayoutCore
import LayoutTestSupport
import Testing

/// ZStack and `ZStackLayout`: one proposal for all, size = union of the aligned frames of the
/// top-priority children (reference §5.1; §11 #12, §13 #1 and #9).
///
/// Canvas 390×844, no safe area; the root is centred (§1.1): a W×H root sits at
/// ((390 − W)/2, (844 − H)/2).
@Suite struct ZStackTests {
  /// A 20×20 badge whose top and trailing guides are at its centre.
  static var badge: some View {
    Color.red.frame(width: 20, height: 20)
      .alignmentGuide(.top) { $0.height / 2 }
      .alignmentGuide(.trailing) { $0.width / 2 }
  }

  // §5.1: every child gets the same proposal (80×100): the colour takes it, the Text wraps in
  // 80 (50×40) and is centred: (155 + 15, 372 + 30).
  @Test func everyChildGetsTheSameProposal() {
    let result = ZStack {
      Color.red
      Text("Hello world")
    }.frame(width: 80, height: 100).laidOut()
    #expect(result.frame(of: "Color") == CGRect(155, 372, 80, 100))
    #expect(result.frame(of: "Text") == CGRect(170, 402, 50, 40))
  }

  // §5.1 with §8.1: a 100×50 and a 30×20 child under each of the nine alignments. The ZStack is
  // 100×50 at (145, 397); the small child is 0/35/70 from the left (leading/center/trailing)
  // and 0/15/30 from the top (top/center/bottom).
  @Test(arguments: Alignment.allBuiltIn) func alignment(_ alignment: Alignment) {
    let result = ZStack(alignment: alignment) {
      Color.red.frame(width: 100, height: 50)
      Color.blue.frame(width: 30, height: 20)
    }.laidOut()
    let dx: CGFloat =
      alignment.horizontal == .leading ? 0 : alignment.horizontal == .center ? 35 : 70
    let dy: CGFloat = alignment.vertical == .top ? 0 : alignment.vertical == .center ? 15 : 30
    #expect(result.frame(of: "ZStack") == CGRect(145, 397, 100, 50), "\(alignment)")
    #expect(result.frame(of: "Color", label: "red") == CGRect(145, 397, 100, 50), "\(alignment)")
    #expect(
      result.frame(of: "Color", label: "blue") == CGRect(145 + dx, 397 + dy, 30, 20), "\(alignment)"
    )
  }

  // §5.1 / §11 #12 / §13 #1 (union, not max): the badge's guides put its centre on the blue
  // view's top-trailing corner, so it sticks out 10 right and 10 up and the ZStack grows to
  // 110×60 (max would say 100×50). At ((390−110)/2, (844−60)/2) = (140, 392): blue 10 lower.
  @Test func guidePushingAChildOutGrowsTheZStack() {
    let result = ZStack(alignment: .topTrailing) {
      Color.blue.frame(width: 100, height: 50)
      Self.badge
    }.laidOut()
    #expect(result.frame(of: "ZStack") == CGRect(140, 392, 110, 60))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(140, 402, 100, 50))
    #expect(result.frame(of: "Color", label: "red") == CGRect(230, 392, 20, 20))
  }

  // §5.1: a guide that moves a child but keeps it inside does not grow the ZStack: the small
  // child 10 right and 10 down stays within 100×50.
  @Test func guideKeepingAChildInsideDoesNotGrowTheZStack() {
    let result = ZStack(alignment: .topLeading) {
      Color.red.frame(width: 100, height: 50)
      Color.blue.frame(width: 30, height: 20)
        .alignmentGuide(.leading) { _ in -10 }
        .alignmentGuide(.top) { _ in -10 }
    }.laidOut()
    #expect(result.frame(of: "ZStack") == CGRect(145, 397, 100, 50))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(155, 407, 30, 20))
  }

  // §5.1 + §3.2: the Spacer (priority −∞) does not size the ZStack; the Text does (50×20), and
  // the Spacer is then proposed 50×20 and, outside a stack axis, takes it on both axes.
  @Test func spacerDoesNotSizeTheZStack() {
    let result = ZStack {
      Spacer()
      Text("Hello")
    }.laidOut()
    #expect(result.frame(of: "ZStack") == CGRect(170, 412, 50, 20))
    #expect(result.frame(of: "Spacer") == CGRect(170, 412, 50, 20))
  }

  // §5.1 / §13 #9: layoutPriority picks the sizing child; the greedy colour of lower priority is
  // proposed the ZStack's size (50×20) at placement, like a background.
  @Test func layoutPriorityPicksTheSizingChild() {
    let result = ZStack {
      Color.red
      Text("Hello").layoutPriority(1)
    }.laidOut()
    #expect(result.frame(of: "ZStack") == CGRect(170, 412, 50, 20))
    #expect(result.frame(of: "Color") == CGRect(170, 412, 50, 20))
    #expect(result.frame(of: "Text") == CGRect(170, 412, 50, 20))
  }

  // §5.1: a larger fixed child of lower priority neither sizes the ZStack nor shrinks: it is
  // 100×100 centred on the 50×50 ZStack at (170, 397), so it overflows to (145, 372).
  @Test func lowerPriorityChildOverflowsWithoutGrowingTheZStack() {
    let result = ZStack {
      Color.red.frame(width: 100, height: 100)
      Color.blue.frame(width: 50, height: 50).layoutPriority(1)
    }.laidOut()
    #expect(result.frame(of: "ZStack") == CGRect(170, 397, 50, 50))
    #expect(result.frame(of: "Color", label: "red") == CGRect(145, 372, 100, 100))
  }

  // §5.1: with no priorities a greedy child takes the whole proposal and sizes the ZStack.
  @Test func greedyChildSizesTheZStack() {
    let result = ZStack {
      Color.red
      Color.blue.frame(width: 50, height: 50)
    }.laidOut()
    #expect(result.frame(of: "ZStack") == CGRect(0, 0, 390, 844))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(170, 397, 50, 50))
  }

  // §5.1: ideal size is the union of ideals (10×10 and 110×20: 110×20); at placement every child
  // is proposed that size, so the colour becomes 110×20 too. At (140, 412).
  @Test func fixedSizeZStackPlacesChildrenAtItsSize() {
    let stack = ZStack {
      Color.red
      Text("Hello world")
    }
    #expect(stack.size(for: .unspecified) == CGSize(110, 20))
    let result = stack.fixedSize().laidOut()
    #expect(result.frame(of: "Color") == CGRect(140, 412, 110, 20))
    #expect(result.frame(of: "Text") == CGRect(140, 412, 110, 20))
  }

  // §9.1: `ZStackLayout` is the ZStack algorithm: the badge grows it to 110×60 the same way.
  @Test func zStackLayoutMatchesZStack() {
    let result = ZStackLayout(alignment: .topTrailing) {
      Color.blue.frame(width: 100, height: 50)
      Self.badge
    }.laidOut()
    #expect(result.frame(of: "Color", label: "blue") == CGRect(140, 402, 100, 50))
    #expect(result.frame(of: "Color", label: "red") == CGRect(230, 392, 20, 20))
  }
}
