import LayoutCore
import LayoutTestSupport
import Testing

/// `zIndex` changes only the drawing order: every frame is the one without it (Apple's
/// documentation of `View.zIndex(_:)`; Docs §5.1).
@Suite struct ZIndexTests {
  @Test func zIndexChangesNoFrame() {
    let plain = ZStack {
      Color.red.frame(width: 100, height: 60)
      Color.yellow.frame(width: 60, height: 20)
    }.laidOut()
    let ordered = ZStack {
      Color.red.frame(width: 100, height: 60).zIndex(1)
      Color.yellow.frame(width: 60, height: 20).zIndex(-2)
    }.laidOut()
    // Centred on the default 390×844 canvas: the ZStack is 100×60 at (145, 392).
    #expect(ordered.frame(of: "ZStack") == CGRect(145, 392, 100, 60))
    #expect(ordered.frame(of: "Color", label: "yellow") == CGRect(165, 412, 60, 20))
    #expect(ordered.frame(of: "Color", label: "red") == plain.frame(of: "Color", label: "red"))
  }
}
