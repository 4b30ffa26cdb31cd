import LayoutCore
import LayoutTestSupport
import Testing

@testable import ViewSource

/// Helper methods and computed properties of View structs, top-level functions, and
/// properties in extensions (`extension View`, of a View struct, `extension Color`) build
/// views and values as Swift calls them (issue #13).
@Suite struct HelperMethodTests {
  static let scene = """
    extension Color {
        static let brand = Color.blue
    }

    extension View {
        var card: some View {
            padding(5)
        }
    }

    func bar(_ width: CGFloat) -> some View {
        Color.red.frame(width: width, height: 10)
    }

    struct ContentView: View {
        let items = ["a", "b"]
        var isEmpty: Bool { items.isEmpty }

        var body: some View {
            VStack(spacing: 0) {
                header
                row("x")
                bar(40)
                if !isEmpty {
                    Color.brand.frame(width: width(for: 2), height: 10).card
                }
            }
        }

        private func row(_ title: String) -> some View {
            Text(title)
        }

        private func width(for count: Int) -> CGFloat {
            CGFloat(count) * 15
        }
    }

    extension ContentView {
        @ViewBuilder var header: some View {
            Text("Head")
        }
    }

    """

  // "Head" 40×20, "x" 10×20, the 40×10 bar, the 30×10 brand colour padded by 5 (40×20):
  // 70 high at y 165.
  @Test func helpersBuildTheirViews() throws {
    let result = try layOutData(Self.scene)
    #expect(result.frame(of: "Text", label: "Head") == CGRect(180, 165, 40, 20))
    #expect(result.frame(of: "Text", label: "x") == CGRect(195, 185, 10, 20))
    #expect(result.frame(of: "Color", label: "red") == CGRect(180, 205, 40, 10))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(185, 220, 30, 10))
  }

  // The Text inside `row` was written once, in the helper: setting its padding there would
  // change every row; removing it removes the use, `row("x")`.
  @Test func removingAHelpersViewRemovesItsUse() {
    guard case .edited(let edited, _, _) = SourceEditor.apply(.remove(at: [1]), to: Self.scene)
    else {
      Issue.record("the edit was refused")
      return
    }
    #expect(edited == Self.scene.replacingOccurrences(of: "            row(\"x\")\n", with: ""))
  }

  @Test func aWrongLabelIsSaidAsSwiftSaysIt() {
    #expect(
      dataErrors(
        "func bar(_ width: CGFloat) -> some View {\n    Color.red.frame(width: width)\n}\nbar(size: 3)"
      )
      .first?.hasPrefix("4:") == true)
  }
}
