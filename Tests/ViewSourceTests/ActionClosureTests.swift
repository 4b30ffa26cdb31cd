import LayoutCore
import LayoutTestSupport
import Testing

@testable import ViewSource

/// Action closures parse as the Swift they are and are never run (issue #13): assignments,
/// `try`, `await`, casts, optional chaining, `guard` and capture lists in a closure that is
/// only stored give no error, while a view builder still evaluates its closure as before.
@Suite struct ActionClosureTests {
  static let scene = """
    struct ActionRow: View {
        var title: String
        var action: () -> Void
        var body: some View {
            Text(title)
        }
    }

    struct ContentView: View {
        @State private var count = 0
        @State private var isOn = false
        var body: some View {
            VStack(spacing: 0) {
                ActionRow(title: "Add", action: { count += 1 })
                ActionRow(title: "Toggle", action: { isOn.toggle() })
                ActionRow(title: "Animate", action: { withAnimation { count = 1 } })
                ActionRow(title: "Load", action: { Task { try? await load() } })
                ActionRow(title: "Guard", action: { [weak model] in
                    guard let model, model.items.count > 0 else { return }
                    model.selected = model.items.first!.name as String?
                    let isText = model.value is String
                    count *= 2
                })
                ActionRow(title: "Typed", action: { (value: Int) -> Void in print(value) })
                ActionRow(title: "Ignored", action: { _ in })
            }
        }
    }

    """

  // Seven 20-point rows with no spacing make a 140-point column centred in 400×300: y 80;
  // "Animate" and "Ignored" are the widest, 70 points, so the column is 70 wide at x 165,
  // and each row's Text is centred in it.
  @Test func actionsParseAndNeverRun() throws {
    let parsed = SceneParser.parse(Self.scene)
    #expect(parsed.diagnostics.filter { $0.severity != .note }.map(\.description) == [])
    let tree = try #require(parsed.tree)
    let result = LayoutEngine().layout(tree, in: CGSize(width: 400, height: 300))
    #expect(result.frame(of: "VStack") == CGRect(165, 80, 70, 140))
    #expect(result.frame(of: "Text", label: "Add") == CGRect(185, 80, 30, 20))
    #expect(result.frame(of: "Text", label: "Ignored") == CGRect(165, 200, 70, 20))
  }

  // In a view builder an assignment is evaluated, and is not a view.
  @Test func anAssignmentInAViewBuilderIsOneError() {
    let parsed = SceneParser.parse("var x = 0\nVStack {\n    x = 1\n}")
    #expect(
      parsed.diagnostics.map(\.description) == [
        "3:5: error: '=' assigns, which only an action does: LayoutLab keeps actions but does not run them"
      ])
  }

  // `try` and `as` evaluate to their operand, `as` in the cast type's context.
  @Test func tryAndCastsReadTheirOperand() throws {
    let parsed = SceneParser.parse("Color.red.frame(width: try (100 as CGFloat), height: 50)")
    #expect(parsed.diagnostics.isEmpty)
    let result = LayoutEngine().layout(
      try #require(parsed.tree), in: CGSize(width: 400, height: 200))
    #expect(result.frame(of: "Color") == CGRect(150, 75, 100, 50))
  }

  // Kept closures print in canonical form (how a printed scene writes them back), and that
  // form reads back to itself.
  @Test func anActionPrintsBackAsItReads() throws {
    let source = """
      { [weak model] (value: Int) in
          guard let model, value > 0 else { return }
          model.count += try? await model.load() as Int? ?? 0
          if let name = model.name { print(name.uppercased()) }
      }
      """
    func printed(_ text: String) throws -> String {
      let (items, diagnostics) = Parser.parse(text)
      #expect(diagnostics.isEmpty)
      guard case .expression(.closure(let closure))? = items.first else {
        Issue.record("not a closure")
        return ""
      }
      return SyntaxPrinter.print(closure, indent: "")
    }
    let once = try printed(source)
    #expect(
      once == """
        { [weak model] value in
            guard let model, value > 0 else {
                return
            }
            model.count += try? await model.load() as Int? ?? 0
            if let name = model.name {
                print(name.uppercased())
            }
        }
        """)
    #expect(try printed(once) == once)
  }
}
