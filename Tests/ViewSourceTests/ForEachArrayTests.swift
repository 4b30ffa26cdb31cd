import LayoutCore
import LayoutTestSupport
import Testing

@testable import ViewSource

/// `ForEach` and `for` run over arrays as SwiftUI's `ForEach(_:id:content:)` does over any
/// `RandomAccessCollection` (issue #13): one set of views per element, in order, spliced into
/// the container; `enumerated()` gives offset–element pairs, `indices` a range.
@Suite struct ForEachArrayTests {
  static func scene(_ loop: String) -> String {
    """
    struct Item: Identifiable {
        let id = UUID()
        let name: String
        var width: CGFloat = 10
    }

    struct ContentView: View {
        let names = ["A", "BB", "CCC"]
        let items = [Item(name: "a", width: 30), Item(name: "b")]

        var body: some View {
            VStack(spacing: 0) {
                \(loop)
            }
        }
    }
    """
  }

  // Three Texts of 1, 2 and 3 glyphs (10×20 a glyph) stacked: 60 high at y 170.
  @Test(arguments: [
    "ForEach(names, id: \\.self) { name in Text(name) }",
    "ForEach(names.indices, id: \\.self) { i in Text(names[i]) }",
    "ForEach(0..<names.count) { i in Text(names[i]) }",
    "ForEach(Array(names.enumerated()), id: \\.offset) { index, name in Text(name) }",
    "ForEach(Array(names.enumerated()), id: \\.offset) { pair in Text(pair.element) }",
    "for name in names { Text(name) }",
    "for (index, name) in names.enumerated() { Text(name) }",
  ])
  func everyFormMakesOneTextPerElement(_ loop: String) throws {
    let result = try layOutData(Self.scene(loop))
    #expect(
      result.frames(of: "Text") == [
        CGRect(195, 170, 10, 20), CGRect(190, 190, 20, 20), CGRect(185, 210, 30, 20),
      ])
  }

  // Identifiable structs: `item.width` is 30 given, 10 by default.
  @Test func identifiableStructsNeedNoId() throws {
    let result = try layOutData(
      Self.scene("ForEach(items) { item in Color.red.frame(width: item.width, height: 10) }"))
    #expect(result.frames(of: "frame") == [CGRect(185, 190, 30, 10), CGRect(195, 200, 10, 10)])
  }

  @Test func theIndexOfAnEnumeratedPairIsItsOffset() throws {
    let result = try layOutData(
      Self.scene(
        "ForEach(Array(names.enumerated()), id: \\.offset) { index, name in Text(\"\\(index)\\(name)\") }"
      ))
    #expect(result.frames(of: "Text").map { $0.width } == [20, 30, 40])
  }

  // A loop over strings prints back as a loop, the array written in place.
  @Test func aLoopOverStringsPrintsBackAsALoop() throws {
    let parsed = SceneParser.parse(
      "let names = [\"A\", \"B\"]\nVStack {\n    ForEach(names, id: \\.self) { name in\n        Text(name)\n    }\n}\n"
    )
    let tree = try #require(parsed.tree)
    #expect(
      ScenePrinter.print(tree) == """
        import SwiftUI

        var body: some View {
            VStack {
                ForEach(["A", "B"], id: \\.self) { name in Text(name) }
            }
        }

        """)
  }

  // Setting the padding of one row's Text edits the ForEach body once, for every row.
  @Test func anEditInsideTheBodyEditsItOnce() {
    let source = """
      let names = ["A", "B"]

      var body: some View {
          VStack {
              ForEach(names, id: \\.self) { name in
                  Text(name)
                      .padding(4)
              }
          }
      }

      """
    let insets = EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    guard
      case .edited(let edited, let uses, _) = SourceEditor.apply(
        .set(.named("padding"), .insets(insets), at: [0, 1]), to: source)
    else {
      Issue.record("the edit was refused")
      return
    }
    #expect(edited == source.replacingOccurrences(of: ".padding(4)", with: ".padding(8)"))
    #expect(uses == 2)
  }

  @Test func dataThatIsNoSequenceIsRefused() {
    #expect(
      dataErrors("ForEach(3) { i in Text(\"a\") }")
        == [
          "1:9: error: 'ForEach' in scenes runs over a range such as '0..<3' or an array, found a number"
        ])
  }
}
