import LayoutCore
import Testing
import ViewSource

/// `rotationEffect` in a scene (Apple, `rotationEffect(_:anchor:)`): a drawing attribute that
/// changes no frame (§7), printed back canonically; an angle the grid cannot draw says so
/// (§12 item 34), and `shadow` and `blur` say why they are not drawn (§12 item 38).
@Suite struct RotationEffectSceneTests {
  @Test(arguments: [
    (
      "Color.red.rotationEffect(.degrees(90))",
      ViewAttribute.rotationEffect(.degrees(90), anchor: .center),
      "Color.red\n        .rotationEffect(.degrees(90))"
    ),
    (
      "Color.red.rotationEffect(Angle(degrees: 180), anchor: .topLeading)",
      .rotationEffect(.degrees(180), anchor: .topLeading),
      "Color.red\n        .rotationEffect(.degrees(180), anchor: .topLeading)"
    ),
  ])
  func readsAndPrints(_ source: String, _ attribute: ViewAttribute, _ printed: String) throws {
    let parsed = SceneParser.parse(source)
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.description))")
    let tree = try #require(parsed.tree)
    #expect(tree == ViewNode(.color(.red), attributes: [attribute]))
    #expect(ScenePrinter.print(tree).contains(printed))
    #expect(SceneParser.parse(ScenePrinter.print(tree)).tree == tree)
  }

  @Test func anAngleThatIsNotAQuarterTurnGetsANote() {
    let parsed = SceneParser.parse("Color.red.rotationEffect(.degrees(30))")
    #expect(
      parsed.diagnostics.map(\.description) == [
        "1:11: note: 'rotationEffect' by 30° changes no layout: drawn unturned, only quarter "
          + "turns are drawable with box glyphs (§12 item 34)"
      ])
  }

  @Test func shadowAndBlurSayWhyTheyAreNotDrawn() {
    let parsed = SceneParser.parse("Color.red.shadow(radius: 4).blur(radius: 2)")
    #expect(
      parsed.diagnostics.map(\.description) == [
        "1:11: note: 'shadow' changes no layout: kept, not drawn (a cell cannot be partly "
          + "shaded, §12 item 38)",
        "1:29: note: 'blur' changes no layout: kept, not drawn (a cell cannot be partly "
          + "shaded, §12 item 38)",
      ])
  }
}
