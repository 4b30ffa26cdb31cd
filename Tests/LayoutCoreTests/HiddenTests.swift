import LayoutCore
import LayoutTestSupport
import Testing

/// `hidden()`: Apple's documentation of `View.hidden()`: "Hidden views are invisible and can't
/// receive or respond to interactions. However, they do remain in the view hierarchy and affect
/// layout." So a hidden view is sized and placed exactly as a shown one (Docs §7).
@Suite struct HiddenTests {
  // HStack(spacing: 0) of two 50×50 blocks on the default 390×844 canvas is 100×50 at
  // (145, 397) (as in OffsetTests): hiding the red one moves nothing.
  @Test func aHiddenViewKeepsItsPlace() {
    let shown = HStack(spacing: 0) {
      Color.red.frame(width: 50, height: 50)
      Color.blue.frame(width: 50, height: 50)
    }.laidOut()
    let hidden = HStack(spacing: 0) {
      Color.red.frame(width: 50, height: 50).hidden()
      Color.blue.frame(width: 50, height: 50)
    }.laidOut()
    #expect(hidden.frame(of: "HStack") == CGRect(145, 397, 100, 50))
    #expect(hidden.frame(of: "Color", label: "red") == CGRect(145, 397, 50, 50))
    #expect(hidden.frame(of: "Color", label: "blue") == CGRect(195, 397, 50, 50))
    #expect(hidden.frame(of: "Color", label: "blue") == shown.frame(of: "Color", label: "blue"))
  }
}
