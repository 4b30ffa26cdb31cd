import LayoutCore
import LayoutTestSupport
import Testing

/// Leaf views as parents see them: greedy shapes, Spacer, Text, GeometryReader, Divider and
/// EmptyView (reference §3.1–§3.5, §3.7; §11 #0, #5, #11).
///
/// Unless a test says otherwise the canvas is 390×844 with no safe area and the root is centred
/// in it (§1.1), so a W×H root sits at ((390 − W)/2, (844 − H)/2).
@Suite struct LeafViewTests {
  // MARK: §3.1 Greedy shapes

  /// A greedy shape of each kind, named as the engine names its node.
  static var shapes: [(name: String, view: any View)] {
    [
      ("Color", Color.red),
      ("Rectangle", Rectangle()),
      ("Circle", Circle()),
      ("Capsule", Capsule()),
      ("RoundedRectangle", RoundedRectangle(cornerRadius: 8)),
      ("ContainerRelativeShape", ContainerRelativeShape()),
      // §21.1: a gradient is a shape style view, greedy exactly like Color.
      (
        "LinearGradient",
        LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
      ),
      (
        "RadialGradient",
        RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 50)
      ),
      ("AngularGradient", AngularGradient(colors: [.red, .blue], center: .center)),
      // §21.4: a shape made by a shape modifier lays out like its base.
      ("Circle", Circle().trim(from: 0, to: 0.5)),
      ("Rectangle", Rectangle().inset(by: 8)),
      ("Capsule", Capsule().rotation(.degrees(45))),
      ("Ellipse", Ellipse().offset(x: 5, y: -5)),
      ("Rectangle", Rectangle().scale(x: 2, y: 0.5)),
    ]
  }

  // §3.1: `sizeThatFits(p) = (p.width ?? 10, p.height ?? 10)`: 10×10 ideal, ∞ at ∞, 0 at 0, and
  // any finite proposal taken exactly, each axis on its own.
  @Test(arguments: 0..<14) func shapeIsGreedy(index: Int) {
    let (name, view) = Self.shapes[index]
    func size(_ p: ProposedViewSize) -> CGSize { sizeOf(view, p) }
    #expect(size(.unspecified) == CGSize(10, 10), "\(name)")
    #expect(size(.infinity) == CGSize(.infinity, .infinity), "\(name)")
    #expect(size(.zero) == CGSize(0, 0), "\(name)")
    #expect(size(ProposedViewSize(width: 123, height: 45)) == CGSize(123, 45), "\(name)")
    #expect(size(ProposedViewSize(width: 7.5, height: nil)) == CGSize(7.5, 10), "\(name)")
    #expect(size(ProposedViewSize(width: nil, height: 0)) == CGSize(10, 0), "\(name)")
  }

  // §3.1 with §1.1: at the root a shape is offered the whole canvas and takes it.
  @Test(arguments: 0..<14) func shapeFillsTheCanvas(index: Int) {
    let (name, view) = Self.shapes[index]
    let result = layOut(view)
    #expect(result.frame(of: name) == CGRect(0, 0, 390, 844), "\(name)")
  }

  // §3.1: "`Color.red.fixedSize()` is 10×10", centred: ((390−10)/2, (844−10)/2) = (190, 417).
  @Test func fixedSizeColorIsTenByTen() {
    let result = Color.red.fixedSize().laidOut()
    #expect(result.frame(of: "Color") == CGRect(190, 417, 10, 10))
    #expect(Color.red.fixedSize().size(for: .infinity) == CGSize(10, 10))
  }

  // MARK: §3.2 Spacer

  // §3.2: at the root (no stack) a Spacer expands on both axes.
  @Test func spacerAtTheRootFillsTheCanvas() {
    #expect(Spacer().laidOut().frame(of: "Spacer") == CGRect(0, 0, 390, 844))
  }

  // §3.2: outside a stack its ideal size is minLength on both axes: 8×8 by default, centred at
  // ((390−8)/2, (844−8)/2) = (191, 418); with minLength 30, 30×30.
  @Test func spacerIdealSizeOutsideAStack() {
    #expect(Spacer().fixedSize().laidOut().frame(of: "Spacer") == CGRect(191, 418, 8, 8))
    #expect(Spacer(minLength: 30).fixedSize().size(for: .unspecified) == CGSize(30, 30))
    #expect(Spacer().size(for: .zero) == CGSize(8, 8))
  }

  // §3.2: in an HStack the Spacer takes the rest (390 − 50 − 50 = 290, no gaps next to it) and
  // is 0 tall, centred on the 50-tall row: y = (844−50)/2 + 25 = 422.
  @Test func spacerInHStackIsZeroTall() {
    let result = HStack {
      Color.red.frame(width: 50, height: 50)
      Spacer()
      Color.blue.frame(width: 50, height: 50)
    }.laidOut()
    #expect(result.frame(of: "Spacer") == CGRect(50, 422, 290, 0))
  }

  // §3.2: in a VStack it takes the rest of the height (844 − 100 = 744) and is 0 wide, on the
  // centre line of the 50-wide column: x = (390−50)/2 + 25 = 195.
  @Test func spacerInVStackIsZeroWide() {
    let result = VStack {
      Color.red.frame(width: 50, height: 50)
      Spacer()
      Color.blue.frame(width: 50, height: 50)
    }.laidOut()
    #expect(result.frame(of: "Spacer") == CGRect(195, 50, 0, 744))
  }

  // §3.2 / §5.1: in a ZStack the Spacer expands both ways but, at priority −∞, does not size
  // it; it is then proposed the ZStack's 50×50 and takes it: (170, 397, 50, 50).
  @Test func spacerInZStackTakesTheStacksSize() {
    let result = ZStack {
      Spacer()
      Color.red.frame(width: 50, height: 50)
    }.laidOut()
    #expect(result.frame(of: "ZStack") == CGRect(170, 397, 50, 50))
    #expect(result.frame(of: "Spacer") == CGRect(170, 397, 50, 50))
  }

  // §3.2 + §4.4 (§11 #0): the Spacer's priority is −∞, so its minimum 8 is reserved and the
  // colours split 200 − 8 = 192: 96 each; the Spacer gets back only its 8.
  // Frame at ((390−200)/2, (844−100)/2) = (95, 372); Spacer 0 tall at y 372 + 50.
  @Test func spacerBetweenGreedyViewsCollapsesToItsMinimum() {
    let result = HStack {
      Color.red
      Spacer()
      Color.blue
    }.frame(width: 200, height: 100).laidOut()
    #expect(result.frame(of: "Color", label: "red") == CGRect(95, 372, 96, 100))
    #expect(result.frame(of: "Spacer") == CGRect(191, 422, 8, 0))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(199, 372, 96, 100))
  }

  // §3.2: the same in a VStack of height 200: 96, 8, 96 down the column.
  @Test func spacerBetweenGreedyViewsInVStack() {
    let result = VStack {
      Color.red
      Spacer()
      Color.blue
    }.frame(width: 100, height: 200).laidOut()
    // Frame at ((390−100)/2, (844−200)/2) = (145, 322).
    #expect(result.frame(of: "Color", label: "red") == CGRect(145, 322, 100, 96))
    #expect(result.frame(of: "Spacer") == CGRect(195, 418, 0, 8))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(145, 426, 100, 96))
  }

  // §3.2 + §4.4: minLength is reserved even when it overflows: in 100, the frames are measured
  // first (50 each, same group) and the Spacer still gets max(0, 30) = 30: 130 wide, centred at
  // (390−130)/2 = 130.
  @Test func spacerMinLengthIsKeptWhenSpaceRunsOut() {
    let stack = HStack {
      Color.red.frame(width: 50, height: 50)
      Spacer(minLength: 30)
      Color.blue.frame(width: 50, height: 50)
    }
    #expect(stack.size(for: ProposedViewSize(width: 100, height: 50)) == CGSize(130, 50))
    let result = stack.frame(width: 100, height: 50).laidOut()
    #expect(result.frame(of: "Spacer") == CGRect(180, 422, 30, 0))
  }

  // §3.2: minLength 0 lets the Spacer vanish when there is no room left.
  @Test func spacerWithZeroMinLengthCanVanish() {
    let stack = HStack {
      Color.red.frame(width: 50, height: 50)
      Spacer(minLength: 0)
      Color.blue.frame(width: 50, height: 50)
    }
    #expect(stack.size(for: ProposedViewSize(width: 100, height: 50)) == CGSize(100, 50))
    #expect(stack.size(for: ProposedViewSize(width: 60, height: 50)) == CGSize(100, 50))
  }

  // MARK: §3.3 Text

  // §12: `Text("Hello world")` is 110×20 ideal; at the root it is centred: (140, 412).
  @Test func textIdealSize() {
    #expect(Text("Hello world").size(for: .unspecified) == CGSize(110, 20))
    #expect(Text("Hello world").laidOut().frame(of: "Text") == CGRect(140, 412, 110, 20))
  }

  // §3.3 rule 5: Text never grows past its ideal width: its maximum is 110.
  @Test func textDoesNotFillItsProposal() {
    #expect(Text("Hello world").size(for: .infinity) == CGSize(110, 20))
    #expect(
      Text("Hello world").size(for: ProposedViewSize(width: 300, height: 300)) == CGSize(110, 20))
  }

  // §3.3 rule 2: in an 80-wide frame it wraps to "Hello" / "world", 50×40, centred in the frame:
  // frame at ((390−80)/2, (844−40)/2) = (155, 402), text at 155 + (80−50)/2 = 170.
  @Test func textWrapsInANarrowFrame() throws {
    let result = Text("Hello world").frame(width: 80).laidOut()
    #expect(result.frame(of: "frame") == CGRect(155, 402, 80, 40))
    #expect(result.frame(of: "Text") == CGRect(170, 402, 50, 40))
    let text = try #require(result.root.nodes(named: "Text").first)
    #expect(text.textLines == ["Hello", "world"])
  }

  // §3.3 rule 4 and §12's own example: "The quick brown fox jumps" with lineLimit(2) proposed 120
  // is "The quick" / "brown fox j…", 120×40.
  @Test func lineLimitCapsTheLines() throws {
    let result = Text("The quick brown fox jumps").lineLimit(2).frame(width: 120).laidOut()
    // Frame 120×40 at ((390−120)/2, (844−40)/2) = (135, 402).
    #expect(result.frame(of: "Text") == CGRect(135, 402, 120, 40))
    let text = try #require(result.root.nodes(named: "Text").first)
    #expect(text.textLines == ["The quick", "brown fox j…"])
  }

  // §3.3 rule 3: in an 80×20 frame only one line fits; it shows as much as 8 columns hold,
  // "Hello w" plus "…": 80×20, filling the frame at (155, 412).
  @Test func textTruncatesInAShortFrame() throws {
    let result = Text("Hello world").frame(width: 80, height: 20).laidOut()
    #expect(result.frame(of: "Text") == CGRect(155, 412, 80, 20))
    let text = try #require(result.root.nodes(named: "Text").first)
    #expect(text.textLines == ["Hello w…"])
  }

  // §3.3 rule 3: at least one line is shown, even in a frame of height 0; the Text overflows it.
  @Test func textShowsAtLeastOneLine() {
    #expect(
      Text("Hello world").size(for: ProposedViewSize(width: 200, height: 0)) == CGSize(110, 20))
  }

  // §12: East Asian wide characters are two cells (20 pt) wide: "你好世界" is 80×20; in 50 pt
  // only two of them fit a line (60 > 50), so it breaks into "你好" / "世界", 40×40.
  @Test func cjkTextIsTwoCellsPerCharacter() {
    #expect(Text("你好世界").size(for: .unspecified) == CGSize(80, 20))
    #expect(Text("你好世界").size(for: ProposedViewSize(width: 50, height: nil)) == CGSize(40, 40))
    #expect(Text("你好世界").laidOut().frame(of: "Text") == CGRect(155, 412, 80, 20))
  }

  // §3.3 rule 1 / §7 fixedSize: a fixed-size Text keeps its 110 ideal width in a 50-wide frame
  // and overflows it, centred: x = (390−50)/2 + (50−110)/2 = 140.
  @Test func fixedSizeTextOverflowsItsFrame() {
    let result = Text("Hello world").fixedSize().frame(width: 50).laidOut()
    #expect(result.frame(of: "frame") == CGRect(170, 412, 50, 20))
    #expect(result.frame(of: "Text") == CGRect(140, 412, 110, 20))
  }

  // MARK: §3.4 GeometryReader

  // §3.4 (§11 #11): greedy, and its content sits at the top-leading corner, not centred.
  @Test func geometryReaderIsGreedyWithContentAtTopLeading() {
    let result = GeometryReader { _ in
      Color.red.frame(width: 50, height: 50)
    }.laidOut()
    #expect(result.frame(of: "GeometryReader") == CGRect(0, 0, 390, 844))
    #expect(result.frame(of: "frame") == CGRect(0, 0, 50, 50))
  }

  // §3.4: its ideal size is 0×0, not 10×10: fixed-size, it is a point at the centre (195, 422),
  // and its greedy content is proposed 0×0.
  @Test func geometryReaderIdealSizeIsZero() {
    let reader = GeometryReader { _ in Color.red }
    #expect(reader.size(for: .unspecified) == CGSize(0, 0))
    let result = reader.fixedSize().laidOut()
    #expect(result.frame(of: "GeometryReader") == CGRect(195, 422, 0, 0))
    #expect(result.frame(of: "Color") == CGRect(195, 422, 0, 0))
  }

  // §3.4: the proxy's size is the reader's size (200×100 in the frame at (95, 372)), so content
  // built from it is 100×25 at the reader's top-leading corner.
  @Test func geometryReaderContentUsesTheProxySize() {
    let result = GeometryReader { proxy in
      Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4)
    }.frame(width: 200, height: 100).laidOut()
    #expect(result.frame(of: "GeometryReader") == CGRect(95, 372, 200, 100))
    #expect(result.frame(of: "Color") == CGRect(95, 372, 100, 25))
  }

  // §3.4: several views in the closure overlap at the origin (no implicit VStack).
  @Test func geometryReaderChildrenOverlapAtTheOrigin() {
    let result = GeometryReader { _ in
      Text("Hello")
      Text("world")
    }.frame(width: 200, height: 100).laidOut()
    #expect(result.frame(of: "Text", label: "Hello") == CGRect(95, 372, 50, 20))
    #expect(result.frame(of: "Text", label: "world") == CGRect(95, 372, 50, 20))
  }

  // §3.4: in a VStack the greedy reader takes everything its sibling leaves: 844 − 20 − 8 = 816.
  @Test func geometryReaderTakesTheRestOfAStack() {
    let result = VStack {
      Text("Title")
      GeometryReader { _ in Color.red }
    }.laidOut()
    #expect(result.frame(of: "Text") == CGRect(170, 0, 50, 20))
    #expect(result.frame(of: "GeometryReader") == CGRect(0, 28, 390, 816))
  }

  // MARK: §3.5 Divider

  // §3.5 + §12: vertical in an HStack, one cell (10 pt) wide and greedy in height: in a
  // 60-tall frame it is 60 tall. Row 50 + 10 + 50 = 110 wide at ((390−110)/2, (844−60)/2).
  @Test func dividerIsVerticalInHStack() {
    let result = HStack(spacing: 0) {
      Color.red.frame(width: 50, height: 50)
      Divider()
      Color.blue.frame(width: 50, height: 50)
    }.frame(height: 60).laidOut()
    #expect(result.frame(of: "Divider") == CGRect(190, 392, 10, 60))
  }

  // §3.5 + §12: horizontal in a VStack, one line (20 pt) high and as wide as offered (200).
  // Column 50 + 20 + 50 = 120 tall at ((390−200)/2, (844−120)/2) = (95, 362).
  @Test func dividerIsHorizontalInVStack() {
    let result = VStack(spacing: 0) {
      Color.red.frame(width: 50, height: 50)
      Divider()
      Color.blue.frame(width: 50, height: 50)
    }.frame(width: 200).laidOut()
    #expect(result.frame(of: "Divider") == CGRect(95, 412, 200, 20))
  }

  // §3.5: horizontal "elsewhere": at the root and in a ZStack it spans the width, 20 high.
  @Test func dividerIsHorizontalOutsideStacks() {
    #expect(Divider().laidOut().frame(of: "Divider") == CGRect(0, 412, 390, 20))
    let result = ZStack {
      Divider()
      Color.red.frame(width: 100, height: 100)
    }.laidOut()
    // The ZStack is proposed 390×844; Divider 390×20, frame 100×100: union 390×100 at y 372.
    #expect(result.frame(of: "Divider") == CGRect(0, 412, 390, 20))
  }

  // MARK: §3.7 EmptyView

  // §3.7: EmptyView produces no subview, so no spacing: 10 + 8 + 10 = 28.
  @Test func emptyViewGetsNoSpacing() {
    let stack = HStack {
      Color.red.frame(width: 10, height: 10)
      EmptyView()
      Color.blue.frame(width: 10, height: 10)
    }
    #expect(stack.size(for: .unspecified) == CGSize(28, 10))
    #expect(stack.size(for: ProposedViewSize(width: 300, height: 300)) == CGSize(28, 10))
  }

  // §3.7: the branch not taken is no subview either, with or without `else`; the branch
  // taken is: 10 + 8 + 10 + 8 + 10 = 46.
  @Test(arguments: [false, true])
  func branchNotTakenGetsNoSpacing(isShown: Bool) {
    let withoutElse = HStack {
      Color.red.frame(width: 10, height: 10)
      if isShown { Color.green.frame(width: 10, height: 10) }
      Color.blue.frame(width: 10, height: 10)
    }
    let withElse = HStack {
      Color.red.frame(width: 10, height: 10)
      if isShown { Color.green.frame(width: 10, height: 10) } else { EmptyView() }
      Color.blue.frame(width: 10, height: 10)
    }
    let expected = isShown ? CGSize(46, 10) : CGSize(28, 10)
    #expect(withoutElse.size(for: .unspecified) == expected)
    #expect(withElse.size(for: .unspecified) == expected)
  }

  // §3.7: a present zero-width view still gets spacing on both sides: 10 + 8 + 0 + 8 + 10 = 36,
  // and the blue one starts at 36 − 10 = 26 from the stack's left edge ((390−36)/2 = 177).
  @Test func zeroWidthViewGetsSpacingOnBothSides() {
    let stack = HStack {
      Color.red.frame(width: 10, height: 10)
      Color.clear.frame(width: 0, height: 10)
      Color.blue.frame(width: 10, height: 10)
    }
    #expect(stack.size(for: .unspecified) == CGSize(36, 10))
    let result = stack.laidOut()
    #expect(result.frame(of: "Color", label: "clear") == CGRect(195, 417, 0, 10))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(203, 417, 10, 10))
  }

  // §3.7 / §1.1: an EmptyView alone at the root is laid out as nothing of size 0.
  @Test func emptyViewAloneHasNoSize() {
    #expect(EmptyView().size(for: .infinity) == CGSize(0, 0))
  }
}

/// The size `view` answers for `proposal`, for an existential view.
private func sizeOf(_ view: any View, _ proposal: ProposedViewSize) -> CGSize {
  func open<V: View>(_ v: V) -> CGSize { v.size(for: proposal) }
  return open(view)
}

/// `view` laid out on the default canvas, for an existential view.
private func layOut(_ view: any View, safeArea: EdgeInsets = EdgeInsets()) -> LayoutResult {
  func open<V: View>(_ v: V) -> LayoutResult { v.laidOut(safeArea: safeArea) }
  return open(view)
}
