import LayoutCore
import LayoutTestSupport
import Testing

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`: the fast
/// path, the one-sided rules, ideal sizes, normalisation and the placement proposal (§6.2).
@Suite struct FlexibleFrameTests {
  /// A proposal written compactly.
  func p(_ width: CGFloat?, _ height: CGFloat?) -> ProposedViewSize {
    ProposedViewSize(width: width, height: height)
  }

  // MARK: min and max both set

  // §6.2: "If both constraints are specified in a dimension, the frame unconditionally adopts
  // the size proposed for it, clamped to the constraints", and the content is not measured.
  // On the root both axes are decided (390×844), so the Text gets no sizing request.
  @Test func minAndMaxWithAConcreteProposalDoNotAskTheContent() throws {
    let result = Text("Hello world")
      .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
      .laidOut()
    #expect(result.frame(of: "frame") == CGRect(0, 0, 390, 844))
    let text = try #require(result.root.nodes(named: "Text").first)
    #expect(!result.trace.contains { $0.nodeID == text.id && $0.phase == .sizing })
    // Placed with the frame's size and centred: ((390 − 110)/2, (844 − 20)/2).
    #expect(text.frame == CGRect(140, 412, 110, 20))
  }

  // §6.2 [FG]: `frame(minWidth: 0, maxWidth: .infinity)` fills the proposal exactly, even when
  // the content is wider (500) or narrower (10). Height is free: the content's 40.
  @Test func zeroToInfinityFillsExactly() {
    for width in [0, 1, 10, 100, 300, 499, 500, 1000] as [CGFloat] {
      #expect(
        Color.red.frame(width: 500, height: 40).frame(minWidth: 0, maxWidth: .infinity)
          .size(for: p(width, 100)) == CGSize(width, 40), "width \(width)")
      #expect(
        Color.red.frame(width: 10, height: 40).frame(minWidth: 0, maxWidth: .infinity)
          .size(for: p(width, 100)) == CGSize(width, 40), "width \(width)")
    }
  }

  // §6.2: min and max (50…200) with a concrete proposal w: width = clamp(w, 50, 200); the
  // height is unconstrained, so the Color's answer for the proposed 100.
  @Test func colorBetweenMinAndMaxForWidths0To400() {
    for w in 0...400 {
      let width = CGFloat(w)
      let expected = CGSize(min(max(width, 50), 200), 100)
      #expect(
        Color.red.frame(minWidth: 50, maxWidth: 200).size(for: p(width, 100)) == expected,
        "width \(w)")
    }
  }

  // MARK: only max

  // §6.2 [FG]: only `maxWidth: .infinity` gives max(P, child): it fills a wide proposal and
  // grows past a narrow one (§11 #9). The content is 500 wide: in 300 the frame is 500 and is
  // centred on the canvas at x = (390 − 500)/2 = −55.
  @Test func maxInfinityGrowsPastANarrowProposal() {
    let wide = Color.red.frame(width: 500, height: 40).frame(maxWidth: .infinity)
    #expect(wide.size(for: p(300, 100)) == CGSize(500, 40))
    #expect(wide.size(for: p(600, 100)) == CGSize(600, 40))
    #expect(wide.laidOut().frame(of: "Color") == CGRect(-55, 402, 500, 40))
  }

  // §6.2: only max, `Text("Hello world").frame(maxWidth: .infinity)` in w: the Text is proposed
  // w (clamped to −∞…∞) and the frame is min(max(w, text), ∞) = max(w, text width). The text
  // width never exceeds w when w ≥ 10 (one glyph column); below 10 the Text still shows one
  // glyph per line, 10 wide (§3.3 rule 2), so the frame grows past the proposal to 10.
  // The height is free: the Text's own answer for the same proposal.
  @Test func textWithMaxInfinityForWidths0To400() {
    for w in 0...400 {
      let width = CGFloat(w)
      let size = Text("Hello world").frame(maxWidth: .infinity).size(for: p(width, nil))
      #expect(size.width == max(width, 10), "width \(w)")
      #expect(size.height == Text("Hello world").size(for: p(width, nil)).height, "width \(w)")
    }
    // Spot checks from §12: in 80 the Text is "Hello" / "world" (50×40), the frame 80×40;
    // in 200 it is one line (110×20), the frame 200×20.
    #expect(Text("Hello world").frame(maxWidth: .infinity).size(for: p(80, nil)) == CGSize(80, 40))
    #expect(
      Text("Hello world").frame(maxWidth: .infinity).size(for: p(200, nil)) == CGSize(200, 20))
  }

  // §6.2 and §11 #10 (netsplit): `Text.frame(maxHeight: 200)` in a tall container is 200 tall
  // for one line: min(max(844, 20), 200) = 200. Width is free: the Text's 50 for "Title".
  // Centred on the canvas at ((390 − 50)/2, (844 − 200)/2) = (170, 322); Text at y 322 + 90.
  @Test func finiteMaxHeightTakesTheMaxInATallContainer() {
    let result = Text("Title").frame(maxHeight: 200).laidOut()
    #expect(result.frame(of: "frame") == CGRect(170, 322, 50, 200))
    #expect(result.frame(of: "Text") == CGRect(170, 412, 50, 20))
    // In a short container the proposal wins: min(max(100, 20), 200) = 100.
    #expect(Text("Title").frame(maxHeight: 200).size(for: p(300, 100)) == CGSize(50, 100))
  }

  // §6.2 only max (finite): the content is proposed clamp(P, −∞, max) and the frame is
  // min(max(P', child), max). "Hello world" proposed 80 wraps to 50 wide; the frame is
  // min(max(80, 50), 80) = 80. A Color in 60 gives min(max(60, 60), 100) = 60.
  @Test func finiteMaxClampsTheProposal() {
    #expect(Text("Hello world").frame(maxWidth: 80).size(for: p(300, nil)) == CGSize(80, 40))
    #expect(Color.red.frame(maxWidth: 100).size(for: p(300, 7)) == CGSize(100, 7))
    #expect(Color.red.frame(maxWidth: 100).size(for: p(60, 7)) == CGSize(60, 7))
  }

  // MARK: only min

  // §6.2 only min: max(min(P', child), min) with P' = clamp(P, min, ∞).
  // minWidth 150, P 300: P' 300, child 110 → max(110, 150) = 150.
  // minWidth 150, P 100: P' 150, child 110 → 150.
  // minWidth 50, P 300: child 110 → max(min(300, 110), 50) = 110 (the content's width).
  // minWidth 50, P 80: child wraps to 50 → 50.
  // [FG] "If the text is wider … wider as well": the 25-glyph line in 300 is 250 wide.
  @Test func onlyMin() {
    #expect(Text("Hello world").frame(minWidth: 150).size(for: p(300, nil)) == CGSize(150, 20))
    #expect(Text("Hello world").frame(minWidth: 150).size(for: p(100, nil)) == CGSize(150, 20))
    #expect(Text("Hello world").frame(minWidth: 50).size(for: p(300, nil)) == CGSize(110, 20))
    #expect(Text("Hello world").frame(minWidth: 50).size(for: p(80, nil)) == CGSize(50, 40))
    #expect(
      Text("The quick brown fox jumps").frame(minWidth: 50).size(for: p(300, nil))
        == CGSize(250, 20))
  }

  // MARK: nil proposal and ideal

  // §6.2 "Proposal nil: the frame uses ideal if set" (fixedSize proposes nil on both axes).
  // With both ideals the content is not consulted: the Color would answer 10×10.
  @Test func nilProposalUsesTheIdeal() {
    #expect(Color.red.frame(idealWidth: 120, idealHeight: 30).fixedSize()
      .size(for: p(300, 300)) == CGSize(120, 30))
    #expect(
      Color.red.frame(minWidth: 0, idealWidth: 100, maxWidth: .infinity).fixedSize()
        .size(for: p(300, 300)) == CGSize(100, 10))
    // "ideal only matters for nil proposals": with a concrete 300 the Color gets 300.
    #expect(Color.red.frame(idealWidth: 120).size(for: p(300, 5)) == CGSize(300, 5))
  }

  // §6.2 "Otherwise it measures the child with nil and then applies min/max as above":
  // minWidth 200: max(min(∞, 110), 200) = 200. maxWidth 300 on a Color: min(max(−∞, 10), 300)
  // = 10. min 20 and max 300 on a Color: clamp(10, 20, 300) = 20.
  @Test func nilProposalWithoutIdealMeasuresTheContent() {
    #expect(Text("Hello world").frame(minWidth: 200).fixedSize().size(for: .unspecified)
      == CGSize(200, 20))
    #expect(Color.red.frame(maxWidth: 300).fixedSize().size(for: .unspecified) == CGSize(10, 10))
    #expect(
      Color.red.frame(minWidth: 20, maxWidth: 300).fixedSize().size(for: .unspecified)
        == CGSize(20, 10))
  }

  // MARK: contradictory constraints and normalisation

  // §6.2: min > max stays contradictory; the fast path is skipped, the content is proposed
  // clamp(P, 200, 100) = 100 and the frame reports the content's size: 100 for a greedy Color,
  // 50 for "Hello world" (wrapped in 100). A diagnostic says so.
  @Test func contradictoryMinAboveMaxReportsTheContentsSize() {
    #expect(Color.red.frame(minWidth: 200, maxWidth: 100).size(for: p(300, 9)) == CGSize(100, 9))
    #expect(Color.red.frame(minWidth: 200, maxWidth: 100).size(for: p(20, 9)) == CGSize(100, 9))
    #expect(
      Text("Hello world").frame(minWidth: 200, maxWidth: 100).size(for: p(300, nil))
        == CGSize(50, 40))
    let result = Color.red.frame(minWidth: 200, maxWidth: 100).laidOut()
    #expect(result.frame(of: "frame") == CGRect(145, 0, 100, 844))
    #expect(
      result.diagnostics.contains { $0.message.contains("contradictory frame constraints") },
      "\(result.diagnostics)")
  }

  // §6.2 normalisation "ideal < min → ideal = min": ideal 50 with min 100 reads as 100.
  @Test func idealBelowMinIsRaisedToMin() {
    let view = Color.red.frame(minWidth: 100, idealWidth: 50)
    #expect(view.fixedSize().size(for: .unspecified) == CGSize(100, 10))
    let result = view.laidOut()
    #expect(result.diagnostics.contains { $0.message.contains("contradictory frame constraints") })
  }

  // §6.2 normalisation "max < ideal → max = ideal": ideal 150 with max 100 reads max 150. Only
  // max is set (min nil): the content is proposed clamp(300, −∞, 150) = 150 and the frame is
  // min(max(150, 150), 150) = 150, not 100.
  @Test func maxBelowIdealIsRaisedToIdeal() {
    let view = Color.red.frame(idealWidth: 150, maxWidth: 100)
    #expect(view.size(for: p(300, 9)) == CGSize(150, 9))
    #expect(view.fixedSize().size(for: .unspecified) == CGSize(150, 10))
    #expect(
      view.laidOut().diagnostics.contains {
        $0.message.contains("contradictory frame constraints")
      })
  }

  // §6.2 normalisation "negative min → 0", then ideal' = max(min', ideal) = max(0, −20) = 0:
  // the ideal width is 0, not −20. And a lone negative max is raised to max(ideal' ?? 0, −10)
  // = 0, so the frame is min(max(300, 300), 0) = 0 wide.
  @Test func negativeLengthsAreNormalisedToZero() {
    #expect(
      Color.red.frame(minWidth: -50, idealWidth: -20).fixedSize().size(for: .unspecified)
        == CGSize(0, 10))
    #expect(Color.red.frame(maxWidth: -10).size(for: p(300, 9)) == CGSize(0, 9))
  }

  // §6.2: consistent constraints (min ≤ ideal ≤ max) give no warning.
  @Test func consistentConstraintsHaveNoDiagnostic() {
    let result = Color.red.frame(minWidth: 10, idealWidth: 20, maxWidth: 30, maxHeight: 40)
      .laidOut()
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }

  // MARK: placement

  // §6.2 `childPlacementProposal`: under fixedSize the frame's own proposal is nil; the frame
  // is clamp(110, 0, 300) = 110 and 0 < 110 < 300 with no ideal, so the Text is proposed nil
  // again (its ideal is preserved). Height: no constraints, nil own proposal → nil.
  @Test func freeAxisWithNilProposalProposesNilAgain() throws {
    let result = Text("Hello world").frame(minWidth: 0, maxWidth: 300).fixedSize().laidOut()
    let text = try #require(result.root.nodes(named: "Text").first)
    #expect(text.proposal == .unspecified)
    #expect(text.frame == CGRect(140, 412, 110, 20))
  }

  // §6.2 placement: with a concrete own proposal the child is proposed the frame's final size:
  // clamp(390, 0, 300) = 300, and the height 20 the frame took from the Text.
  @Test func concreteProposalProposesTheFramesSize() throws {
    let result = Text("Hello world").frame(minWidth: 0, maxWidth: 300).laidOut()
    let text = try #require(result.root.nodes(named: "Text").first)
    #expect(result.frame(of: "frame") == CGRect(45, 412, 300, 20))
    #expect(text.proposal == ProposedViewSize(width: 300, height: 20))
  }

  // §6.2 placement: the value must lie *strictly* between min and max. The Color's ideal 10 is
  // clamped up to min 50, which is not strictly inside, so the Color is proposed 50 and is
  // 50 wide (proposed nil it would be 10).
  @Test func valueAtMinProposesTheValue() {
    let result = Color.red.frame(minWidth: 50, maxWidth: 300).fixedSize().laidOut()
    #expect(result.frame(of: "frame") == CGRect(170, 417, 50, 10))
    #expect(result.frame(of: "Color") == CGRect(170, 417, 50, 10))
  }

  // §6.2 placement: with an ideal set the child is proposed the value: frame 80 (ideal) × 40
  // (the Text's height proposed (80, nil): "Hello" / "world"). The Text is proposed 80 wide
  // and centred: x = 155 + (80 − 50)/2 = 170.
  @Test func idealSetProposesTheValue() throws {
    let result = Text("Hello world").frame(idealWidth: 80).fixedSize().laidOut()
    #expect(result.frame(of: "frame") == CGRect(155, 402, 80, 40))
    let text = try #require(result.root.nodes(named: "Text").first)
    #expect(text.proposal.width == 80)
    #expect(text.frame == CGRect(170, 402, 50, 40))
  }

  // §6.2 then §6.1 alignment: a 50×50 content in a frame filling the canvas, bottomTrailing:
  // (390 − 50, 844 − 50) = (340, 794).
  @Test func alignmentInAFlexibleFrame() {
    let result = Color.red.frame(width: 50, height: 50)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
      .laidOut()
    #expect(result.frames(of: "frame").first == CGRect(0, 0, 390, 844))
    #expect(result.frame(of: "Color") == CGRect(340, 794, 50, 50))
  }
}
