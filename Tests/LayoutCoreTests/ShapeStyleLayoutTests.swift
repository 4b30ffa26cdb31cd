import LayoutCore
import LayoutTestSupport
import Testing

/// Shape styles and shape modifiers as parents see them (reference §21): a gradient is greedy
/// like `Color` (§3.1), and a shape made by `trim`, `inset`, `rotation`, `offset` or `scale`
/// takes the proposal like its base. The canvas is 390×844, the root centred (§1.1).
@Suite struct ShapeStyleLayoutTests {
  /// §3.1 and §4.2: a gradient beside "Hi" (20×20) in an HStack takes what the text leaves:
  /// 390 − 20 − 8 (the default spacing) = 362, the full 844 high; the text follows at
  /// 362 + 8 = 370, centred on 844: (844 − 20) / 2 = 412.
  @Test func aGradientSharesAStackLikeColor() {
    let result = HStack {
      LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
      Text("Hi")
    }.laidOut()
    #expect(result.frame(of: "LinearGradient") == CGRect(0, 0, 362, 844))
    #expect(result.frame(of: "Text") == CGRect(370, 412, 20, 20))
  }

  /// §3.1: fixed, a gradient is Color's 10×10 ideal, centred: ((390 − 10) / 2, (844 − 10) / 2)
  /// = (190, 417).
  @Test func aFixedGradientIsTenByTen() {
    let result = RadialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: 9)
      .fixedSize().laidOut()
    #expect(result.frame(of: "RadialGradient") == CGRect(190, 417, 10, 10))
  }

  /// §21.4: `inset(by: 10)` changes the path, not the size: in a 140×140 frame the inset
  /// circle is 140×140 at ((390 − 140) / 2, (844 − 140) / 2) = (125, 352), as the stroked
  /// full circle beside it in the ZStack.
  @Test func aModifiedShapeTakesTheProposal() {
    let result = ZStack {
      Circle().stroke(.gray, lineWidth: 12)
      Circle().trim(from: 0, to: 0.68).stroke(.green, lineWidth: 12)
      Circle().inset(by: 10).strokeBorder(.blue, lineWidth: 2)
    }.frame(width: 140, height: 140).laidOut()
    #expect(result.frames(of: "Circle") == Array(repeating: CGRect(125, 352, 140, 140), count: 3))
  }

  /// §21.1: evenly spaced colours sit at i / (n − 1): three colours at 0, 0.5 and 1; one
  /// colour at 0. The first colour is what the terminal draws (§12, item 30).
  @Test func evenlySpacedStops() {
    let three = Gradient.colors([.red, .green, .blue]).resolvedStops.map(\.location)
    #expect(three == [0, 0.5, 1])
    #expect(Gradient.colors([.red]).resolvedStops.map(\.location) == [0])
    let stops = Gradient.stops([
      .init(color: .blue, location: 0.9), .init(color: .red, location: 0.1),
    ])
    #expect(stops.firstColor == .red)
    #expect(Gradient.colors([]).firstColor == .clear)
  }
}
