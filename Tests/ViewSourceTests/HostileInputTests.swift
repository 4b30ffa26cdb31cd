/// Inputs shaped to break a parser, each checked through the whole pipeline (issue #7): deep
/// nesting, numbers that overflow, non-finite values as every numeric argument, invalid
/// UTF-8, NUL bytes, and ten megabytes of text and of garbage.
///
/// Each case asserts `ScenePipelineProperty` (no crash, every diagnostic inside the file,
/// `fmt` parses back) and, where the answer is known, the exact diagnostic or tree: what a
/// Swift compiler says about the same input is the reference for the wording.
import Foundation
import LayoutCore
import Testing
import ViewSource

@Suite struct HostileInputTests {
  /// The property, then the scene, so a case can assert more.
  static func checked(_ source: String) -> ParsedScene {
    let outcome = ScenePipelineProperty.run(source)
    #expect(outcome.violations.isEmpty, "\(outcome.violations)")
    return outcome.scene
  }

  static func checked(bytes: [UInt8]) -> ParsedScene {
    checked(ScenePipelineProperty.source(of: bytes))
  }

  /// `line:column: severity: message` of every diagnostic.
  static func described(_ scene: ParsedScene) -> [String] { scene.diagnostics.map(\.description) }

  // MARK: Nesting

  static let depthError =
    "error: nesting is too deep (more than 200 levels of expressions and blocks)"

  @Test func tenThousandParenthesesBalanced() {
    let source =
      "Color.red.frame(width: " + String(repeating: "(", count: 10_000) + "1"
      + String(repeating: ")", count: 10_000) + ")"
    let scene = Self.checked(source)
    // The statement, the `frame` call and its argument are three levels, so the 198th '('
    // is level 201: column 24 + 198.
    #expect(Self.described(scene) == ["1:222: \(Self.depthError)"])
  }

  @Test func tenThousandNestedStacksBalanced() {
    let source =
      String(repeating: "HStack {\n", count: 10_000) + "Text(\"deep\")\n"
      + String(repeating: "}\n", count: 10_000)
    let scene = Self.checked(source)
    #expect(scene.tree == nil)
    #expect(scene.diagnostics.first?.message.hasPrefix("nesting is too deep") == true)
  }

  @Test func tenThousandNestedClosures() {
    let source =
      "Color.red.alignmentGuide(.leading) " + String(repeating: "{ d in ", count: 10_000)
      + "d.width" + String(repeating: " }", count: 10_000)
    let scene = Self.checked(source)
    #expect(scene.tree == nil)
    #expect(scene.diagnostics.first?.message.hasPrefix("nesting is too deep") == true)
  }

  /// A chain of modifiers nests one node per modifier, so each call counts as a level of
  /// nesting: 150 build, 4,000 are an error at the 200th call (not a stack overflow in the
  /// interpreter, which 4,000 levels were before).
  @Test func longChainsOfModifiers() throws {
    let source = "Color.red" + String(repeating: ".padding(1)", count: 150)
    let scene = Self.checked(source)
    #expect(scene.diagnostics.isEmpty)
    var depth = 0
    var node = try #require(scene.tree)
    while let child = node.children.first {
      depth += 1
      node = child
    }
    #expect(depth == 150)
    let tooLong = Self.checked("Color.red" + String(repeating: ".padding(1)", count: 4_000))
    // The statement is level 1 and each call one more, so the argument of the 199th call is
    // level 201: column 9 + 198 × 11 + 10.
    #expect(Self.described(tooLong) == ["1:2197: \(Self.depthError)"])
  }

  @Test func tenThousandPrefixOperators() {
    let scene = Self.checked("Color.red.offset(x: " + String(repeating: "-", count: 10_000) + "1)")
    #expect(scene.tree == nil)
    #expect(scene.diagnostics.first?.message.hasPrefix("nesting is too deep") == true)
  }

  // MARK: Numbers

