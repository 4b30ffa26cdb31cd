import LayoutCore
import Testing
import ViewSource

/// Views LayoutLab cannot lay out are placeholders: a box answering 100×40 points (or the
/// size given by `--placeholder`) whatever it is proposed, as a view with a fixed intrinsic
/// size does (reference §12, placeholders), with one warning per name.
@Suite struct PlaceholderTests {
  static let source = """
    import SwiftUI

    var body: some View {
        VStack(spacing: 0) {
            Text("a")
            RatingView(rating: missingValue)
            AsyncImage.init("logo")
            CardView {
                Text(undefinedName)
            }
            RatingView(rating: 4)
        }
    }

    """

  @Test func warnOncePerName() {
    let parsed = SceneParser.parse(Self.source)
    // `missingValue` and `undefinedName` are not evaluated: no error names them.
    #expect(
      parsed.diagnostics.map(\.description) == [
        "6:9: warning: 'RatingView' is not declared in this file: drawn as a 100×40 placeholder",
        "7:9: warning: 'AsyncImage' is not laid out yet: drawn as a 100×40 placeholder",
        "8:9: warning: 'CardView' is not declared in this file: drawn as a 100×40 placeholder",
      ])
    #expect(
      parsed.tree?.children.map(\.kind) == [
        .text("a"),
        .placeholder(Placeholder(name: "RatingView", arguments: "(rating: missingValue)")),
        .placeholder(Placeholder(name: "AsyncImage", arguments: #".init("logo")"#)),
        .placeholder(
          Placeholder(
            name: "CardView",
            arguments: "{\n            Text(undefinedName)\n        }")),
        .placeholder(Placeholder(name: "RatingView", arguments: "(rating: 4)")),
      ])
  }

  /// A VStack with no spacing (§4): 100 wide (its widest child), 20 + 4 × 40 = 180 high,
  /// centred on 390×844 (§1.1): x 145, y 332; "a" (10×20) centred in its width.
  @Test func layOutAtTheirSize() throws {
    let tree = try #require(SceneParser.parse(Self.source).tree)
    let result = LayoutEngine().layout(tree, in: CGSize(width: 390, height: 844))
    #expect(result.root.frame == CGRect(x: 145, y: 332, width: 100, height: 180))
    #expect(
      result.root.children.map(\.frame) == [
        CGRect(x: 190, y: 332, width: 10, height: 20),
        CGRect(x: 145, y: 352, width: 100, height: 40),
        CGRect(x: 145, y: 392, width: 100, height: 40),
        CGRect(x: 145, y: 432, width: 100, height: 40),
        CGRect(x: 145, y: 472, width: 100, height: 40),
      ])
    #expect(
      result.root.children.map(\.name) == [
        "Text", "RatingView", "AsyncImage", "CardView", "RatingView",
      ])
  }

  /// Whatever the proposal: in a 300×10 frame the placeholder stays 100×40, centred in the
  /// frame (§6.1), so it overflows it by 15 above and below.
  @Test func ignoreTheirProposal() throws {
    let tree = try #require(
      SceneParser.parse("RatingView().frame(width: 300, height: 10)").tree)
    let result = LayoutEngine().layout(tree, in: CGSize(width: 400, height: 100))
    #expect(result.root.frame == CGRect(x: 50, y: 45, width: 300, height: 10))
    #expect(result.root.children[0].frame == CGRect(x: 150, y: 30, width: 100, height: 40))
  }

  /// `--placeholder RatingView=200x50`.
  @Test func takeTheSizeTheUserGives() throws {
    let parsed = SceneParser.parse(
      "RatingView(rating: 3)", placeholderSizes: ["RatingView": CGSize(width: 200, height: 50)])
    #expect(
      parsed.diagnostics.map(\.description) == [
        "1:1: warning: 'RatingView' is not declared in this file: drawn as a 200×50 placeholder"
      ])
    let tree = try #require(parsed.tree)
    let result = LayoutEngine().layout(tree, in: CGSize(width: 400, height: 100))
    #expect(result.root.frame == CGRect(x: 100, y: 25, width: 200, height: 50))
  }

  @Test func printBackAsWritten() throws {
    let tree = try #require(SceneParser.parse(Self.source).tree)
    let printed = ScenePrinter.print(tree)
    #expect(printed == Self.source)
    #expect(SceneParser.parse(printed).tree == tree)
  }

  /// A name close to a known one is a typo, not a view of another file.
  @Test func aTypoStaysAnError() {
    let parsed = SceneParser.parse("Txt(\"a\")")
    #expect(
      parsed.diagnostics.map(\.description) == [
        "1:1: error: unknown view 'Txt'; did you mean 'Text'?"
      ])
  }
}
