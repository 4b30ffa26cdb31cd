import LayoutCore
import Testing
import ViewSource

/// The Text modifiers and initializers of reference §19 in a scene: SwiftUI's spellings, read
/// into attributes, printed back as written, and bad values diagnosed word for word.
@Suite struct TextModifierSceneTests {
  @Test func modifiersParseAndPrintBack() {
    let source = """
      import SwiftUI

      var body: some View {
          VStack {
              Text("a")
                  .multilineTextAlignment(.center)
              Text("b")
                  .truncationMode(.head)
              Text("c")
                  .textCase(.uppercase)
              Text("d")
                  .minimumScaleFactor(0.5)
              Text("e")
                  .lineLimit(2...4)
              Text("f")
                  .lineLimit(2...)
              Text("g")
                  .lineLimit(...3)
              Text("h")
                  .lineLimit(3, reservesSpace: true)
              Text("i")
                  .textCase(nil)
          }
      }

      """
    let parsed = SceneParser.parse(source)
    #expect(
      parsed.diagnostics.map(\.description) == [
        "12:14: note: 'minimumScaleFactor' cannot shrink terminal glyphs: the text truncates instead"
      ])
    let attributes = parsed.tree?.children.map(\.attributes)
    #expect(
      attributes == [
        [.multilineTextAlignment(.center)], [.truncationMode(.head)], [.textCase(.uppercase)],
        [.minimumScaleFactor(0.5)], [.lineLimitRange(.closed(2, 4))], [.lineLimitRange(.from(2))],
        [.lineLimitRange(.through(3))], [.lineLimitRange(.reserving(3, reservesSpace: true))],
        [.textCase(nil)],
      ])
    #expect(parsed.tree.map(ScenePrinter.print) == source)
  }

  /// Each bad value names what was expected; nothing crashes (§19).
  @Test(arguments: [
    (
      "Text(\"a\").multilineTextAlignment(.middle)",
      "1:34: error: expected '.leading', '.center' or '.trailing' for 'multilineTextAlignment'"
    ),
    (
      "Text(\"a\").minimumScaleFactor(1.5)",
      "1:30: error: 'minimumScaleFactor' takes a fraction from 0 to 1, not 1.5"
    ),
    (
      "Text(\"a\").lineLimit(4...2)",
      "1:21: error: the range's lower bound 4 is above its upper bound"
    ),
    ("Text(\"a\").lineLimit(-1...2)", "1:21: error: 'lineLimit' must not be negative"),
    ("Text(\"a\").lineLimit(...\"x\")", "1:24: error: a line limit's bounds are whole numbers"),
    (
      "Text(\"a\") + Text(\"b\").padding()",
      "1:1: error: '+' joins Texts, and this operand is 'padding'"
    ),
    (
      "Text(Date(), style: .week)",
      "1:21: error: expected '.date', '.time', '.relative', '.offset' or '.timer' for 'style'"
    ),
    ("Text(3, style: .date)", "1:6: error: 'Text(_:style:)' shows a Date"),
  ])
  func badValuesAreDiagnosed(_ source: String, _ expected: String) {
    let parsed = SceneParser.parse(source)
    #expect(parsed.diagnostics.map(\.description) == [expected])
  }

  /// §19.6: formatted values as en_US writes them; dates as the fixed placeholders of §12
  /// item 29; §19.7: `+` joins the strings.
  @Test(arguments: [
    ("Text(19.99, format: .currency(code: \"EUR\"))", "€19.99"),
    ("Text(1234.5, format: .number)", "1,234.5"),
    ("Text(19.99, format: .number.precision(.fractionLength(1)))", "20.0"),
    ("Text(0.256, format: .percent.precision(.fractionLength(0)))", "26%"),
    ("Text(Date(), style: .time)", "9:41 AM"),
    ("Text(Date(), style: .date)", "June 5, 2023"),
    ("Text(Date(), style: .timer)", "5:00"),
    ("Text(Date(), format: .dateTime)", "6/5/2023, 9:41 AM"),
    ("Text(\"Mixed \") + Text(\"styles\").bold() + Text(\"!\")", "Mixed styles!"),
    ("Text(max(3, 1, 7), format: .number)", "7"),
  ])
  func textsShowTheirValues(_ source: String, _ shown: String) {
    let parsed = SceneParser.parse(source)
    #expect(parsed.diagnostics.isEmpty)
    #expect(parsed.tree == ViewNode(.text(shown)))
  }

  @Test func anUnmodelledFormatStyleWarns() {
    let parsed = SceneParser.parse("Text(2.5, format: .measurement(width: .wide))")
    #expect(
      parsed.diagnostics.map(\.description) == [
        "1:19: warning: the format style '.measurement(width: .wide)' is not modelled: the value is shown unformatted"
      ])
    #expect(parsed.tree == ViewNode(.text("2.5")))
  }
}
