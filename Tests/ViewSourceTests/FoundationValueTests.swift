import LayoutCore
import LayoutTestSupport
import Testing
import ViewSource

/// `String(...)`, the number conversions, formatted interpolation, `String` members, and
/// Foundation values as placeholders (issue #13: `Text(String(count))` was "unknown view
/// 'String'", `Date()` unknown). Expected texts are what Swift prints in the en_US locale.
@Suite struct FoundationValueTests {
  @Test(arguments: [
    ("String(count)", "3"),
    ("String(describing: ratio)", "0.25"),
    ("String(format: \"%.1f\", ratio)", "0.2"),
    ("String(format: \"%d of %d\", count, 10)", "3 of 10"),
    ("String(format: \"%05.2f%%\", 3.14159)", "03.14%"),
    ("\"\\(ratio, specifier: \"%.2f\")\"", "0.25"),
    ("\"\\(price, format: .currency(code: \"USD\"))\"", "$1,234.50"),
    ("\"\\(ratio, format: .percent)\"", "25%"),
    ("\"\\(date, style: .date)\"", "Date"),
    ("big.formatted()", "1,234,567"),
    ("price.formatted()", "1,234.5"),
    ("name.uppercased()", "ADA LOVELACE"),
    ("name.lowercased()", "ada lovelace"),
    ("\"ada\".capitalized", "Ada"),
    ("String(name.count)", "12"),
    ("name.isEmpty ? \"empty\" : \"full\"", "full"),
    ("String(Int(\"42\") ?? 0)", "42"),
    ("String(Double(\"x\") ?? -1.5)", "-1.5"),
    ("\"\\(Date())\"", "Date"),
    ("\"\\(Date.now.formatted())\"", "Date"),
    ("UUID().uuidString", "UUID"),
    ("String(name.prefix(1))", "A"),
    ("String(name.suffix(8))", "Lovelace"),
    ("String(name.dropFirst(4))", "Lovelace"),
    ("String(name.dropLast())", "Ada Lovelac"),
    ("name.hasPrefix(\"Ada\") ? \"yes\" : \"no\"", "yes"),
    ("name.contains(\"love\") ? \"yes\" : \"no\"", "no"),
    ("\"\\(URL(string: \"https://example.com\")!)\"", "URL"),
  ])
  func textReadsAsSwiftPrintsIt(_ expression: String, _ expected: String) throws {
    let source = """
      let count = 3
      let ratio = 0.25
      let price = 1234.5
      let big = 1234567
      let name = "Ada Lovelace"
      let date = Date()
      Text(\(expression))
      """
    let parsed = SceneParser.parse(source)
    #expect(parsed.diagnostics.map(\.description) == [])
    #expect(parsed.tree == ViewNode(.text(expected)))
  }

  // `Int.random(in:)` lays out its lower bound, so a scene is the same at every draw.
  @Test func randomIsItsLowerBoundWithANote() throws {
    let parsed = SceneParser.parse(
      "Color.red.frame(width: CGFloat(Int.random(in: 40...90)), height: .random(in: 20...30))")
    #expect(
      parsed.diagnostics.map(\.description) == [
        "1:36: note: 'random' is read as its lowest value: LayoutLab lays a scene out the same way every time",
        "1:66: note: 'random' is read as its lowest value: LayoutLab lays a scene out the same way every time",
      ])
    let result = LayoutEngine().layout(
      try #require(parsed.tree), in: CGSize(width: 400, height: 200))
    #expect(result.frame(of: "Color") == CGRect(180, 90, 40, 20))
  }

  @Test func aPlaceholderUsedAsANumberIsOneError() {
    let parsed = SceneParser.parse("Color.red.frame(width: Date())")
    #expect(
      parsed.diagnostics.map(\.description) == [
        "1:24: error: cannot use a value of type 'Date' as 'CGFloat'"
      ])
  }
}
