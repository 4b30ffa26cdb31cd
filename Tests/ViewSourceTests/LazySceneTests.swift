import LayoutCore
import LayoutTestSupport
import Testing

@testable import ViewSource

/// Lazy stacks and lazy grids in a scene (Docs §14.4, §14.5): SwiftUI's spelling builds the
/// node, prints back as written and reads back to the same tree; `columns:` is read from an
/// array literal, a stored property or `Array(repeating:count:)`; every diagnostic word for
/// word; an edit of a file with a lazy grid changes only the edited bytes.
@Suite struct LazySceneTests {
  static let canonical = """
    import SwiftUI

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) {
                Text("a")
                Text("b")
            }
            LazyHStack(alignment: .top) {
                Text("c")
            }
            LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40, maximum: 60), spacing: 4)], spacing: 2) {
                Text("d")
            }
            LazyHGrid(rows: Array(repeating: GridItem(.flexible(minimum: 20)), count: 2), alignment: .bottom, pinnedViews: [.sectionHeaders, .sectionFooters]) {
                Text("e")
            }
        }
    }

    """

  static let expected = ViewNode(
    .scrollView(axes: .vertical, showsIndicators: true, contentOffset: .zero),
    children: [
      ViewNode(
        .lazyStack(
          LazyStack(
            axis: .vertical, alignment: .leading, spacing: 4, pinnedViews: .sectionHeaders)),
        children: [ViewNode(.text("a")), ViewNode(.text("b"))]),
      ViewNode(
        .lazyStack(LazyStack(axis: .horizontal, alignment: .top)),
        children: [ViewNode(.text("c"))]),
      ViewNode(
        .lazyGrid(
          LazyGrid(
            axis: .vertical,
            items: [
              GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40, maximum: 60), spacing: 4),
            ], spacing: 2)),
        children: [ViewNode(.text("d"))]),
      ViewNode(
        .lazyGrid(
          LazyGrid(
            axis: .horizontal,
            items: Array(repeating: GridItem(.flexible(minimum: 20)), count: 2),
            alignment: .bottom, pinnedViews: [.sectionHeaders, .sectionFooters])),
        children: [ViewNode(.text("e"))]),
    ])

  @Test func parsesAndPrintsBack() throws {
    let parsed = SceneParser.parse(Self.canonical)
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    #expect(parsed.tree == Self.expected)
    let printed = try #require(parsed.tree.map(ScenePrinter.print))
    #expect(printed == Self.canonical, "\(lineDiff(Self.canonical, printed))")
    #expect(SceneParser.parse(printed).tree == Self.expected)
  }

  // `columns:` from a stored property, and the GridItem defaults (`.flexible()` is 10…∞),
  // spelled out or not, read as the same item and print as `GridItem()`.
  @Test func columnsFromAStoredProperty() throws {
    let source = """
      struct Gallery: View {
          let columns = [GridItem(.flexible(minimum: 10, maximum: .infinity)), GridItem(.flexible())]
          var body: some View {
              LazyVGrid(columns: columns) {
                  Color.red
              }
          }
      }
      """
    let parsed = SceneParser.parse(source)
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    let grid = try #require(parsed.tree)
    #expect(grid.kind == .lazyGrid(LazyGrid(axis: .vertical, items: [GridItem(), GridItem()])))
    #expect(
      ScenePrinter.view(grid)
        == "LazyVGrid(columns: Array(repeating: GridItem(), count: 2)) {\n    Color.red\n}")
  }

  // A pinning LazyVStack's Section (§14.4) reads and prints back, header and all.
  @Test func aPinnedSectionPrintsBack() throws {
    let source = """
      LazyVStack(pinnedViews: [.sectionHeaders]) {
          Section {
              Text("a")
          } header: {
              Text("H")
          }
      }
      """
    let parsed = SceneParser.parse(source)
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    let tree = try #require(parsed.tree)
    #expect(tree.children.first?.kind == .section(SectionParts(headerCount: 1)))
    #expect(ScenePrinter.view(tree) == source)
  }

  // A scene's LazyVGrid is laid out (§14.5): objc.io's first quiz, 70 | 57 | 57 in 200.
  @Test func aScenesGridIsLaidOut() throws {
    let source = """
      LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
          ForEach(0..<3) { _ in
              Color.red.frame(height: 20)
          }
      }
      .frame(width: 200)
      """
    let tree = try #require(SceneParser.parse(source).tree)
    let result = LayoutEngine().layout(tree, in: CGSize(390, 844))
    #expect(result.frames(of: "Color").map(\.width) == [70, 57, 57])
    #expect(result.frames(of: "Color").map(\.minX) == [95, 173, 238])
  }

  @Test(arguments: [
    (
      "LazyVGrid(columns: [GridItem(.fixd(70))]) { Text(\"a\") }",
      "1:30: error: type 'GridItem.Size' has no function 'fixd'; did you mean 'fixed'?"
    ),
    (
      "LazyVGrid(columns: [1]) { Text(\"a\") }",
      "1:20: error: cannot use a number as 'GridItem'"
    ),
    (
      "LazyVStack(pinnedViews: [.headers]) { Text(\"a\") }",
      "1:26: error: type 'PinnedScrollableViews' has no member 'headers'"
    ),
    (
      "LazyVGrid { Text(\"a\") }",
      "1:11: error: missing argument for parameter 'columns' in call to 'LazyVGrid'"
    ),
  ])
  func diagnostics(_ source: String, _ expected: String) {
    let parsed = SceneParser.parse(source)
    #expect(parsed.diagnostics.map(\.description) == [expected], "\(source)")
  }

  @Test func noLongerUnsupported() {
    for name in ["LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid"] {
      #expect(!Catalog.unsupportedViews.contains(name))
      #expect(Catalog.view(named: name) != nil)
    }
  }

  // MARK: Lossless edits (issue #12)

  static let file = """
    import SwiftUI

    struct Photos: View {
        var body: some View {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 4) {   // the photos
                    Color.red
                    Color.blue
                }
            }
        }
    }

    """

  static func edit(_ edit: TreeEdit, in file: String) -> String? {
    switch SourceEditor.apply(edit, to: file) {
    case .edited(let text, _, _): return text
    case .refused(let reason):
      Issue.record("refused: \(reason)")
      return nil
    }
  }

  @Test func aSpacingEditChangesOnlyItsBytes() {
    let text = Self.edit(.set(.named("spacing"), .length(12), at: [0]), in: Self.file)
    #expect(text == Self.file.replacingOccurrences(of: "spacing: 4", with: "spacing: 12"))
  }

  // The inspector's `column 1` steps the adaptive minimum, rewriting only the columns.
  @Test func aColumnEditRewritesTheColumns() {
    let text = Self.edit(.set(.named("column 1"), .length(90), at: [0]), in: Self.file)
    #expect(
      text
        == Self.file.replacingOccurrences(of: "minimum: 80", with: "minimum: 90"))
  }

  // Columns given by a stored property are the property's to change: the edit says where.
  @Test func columnsFromAPropertyAreEditedThere() {
    let file = Self.file.replacingOccurrences(
      of: "    var body", with: "    let columns = [GridItem()]\n    var body"
    ).replacingOccurrences(of: "[GridItem(.adaptive(minimum: 80))]", with: "columns")
    guard
      case .refused(let reason) = SourceEditor.apply(
        .set(.named("spacing"), .length(12), at: [0]), to: file)
    else {
      Issue.record("an edit of a grid whose columns are a property was not refused")
      return
    }
    #expect(
      reason
        == "LazyVGrid's value is computed from 'columns' in the file: change it where 'columns' is given"
    )
  }
}
