import LayoutCore
import LayoutTestSupport
import Testing
import ViewSource

/// Array and dictionary literals are values (issue #13): `.count`, `.first`, subscripts,
/// `sorted()`, `prefix(_:)`, `filter { }` answer as Swift's Array does, and a view built from
/// them lays out as the same views written out. Edge and axis sets stay arrays of edges.
@Suite struct ArrayValueTests {
  // Each bar is `count * 10` wide and 10 high in a VStack(spacing: 0), centred in 400×400.
  static func bars(_ expression: String, declarations: String = "") -> String {
    """
    \(declarations)
    let widths: [CGFloat] = \(expression)

    VStack(spacing: 0) {
        ForEach(widths, id: \\.self) { width in
            Color.red.frame(width: width, height: 10)
        }
    }
    """
  }

  @Test func countFirstLastAndSubscriptReadTheArray() throws {
    let source = """
      let names = ["Ann", "Bob", "Cy"]
      let scores = ["a": 1, "b": 2]

      VStack(spacing: 0) {
          Color.red.frame(width: CGFloat(names.count * 10), height: 10)
          Text(names[1])
          Text(names.first ?? "none")
          Text(names.last ?? "none")
          Color.blue.frame(width: CGFloat((scores["b"] ?? 0) * 10), height: names.isEmpty ? 0 : 10)
      }
      """
    let result = try layOutData(source)
    // Texts are one 10×20 cell per glyph; the stack is 10 + 3 × 20 + 10 = 80 high, y 160.
    #expect(result.frame(of: "Color", label: "red") == CGRect(185, 160, 30, 10))
    #expect(result.frame(of: "Text", label: "Bob") == CGRect(185, 170, 30, 20))
    #expect(result.frame(of: "Text", label: "Ann") == CGRect(185, 190, 30, 20))
    #expect(result.frame(of: "Text", label: "Cy") == CGRect(190, 210, 20, 20))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(190, 230, 20, 10))
  }

  // Swift's `sorted()` is increasing, `reversed()` turns it around and `prefix(2)` keeps two:
  // widths 30 then 20, a 20-high stack at y 190.
  @Test func sortedReversedPrefixKeepSwiftsOrder() throws {
    let result = try layOutData(Self.bars("[20, 10, 30].sorted().reversed().prefix(2)"))
    #expect(result.frames(of: "frame") == [CGRect(185, 190, 30, 10), CGRect(190, 200, 20, 10)])
  }

  @Test func filterAndMapRunTheirClosures() throws {
    let result = try layOutData(
      Self.bars("[1, 2, 3, 4].filter { $0 % 2 == 0 }.map { n in n * 10 }"))
    #expect(result.frames(of: "frame") == [CGRect(190, 190, 20, 10), CGRect(180, 200, 40, 10)])
  }

  // An empty array with its type makes no views: the stack is empty, 0×0 at the centre.
  @Test func anEmptyTypedArrayMakesNoViews() throws {
    let result = try layOutData(Self.bars("[]"))
    #expect(result.frames(of: "frame") == [])
    #expect(result.frame(of: "VStack") == CGRect(200, 200, 0, 0))
  }

  @Test func edgeSetsAreStillArraysOfEdges() throws {
    let result = try layOutData(
      "Color.red.frame(width: 10, height: 10).padding([.top, .leading], 5)")
    #expect(result.frame(of: "padding") == CGRect(192.5, 192.5, 15, 15))
  }

  @Test func anIndexOutOfRangeIsAnError() {
    #expect(
      dataErrors("let names = [\"Ann\"]\nText(names[2])")
        == ["2:6: error: index 2 is out of range: the array has 1 elements"])
  }

  @Test func anUnknownArrayMemberSuggestsOne() {
    #expect(
      dataErrors("let names = [\"Ann\"]\nText(\"\\(names.cont)\")")
        == ["2:15: error: value of type 'Array' has no member 'cont'; did you mean 'count'?"])
  }
}
