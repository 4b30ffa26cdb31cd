import LayoutCore
import LayoutTestSupport
import Testing

/// safeAreaInset(edge:alignment:spacing:content:), safeAreaPadding and ignoresSafeArea's
/// regions (reference §14.6, §14.7, §12 item 42).
///
/// The steps are OpenSwiftUI's `InsetViewLayout` (§14.6): along the edge's axis the inset
/// content (the secondary) is proposed `p − spacing − m`, m the modified view's length when
/// proposed 0 there, and the modified view (the primary) `p − secondary − spacing`; the modifier
/// is their sum and the spacing along the axis. A Color's minimum is 0, a one-line Text's 20
/// (one cell, §12). Two views with no spacing preferences are 8 apart (§4.2). With no simulated
/// insets the root is centred in the canvas (§1.1).
@Suite struct SafeAreaInsetTests {
  static let phone = CGSize(width: 390, height: 763)
  /// A gray bar 50 tall.
  static var bar: some View { Color.gray.frame(height: 50) }

  // §14.6, the worked example: the gray bar is proposed 763 − 8 − 0 = 755 tall and is 50;
  // the red view is proposed 763 − 58 = 705, at the top; the bar at 763 − 50 = 713.
  @Test func aBottomBarTakesItsHeightAndTheSpacing() {
    let result = Color.red.safeAreaInset(edge: .bottom) { Self.bar }.laidOut(in: Self.phone)
    #expect(result.frame(of: "safeAreaInset") == CGRect(0, 0, 390, 763))
    #expect(result.frame(of: "Color", label: "red") == CGRect(0, 0, 390, 705))
    #expect(result.frame(of: "Color", label: "gray") == CGRect(0, 713, 390, 50))
  }

  // §14.6: the red view's safe area ends 58 above the bottom, where its frame ends, so
  // ignoring the safe area takes it to the modifier's bottom, under the bar: 763 tall.
  @Test func aViewThatIgnoresTheSafeAreaReachesUnderTheBar() {
    let result = Color.red.ignoresSafeArea().safeAreaInset(edge: .bottom) { Self.bar }
      .laidOut(in: Self.phone)
    #expect(result.frame(of: "Color", label: "red") == CGRect(0, 0, 390, 763))
    #expect(result.frame(of: "Color", label: "gray") == CGRect(0, 713, 390, 50))
  }

  // §14.6, the secondary's proposal leaves the primary its minimum: a Text is 20 tall proposed
  // 0, so the blue Color is proposed 844 − 8 − 20 = 816 and takes it, at 844 − 816 = 28; the
  // Text is proposed 844 − 816 − 8 = 20, at the top, centred across: (390 − 20)/2 = 185.
  @Test func theInsetLeavesThePrimaryItsMinimum() {
    let result = Text("Hi").safeAreaInset(edge: .bottom) { Color.blue }.laidOut()
    #expect(result.frame(of: "Text") == CGRect(185, 0, 20, 20))
    #expect(result.frame(of: "Color") == CGRect(0, 28, 390, 816))
  }

  // §14.6: a leading inset with spacing 0 is proposed 390 wide and is 40; the red view gets
  // 350 at the trailing side (x 40); the blue one is lined up by its top with red's top.
  @Test func aLeadingInsetIsAlignedByAVerticalGuide() {
    let result = Color.red.safeAreaInset(edge: .leading, alignment: .top, spacing: 0) {
      Color.blue.frame(width: 40, height: 100)
    }.laidOut()
    #expect(result.frame(of: "Color", label: "red") == CGRect(40, 0, 350, 844))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(0, 0, 40, 100))
  }

  // §14.6: the size is the sum along the axis and the larger across: under fixedSize two Texts
  // make 50 × (20 + 8 + 20) = 50×48, centred at ((390 − 50)/2, (844 − 48)/2) = (170, 398); at
  // placement the nil width is the modifier's 50, so "Hi" is centred in it: 170 + 15.
  @Test func itsIdealSizeIsTheSumAlongTheAxis() {
    let result = Text("Hi").safeAreaInset(edge: .top) { Text("Title") }.fixedSize().laidOut()
    #expect(result.frame(of: "safeAreaInset") == CGRect(170, 398, 50, 48))
    #expect(result.frame(of: "Text", label: "Title") == CGRect(170, 398, 50, 20))
    #expect(result.frame(of: "Text", label: "Hi") == CGRect(185, 426, 20, 20))
  }

  // §14.6 and §1.2: the layers are crossed innermost first. Under a 44 pt bar at the top of a
  // phone (insets 47 and 34, root 390×763 at y 47) the red view is at y 47 + 44 = 91; ignoring
  // the safe area it reaches the bar's top (47), then the screen's (0), and the bottom (844).
  @Test func theLayersAreCrossedToTheScreenEdge() {
    let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
    let bar = Color.gray.frame(height: 44)
    let plain = Color.red.safeAreaInset(edge: .top, spacing: 0) { bar }.laidOut(safeArea: insets)
    #expect(plain.frame(of: "Color", label: "red") == CGRect(0, 91, 390, 719))
    #expect(plain.frame(of: "Color", label: "gray") == CGRect(0, 47, 390, 44))
    let ignoring = Color.red.ignoresSafeArea().safeAreaInset(edge: .top, spacing: 0) { bar }
      .laidOut(safeArea: insets)
    #expect(ignoring.frame(of: "Color", label: "red") == CGRect(0, 0, 390, 844))
  }

