import LayoutCore
import LayoutTestSupport
import Testing

/// overlay, background, border and the safe area: the primary's layout, the secondary proposed
/// its size and aligned by both views' guides (reference §5.2; §11 #6, #8, #12).
///
/// Canvas 390×844; the root is centred in the safe area (§1.1).
@Suite struct OverlayBackgroundTests {
  /// An iPhone-like safe area: 47 at the top, 34 at the bottom. The safe rect is (0, 47, 390, 763).
  static let safeArea = EdgeInsets(top: 47, bottom: 34)

  // §5.2: the modified view's size is the primary's (Text "Hello", 50×20); the larger secondary
  // (200×100) does not change it and draws outside, centred on it.
  @Test func sizeIsThePrimarysAndALargerSecondaryDrawsOutside() {
    let view = Text("Hello").overlay { Color.red.frame(width: 200, height: 100) }
    #expect(view.size(for: .unspecified) == CGSize(50, 20))
    let result = view.laidOut()
    #expect(result.frame(of: "overlay") == CGRect(170, 412, 50, 20))
    #expect(result.frame(of: "Color") == CGRect(95, 372, 200, 100))
  }

  // §5.2: the secondary is proposed the primary's size: a greedy colour behind "Hello" is 50×20.
  @Test func greedySecondaryTakesThePrimarysSize() {
    let result = Text("Hello").background { Color.red }.laidOut()
    #expect(result.frame(of: "Color") == CGRect(170, 412, 50, 20))
  }

  // §5.2: a Text behind a 60×100 colour is proposed 60×100, wraps (50×40) and is centred.
  @Test func secondaryIsProposedThePrimarysSize() {
    let result = Color.blue.frame(width: 60, height: 100).background { Text("Hello world") }
      .laidOut()
    #expect(result.frame(of: "Color") == CGRect(165, 372, 60, 100))
    #expect(result.frame(of: "Text") == CGRect(170, 402, 50, 40))
  }

