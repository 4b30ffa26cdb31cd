import LayoutCore
import LayoutTestSupport
import Testing

@testable import ViewSource

/// `ViewModifier` structs applied with `.modifier(...)`, modifiers declared in other files,
/// `.constant` bindings, and one error for one cause (issue #13).
@Suite struct ViewModifierStructTests {
  static let scene = """
    struct Inset: ViewModifier {
        var amount: CGFloat = 10

        func body(content: Content) -> some View {
            content
                .padding(amount)
                .background(Color.gray)
        }
    }

    extension View {
        func inset(_ amount: CGFloat = 10) -> some View {
            modifier(Inset(amount: amount))
        }
    }

    VStack(spacing: 0) {
        Color.red.frame(width: 40, height: 20).modifier(Inset())
        Color.blue.frame(width: 40, height: 20).inset(5)
    }
    """

  // padding (reference §7) around each 40×20 colour: 10 on each side gives 60×40, 5 gives
  // 50×30; the VStack of the two (70 high) is centred in 400×400: y 165.
  @Test func aModifierStructWrapsItsContent() throws {
    let result = try layOutData(Self.scene)
    #expect(result.frame(of: "Color", label: "red") == CGRect(180, 175, 40, 20))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(180, 210, 40, 20))
    #expect(
      result.root.nodes(named: "padding").map(\.frame) == [
        CGRect(170, 165, 60, 40), CGRect(175, 205, 50, 30),
      ])
  }

  @Test func aModifierStructWithoutBodyIsOneError() {
    let source = """
      struct Plain: ViewModifier {
          var amount = 1
      }
      Color.red.modifier(Plain())
      """
    #expect(
      dataErrors(source) == [
        "1:8: error: 'Plain' has no 'func body(content: Content) -> some View { ... }'"
      ])
  }

  // `.cardStyle()` and `CardStyle()` declared in another file of the app: kept as written,
  // changing nothing, with one warning each; a near miss of a known name is still an error.
  @Test func modifiersDeclaredElsewhereAreKeptWithAWarning() throws {
    let source = """
      VStack {
          Color.red.frame(width: 40, height: 20).cardStyle()
          Color.blue.frame(width: 40, height: 20).cardStyle().modifier(Shine())
      }
      """
    let parsed = SceneParser.parse(source)
    #expect(
      parsed.diagnostics.map(\.description) == [
        "2:44: warning: unknown modifier 'cardStyle': kept, not applied",
        "3:66: warning: unknown modifier 'Shine': kept, not applied",
      ])
    let printed = try ScenePrinter.print(#require(parsed.tree))
    #expect(printed.contains(".cardStyle()"))
    #expect(printed.contains(".modifier(Shine())"))
    #expect(
      dataErrors("Color.red.paddin(4)") == [
        "1:11: error: unknown modifier 'paddin'; did you mean 'padding'?"
      ])
  }

  // A preview's `.constant(3)` binding is its value; `Binding.constant` too.
  @Test func aConstantBindingIsItsValue() throws {
    let source = """
      struct Bar: View {
          @Binding var width: CGFloat
          var body: some View { Color.red.frame(width: width, height: 10) }
      }
      #Preview {
          VStack(spacing: 0) {
              Bar(width: .constant(30))
              Bar(width: Binding.constant(50))
          }
      }
      """
    let result = try layOutData(source)
    #expect(result.root.nodes(named: "frame").map(\.frame.width) == [30, 50])
  }

  // A property whose value failed is one error, at its cause: its uses are not more errors
  // ("cannot find 'rating' in scope" followed the first one before).
  @Test func aFailedPropertyIsOneError() {
    let source = """
      struct Stars: View {
          var rating: Int
          var label: String { String(rating.nope) }
          var body: some View {
              HStack {
                  Text(label)
                  Text("\\(rating)")
                  Text(label)
              }
          }
      }
      #Preview { Stars(rating: .nothing(3)) }
      """
    #expect(dataErrors(source) == ["12:26: error: type 'Int' has no function 'nothing'"])
  }
}
