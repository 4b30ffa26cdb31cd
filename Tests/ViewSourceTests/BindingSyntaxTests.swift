import LayoutCore
import LayoutTestSupport
import Testing
import ViewSource

/// `$name` passes a binding to the property `name` (issue #13: the lexer said "unexpected
/// character '$'"); for a layout a binding is the property's value, so the view bound to it
/// shows the initial value.
@Suite struct BindingSyntaxTests {
  static let scene = """
    struct NameRow: View {
        @Binding var title: String
        var body: some View {
            Text(title)
        }
    }

    struct ContentView: View {
        @State private var name = "Taylor"
        var body: some View {
            NameRow(title: $name)
        }
    }

    """

  // The root fills 400×200 and centres the Text: "Taylor" is 6 characters of 10 points and
  // one 20-point line (LayoutLab's text metrics, §12), at x (400 - 60) / 2, y (200 - 20) / 2.
  @Test func aBindingArgumentIsThePropertysValue() throws {
    let parsed = SceneParser.parse(Self.scene)
    #expect(
      parsed.diagnostics.map(\.description) == [
        "2:5: note: '@Binding' is read as a plain property: LayoutLab lays out its initial value",
        "9:5: note: '@State' is read as a plain property: LayoutLab lays out its initial value",
      ])
    let tree = try #require(parsed.tree)
    let result = LayoutEngine().layout(tree, in: CGSize(width: 400, height: 200))
    #expect(result.frame(of: "Text") == CGRect(170, 90, 60, 20))
  }

  // A binding to a member reads the member: `$size.width` is `size.width`.
  @Test func aBindingToAMemberReadsTheMember() throws {
    let parsed = SceneParser.parse(
      "let size = CGSize(width: 120, height: 40)\nColor.red.frame(width: $size.width, height: 40)")
    #expect(parsed.diagnostics.isEmpty)
    let result = LayoutEngine().layout(
      try #require(parsed.tree), in: CGSize(width: 400, height: 200))
    #expect(result.frame(of: "Color") == CGRect(140, 80, 120, 40))
  }

  @Test func aBindingToNothingIsOneError() {
    let parsed = SceneParser.parse("Text(\"a\").frame(width: $missing)")
    #expect(
      parsed.diagnostics.map(\.description) == ["1:24: error: cannot find '$missing' in scope"])
  }
}
