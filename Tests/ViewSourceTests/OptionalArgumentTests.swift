import LayoutCore
import Testing
import ViewSource

/// Modifiers whose SwiftUI parameter is optional take `nil` (issue #13: `.lineLimit(nil)` was
/// "cannot use nil as 'Int'"), and the printer's `nil` spellings read back as written.
/// Signatures from Apple's documentation: `lineLimit(_ number: Int?)`,
/// `foregroundColor(_ color: Color?)`, `tint(_ tint: Color?)`, `font(_ font: Font?)`,
/// `listRowInsets(_ insets: EdgeInsets?)`.
@Suite struct OptionalArgumentTests {
  @Test(arguments: [
    ("lineLimit(nil)", ViewAttribute.lineLimit(nil)),
    ("foregroundColor(nil)", .foregroundColor(nil)),
    ("tint(nil)", .tint(nil)),
    ("font(nil)", .font(nil)),
  ])
  func nilIsTakenAndPrintsBack(_ modifier: String, _ attribute: ViewAttribute) throws {
    let source =
      "import SwiftUI\n\nvar body: some View {\n    Text(\"a\")\n        .\(modifier)\n}\n"
    let parsed = SceneParser.parse(source)
    #expect(parsed.diagnostics.isEmpty)
    #expect(parsed.tree == ViewNode(.text("a"), attributes: [attribute]))
    #expect(parsed.tree.map(ScenePrinter.print) == source)
  }

  @Test func listRowInsetsTakesNil() throws {
    let parsed = SceneParser.parse("Text(\"a\").listRowInsets(nil)")
    #expect(parsed.diagnostics.isEmpty)
    #expect(parsed.tree == ViewNode(.listRowInsets(nil), children: [ViewNode(.text("a"))]))
  }

  // A parameter that is not optional still refuses nil, as Swift does.
  @Test func aNonOptionalParameterRefusesNil() {
    let parsed = SceneParser.parse("Text(\"a\").opacity(nil)")
    #expect(parsed.diagnostics.map(\.description) == ["1:19: error: cannot use nil as 'CGFloat'"])
  }
}
