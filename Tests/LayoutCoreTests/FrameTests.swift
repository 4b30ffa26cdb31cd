import LayoutCore
import LayoutTestSupport
import Testing

/// `frame(width:height:alignment:)`: fixed lengths, the content's size on free axes, and the
/// content aligned by its own guides against the frame's default guides (reference §6.1).
@Suite struct FrameTests {
  // §6.1: with both lengths set the frame is (width, height) and the child is "not even
  // measured": no sizing request reaches the Text. The Text (110×20, §12) is then proposed
  // 300×60 at placement and centred: x = 45 + (300 − 110)/2 = 140, y = 392 + (60 − 20)/2 = 412.
  @Test func bothLengthsDoNotMeasureTheContent() throws {
    let result = Text("Hello world").frame(width: 300, height: 60).laidOut()
    #expect(result.frame(of: "frame") == CGRect(45, 392, 300, 60))
    #expect(result.frame(of: "Text") == CGRect(140, 412, 110, 20))
    let text = try #require(result.root.nodes(named: "Text").first)
    let sizing = result.trace.filter { $0.nodeID == text.id && $0.phase == .sizing }
    #expect(sizing.isEmpty, "the Text was asked while sizing: \(sizing)")
    // §6.1 placement: the child is proposed (width ?? p.width, height ?? p.height) = 300×60.
    #expect(text.proposal == ProposedViewSize(width: 300, height: 60))
  }

