import LayoutCore
import LayoutTestSupport
import Testing

@testable import ViewSource

/// `GridLayout` in a scene (Docs §14.1, §9.1): `AnyLayout(GridLayout())` switched with a stack
/// layout by a property, printed back as the layout chosen, and laid out as a Grid.
@Suite struct GridLayoutSceneTests {
  static func source(isWide: Bool) -> String {
    """
    struct Adaptive: View {
        var isWide = \(isWide)
        var body: some View {
            let layout = isWide ? AnyLayout(GridLayout(horizontalSpacing: 4)) : AnyLayout(VStackLayout())
            layout {
                GridRow {
                    Text("a")
                    Text("bb")
                }
                GridRow {
                    Text("ccc")
                    Text("d")
                }
            }
        }
    }
    """
  }

  static let rows = [
    ViewNode(.gridRow(alignment: nil), children: [ViewNode(.text("a")), ViewNode(.text("bb"))]),
    ViewNode(.gridRow(alignment: nil), children: [ViewNode(.text("ccc")), ViewNode(.text("d"))]),
  ]

  @Test func theLayoutIsChosenByTheProperty() throws {
    let wide = SceneParser.parse(Self.source(isWide: true))
    #expect(wide.diagnostics.isEmpty, "\(wide.diagnostics)")
    #expect(
      wide.tree
        == ViewNode(.layout(AnyLayout(GridLayout(horizontalSpacing: 4))), children: Self.rows))
    let narrow = SceneParser.parse(Self.source(isWide: false))
    #expect(narrow.tree == ViewNode(.layout(AnyLayout(VStackLayout())), children: Self.rows))
  }

  // Printed, the grid layout is its initializer applied to the rows, which reads back the same.
  @Test func printsBackAsTheLayoutCall() throws {
    let tree = try #require(SceneParser.parse(Self.source(isWide: true)).tree)
    let printed = ScenePrinter.view(tree)
    #expect(
      printed
        == """
        GridLayout(horizontalSpacing: 4) {
            GridRow {
                Text("a")
                Text("bb")
            }
            GridRow {
                Text("ccc")
                Text("d")
            }
        }
        """)
    #expect(SceneParser.parse(printed).tree == tree)
  }

  // §14.1: laid out as a Grid, columns 30 ("ccc") and 20 ("bb") wide, 4 apart: "bb" and "d"
  // are centred in the second column, at the same x.
  @Test func laidOutAsAGrid() throws {
    let tree = try #require(SceneParser.parse(Self.source(isWide: true)).tree)
    let result = LayoutEngine().layout(tree, in: CGSize(390, 844))
    #expect(result.root.frame.width == 54)
    #expect(
      result.frame(of: "Text", label: "bb")?.midX == result.frame(of: "Text", label: "d")?.midX)
  }
}
