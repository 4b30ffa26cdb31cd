import LayoutCore
import LayoutTestSupport
import Testing

@testable import ViewSource

/// containerRelativeFrame in a scene (Docs §14.8): both forms build the node and print back as
/// written; the length closure form is refused word for word.
@Suite struct ContainerRelativeFrameSceneTests {
  @Test(arguments: [
    ("containerRelativeFrame(.horizontal)", ContainerRelativeFrame(axes: .horizontal)),
    (
      "containerRelativeFrame([.horizontal, .vertical], alignment: .topLeading)",
      ContainerRelativeFrame(axes: [.horizontal, .vertical], alignment: .topLeading)
    ),
    (
      "containerRelativeFrame(.horizontal, count: 3, spacing: 10)",
      ContainerRelativeFrame(axes: .horizontal, count: 3, spacing: 10)
    ),
    (
      "containerRelativeFrame(.vertical, count: 4, span: 2, spacing: 8, alignment: .bottom)",
      ContainerRelativeFrame(axes: .vertical, count: 4, span: 2, spacing: 8, alignment: .bottom)
    ),
  ])
  func printsBackAsWritten(_ source: String, _ frame: ContainerRelativeFrame) throws {
    let parsed = SceneParser.parse("Color.red." + source)
    #expect(parsed.diagnostics.isEmpty)
    let tree = try #require(parsed.tree)
    #expect(tree == ViewNode(.containerRelativeFrame(frame), children: [ViewNode(.color(.red))]))
    #expect(ScenePrinter.view(tree) == "Color.red\n    ." + source)
  }

  @Test func theLengthClosureIsRefused() {
    let parsed = SceneParser.parse(
      "Color.red.containerRelativeFrame(.horizontal) { length, _ in length / 2 }")
    #expect(
      parsed.diagnostics.map(\.description) == [
        "1:47: error: 'containerRelativeFrame' does not take a trailing closure"
      ])
  }

  // The count, span and spacing are the inspector's to step; with no count there are none.
  @Test func itsNumbersAreEditable() throws {
    let tree = try #require(
      SceneParser.parse("Color.red.containerRelativeFrame(.horizontal, count: 3, spacing: 10)")
        .tree)
    #expect(tree.editableProperties.map(\.label) == ["count", "span", "spacing", "alignment"])
    var edited = tree
    let setSpan = edited.set(.named("span"), to: .count(2))
    #expect(setSpan)
    #expect(
      edited.kind
        == .containerRelativeFrame(
          ContainerRelativeFrame(axes: .horizontal, count: 3, span: 2, spacing: 10)))
    let setCount = edited.set(.named("count"), to: .count(nil))
    #expect(setCount)
    #expect(edited.kind == .containerRelativeFrame(ContainerRelativeFrame(axes: .horizontal)))
    #expect(edited.editableProperties.map(\.label) == ["count", "alignment"])
  }
}
