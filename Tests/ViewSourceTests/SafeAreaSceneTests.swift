import LayoutCore
import LayoutTestSupport
import Testing

@testable import ViewSource

/// safeAreaInset, safeAreaPadding and ignoresSafeArea's regions in a scene (Docs §14.6, §14.7,
/// §12 item 42): SwiftUI's spellings build the nodes, print back as written and read back to
/// the same tree; every diagnostic word for word.
@Suite struct SafeAreaSceneTests {
  static let canonical = """
    import SwiftUI

    var body: some View {
        VStack {
            Color.red
                .safeAreaInset(edge: .bottom) {
                    Text("Bar")
                }
            Color.blue
                .safeAreaInset(edge: .leading, alignment: .top, spacing: 4) {
                    Text("Side")
                }
            Color.green
                .safeAreaPadding(.horizontal, 20)
            Color.gray
                .ignoresSafeArea(.keyboard, edges: .top)
        }
    }

    """

  static func inset(_ edge: Edge, _ alignment: AlignmentKey, _ spacing: CGFloat?) -> ViewKind {
    var inset = SafeAreaInset(edge: VerticalEdge.top)
    inset.edge = edge
    inset.alignment = alignment
    inset.spacing = spacing
    return .safeAreaInset(inset)
  }

  @Test func parsesAndPrintsBack() throws {
    let parsed = SceneParser.parse(Self.canonical)
    #expect(parsed.diagnostics.isEmpty)
    let expected = ViewNode(
      .vStack(alignment: .center, spacing: nil),
      children: [
        ViewNode(
          Self.inset(.bottom, HorizontalAlignment.center.key, nil),
          children: [ViewNode(.color(.red)), ViewNode(.text("Bar"))]),
        ViewNode(
          Self.inset(.leading, VerticalAlignment.top.key, 4),
          children: [ViewNode(.color(.blue)), ViewNode(.text("Side"))]),
        ViewNode(
          .safeAreaPadding(EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)),
          children: [ViewNode(.color(.green))]),
        ViewNode(
          .ignoresSafeArea(regions: .keyboard, edges: .top), children: [ViewNode(.color(.gray))]),
      ])
    #expect(parsed.tree == expected)
    let printed = try #require(parsed.tree.map(ScenePrinter.print))
    #expect(printed == Self.canonical, "\(lineDiff(Self.canonical, printed))")
    #expect(SceneParser.parse(printed).tree == expected)
  }

  // §14.6: `.center` fits both overloads; beside the view it is the vertical centre, and as
  // the default it prints as nothing, as does a nil spacing.
  @Test func theCentreFitsEitherEdge() throws {
    let tree = try #require(
      SceneParser.parse(
        "Color.red.safeAreaInset(edge: .trailing, alignment: .center) { Text(\"a\") }"
      )
      .tree)
    #expect(tree.kind == Self.inset(.trailing, VerticalAlignment.center.key, nil))
    #expect(
      ScenePrinter.view(tree) == """
        Color.red
            .safeAreaInset(edge: .trailing) {
                Text("a")
            }
        """)
  }

  // §14.7: every overload of padding, printed in padding's shortest form.
  @Test(arguments: [
    ("safeAreaPadding()", EdgeInsets(_all: 16)),
    ("safeAreaPadding(20)", EdgeInsets(_all: 20)),
    ("safeAreaPadding(.top)", EdgeInsets(top: 16, leading: 0, bottom: 0, trailing: 0)),
    (
      "safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))",
      EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    ),
  ])
  func safeAreaPaddingPrintsAsPaddingDoes(_ source: String, _ insets: EdgeInsets) throws {
    let tree = try #require(SceneParser.parse("Color.red." + source).tree)
    #expect(tree.kind == .safeAreaPadding(insets))
    #expect(ScenePrinter.view(tree) == "Color.red\n    ." + source)
  }

  // §12 item 42: the regions are read as written and print back; `.all` is the default.
  @Test(arguments: [
    ("ignoresSafeArea(.keyboard)", SafeAreaRegions.keyboard),
    ("ignoresSafeArea(.container)", .container),
    ("ignoresSafeArea()", .all),
  ])
  func regionsPrintBack(_ source: String, _ regions: SafeAreaRegions) throws {
    let tree = try #require(SceneParser.parse("Color.red." + source).tree)
    #expect(tree.kind == .ignoresSafeArea(regions: regions, edges: .all))
    #expect(ScenePrinter.view(tree) == "Color.red\n    ." + source)
    let written = try #require(
      SceneParser.parse("Color.red.ignoresSafeArea(SafeAreaRegions.all)").tree)
    #expect(written.kind == .ignoresSafeArea(regions: .all, edges: .all))
  }

  @Test(arguments: [
    (
      "Color.red.safeAreaInset(edge: .horizontal) { Text(\"a\") }",
      "1:25: error: 'safeAreaInset' takes one edge: '.top', '.bottom', '.leading' or '.trailing'"
    ),
    (
      "Color.red.safeAreaInset(edge: .top, alignment: .top) { Text(\"a\") }",
      "1:37: error: a top or bottom inset is aligned by a HorizontalAlignment such as '.leading'"
    ),
    (
      "Color.red.safeAreaInset(edge: .leading, alignment: .leading) { Text(\"a\") }",
      "1:41: error: a leading or trailing inset is aligned by a VerticalAlignment such as '.top'"
    ),
    (
      "Color.red.safeAreaInset(edge: .bottom)",
      "1:11: error: missing argument for parameter 'content' in call to 'safeAreaInset'"
    ),
    (
      "Color.red.ignoresSafeArea(.foo, edges: .top)",
      "1:27: error: expected SafeAreaRegions ('.container', '.keyboard' or '.all'), found '.foo'"
    ),
  ])
  func diagnostics(_ source: String, _ message: String) {
    let parsed = SceneParser.parse(source)
    #expect(parsed.diagnostics.map(\.description) == [message])
  }
}
