import LayoutCore
import LayoutTestSupport
import Testing

/// `offset`: a render effect that keeps the view's layout slot; only the drawing moves
/// (reference §7 `OffsetEffect`, §11 #14).
@Suite struct OffsetTests {
  // §7: "offset does not move the view's layout slot. Siblings are laid out as if there were
  // no offset." HStack(spacing: 0) of two 50×50 blocks is 100×50 at (145, 397). The offset
  // node keeps the slot (145, 397); its content is drawn at (145 + 20, 397 + 10); the blue
  // sibling stays at x 195.
  @Test func offsetKeepsTheLayoutSlot() throws {
    let result = HStack(spacing: 0) {
      Color.red.frame(width: 50, height: 50).offset(x: 20, y: 10)
      Color.blue.frame(width: 50, height: 50)
    }.laidOut()
    #expect(result.frame(of: "HStack") == CGRect(145, 397, 100, 50))
    let offset = try #require(result.root.nodes(named: "offset").first)
    #expect(offset.frame == CGRect(145, 397, 50, 50))
    #expect(offset.children.first?.frame == CGRect(165, 407, 50, 50))
    #expect(result.frame(of: "Color", label: "red") == CGRect(165, 407, 50, 50))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(195, 397, 50, 50))
  }

  // §7: the size is unchanged for every proposal; a stack holding an offset view has the same
  // size and the same sibling frames as without the offset.
  @Test func offsetDoesNotChangeSizes() throws {
    for proposal in [ProposedViewSize.unspecified, .zero, .infinity,
      ProposedViewSize(width: 33, height: 44)]
    {
      #expect(Color.red.offset(x: 100, y: -7).size(for: proposal)
        == Color.red.size(for: proposal), "\(proposal)")
      #expect(Text("Hello world").offset(x: 5).size(for: proposal)
        == Text("Hello world").size(for: proposal), "\(proposal)")
    }
    let with = VStack {
      Text("Hello").offset(y: -30)
      Color.green
    }.laidOut()
    let without = VStack {
      Text("Hello")
      Color.green
    }.laidOut()
    #expect(with.frame(of: "VStack") == without.frame(of: "VStack"))
    #expect(with.frame(of: "Color") == without.frame(of: "Color"))
    // The Text itself is drawn 30 higher than its slot.
    let slot = try #require(without.frame(of: "Text"))
    #expect(with.frame(of: "Text") == slot.offsetBy(dx: 0, dy: -30))
  }

  // §7: the content is proposed what the offset view was proposed: a greedy Color offset by
  // (5, −5) on the canvas fills 390×844 and is drawn at (5, −5).
  @Test func contentGetsTheSameProposal() throws {
    let result = Color.red.offset(x: 5, y: -5).laidOut()
    #expect(result.frame(of: "offset") == CGRect(0, 0, 390, 844))
    #expect(result.frame(of: "Color") == CGRect(5, -5, 390, 844))
    let color = try #require(result.root.nodes(named: "Color").first)
    #expect(color.proposal == ProposedViewSize(width: 390, height: 844))
  }

  // §7: offsets compose: two offsets add, the outer slot stays put.
  @Test func nestedOffsetsAdd() {
    let result = Color.red.frame(width: 10, height: 10).offset(x: 3).offset(x: 4, y: 5).laidOut()
    #expect(result.frames(of: "offset").first == CGRect(190, 417, 10, 10))
    #expect(result.frame(of: "Color") == CGRect(197, 422, 10, 10))
  }
}
