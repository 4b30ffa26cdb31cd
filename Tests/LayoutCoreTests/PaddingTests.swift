import LayoutCore
import LayoutTestSupport
import Testing

/// `padding`: the content proposed the proposal minus the insets (never below 0, nil kept),
/// placed at (leading, top), the size grown by the insets (reference §7, §2).
@Suite struct PaddingTests {
  /// A 100×50 block, so that the padding is the only flexible part.
  var block: some View { Color.red.frame(width: 100, height: 50) }

  // §7: `padding()` insets every edge by the default 16: 100×50 → 132×82, centred on the canvas
  // at ((390 − 132)/2, (844 − 82)/2) = (129, 381); the content at (129 + 16, 381 + 16).
  @Test func defaultPaddingIs16() {
    let result = block.padding().laidOut()
    #expect(result.frame(of: "padding") == CGRect(129, 381, 132, 82))
    #expect(result.frame(of: "Color") == CGRect(145, 397, 100, 50))
  }

  // §7: `padding(edges, n)` insets only the named edges; `padding(edges)` uses 16 on them.
  @Test func paddingSomeEdges() {
    #expect(block.padding(.horizontal, 10).size(for: .unspecified) == CGSize(120, 50))
    #expect(block.padding(.vertical, 10).size(for: .unspecified) == CGSize(100, 70))
    #expect(block.padding(.leading).size(for: .unspecified) == CGSize(116, 50))
    #expect(block.padding([.top, .trailing], 5).size(for: .unspecified) == CGSize(105, 55))
    #expect(block.padding(7).size(for: .unspecified) == CGSize(114, 64))
    // Only the leading and top insets move the content: padding(.trailing) leaves it at the
    // padded view's origin; padding(.top, 5) moves it down 5.
    let trailing = block.padding(.trailing, 30).laidOut()
    #expect(trailing.frame(of: "padding") == CGRect(130, 397, 130, 50))
    #expect(trailing.frame(of: "Color") == CGRect(130, 397, 100, 50))
    let top = block.padding(.top, 6).laidOut()
    #expect(top.frame(of: "padding") == CGRect(145, 394, 100, 56))
    #expect(top.frame(of: "Color") == CGRect(145, 400, 100, 50))
  }

  // §7: `padding(EdgeInsets)`: each edge its own inset. 100 + 2 + 4 = 106 wide, 50 + 1 + 3 = 54
  // tall, at ((390 − 106)/2, (844 − 54)/2) = (142, 395); the content at (142 + 2, 395 + 1).
  @Test func paddingWithEdgeInsets() {
    let result = block.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).laidOut()
    #expect(result.frame(of: "padding") == CGRect(142, 395, 106, 54))
    #expect(result.frame(of: "Color") == CGRect(144, 396, 100, 50))
  }

  // §7 and §2 `inset(by:)`: `max(0, p − insets)`. A Color padded 30 on each side, proposed
  // 40×100: the Color is proposed (max(0, 40 − 60), 100 − 60) = 0×40, so the padded view is
  // 60×100 — wider than its 40 proposal, because the insets are always added back.
  @Test func insetProposalNeverGoesBelowZero() throws {
    #expect(Color.red.padding(30).size(for: ProposedViewSize(width: 40, height: 100))
      == CGSize(60, 100))
    let result = Color.red.padding(30).frame(width: 40, height: 100).laidOut()
    let color = try #require(result.root.nodes(named: "Color").first)
    #expect(color.proposal == ProposedViewSize(width: 0, height: 40))
    // The frame (40×100) is at (175, 372); the padded 60×100 is centred in it at x 165, and
    // the Color at (165 + 30, 372 + 30).
    #expect(color.frame == CGRect(195, 402, 0, 40))
  }

  // §2: "A nil stays nil": proposed nothing, the Color answers its ideal 10×10 and the padded
  // view is 70×70 (a nil turned into 0 would give 60×60).
  @Test func nilProposalStaysNil() {
    #expect(Color.red.padding(30).size(for: .unspecified) == CGSize(70, 70))
    #expect(
      Color.red.padding(30).size(for: ProposedViewSize(width: nil, height: 100))
        == CGSize(70, 100))
  }

  // §7 with §12's Text: `Text("Hello world").padding()` in 100 wide: the Text is proposed
  // 100 − 32 = 68, wraps to "Hello" / "world" (50×40), and the padded view is 82×72.
  @Test func paddedTextWrapsInTheInsetProposal() {
    #expect(
      Text("Hello world").padding().size(for: ProposedViewSize(width: 100, height: nil))
        == CGSize(82, 72))
    #expect(Text("Hello world").padding().size(for: .unspecified) == CGSize(142, 52))
  }
}