  // §6.1: the size is (width, height) whatever the content would answer for any proposal: a
  // Color answers its proposal and a long Text wraps, yet every frame is exactly 50×70.
  @Test func bothLengthsIgnoreTheContentsAnswer() {
    let proposals: [ProposedViewSize] = [
      .zero, .infinity, .unspecified, ProposedViewSize(width: 10, height: 500),
    ]
    for proposal in proposals {
      #expect(Color.red.frame(width: 50, height: 70).size(for: proposal) == CGSize(50, 70),
        "proposal \(proposal)")
      #expect(
        Text("The quick brown fox").frame(width: 50, height: 70).size(for: proposal)
          == CGSize(50, 70), "proposal \(proposal)")
    }
  }

  // §6.1: "If you only specify one of the dimensions, the resulting view assumes this view's
  // sizing behavior in the other dimension." The Text is proposed (50, 844) and wraps to
  // "Hello" / "world", 50×40 (§12), so the frame is 50×40, centred on the canvas at
  // ((390 − 50)/2, (844 − 40)/2) = (170, 402).
  @Test func widthOnlyTakesTheContentsHeight() {
    let result = Text("Hello world").frame(width: 50).laidOut()
    #expect(result.frame(of: "frame") == CGRect(170, 402, 50, 40))
    #expect(result.frame(of: "Text") == CGRect(170, 402, 50, 40))
    #expect(
      result.root.nodes(named: "Text").first?.proposal
        == ProposedViewSize(width: 50, height: 844))
  }

  // §6.1: height only: the Text is proposed (390, 100) and answers 110×20, so the frame is
  // 110×100 at ((390 − 110)/2, (844 − 100)/2) = (140, 372); the Text is centred in it at y 412.
  @Test func heightOnlyTakesTheContentsWidth() {
    let result = Text("Hello world").frame(height: 100).laidOut()
    #expect(result.frame(of: "frame") == CGRect(140, 372, 110, 100))
    #expect(result.frame(of: "Text") == CGRect(140, 412, 110, 20))
  }

  // §6.1 and §3.1: a Color answers its proposal, so on the free axis the frame is whatever the
  // Color was offered: the whole canvas height, or 10 (the greedy ideal) for a nil proposal.
  @Test func oneLengthOnAGreedyContent() {
    #expect(Color.red.frame(width: 50).laidOut().frame(of: "frame") == CGRect(170, 0, 50, 844))
    #expect(Color.red.frame(width: 50).size(for: .unspecified) == CGSize(50, 10))
    #expect(Color.red.frame(height: 30).size(for: .unspecified) == CGSize(10, 30))
    #expect(
      Color.red.frame(height: 30).size(for: ProposedViewSize(width: 77, height: 5))
        == CGSize(77, 30))
  }

  // §6.1: neither length: the frame is its content, for every proposal.
  @Test func noLengthIsTheContentsSize() {
    #expect(Text("Hello world").frame().size(for: .unspecified) == CGSize(110, 20))
    #expect(
      Text("Hello world").frame().size(for: ProposedViewSize(width: 80, height: nil))
        == CGSize(50, 40))
    #expect(Color.red.frame().size(for: ProposedViewSize(width: 7, height: 9)) == CGSize(7, 9))
  }

  // §6.1: "The child is aligned with its own guides, explicit ones included (d[H]), against
  // the frame's default guide value for its size." The 250×250 frame sits at (70, 297).
  // Leading: frame's leading 0, child's explicit leading 30 → x = 70 + 0 − 30 = 40;
  //          vertical centre: y = 297 + 125 − 50 = 372.
  // Bottom:  frame's bottom 250, child's explicit bottom d[.top] = 0 → y = 297 + 250 = 547;
  //          horizontal centre: x = 70 + 125 − 50 = 145.
  @Test func contentIsAlignedByItsExplicitGuides() {
    let leading = Color.red.frame(width: 100, height: 100)
      .alignmentGuide(.leading) { _ in 30 }
      .frame(width: 250, height: 250, alignment: .leading)
      .laidOut()
    #expect(leading.frame(of: "Color") == CGRect(40, 372, 100, 100))

    let bottom = Color.red.frame(width: 100, height: 100)
      .alignmentGuide(.bottom) { d in d[.top] }
      .frame(width: 250, height: 250, alignment: .bottom)
      .laidOut()
    #expect(bottom.frame(of: "Color") == CGRect(145, 547, 100, 100))
  }

  // §6.1: the frame's side of the alignment is its *default* guide (`commonPlacement` builds
  // dimensions with no explicit guides): a guide set on the frame itself, outside it, does not
  // move the content inside. The content stays at the frame's leading edge, x = 70.
  @Test func framesOwnExplicitGuideDoesNotMoveItsContent() {
    let result = Color.red.frame(width: 100, height: 100)
      .frame(width: 250, height: 250, alignment: .leading)
      .alignmentGuide(.leading) { _ in 30 }
      .laidOut()
    #expect(result.frame(of: "Color") == CGRect(70, 372, 100, 100))
  }

  // §6.1 with the §8.1 default guides: a 100×100 Rectangle in a 250×250 frame at (70, 297).
  // Horizontal: leading 0 − 0 = 0, centre 125 − 50 = 75, trailing 250 − 100 = 150;
  // vertical likewise 0, 75, 150.
  @Test(arguments: [
    (Alignment.topLeading, 0, 0), (.top, 75, 0), (.topTrailing, 150, 0),
    (.leading, 0, 75), (.center, 75, 75), (.trailing, 150, 75),
    (.bottomLeading, 0, 150), (.bottom, 75, 150), (.bottomTrailing, 150, 150),
  ] as [(Alignment, CGFloat, CGFloat)])
  func nineAlignments(alignment: Alignment, x: CGFloat, y: CGFloat) {
    let result = Rectangle().frame(width: 100, height: 100)
      .frame(width: 250, height: 250, alignment: alignment)
      .laidOut()
    #expect(result.frames(of: "frame").first == CGRect(70, 297, 250, 250), "\(alignment)")
    #expect(
      result.frame(of: "Rectangle") == CGRect(70 + x, 297 + y, 100, 100), "\(alignment)")
  }

  // §6.1: "Negative or non-finite width/height: logged as 'Invalid frame dimension' and treated
  // as nil" (each axis validated on its own, §13 #5). With the width invalid the frame takes the
  // Color's width for the canvas, 390, and keeps the valid height 50: (0, 397, 390, 50).
  @Test(arguments: [-10, -.infinity, .infinity, .nan] as [CGFloat])
  func invalidWidthIsNilWithADiagnostic(width: CGFloat) {
    let result = Color.red.frame(width: width, height: 50).laidOut()
    #expect(result.frame(of: "frame") == CGRect(0, 397, 390, 50), "width \(width)")
    #expect(
      result.diagnostics.contains { $0.nodeID == result.root.id && $0.kind == "frame" },
      "width \(width): \(result.diagnostics)")
  }

  // §6.1, §13 #5: the height is validated separately (OSUI's bug checks the width twice). With
  // the height invalid the frame is 50 wide and as tall as the Color's 844: (170, 0, 50, 844).
  @Test(arguments: [-10, -.infinity, .infinity, .nan] as [CGFloat])
  func invalidHeightIsNilWithADiagnostic(height: CGFloat) {
    let result = Color.red.frame(width: 50, height: height).laidOut()
    #expect(result.frame(of: "frame") == CGRect(170, 0, 50, 844), "height \(height)")
    #expect(
      result.diagnostics.contains { $0.nodeID == result.root.id && $0.kind == "frame" },
      "height \(height): \(result.diagnostics)")
  }

  // §6.1: valid lengths, zero included, give no diagnostic; a zero width is a real width.
  @Test func validLengthsHaveNoDiagnostic() {
    let result = Color.red.frame(width: 0, height: 50).laidOut()
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.frame(of: "frame") == CGRect(195, 397, 0, 50))
  }
}
