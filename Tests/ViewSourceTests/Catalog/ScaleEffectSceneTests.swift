import LayoutCore
import Testing
import ViewSource

/// `scaleEffect` in a scene: SwiftUI's three spellings (Apple's `scaleEffect(_:anchor:)` with
/// a `CGFloat` or a `CGSize`, and `scaleEffect(x:y:anchor:)`), read as a drawing attribute that
/// changes no frame (§7), printed back canonically and read again to the same tree.
@Suite struct ScaleEffectSceneTests {
  @Test(arguments: [
    (
      "Color.red.scaleEffect(2)",
      ViewAttribute.scaleEffect(CGSize(width: 2, height: 2), anchor: .center),
      "Color.red\n        .scaleEffect(2)"
    ),
    (
      "Color.red.scaleEffect(CGSize(width: 1, height: 0.5), anchor: .topLeading)",
      .scaleEffect(CGSize(width: 1, height: 0.5), anchor: .topLeading),
      "Color.red\n        .scaleEffect(x: 1, y: 0.5, anchor: .topLeading)"
    ),
    (
      "Color.red.scaleEffect(y: 3)", .scaleEffect(CGSize(width: 1, height: 3), anchor: .center),
      "Color.red\n        .scaleEffect(x: 1, y: 3)"
    ),
  ])
  func readsAndPrints(_ source: String, _ attribute: ViewAttribute, _ printed: String) throws {
    let parsed = SceneParser.parse(source)
    #expect(parsed.diagnostics.isEmpty)
    let tree = try #require(parsed.tree)
    #expect(tree == ViewNode(.color(.red), attributes: [attribute]))
    #expect(ScenePrinter.print(tree).contains(printed))
    #expect(SceneParser.parse(ScenePrinter.print(tree)).tree == tree)
  }

  @Test func aNonFiniteScaleIsAnError() {
    let parsed = SceneParser.parse("Color.red.scaleEffect(.infinity)")
    #expect(
      parsed.diagnostics.map(\.description) == ["1:11: error: 'scaleEffect' takes finite scales"])
  }
}
