/// Programs that are valid Swift but would hang or exhaust memory if run as written: the
/// interpreter's limits turn each into one clear diagnostic (issue #7).
///
/// The messages are LayoutLab's own (Swift would compile these and hang at run time); the
/// limits are `ForEachLimit.maximum` (100,000 repetitions) and `maximumCallDepth` (64).
import LayoutCore
import Testing
import ViewSource

@Suite struct HostileProgramTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var source: String
    var expected: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a billion-element ForEach",
      source: "VStack {\n    ForEach(0..<1_000_000_000) { i in Text(\"x\") }\n}",
      expected: ["2:13: error: the range has 1000000000 elements; scenes allow at most 100000"]),
    Case(
      name: "nested loops whose product is too large",
      source: """
        VStack {
            ForEach(0..<1000) { i in
                ForEach(0..<1000) { j in Text("x") }
            }
        }
        """,
      expected: [
        "3:17: error: this loop inside other loops repeats its content 1000000 times; scenes allow at most 100000"
      ]),
    Case(
      name: "a for loop over a trillion elements",
      source: "VStack {\n    for i in 0..<1_000_000_000_000 { Text(\"x\") }\n}",
      expected: [
        "2:14: error: the range has 1000000000000 elements; scenes allow at most 100000"
      ]),
    Case(
      name: "a view that contains itself twice",
      source: """
        struct R: View {
            var body: some View { VStack { R(); R() } }
        }
        #Preview { R() }
        """,
      expected: ["2:36: error: 'R' is nested too deeply (64 levels): is it recursive?"]),
    Case(
      name: "a modifier that applies itself",
      source: """
        extension View {
            func forever() -> some View { self.forever() }
        }
        Text("a").forever()
        """,
      expected: ["2:40: error: 'forever' is nested too deeply (64 levels): is it recursive?"]),
    Case(
      name: "a string repeated a billion times",
      source: "Text(String(repeating: \"ab\", count: 1_000_000_000))",
      expected: ["1:6: error: 'String(repeating:count:)' repeats at most 10000 times in scenes"]),
    Case(
      name: "padding(.nan)",
      source: "Color.red.padding(.nan)",
      expected: ["1:19: error: the value is NaN (not a number)"]),
    Case(
      name: "padding(CGFloat.nan)",
      source: "Color.red.padding(CGFloat.nan)",
      expected: ["1:19: error: the value is NaN (not a number)"]),
    Case(
      name: "zero divided by zero",
      source: "Color.red.frame(width: 0 / 0)",
      expected: ["1:24: error: division by zero"]),
  ]

  @Test(arguments: cases)
  func limitIsADiagnostic(_ example: Case) {
    #expect(ScenePipelineProperty.violations(ofSource: example.source).isEmpty)
    let scene = SceneParser.parse(example.source)
    #expect(scene.diagnostics.map(\.description) == example.expected)
    #expect(scene.tree == nil)
  }

  /// 1e308 everywhere: a scene SwiftUI accepts; the engine keeps every frame finite or
  /// warns, and the render and `fmt` still work (checked by the property).
  @Test func framesOfOneE308() throws {
    let source = """
      VStack(spacing: 1e308) {
          Color.red.frame(width: 1e308, height: 1e308)
          Text("a").padding(1e308).offset(x: 1e308, y: -1e308)
          Color.blue.position(x: 1e308, y: 1e308).frame(maxWidth: 1e308)
      }
      """
    #expect(ScenePipelineProperty.violations(ofSource: source).isEmpty)
    let scene = SceneParser.parse(source)
    #expect(scene.diagnostics.isEmpty)
    let tree = try #require(scene.tree)
    let result = LayoutEngine(isTracing: false).layout(tree, in: ScenePipelineProperty.canvas)
    // The root is proposed 390×844 and its frame must be a number, whatever its children ask.
    #expect(!result.root.frame.width.isNaN && !result.root.frame.height.isNaN)
  }
}
