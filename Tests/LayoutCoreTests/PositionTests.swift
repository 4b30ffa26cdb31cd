import LayoutCore
import LayoutTestSupport
import Testing

/// `position(x:y:)`: the view takes the whole proposal and centres its content on the point in
/// its own coordinates (reference §7 `PositionLayout`, §11 #14, the seed article's last method).
@Suite struct PositionTests {
  // §7: "`p` if both set, else nil axes = child's size for `p`". The content does not matter
  // when both axes are proposed; a nil axis takes the Text's answer (50×20 for "Hello").
  @Test func takesTheWholeProposal() {
    let view = Text("Hello").position(x: 10, y: 10)
    #expect(view.size(for: ProposedViewSize(width: 300, height: 60)) == CGSize(300, 60))
    #expect(view.size(for: .zero) == CGSize(0, 0))
    #expect(view.size(for: ProposedViewSize(width: 300, height: nil)) == CGSize(300, 20))
    #expect(view.size(for: ProposedViewSize(width: nil, height: 60)) == CGSize(50, 60))
    #expect(view.size(for: .unspecified) == CGSize(50, 20))
  }

  // §7: "child proposed own size S, anchored center at (x, y)". On the canvas the position view
  // is 390×844 at the origin; a 40×20 block centred on (100, 50) is at (80, 40).
  @Test func centresTheContentOnThePoint() {
    let result = Color.red.frame(width: 40, height: 20).position(x: 100, y: 50).laidOut()
    #expect(result.frame(of: "position") == CGRect(0, 0, 390, 844))
    #expect(result.frame(of: "Color") == CGRect(80, 40, 40, 20))
  }

  // Seed article ("GeometryReader" method): GeometryReader is proposed 300×60 and takes it;
  // the Text inside is positioned at (300/2, 60/2); the position view takes the reader's
  // 300×60 and the Text (110×20) is centred on (150, 30). The 300×60 frame is at (45, 392), so
  // the Text is at (45 + 150 − 55, 392 + 30 − 10) = (140, 412). The brown background is
  // proposed the position view's size and covers the whole 300×60.
  @Test func seedArticleGeometryReaderCentring() {
    let result = GeometryReader { proxy in
      Text("Hello world")
        .position(x: proxy.size.width / 2, y: proxy.size.height / 2)
        .background(Color.brown)
    }
    .frame(width: 300, height: 60)
    .laidOut()
    #expect(result.frame(of: "GeometryReader") == CGRect(45, 392, 300, 60))
    #expect(result.frame(of: "position") == CGRect(45, 392, 300, 60))
    #expect(result.frame(of: "Text") == CGRect(140, 412, 110, 20))
    #expect(result.frame(of: "Color", label: "brown") == CGRect(45, 392, 300, 60))
  }

  // §7: the content is proposed the position view's size, so a greedy Color becomes 300×60
  // and, centred on (50, 50), starts at (50 − 150, 50 − 30) in the view: (45 − 100, 392 + 20).
  @Test func contentIsProposedThePositionViewsSize() throws {
    let result = Color.red.position(x: 50, y: 50).frame(width: 300, height: 60).laidOut()
    let color = try #require(result.root.nodes(named: "Color").first)
    #expect(color.proposal == ProposedViewSize(width: 300, height: 60))
    #expect(color.frame == CGRect(-55, 412, 300, 60))
  }

  // §7 "`position` makes a view greedy" (§11 #14): in an HStack(spacing: 0) of 300×100 the
  // fixed 50-wide Color is the less flexible child and keeps 50; the positioned Text, minimum 0
  // and maximum ∞, takes the remaining 250. The frame is at (45, 372); "Hi" (20×20) is
  // centred on (10, 10) of the position view: (45, 372).
  @Test func positionIsGreedyInAStack() {
    let result = HStack(spacing: 0) {
      Text("Hi").position(x: 10, y: 10)
      Color.blue.frame(width: 50)
    }
    .frame(width: 300, height: 100)
    .laidOut()
    #expect(result.frame(of: "position") == CGRect(45, 372, 250, 100))
    #expect(result.frame(of: "Text") == CGRect(45, 372, 20, 20))
    #expect(result.frame(of: "Color") == CGRect(295, 372, 50, 100))
  }
}
