import LayoutCore
import LayoutTestSupport
import Testing
import ViewSource

/// Optionals as view code uses them (issue #13): `nil`, `??` with implicit members typed by
/// the context, `if let` in all its forms; a property that is `nil` takes the `else`.
@Suite struct OptionalSyntaxTests {
  static func texts(_ source: String) throws -> [String] {
    let parsed = SceneParser.parse(source)
    #expect(parsed.diagnostics.filter { $0.severity != .note }.map(\.description) == [])
    let tree = try #require(parsed.tree)
    let result = LayoutEngine().layout(tree, in: CGSize(width: 400, height: 300))
    return result.root.nodes(named: "Text").compactMap(\.label)
  }

  @Test func ifLetTakesTheElseForNilAndBindsOtherwise() throws {
    let texts = try Self.texts(
      """
      struct ContentView: View {
          var subtitle: String? = nil
          var title: String? = "Inbox"
          var badge: Int?
          var isVisible = true
          var body: some View {
              VStack {
                  if let subtitle {
                      Text(subtitle)
                  } else {
                      Text("no subtitle")
                  }
                  if let name = title, let count = badge, isVisible {
                      Text(name + String(count))
                  } else if var name = title {
                      Text(name)
                  }
                  Text(subtitle ?? "fallback")
              }
          }
      }
      """)
    #expect(texts == ["no subtitle", "Inbox", "fallback"])
  }

  // `color ?? .blue` as a colour argument reads `.blue` as `Color.blue`; the 100×50 frame
  // centred in 400×300 is at (150, 125).
  @Test func nilCoalescingTypesItsRightSideFromTheContext() throws {
    let parsed = SceneParser.parse(
      "let tint: Color? = nil\nlet width: CGFloat? = nil\nColor.clear.frame(width: width ?? 100, height: 50).background(tint ?? .blue)"
    )
    #expect(parsed.diagnostics.isEmpty)
    let result = LayoutEngine().layout(
      try #require(parsed.tree), in: CGSize(width: 400, height: 300))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(150, 125, 100, 50))
  }
}