  // §5.2 with §8.1: a 20×20 overlay on a 100×50 primary at (145, 397), for each of the nine
  // alignments: 0/40/80 from the left, 0/15/30 from the top.
  @Test(arguments: Alignment.allBuiltIn) func overlayAlignment(_ alignment: Alignment) {
    let result = Color.blue.frame(width: 100, height: 50)
      .overlay(alignment: alignment) { Color.red.frame(width: 20, height: 20) }
      .laidOut()
    let dx: CGFloat =
      alignment.horizontal == .leading ? 0 : alignment.horizontal == .center ? 40 : 80
    let dy: CGFloat = alignment.vertical == .top ? 0 : alignment.vertical == .center ? 15 : 30
    #expect(result.frame(of: "overlay") == CGRect(145, 397, 100, 50), "\(alignment)")
    #expect(
      result.frame(of: "Color", label: "red") == CGRect(145 + dx, 397 + dy, 20, 20), "\(alignment)")
  }

  // §5.2: the secondary's guides are subtracted, so a badge whose top and trailing guides are
  // its centre straddles the top-trailing corner: (145 + 100 − 10, 397 + 0 − 10). Unlike a
  // ZStack (§11 #12), the overlay does not grow: it stays 100×50.
  @Test func badgeStraddlesTheCorner() {
    let result = Color.blue.frame(width: 100, height: 50)
      .overlay(alignment: .topTrailing) {
        Color.red.frame(width: 20, height: 20)
          .alignmentGuide(.top) { $0.height / 2 }
          .alignmentGuide(.trailing) { $0.width / 2 }
      }.laidOut()
    #expect(result.frame(of: "overlay") == CGRect(145, 397, 100, 50))
    #expect(result.frame(of: "Color", label: "red") == CGRect(235, 387, 20, 20))
  }

  // §5.2: the primary's explicit guides locate the anchor: its top guide at 10 puts a
  // top-aligned overlay 10 below the primary's top: y 397 + 10, x 145 + 50 − 10.
  @Test func primarysExplicitGuideLocatesTheAnchor() {
    let result = Color.blue.frame(width: 100, height: 50)
      .alignmentGuide(.top) { _ in 10 }
      .overlay(alignment: .top) { Color.red.frame(width: 20, height: 20) }
      .laidOut()
    #expect(result.frame(of: "Color", label: "blue") == CGRect(145, 397, 100, 50))
    #expect(result.frame(of: "Color", label: "red") == CGRect(185, 407, 20, 20))
  }

  // §5.2 / §11 #8: an overlay larger than its primary leaves the siblings where they were:
  // the row is 50 + 50 = 100 wide at (145, 397) and the 100×100 overlay spills around red.
  @Test func overlayDoesNotMoveSiblings() {
    let result = HStack(spacing: 0) {
      Color.red.frame(width: 50, height: 50).overlay { Color.green.frame(width: 100, height: 100) }
      Color.blue.frame(width: 50, height: 50)
    }.laidOut()
    #expect(result.frame(of: "HStack") == CGRect(145, 397, 100, 50))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(195, 397, 50, 50))
    #expect(result.frame(of: "Color", label: "green") == CGRect(120, 372, 100, 100))
  }

  // §5.2 / §7: the layout priority of the result is the primary's: red keeps priority 1 through
  // its background and takes all 200, blue gets 0.
  @Test func priorityIsThePrimarys() {
    let result = HStack(spacing: 0) {
      Color.red.layoutPriority(1).background { Color.green }
      Color.blue
    }.frame(width: 200, height: 50).laidOut()
    #expect(result.frame(of: "Color", label: "red") == CGRect(95, 397, 200, 50))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(295, 397, 0, 50))
  }

  // §5.2: border never changes layout: the bordered 50×50 keeps its frame and its neighbour
  // stays at 195, exactly as without the border.
  @Test func borderDoesNotChangeLayout() {
    let bordered = HStack(spacing: 0) {
      Color.red.frame(width: 50, height: 50).border(Color.black, width: 5)
      Color.blue.frame(width: 50, height: 50)
    }
    #expect(bordered.size(for: .unspecified) == CGSize(100, 50))
    let result = bordered.laidOut()
    #expect(result.frame(of: "border") == CGRect(145, 397, 50, 50))
    #expect(result.frame(of: "Color", label: "red") == CGRect(145, 397, 50, 50))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(195, 397, 50, 50))
  }

  // §5.2 (new OSes): several views in `overlay { }` get an implicit ZStack, not a VStack: "A"
  // (10×20) and "Hello" (50×20) are centred on each other in a 50×20 ZStack, itself centred on
  // the 100×100 primary at (145, 372): (170, 412).
  @Test func severalOverlayViewsGetAnImplicitZStack() {
    let result = Color.blue.frame(width: 100, height: 100).overlay {
      Text("A")
      Text("Hello")
    }.laidOut()
    #expect(result.frames(of: "ZStack") == [CGRect(170, 412, 50, 20)])
    #expect(result.frame(of: "Text", label: "A") == CGRect(190, 412, 10, 20))
    #expect(result.frame(of: "Text", label: "Hello") == CGRect(170, 412, 50, 20))
  }

  // MARK: Safe area

  // §5.2 / §11 #6: `background(.blue)` ignores all safe-area edges by default. In a full-height
  // VStack (Spacer: 763 − 20 − 20 = 723; 60 wide at x 165) "Top" (30×20 at (180, 47)) touches the
  // top safe edge, so its colour bleeds up to y 0; "Bottom" (60×20 at y 47 + 20 + 723 = 790)
  // bleeds down to 844. The layout frames are unchanged.
  @Test func shapeStyleBackgroundBleedsWhereTheViewTouchesTheSafeArea() {
    let result = VStack(spacing: 0) {
      Text("Top").background(Color.blue)
      Spacer()
      Text("Bottom").background(Color.green)
    }.laidOut(safeArea: Self.safeArea)
    #expect(result.frame(of: "Text", label: "Top") == CGRect(180, 47, 30, 20))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(180, 0, 30, 67))
    #expect(result.frame(of: "Text", label: "Bottom") == CGRect(165, 790, 60, 20))
    #expect(result.frame(of: "Color", label: "green") == CGRect(165, 790, 60, 54))
  }

  // §5.2: the shape-style shorthand `.background(.blue)` behaves the same.
  @Test func shapeStyleShorthandBleeds() {
    let result = VStack(spacing: 0) {
      Text("Top").background(.blue)
      Spacer()
    }.laidOut(safeArea: Self.safeArea)
    #expect(result.frame(of: "Color", label: "blue") == CGRect(180, 0, 30, 67))
  }

  // §5.2: with `ignoresSafeAreaEdges: []` the colour stays in the view's bounds.
  @Test func backgroundWithNoIgnoredEdgesDoesNotBleed() {
    let result = VStack(spacing: 0) {
      Text("Top").background(Color.blue, ignoresSafeAreaEdges: [])
      Spacer()
    }.laidOut(safeArea: Self.safeArea)
    #expect(result.frame(of: "Color", label: "blue") == CGRect(180, 47, 30, 20))
  }

  // §5.2: a view that does not touch the safe-area edge does not bleed: "Mid" is centred in the
  // safe rect at y 47 + (763 − 20)/2 = 418.5.
  @Test func backgroundAwayFromTheEdgesDoesNotBleed() {
    let result = Text("Mid").background(Color.blue).laidOut(safeArea: Self.safeArea)
    #expect(result.frame(of: "Color", label: "blue") == CGRect(180, 418.5, 30, 20))
  }

  // §5.2: a view background (not a shape style) does not bleed.
  @Test func viewBackgroundDoesNotBleed() {
    let result = VStack(spacing: 0) {
      Text("Top").background { Color.blue }
      Spacer()
    }.laidOut(safeArea: Self.safeArea)
    #expect(result.frame(of: "Color", label: "blue") == CGRect(180, 47, 30, 20))
  }

  // §1.1 + §5.2: a Color fills the safe rect (0, 47, 390, 763); `ignoresSafeArea()` extends it
  // to the whole canvas, and `ignoresSafeArea(edges: .top)` only to the top: (0, 0, 390, 810).
  @Test func ignoresSafeAreaExtendsAColorToTheCanvas() {
    #expect(
      Color.red.laidOut(safeArea: Self.safeArea).frame(of: "Color") == CGRect(0, 47, 390, 763))
    #expect(
      Color.red.ignoresSafeArea().laidOut(safeArea: Self.safeArea).frame(of: "Color")
        == CGRect(0, 0, 390, 844))
    #expect(
      Color.red.ignoresSafeArea(edges: .top).laidOut(safeArea: Self.safeArea).frame(of: "Color")
        == CGRect(0, 0, 390, 810))
  }
}
