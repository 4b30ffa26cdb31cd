import LayoutCore
import LayoutTestSupport
import Testing

/// ScrollView(_:showsIndicators:) (reference §14.3).
///
/// Canvas 390×844, no safe area; the root is centred (§1.1): a W×H root sits at
/// ((390 − W)/2, (844 − H)/2). A Color is 10×10 when proposed nothing (§3.1); two shapes are
/// 8 apart in a stack (§4.2).
@Suite struct ScrollViewTests {
  /// A w×h red or blue block.
  static func block(_ color: Color, _ width: CGFloat, _ height: CGFloat) -> some View {
    color.frame(width: width, height: height)
  }

  // §14.3, the classic surprise: the Color is proposed 390 wide and nil tall, so it is its
  // ideal 10 tall, at the top; the scroll view takes the 844 proposed and the Color's 390.
  @Test func aColorInAScrollViewIsTenPointsTall() {
    let result = ScrollView { Color.red }.laidOut()
    #expect(result.frame(of: "ScrollView") == CGRect(0, 0, 390, 844))
    #expect(result.frame(of: "Color") == CGRect(0, 0, 390, 10))
  }

  // §14.3: across its axis a vertical scroll view is as wide as its content (50), along it as
  // tall as proposed (844): at ((390 − 50)/2, 0), the block at its top.
  @Test func aVerticalScrollViewHugsItsContentAcross() {
    let result = ScrollView { Self.block(.red, 50, 30) }.laidOut()
    #expect(result.frame(of: "ScrollView") == CGRect(170, 0, 50, 844))
    #expect(result.frame(of: "Color") == CGRect(170, 0, 50, 30))
  }

  // §14.3: several views are stacked as a VStack does (§4): 30 + 8 + 40 = 78 tall, as wide as
  // the widest (50), centred across: the blue one at 170 + (50 − 20)/2 = 185, y 30 + 8.
  @Test func severalViewsStackAsAVStack() {
    let result = ScrollView {
      Self.block(.red, 50, 30)
      Self.block(.blue, 20, 40)
    }.laidOut()
    #expect(result.frame(of: "ScrollView") == CGRect(170, 0, 50, 844))
    #expect(result.frame(of: "Color", label: "red") == CGRect(170, 0, 50, 30))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(185, 38, 20, 40))
  }

  // §14.3: a horizontal one takes the 390 proposed and is as tall as its content: the HStack
  // of the two is 50 + 8 + 20 = 78 by 40, so the scroll view is 390×40 at (0, (844 − 40)/2),
  // the content from its leading edge, the red block centred in the 40: y 402 + 5.
  @Test func aHorizontalScrollViewStacksAsAnHStack() {
    let result = ScrollView(.horizontal) {
      Self.block(.red, 50, 30)
      Self.block(.blue, 20, 40)
    }.laidOut()
    #expect(result.frame(of: "ScrollView") == CGRect(0, 402, 390, 40))
    #expect(result.frame(of: "Color", label: "red") == CGRect(0, 407, 50, 30))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(58, 402, 20, 40))
  }

  // §14.3: along both axes the Color is proposed nil×nil, 10×10, at the top-leading corner of a
  // scroll view of the whole proposal.
  @Test func bothAxesProposeNothing() {
    let result = ScrollView([.horizontal, .vertical]) { Color.red }.laidOut()
    #expect(result.frame(of: "ScrollView") == CGRect(0, 0, 390, 844))
    #expect(result.frame(of: "Color") == CGRect(0, 0, 10, 10))
  }

  // §14.3 (LayoutLab): proposed nil along its axis (fixedSize), the scroll view is as long as
  // its content: 50×70, centred at ((390 − 50)/2, (844 − 70)/2).
  @Test func anUnspecifiedLengthIsTheContents() {
    let result = ScrollView { Self.block(.red, 50, 70) }.fixedSize().laidOut()
    #expect(result.frame(of: "ScrollView") == CGRect(170, 387, 50, 70))
    #expect(result.frame(of: "Color") == CGRect(170, 387, 50, 70))
  }

  // §14.3: the frame proposes 390×300; the scroll view is 100 (its content) by 300, and the
  // frame as wide as it: at ((390 − 100)/2, (844 − 300)/2) = (145, 272). The content is moved
  // up by the offset, clamped to 0...500 − 300 = 200: 150 → y 122, 400 → 200 (y 72), −50 → 0;
  // x is not a scroll axis, so its 30 is ignored.
  @Test(arguments: [(150, 122), (400, 72), (-50, 272), (.nan, 272)])
  func theContentOffsetIsClampedToWhatScrolls(_ offset: CGFloat, _ y: CGFloat) {
    let result = ScrollView { Self.block(.red, 100, 500) }
      .contentOffset(CGPoint(x: 30, y: offset))
      .frame(height: 300)
      .laidOut()
    #expect(result.frame(of: "ScrollView") == CGRect(145, 272, 100, 300))
    #expect(result.frame(of: "Color") == CGRect(145, y, 100, 500), "\(offset)")
  }

  // §14.3: a horizontal offset moves a horizontal scroll view's content left: the HStack of
  // ten 50-wide blocks 8 apart is 10×50 + 9×8 = 572 wide in a 390 viewport, so 182 scroll;
  // offset 100 puts the first block at x −100, the second at 58 − 100.
  @Test func aHorizontalOffsetMovesTheContentLeft() {
    let result = ScrollView(.horizontal) {
      ForEach(0..<10) { _ in Self.block(.red, 50, 30) }
    }
    .contentOffset(CGPoint(x: 100, y: 0))
    .laidOut()
    #expect(result.frame(of: "ScrollView") == CGRect(0, 407, 390, 30))
    let xs = result.frames(of: "Color").map(\.minX)
    #expect(xs.prefix(2) == [-100, -42])
    // The last block starts 50 before the content's end, moved by the offset: 572 − 50 − 100.
    #expect(xs.count == 10)
    #expect(xs[9] == 422)
  }
}
