import LayoutCore
import LayoutTestSupport
import Testing

@testable import ViewSource

/// `if case` and `guard case` conditions, and `do`/`catch` blocks, as real view code writes
/// them (issue #13). Swift's semantics: a case pattern matches as a `switch` case does; a `do`
/// block's body runs and, since nothing a scene runs throws, no `catch` clause does.
@Suite struct IfCaseAndDoTests {
  static let scene = """
    enum Tab { case home, settings(Int) }

    struct Panel: View {
        var tab: Tab
        let name: String? = "Ann"
        var body: some View {
            VStack(spacing: 0) {
                if case .settings(let count) = tab, count > 2 {
                    Color.red.frame(width: CGFloat(count) * 10, height: 10)
                }
                if case .home = tab { Color.green.frame(width: 10, height: 10) } else { Color.blue.frame(width: 20, height: 10) }
                if case .some(let text) = name {
                    Text(text)
                }
                do {
                    Color.gray.frame(width: width, height: 10)
                }
            }
        }

        var width: CGFloat {
            guard case .settings(let count) = tab else { return 5 }
            do {
                return CGFloat(count) * 20
            } catch {
                return 0
            }
        }
    }

    #Preview { Panel(tab: .settings(3)) }
    """

  // The red bar is 3 × 10 wide, the else branch gives blue, "Ann" is 30 wide, the gray bar
  // takes the do body's 3 × 20.
  @Test func casePatternsAndDoBlocksRunAsSwiftRunsThem() throws {
    let result = try layOutData(Self.scene)
    #expect(result.root.nodes(named: "Color").map(\.label) == ["red", "blue", "gray"])
    #expect(result.frame(of: "Color", label: "red")?.width == 30)
    #expect(result.frame(of: "Color", label: "gray")?.width == 60)
    #expect(result.frame(of: "Text", label: "Ann")?.width == 30)
  }

  // An action's `do { try await ... } catch { ... }` is kept, as every action is.
  @Test func anActionsDoCatchIsAccepted() throws {
    let source = """
      Text("Load").onTapGesture {
          Task {
              do {
                  try await model.load()
              } catch let error as URLError {
                  print(error)
              } catch {
                  print(error)
              }
          }
      }
      """
    let parsed = SceneParser.parse(source)
    #expect(parsed.diagnostics.filter { $0.severity == .error }.map(\.description) == [])
    #expect(parsed.tree?.kind == .text("Load"))
  }

  @Test func aCasePatternWithoutItsValueIsOneError() {
    #expect(
      dataErrors("let x = 1\nif case .some(let y) x { Text(\"a\") }") == [
        "2:22: error: expected '=' after the case pattern, found 'x'"
      ])
  }

  // The printer writes the conditions and blocks back as Swift.
  @Test func casePatternsAndDoBlocksPrintAsWritten() throws {
    let items = Parser.parse(
      "if case .badge(let n) = item { Text(\"a\") }\ndo { Text(\"b\") } catch let e as URLError { Text(\"c\") }"
    )
    #expect(
      items.items.map { SyntaxPrinter.print($0, indent: "") } == [
        "if case .badge(let n) = item {\n    Text(\"a\")\n}",
        "do {\n    Text(\"b\")\n} catch let e as URLError {\n    Text(\"c\")\n}",
      ])
  }
}
