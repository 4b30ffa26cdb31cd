import LayoutCore
import LayoutTestSupport
import Testing

/// `fixedSize()` and `fixedSize(horizontal:vertical:)`: the content proposed nil on the fixed
/// axes, so it answers its ideal size there (reference §7 `FixedSizeLayout`, §3, §11 #15).
@Suite struct FixedSizeTests {
  // §3.1: "Color.red.fixedSize() is 10×10" whatever it is offered.
  @Test func greedyViewIsItsIdealSize() {
    for proposal in [ProposedViewSize.zero, .infinity, ProposedViewSize(width: 300, height: 60)] {
      #expect(Color.red.fixedSize().size(for: proposal) == CGSize(10, 10), "\(proposal)")
    }
  }

  // §7 and §3.3 rule 1: a fixed Text keeps its one-line ideal 110×20 in a 50-wide frame and
  // overflows it (frames do not clip, §11 #8). The frame (50×100) is at (170, 372); the fixed
  // view is centred in it at (170 + 25 − 55, 372 + 50 − 10) = (140, 412). Without fixedSize the
  // Text wraps to 50×40.
  @Test func fixedTextOverflowsANarrowFrame() {
    let fixed = Text("Hello world").fixedSize().frame(width: 50, height: 100).laidOut()
    #expect(fixed.frame(of: "fixedSize") == CGRect(140, 412, 110, 20))
    #expect(fixed.frame(of: "Text") == CGRect(140, 412, 110, 20))
    let free = Text("Hello world").frame(width: 50, height: 100).laidOut()
    #expect(free.frame(of: "Text") == CGRect(170, 402, 50, 40))
  }

  // §7: only the fixed axes are proposed nil. "The quick brown fox" (190 wide) in 100×20:
  // - vertical only: proposed (100, nil) → wraps to "The quick" / "brown fox", 90×40, no
  //   truncation even though the frame is 20 tall;
  // - horizontal only: proposed (nil, 20) → one line, 190×20;
  // - neither: proposed 100×20 → one line truncated to 100 wide (§3.3 rule 3), 20 tall.
  @Test func oneAxisAtATime() {
    let text = Text("The quick brown fox")
    let proposal = ProposedViewSize(width: 100, height: 20)
    #expect(
      text.fixedSize(horizontal: false, vertical: true).size(for: proposal) == CGSize(90, 40))
    #expect(
      text.fixedSize(horizontal: true, vertical: false).size(for: proposal) == CGSize(190, 20))
    #expect(text.fixedSize(horizontal: true, vertical: true).size(for: proposal) == CGSize(190, 20))
    #expect(
      text.fixedSize(horizontal: false, vertical: false).size(for: proposal).height == 20)
    #expect(
      Color.red.fixedSize(horizontal: true, vertical: false).size(for: proposal)
        == CGSize(10, 20))
    #expect(
      Color.red.fixedSize(horizontal: false, vertical: true).size(for: proposal)
        == CGSize(100, 10))
  }

  // §7 "same proposal": the content is placed with the fixed proposal, (nil, 20) here, so a
  // greedy Color is 10 wide and 20 tall, centred in the 300×20 frame at (45, 412):
  // x = 45 + 150 − 5 = 190.
  @Test func contentIsPlacedWithTheFixedProposal() throws {
    let result = Color.red.fixedSize(horizontal: true, vertical: false)
      .frame(width: 300, height: 20)
      .laidOut()
    let color = try #require(result.root.nodes(named: "Color").first)
    #expect(color.proposal == ProposedViewSize(width: nil, height: 20))
    #expect(color.frame == CGRect(190, 412, 10, 20))
  }

  // §11 #15 and §4.7: under fixedSize an HStack is measured ideally (Text "A\nB\nC" 10×60, the
  // Color 10×10, spacing 8: 28×60) and the greedy Color is *placed* at the stack's cross size,
  // (nil, 60), so it is 60 tall: the equal-height trick. The stack is at (181, 392).
  @Test func equalHeightTrick() {
    let result = HStack {
      Text("A\nB\nC")
      Color.red
    }.fixedSize().laidOut()
    #expect(result.frame(of: "HStack") == CGRect(181, 392, 28, 60))
    #expect(result.frame(of: "Text") == CGRect(181, 392, 10, 60))
    #expect(result.frame(of: "Color") == CGRect(199, 392, 10, 60))
  }
}