  // §14.6 and §5.2: a shape-style background ignores the safe area, so a primary's background
  // runs on under the bar: the framed HStack is 100×100 at (145, 358) in a modifier 128 tall
  // (100 + 8 + 20), and its yellow reaches the modifier's bottom, 358 + 128.
  @Test func aBackgroundRunsOnUnderTheBar() {
    let result = HStack { Text("Hello") }.frame(width: 100, height: 100).background(.yellow)
      .safeAreaInset(edge: .bottom, alignment: .trailing) { Text("Bar") }.laidOut()
    #expect(result.frame(of: "safeAreaInset") == CGRect(145, 358, 100, 128))
    #expect(result.frame(of: "Color", label: "yellow") == CGRect(145, 358, 100, 128))
    // The bar's trailing edge on the frame's: 245 − 30.
    #expect(result.frame(of: "Text", label: "Bar") == CGRect(215, 466, 30, 20))
  }

  // §12 item 42: no keyboard is shown, so ignoring only its region keeps the view in the
  // safe area: the same frame as without the modifier.
  @Test func ignoringTheKeyboardChangesNothing() {
    let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
    let keyboard = Color.red.ignoresSafeArea(.keyboard).laidOut(safeArea: insets)
    #expect(keyboard.frame(of: "Color") == CGRect(0, 47, 390, 763))
    let container = Color.red.ignoresSafeArea(.container, edges: .top).laidOut(safeArea: insets)
    #expect(container.frame(of: "Color") == CGRect(0, 0, 390, 810))
  }

  // §14.7: safeAreaPadding is laid out as padding: Text "Hello" (50×20) with insets 1, 2, 3,
  // 4 is 56×24, centred at (167, 410), the text at (169, 411), as padding gives.
  @Test func safeAreaPaddingIsLaidOutAsPadding() {
    let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    let padded = Text("Hello").safeAreaPadding(insets).laidOut()
    let padding = Text("Hello").padding(insets).laidOut()
    #expect(padded.frame(of: "safeAreaPadding") == CGRect(167, 410, 56, 24))
    #expect(padded.frame(of: "Text") == CGRect(169, 411, 50, 20))
    #expect(padded.frame(of: "Text") == padding.frame(of: "Text"))
  }

  // §14.7: but the padding is safe area: a Color padded by 20 is 350×804 at (20, 20), and
  // ignoring the safe area it reaches through the padding to the whole 390×844.
  @Test func aViewThatIgnoresTheSafeAreaReachesThroughSafeAreaPadding() {
    let plain = Color.red.safeAreaPadding(20).laidOut()
    #expect(plain.frame(of: "Color") == CGRect(20, 20, 350, 804))
    let ignoring = Color.red.ignoresSafeArea().safeAreaPadding(20).laidOut()
    #expect(ignoring.frame(of: "Color") == CGRect(0, 0, 390, 844))
    // Only the edges it ignores: the horizontal ones, 20 from the top and bottom still.
    let horizontal = Color.red.ignoresSafeArea(edges: .horizontal).safeAreaPadding(20).laidOut()
    #expect(horizontal.frame(of: "Color") == CGRect(0, 20, 390, 804))
  }

  // §14.7: a negative inset is read as 0 (SwiftUI makes a clear view that long), diagnosed.
  @Test func aNegativeSafeAreaPaddingIsZero() {
    let result = Color.red.safeAreaPadding(.leading, -10).laidOut()
    #expect(result.frame(of: "Color") == CGRect(0, 0, 390, 844))
    #expect(
      result.diagnostics.map(\.message) == ["invalid safeAreaPadding -10: treated as 0"])
  }

  // A ViewGraph places subtrees inside a safe-area layer anew (§14.6): after the bar grows
  // from 50 to 80 the kept graph's frames are a fresh layout's, the red view 763 − 88 tall.
  @Test func aViewGraphKeepsNoStalePlacementInsideALayer() {
    func tree(_ height: CGFloat) -> some View {
      Color.red.ignoresSafeArea().safeAreaInset(edge: .bottom) {
        Color.gray.frame(height: height)
      }
    }
    let graph = ViewGraph()
    _ = graph.layout(tree(50), in: Self.phone)
    let kept = graph.layout(tree(80), in: Self.phone)
    let fresh = LayoutEngine().layout(tree(80), in: Self.phone)
    #expect(kept.frame(of: "ignoresSafeArea") == CGRect(0, 0, 390, 763))
    #expect(kept.frame(of: "Color", label: "gray") == CGRect(0, 683, 390, 80))
    #expect(kept.root == fresh.root)
  }

  // An infinite proposal less an infinite inset (a Spacer proposed ∞ by `aspectRatio(_:
  // contentMode: .fill)` under a LazyHStack's nil width) stays infinite rather than NaN: the
  // layout-property tests found ∞ − ∞ proposed to the Text (seed 4, case 111, canvas 1.5×15).
  @Test func anInfiniteInsetLeavesNoNaN() {
    let result = LazyHStack {
      Text("a")
        .safeAreaInset(edge: .top, alignment: .trailing) { Spacer() }
        .aspectRatio(0.5, contentMode: .fill)
    }
    .laidOut(in: CGSize(width: 1.5, height: 15))
    for node in result.root.allNodes {
      #expect(node.proposal.width?.isNaN != true && node.proposal.height?.isNaN != true)
    }
    #expect(result.root.nodes(named: "Text").first?.proposal.height == .infinity)
  }
}