  /// Swift: "integer literal overflows when stored into 'Int'" / a Double literal of 1e400
  /// is infinity, which no frame can use; LayoutLab says the number is too large.
  @Test(arguments: [
    ("1e400", "1:24: error: the number '1e400' is too large"),
    ("-1e400", "1:25: error: the number '1e400' is too large"),
  ])
  func numbersBeyondDouble(_ literal: String, _ expected: String) {
    let scene = Self.checked("Color.red.frame(width: \(literal), height: 10)")
    #expect(Self.described(scene) == [expected])
  }

  /// Hexadecimal, with separators, and past UInt64: the property holds whether or not the
  /// value is representable; those that build lay out without a NaN.
  @Test(arguments: [
    "0x7fffffffffffffff", "0xffffffffffffffffff", "1_000_000_000_000_000_000_000", "4.9e-324",
    "9223372036854775807", "-9223372036854775808", "1e308", "-1e308", "0x", "1e", "1_",
  ])
  func extremeNumberLiterals(_ literal: String) {
    for modifier in ["frame(width: N)", "padding(N)", "offset(x: N)", "layoutPriority(N)"] {
      let source =
        "HStack(spacing: 2) { Spacer(minLength: 1); Color.red."
        + modifier.replacingOccurrences(of: "N", with: literal) + " }"
      let scene = Self.checked(source)
      if let tree = scene.tree {
        let result = LayoutEngine(isTracing: false).layout(tree, in: ScenePipelineProperty.canvas)
        #expect(!result.root.frame.width.isNaN && !result.root.frame.height.isNaN, "\(source)")
      }
    }
  }

