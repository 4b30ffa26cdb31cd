import LayoutCore
import LayoutTestSupport
import Testing

@testable import ViewSource

/// Grid, GridRow, the grid-cell modifiers and ViewThatFits in a scene (Docs §14.1, §14.2):
/// SwiftUI's spelling builds the nodes, prints back as written and reads back to the same
/// tree; a file with a Grid edited changes only the edited bytes; every diagnostic word for
/// word.
@Suite struct GridSceneTests {
  static let canonical = """
    import SwiftUI

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 4) {
            GridRow(alignment: .top) {
                Text("a")
                Color.red
                    .gridCellColumns(2)
            }
            Divider()
                .gridCellUnsizedAxes(.horizontal)
            GridRow {
                Text("b")
                    .gridColumnAlignment(.trailing)
                Text("c")
                    .gridCellAnchor(.topLeading)
                ViewThatFits(in: .horizontal) {
                    Text("Hello world")
                    Text("Hi")
                }
            }
        }
    }

    """

  @Test func parsesAndPrintsBack() throws {
    let parsed = SceneParser.parse(Self.canonical)
    #expect(parsed.diagnostics.isEmpty)
    let expected = ViewNode(
      .grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: nil),
      children: [
        ViewNode(
          .gridRow(alignment: .top),
          children: [
            ViewNode(.text("a")),
            ViewNode(.gridCell(.columns(2)), children: [ViewNode(.color(.red))]),
          ]),
        ViewNode(.gridCell(.unsizedAxes(.horizontal)), children: [ViewNode(.divider)]),
        ViewNode(
          .gridRow(alignment: nil),
          children: [
            ViewNode(.gridCell(.columnAlignment(.trailing)), children: [ViewNode(.text("b"))]),
            ViewNode(.gridCell(.anchor(.topLeading)), children: [ViewNode(.text("c"))]),
            ViewNode(
              .viewThatFits(axes: .horizontal),
              children: [ViewNode(.text("Hello world")), ViewNode(.text("Hi"))]),
          ]),
      ])
    #expect(parsed.tree == expected)
    let printed = try #require(parsed.tree.map(ScenePrinter.print))
    #expect(printed == Self.canonical, "\(lineDiff(Self.canonical, printed))")
    #expect(SceneParser.parse(printed).tree == expected)
  }

  // The defaults print as nothing: `Grid {`, `GridRow {`, `ViewThatFits {`; the other forms
  // of the arguments read as SwiftUI reads them.
  @Test func defaultsAndOtherSpellings() throws {
    let source = """
      Grid(verticalSpacing: 0) {
          GridRow(alignment: .firstTextBaseline) {
              Text("a").gridCellUnsizedAxes([.horizontal, .vertical])
              Text("b").gridCellAnchor(UnitPoint(x: 0.25, y: 1))
          }
          ViewThatFits(in: []) {
              Text("c")
          }
          ViewThatFits(in: [.horizontal, .vertical]) {
              Text("d")
          }
      }
      """
    let parsed = SceneParser.parse(source)
    #expect(parsed.diagnostics.isEmpty)
    let tree = try #require(parsed.tree)
    #expect(tree.kind == .grid(alignment: .center, horizontalSpacing: nil, verticalSpacing: 0))
    #expect(tree.children[0].children[0].kind == .gridCell(.unsizedAxes([.horizontal, .vertical])))
    #expect(tree.children[0].children[1].kind == .gridCell(.anchor(UnitPoint(x: 0.25, y: 1))))
    #expect(tree.children[1].kind == .viewThatFits(axes: []))
    #expect(tree.children[2].kind == .viewThatFits(axes: [.horizontal, .vertical]))
    let printed = ScenePrinter.view(tree)
    #expect(printed.contains("Grid(verticalSpacing: 0) {"))
    #expect(printed.contains("ViewThatFits(in: []) {"))
    #expect(printed.contains("\n    ViewThatFits {\n"))
    #expect(printed.contains(".gridCellAnchor(UnitPoint(x: 0.25, y: 1))"))
    #expect(printed.contains(".gridCellUnsizedAxes([.horizontal, .vertical])"))
    #expect(SceneParser.parse(printed).tree == tree)
  }

  // ForEach inside a Grid makes rows, inside a GridRow cells (§14.1): two rows of three
  // 10×20 texts, columns 10 + 8 + 10 + 8 + 10 = 46 wide, rows 20 + 8 + 20 = 48 tall, at
  // ((390 − 46)/2, (844 − 48)/2).
  @Test func forEachMakesRowsAndCells() throws {
    let parsed = SceneParser.parse(
      """
      Grid {
          ForEach(0..<2) { row in
              GridRow {
                  ForEach(0..<3) { column in
                      Text("\\(column)")
                  }
              }
          }
      }
      """)
    #expect(parsed.diagnostics.isEmpty)
    let tree = try #require(parsed.tree)
    let result = LayoutEngine().layout(tree, in: CGSize(390, 844))
    #expect(result.frame(of: "Grid") == CGRect(172, 398, 46, 48))
    #expect(result.frames(of: "GridRow") == [CGRect(172, 398, 46, 20), CGRect(172, 426, 46, 20)])
    #expect(result.frames(of: "Text").map(\.minX) == [172, 190, 208, 172, 190, 208])
  }

  @Test(arguments: [
    ("Text(\"a\").gridCellColumns(\"two\")", "1:27: error: cannot use a string as 'Int'"),
    ("Text(\"a\").gridCellColumns(1.5)", "1:27: error: cannot use a number as 'Int'"),
    ("Text(\"a\").gridCellColumns(0)", "1:27: error: 'gridCellColumns' must be at least 1"),
    ("ViewThatFits(in: .top) { Text(\"a\") }", "1:18: error: type 'Axis.Set' has no member 'top'"),
    (
      "Grid(horizontalSpacing: \"wide\") { Text(\"a\") }",
      "1:25: error: cannot use a string as 'CGFloat'"
    ),
    (
      "Text(\"a\").gridColumnAlignment(.top)",
      "1:31: error: type 'HorizontalAlignment' has no member 'top'"
    ),
    ("Text(\"a\").gridCellAnchor(.middle)", "1:26: error: type 'UnitPoint' has no member 'middle'"),
    (
      "GridRow(alignment: .leading) { Text(\"a\") }",
      "1:20: error: type 'VerticalAlignment' has no member 'leading'"
    ),
  ])
  func diagnostics(_ source: String, _ expected: String) {
    let parsed = SceneParser.parse(source)
    #expect(parsed.diagnostics.map(\.description) == [expected], "\(source)")
  }

  // Grid and ViewThatFits are laid out now: no longer named as unsupported.
  @Test func noLongerUnsupported() {
    for name in ["Grid", "GridRow", "ViewThatFits"] {
      #expect(!Catalog.unsupportedViews.contains(name))
      #expect(Catalog.view(named: name) != nil)
    }
  }

  // MARK: Lossless edits (issue #12)

  static let file = """
    import SwiftUI

    // A settings table.
    struct SettingsGrid: View {
        var body: some View {
            Grid(alignment: .leading, horizontalSpacing: 4) {
                GridRow {
                    Text("Name")   // header
                        .bold()
                    Text("Value")
                        .gridColumnAlignment(.trailing)
                }
                Divider()
                    .gridCellUnsizedAxes(.horizontal)
                GridRow(alignment: .firstTextBaseline) {
                    Text("Width")
                    Text("10")
                        .gridCellColumns(2)
                }
            }
        }
    }

    #Preview {
        SettingsGrid()
    }

    """

  static func edited(_ edit: TreeEdit) throws -> String { editedFile(file, edit) }

  @Test func aGridSpacingIsReplacedInPlace() throws {
    let text = try Self.edited(.set(.named("horizontalSpacing"), .length(12), at: []))
    #expect(
      text
        == Self.file.replacingOccurrences(of: "horizontalSpacing: 4", with: "horizontalSpacing: 12")
    )
  }

  @Test func aGridSpacingIsAddedAfterTheOthers() throws {
    let text = try Self.edited(.set(.named("verticalSpacing"), .length(0), at: []))
    #expect(
      text
        == Self.file.replacingOccurrences(
          of: "horizontalSpacing: 4)", with: "horizontalSpacing: 4, verticalSpacing: 0)"))
  }

  @Test func aColumnAlignmentIsReplacedInPlace() throws {
    let text = try Self.edited(.set(.named("alignment"), .horizontalGuide(.center), at: [0, 1]))
    #expect(
      text
        == Self.file.replacingOccurrences(
          of: ".gridColumnAlignment(.trailing)", with: ".gridColumnAlignment(.center)"))
  }

  @Test func aCellsColumnsAreReplacedInPlace() throws {
    let text = try Self.edited(.set(.named("columns"), .count(3), at: [2, 1]))
    #expect(
      text == Self.file.replacingOccurrences(of: ".gridCellColumns(2)", with: ".gridCellColumns(3)")
    )
  }

  @Test func theUnsizedModifierLineIsRemoved() throws {
    let text = try Self.edited(.unwrap(at: [1]))
    #expect(
      text
        == Self.file.replacingOccurrences(
          of: "                .gridCellUnsizedAxes(.horizontal)\n", with: ""))
  }
}
