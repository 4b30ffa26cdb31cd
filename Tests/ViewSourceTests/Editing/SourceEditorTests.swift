import LayoutCore
import Testing

@testable import ViewSource

/// Edits of a real-style view file change only the edited text (issue #12): the expected
/// files below are the original with exactly the edited bytes changed.
@Suite struct SourceEditorTests {
  static let file = """
    import SwiftUI

    // A card with a title and two rows.
    struct ContentView: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text("Title")   // the heading
                    .font(.headline)
                HStack {
                    Text("Left")
                    Spacer()
                    Text("Right")
                }
                .padding(.horizontal, 16)
            }
        }
    }

    #Preview {
        ContentView()
    }

    """

  static func edited(_ edit: TreeEdit, _ source: String = file) throws -> String {
    switch SourceEditor.apply(edit, to: source) {
    case .edited(let text, _, _): return text
    case .refused(let reason):
      Issue.record("refused: \(reason)")
      return source
    }
  }

  @Test func aNumberIsReplacedInPlace() throws {
    let text = try Self.edited(.set(.named("spacing"), .length(16), at: []))
    #expect(text == Self.file.replacingOccurrences(of: "spacing: 12", with: "spacing: 16"))
  }

  @Test func anArgumentSetToItsDefaultGoesWithItsComma() throws {
    let text = try Self.edited(.set(.named("spacing"), .length(nil), at: []))
    #expect(text == Self.file.replacingOccurrences(of: ", spacing: 12", with: ""))
  }

  @Test func anArgumentIsAddedWhereThereWereNone() throws {
    // [1] is the padding, [1, 0] the HStack.
    let text = try Self.edited(.set(.named("spacing"), .length(8), at: [1, 0]))
    #expect(text == Self.file.replacingOccurrences(of: "HStack {", with: "HStack(spacing: 8) {"))
  }

  @Test func aModifierLineIsRemoved() throws {
    let text = try Self.edited(.unwrap(at: [1]))
    #expect(
      text
        == Self.file.replacingOccurrences(of: "            .padding(.horizontal, 16)\n", with: ""))
  }

  @Test func aModifierIsAddedOnItsOwnLine() throws {
    let text = try Self.edited(.wrap(at: [1], in: ViewNode(.border(.red, width: 1))))
    #expect(
      text
        == Self.file.replacingOccurrences(
          of: "            .padding(.horizontal, 16)\n",
          with: "            .padding(.horizontal, 16)\n            .border(.red)\n"))
  }

  @Test func aViewIsRemovedWithItsLines() throws {
    let text = try Self.edited(.remove(at: [0]))
    #expect(
      text
        == Self.file.replacingOccurrences(
          of: "            Text(\"Title\")   // the heading\n                .font(.headline)\n",
          with: ""))
  }

  @Test func aLineLimitIsAddedToAText() throws {
    let text = try Self.edited(.set(.named("lineLimit"), .count(2), at: [1, 0, 0]))
    #expect(
      text
        == Self.file.replacingOccurrences(
          of: "Text(\"Left\")\n", with: "Text(\"Left\")\n                    .lineLimit(2)\n"))
  }

  @Test func aViewIsWrappedInAStack() throws {
    let text = try Self.edited(
      .wrap(at: [1, 0, 1], in: ViewNode(.vStack(alignment: .center, spacing: nil))))
    #expect(
      text
        == Self.file.replacingOccurrences(
          of: "                Spacer()\n",
          with: "                VStack {\n                    Spacer()\n                }\n"))
  }

  static let loop = """
    VStack {
        ForEach(0..<3) { index in
            Text("Row")
                .padding(4)
        }
    }

    """

  // A ForEach body is written once for its three rows: the edit changes it there, and the
  // loop, which keeps its own text for printing, reads back with the edit in every row.
  @Test func aLoopBodyIsEditedOnceForEveryRow() throws {
    // [0] is the ForEach, [0, 1] its second row's padding.
    let outcome = SourceEditor.apply(
      .set(
        .named("padding"), .insets(EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)),
        at: [0, 1]),
      to: Self.loop)
    #expect(
      outcome
        == .edited(
          Self.loop.replacingOccurrences(of: ".padding(4)", with: ".padding(8)"), uses: 3,
          definition: nil))
  }

  // Unwrapping a frame that carries a drawing modifier (`.zIndex(1)`) removes the frame's line
  // and keeps the zIndex on the view, in the tree as in the file; it was refused before.
  @Test func unwrappingKeepsTheDrawingModifiersAfterIt() {
    let source = """
      ZStack {
          Rectangle()
              .frame(width: 80, height: 80)
              .zIndex(1)
          Color.blue
      }

      """
    #expect(
      SourceEditor.apply(.unwrap(at: [0]), to: source)
        == .edited(
          source.replacingOccurrences(of: "        .frame(width: 80, height: 80)\n", with: ""),
          uses: 1, definition: nil))
  }

  // `.background(Capsule())` takes its alignment as a labelled argument after the content
  // (`background(_:alignment:)`); the printer writes the content as a closure, so the
  // argument is added to the call as written. It was refused before.
  @Test func anAlignmentIsAddedToABackgroundWrittenWithItsContent() throws {
    let source = "Text(\"a\")\n    .background(Capsule().fill(.mint))\n"
    let tree = try #require(SceneParser.parse(source).tree)
    let alignment = try #require(tree.editableProperties.first { $0.label == "alignment" })
    #expect(
      SourceEditor.apply(.set(alignment, .alignment(.leading), at: []), to: source)
        == .edited(
          source.replacingOccurrences(
            of: ".background(Capsule().fill(.mint))",
            with: ".background(Capsule().fill(.mint), alignment: .leading)"), uses: 1,
          definition: nil))
  }
}
