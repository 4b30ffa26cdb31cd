import LayoutCore
import LayoutTestSupport
import Testing
import ViewSource

/// A ternary's branches take the type of the place it stands in (issue #13:
/// `useRed ? .red : .blue` was read as optional chaining and refused).
@Suite struct TernaryContextTests {
  @Test(arguments: [
    // a colour argument, a colour view, an edge set, an alignment, a number
    ("Color.clear.frame(width: 100, height: 50).background(useRed ? .red : .blue)", "red"),
    ("(useRed ? Color.red : .blue).frame(width: 100, height: 50)", "red"),
    ("Color.red.frame(width: 100, height: 50).padding(useRed ? .horizontal : .vertical, 0)", "red"),
    ("Color.red.frame(width: 100, height: 50, alignment: useRed ? .leading : .trailing)", "red"),
    ("Color.red.frame(width: useRed ? 100 : 0.5, height: 50).opacity(useRed ? 1 : 0.5)", "red"),
  ])
  func implicitMembersAreTypedByTheArgument(_ line: String, _ color: String) throws {
    let parsed = SceneParser.parse("let useRed = true\n" + line)
    #expect(parsed.diagnostics.map(\.description) == [])
    let result = LayoutEngine().layout(
      try #require(parsed.tree), in: CGSize(width: 400, height: 200))
    // 100×50 centred in 400×200.
    #expect(result.frame(of: "Color", label: color) == CGRect(150, 75, 100, 50))
  }

  // Optional chaining is the `?` written against its value.
  @Test func optionalChainingStillReadsTheValue() throws {
    let parsed = SceneParser.parse(
      "let size: CGSize? = CGSize(width: 100, height: 50)\nColor.red.frame(width: size?.width, height: size!.height)"
    )
    #expect(parsed.diagnostics.map(\.description) == [])
    let result = LayoutEngine().layout(
      try #require(parsed.tree), in: CGSize(width: 400, height: 200))
    #expect(result.frame(of: "Color") == CGRect(150, 75, 100, 50))
  }
}