  /// `.nan`, `.infinity` and `-.infinity` as every numeric argument of every modifier that
  /// takes one. NaN is refused where written (SwiftUI would log "invalid frame dimension" at
  /// run time and draw nothing sensible); infinities are the engine's to treat (§12).
  @Test(arguments: [
    ".nan", "CGFloat.nan", "Double.nan", ".infinity", "-.infinity", "CGFloat.infinity",
  ])
  func nonFiniteAsEveryNumericArgument(_ value: String) {
    let modifiers = [
      "frame(width: NUM)", "frame(height: NUM)", "frame(width: 10, height: NUM, alignment: .top)",
      "frame(minWidth: NUM)", "frame(idealWidth: NUM)", "frame(maxWidth: NUM)",
      "frame(minHeight: NUM)",
      "frame(idealHeight: NUM)", "frame(maxHeight: NUM)", "padding(NUM)", "padding(.top, NUM)",
      "padding(EdgeInsets(top: NUM, leading: 0, bottom: 0, trailing: 0))", "offset(x: NUM)",
      "offset(y: NUM)", "offset(CGSize(width: NUM, height: 0))", "position(x: NUM, y: 1)",
      "position(x: 1, y: NUM)", "position(CGPoint(x: NUM, y: 0))", "layoutPriority(NUM)",
    ]
    let containers = [
      "HStack(spacing: NUM) { Color.red }",
      "VStack(alignment: .leading, spacing: NUM) { Color.red }",
      "HStack { Spacer(minLength: NUM) }",
    ]
    let sources =
      modifiers.map { "HStack { Spacer(); Color.red.\($0) }" } + containers
    for template in sources {
      let source = template.replacingOccurrences(of: "NUM", with: value)
      let scene = Self.checked(source)
      if value.hasSuffix("nan") {
        let column =
          source.distance(
            from: source.startIndex, to: source.range(of: value)!.lowerBound) + 1
        #expect(
          Self.described(scene) == ["1:\(column): error: the value is NaN (not a number)"],
          "\(source)")
      } else if let tree = scene.tree {
        // Infinite lengths are the engine's to treat (a warning, or an infinite frame as
        // SwiftUI's own); the render and `fmt` above must cope either way, and no NaN appears.
        let result = LayoutEngine(isTracing: false).layout(tree, in: ScenePipelineProperty.canvas)
        #expect(!result.root.frame.width.isNaN && !result.root.frame.height.isNaN, "\(source)")
      }
    }
  }

  // MARK: Bytes

  /// 0xFF at the start, in the middle of an identifier, and at the end: each becomes U+FFFD
  /// (as `layoutlab` decodes files) and is reported where it stands.
  @Test func invalidUTF8AtStartMiddleAndEnd() {
    let text = Array(#"Text("a").padding(4)"#.utf8)
    let start = Self.checked(bytes: [0xFF] + text)
    #expect(Self.described(start) == ["1:1: error: unexpected invalid UTF-8 byte"])
    var middle = text
    middle.insert(0xFF, at: 12)  // Text("a").pa|dding: the modifier 'pa', then the byte
    #expect(
      Self.described(Self.checked(bytes: middle)).contains(
        "1:13: error: unexpected invalid UTF-8 byte"))
    let end = Self.checked(bytes: text + [0xC3])  // a cut two-byte character
    #expect(Self.described(end) == ["1:21: error: unexpected invalid UTF-8 byte"])
    let inString = Self.checked(
      bytes: Array(#"Text("a"#.utf8) + [0xE0, 0x80] + Array(#"b")"#.utf8))
    #expect(
      Self.described(inString) == [
        "1:8: warning: invalid UTF-8 in the string literal, shown as '\u{FFFD}'"
      ])
  }

  /// NUL inside a string is text; inside an identifier or between tokens, a stray character.
  @Test func nulBytes() {
    let inString = Self.checked(bytes: Array(#"Text("a"#.utf8) + [0] + Array(#"b")"#.utf8))
    #expect(inString.diagnostics.isEmpty)
    #expect(inString.tree == ViewNode(.text("a\u{0}b")))
    let escaped = Self.checked(#"Text("a\u{0}b")"#)
    #expect(escaped.tree == ViewNode(.text("a\u{0}b")))
    let inName = Self.checked(bytes: Array("Te".utf8) + [0] + Array(#"xt("a")"#.utf8))
    #expect(Self.described(inName).contains("1:3: error: unexpected character '\u{0}'"))
    let only = Self.checked(bytes: [0, 0, 0])
    #expect(Self.described(only).first == "1:1: error: unexpected character '\u{0}'")
  }

  // MARK: Size

  /// Ten megabytes of `Text` lines in one VStack parse and interpret into one node per line.
  /// Only `check`'s parse is run: laying out 750,000 views is the benchmark's subject
  /// (`texts-10000`), and would take most of a minute in a debug build.
  @Test func tenMegabytesOfText() throws {
    let line = "    Text(\"a\")\n"
    let count = 10 * 1_048_576 / line.utf8.count + 1
    let source = "VStack(spacing: 0) {\n" + String(repeating: line, count: count) + "}\n"
    let scene = SceneParser.parse(source)
    #expect(scene.diagnostics.isEmpty)
    #expect(try #require(scene.tree).children.count == count)
  }

  /// Ten megabytes of seeded garbage bytes: diagnostics, capped, and no tree.
  @Test func tenMegabytesOfGarbage() {
    var generator = ParserRobustnessTests.Generator(state: 0x6A4B_A6E)
    let bytes = (0..<10 * 1_048_576).map { _ in
      UInt8(truncatingIfNeeded: generator.next(below: 256))
    }
    let scene = Self.checked(bytes: bytes)
    #expect(scene.hasErrors)
    #expect(scene.diagnostics.count <= 3 * 101)
  }

  /// Ten megabytes of one line with no line break: columns in the millions stay exact.
  @Test func tenMegabytesOnOneLine() {
    let source = "Text(\"a\")" + String(repeating: " ", count: 10 * 1_048_576) + "}"
    let scene = Self.checked(source)
    #expect(
      Self.described(scene) == ["1:\(10 * 1_048_576 + 10): error: extraneous '}' at top level"])
  }
}
