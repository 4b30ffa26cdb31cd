import LayoutCore
import LayoutTestSupport
import Testing

/// `ProposedViewSize`: the named proposals and `replacingUnspecifiedDimensions` (reference §2).
@Suite struct ProposedViewSizeTests {
  // §2: `.zero = (0,0)`, `.infinity = (∞,∞)`, `.unspecified = (nil,nil)`.
  @Test func namedProposals() {
    #expect(ProposedViewSize.zero.width == 0)
    #expect(ProposedViewSize.zero.height == 0)
    #expect(ProposedViewSize.infinity.width == .infinity)
    #expect(ProposedViewSize.infinity.height == .infinity)
    #expect(ProposedViewSize.unspecified.width == nil)
    #expect(ProposedViewSize.unspecified.height == nil)
  }

  // §2: a proposal built from a size offers exactly that size on both axes.
  @Test func proposalFromSize() {
    let proposal = ProposedViewSize(CGSize(300, 60))
    #expect(proposal == ProposedViewSize(width: 300, height: 60))
    #expect(proposal != ProposedViewSize(width: 60, height: 300))
  }

  // §2 [APPLE]: "The default is 10×10", substituted per axis for nil only.
  @Test func replacingUnspecifiedDimensionsDefaultsToTen() {
    #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(10, 10))
    #expect(
      ProposedViewSize(width: 50, height: nil).replacingUnspecifiedDimensions() == CGSize(50, 10))
    #expect(
      ProposedViewSize(width: nil, height: 70).replacingUnspecifiedDimensions() == CGSize(10, 70))
    // Zero and infinity are values, not "unspecified": they stay.
    #expect(ProposedViewSize.zero.replacingUnspecifiedDimensions() == CGSize(0, 0))
    #expect(
      ProposedViewSize.infinity.replacingUnspecifiedDimensions() == CGSize(.infinity, .infinity))
  }

  // §2: with an argument, each nil axis takes the matching dimension of the given size.
  @Test func replacingUnspecifiedDimensionsWithArgument() {
    let fallback = CGSize(123, 45)
    #expect(
      ProposedViewSize.unspecified.replacingUnspecifiedDimensions(by: fallback) == CGSize(123, 45))
    #expect(
      ProposedViewSize(width: 7, height: nil).replacingUnspecifiedDimensions(by: fallback)
        == CGSize(7, 45))
    #expect(
      ProposedViewSize(width: nil, height: 0).replacingUnspecifiedDimensions(by: fallback)
        == CGSize(123, 0))
    #expect(
      ProposedViewSize(width: 300, height: 60).replacingUnspecifiedDimensions(by: fallback)
        == CGSize(300, 60))
  }

  // §3.1 with §2: a greedy view's answer to each named proposal: 10×10 ideal, ∞ at ∞, 0 at 0.
  @Test func greedyViewAnswersNamedProposals() {
    #expect(Color.red.size(for: .unspecified) == CGSize(10, 10))
    #expect(Color.red.size(for: .zero) == CGSize(0, 0))
    #expect(Color.red.size(for: .infinity) == CGSize(.infinity, .infinity))
  }
}
