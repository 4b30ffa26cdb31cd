import LayoutCore
import LayoutTestSupport
import Testing

@testable import ViewSource

/// ScrollView in a scene (Docs §14.3): SwiftUI's spelling builds the node, prints back as
/// written and reads back to the same tree; the content offset is never in the source; a file
/// with a ScrollView edited changes only the edited bytes; every diagnostic word for word.
@Suite struct ScrollViewSceneTests {
  static let canonical = """
    import SwiftUI

    var body: some View {
        VStack {
            ScrollView {
                Color.red
                Text("a")
            }
            ScrollView(.horizontal, showsIndicators: false) {
                Text("b")
            }
            ScrollView([.horizontal, .vertical]) {
                Text("c")
            }
        }
    }

    """

  static func scroll(_ axes: Axis.Set, _ shows: Bool = true) -> ViewKind {
    .scrollView(axes: axes, showsIndicators: shows, contentOffset: .zero)
  }

  @Test func parsesAndPrintsBack() throws {
    let parsed = SceneParser.parse(Self.canonical)
    #expect(parsed.diagnostics.isEmpty)
    let expected = ViewNode(
      .vStack(alignment: .center, spacing: nil),
      children: [
        ViewNode(Self.scroll(.vertical), children: [ViewNode(.color(.red)), ViewNode(.text("a"))]),
        ViewNode(Self.scroll(.horizontal, false), children: [ViewNode(.text("b"))]),
        ViewNode(Self.scroll([.horizontal, .vertical]), children: [ViewNode(.text("c"))]),
      ])
    #expect(parsed.tree == expected)
    let printed = try #require(parsed.tree.map(ScenePrinter.print))
    #expect(printed == Self.canonical, "\(lineDiff(Self.canonical, printed))")
    #expect(SceneParser.parse(printed).tree == expected)
  }

  // The defaults print as nothing (`ScrollView {`), whichever way they were written; a
  // scrolled node prints as the unscrolled one: the offset is the playground's, not the file's.
  @Test func defaultsAndTheOffsetPrintAsNothing() throws {
    let source = """
      ScrollView(.vertical, showsIndicators: true) {
          Text("a")
      }
      """
    let tree = try #require(SceneParser.parse(source).tree)
    #expect(tree.kind == Self.scroll(.vertical))
    #expect(ScenePrinter.view(tree) == "ScrollView {\n    Text(\"a\")\n}")
    var scrolled = tree
    scrolled.kind = .scrollView(
      axes: .vertical, showsIndicators: true, contentOffset: CGPoint(x: 0, y: 40))
    #expect(ScenePrinter.view(scrolled) == ScenePrinter.view(tree))
  }

  // A scene's ScrollView is laid out (§14.3): the Color in it is 10 tall, the classic surprise.
  @Test func aScenesColorIsTenTall() throws {
    let tree = try #require(SceneParser.parse("ScrollView { Color.red }").tree)
    let result = LayoutEngine().layout(tree, in: CGSize(390, 844))
    #expect(result.frame(of: "Color") == CGRect(0, 0, 390, 10))
  }

  @Test(arguments: [
    ("ScrollView(.top) { Text(\"a\") }", "1:12: error: type 'Axis.Set' has no member 'top'"),
    (
      "ScrollView(showsIndicators: 1) { Text(\"a\") }",
      "1:29: error: cannot use a number as 'Bool'"
    ),
  ])
  func diagnostics(_ source: String, _ expected: String) {
    let parsed = SceneParser.parse(source)
    #expect(parsed.diagnostics.map(\.description) == [expected], "\(source)")
  }

  // ScrollView is laid out now: no longer named as unsupported.
  @Test func noLongerUnsupported() {
    #expect(!Catalog.unsupportedViews.contains("ScrollView"))
    #expect(Catalog.view(named: "ScrollView") != nil)
  }

  // MARK: Lossless edits (issue #12)

  static let file = """
    import SwiftUI

    // A feed.
    struct Feed: View {
        var body: some View {
            ScrollView(showsIndicators: false) {
                VStack(spacing: 4) {   // rows
                    Text("One")
                    Text("Two")
                        .padding(6)
                }
            }
            .frame(height: 200)
        }
    }

    #Preview {
        Feed()
    }

    """

  static func edited(_ edit: TreeEdit) throws -> String { editedFile(file, edit) }

  @Test func anEditInsideTheScrollViewChangesOnlyItsBytes() throws {
    let text = try Self.edited(.set(.named("spacing"), .length(12), at: [0, 0]))
    #expect(text == Self.file.replacingOccurrences(of: "spacing: 4", with: "spacing: 12"))
  }

  @Test func aModifierInsideTheScrollViewIsRemovedAsItsLine() throws {
    let text = try Self.edited(.unwrap(at: [0, 0, 1]))
    #expect(
      text == Self.file.replacingOccurrences(of: "                    .padding(6)\n", with: ""))
  }
}
