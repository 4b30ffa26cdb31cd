import LayoutCore
import LayoutTestSupport
import Testing
import ViewSource

/// Labelled and unlabelled tuples are values (issue #13: `axis: (x: 0, y: 1, z: 0)` was
/// refused), read by label (`.x`) or position (`.0`).
@Suite struct TupleValueTests {
  // A 120×60 colour centred in 400×200: (140, 70).
  @Test func tupleMembersReadByLabelAndPosition() throws {
    let parsed = SceneParser.parse(
      "let size = (width: 120, height: 60)\nlet pair = (120, 60)\nColor.red.frame(width: size.width, height: pair.1)"
    )
    #expect(parsed.diagnostics.isEmpty)
    let result = LayoutEngine().layout(
      try #require(parsed.tree), in: CGSize(width: 400, height: 200))
    #expect(result.frame(of: "Color") == CGRect(140, 70, 120, 60))
  }

  @Test func aTupleInterpolatesAsSwiftPrintsIt() throws {
    let parsed = SceneParser.parse("let axis = (x: 0, y: 1, z: 0)\nText(\"\\(axis)\")")
    #expect(parsed.diagnostics.isEmpty)
    #expect(parsed.tree == ViewNode(.text("(x: 0, y: 1, z: 0)")))
  }

  @Test func aMissingMemberIsOneError() {
    let parsed = SceneParser.parse(
      "let size = (width: 120, height: 60)\nColor.red.frame(width: size.depth)")
    #expect(
      parsed.diagnostics.map(\.description) == [
        "2:29: error: a tuple of 2 elements has no member 'depth'"
      ])
  }
}
