/// Whatever it is given, `SceneParser.parse` returns, points inside the file and builds a tree
/// whenever it reports no error (issue 3: "never a crash, never a hang").
///
/// Mutants of valid scenes come from a seeded generator, so every run tries the same inputs
/// and a failure names the iteration and prints the mutant to reproduce it.
import LayoutCore
import Testing
import ViewSource

@Suite struct ParserRobustnessTests {
  /// A custom view with parameters, a `#Preview`, a GeometryReader, an overlay, guides and
  /// comments: the constructs the two seed scenes do not use.
  static let previewScene = #"""
    // Badges over a grid
    struct Badge: View {
        let label: String
        var color: Color = .blue

        var body: some View {
            Text(label)
                .padding(.horizontal, 8)
                .background(color, in: Capsule())
        }
    }

    #Preview("Badges") {
        ZStack(alignment: .topLeading) {
            GeometryReader { proxy in
                Color.gray.frame(width: proxy.size.width / 2)
            }
            VStack(alignment: .leading, spacing: 4) {
                ForEach(0..<3) { i in
                    Badge(label: "item \(i)", color: .red)
                        .offset(x: CGFloat(i) * 10)
                }
                /* a guide that moves the last line */
                Text("last").alignmentGuide(.leading) { d in d.width / 2 }
            }
            .overlay(alignment: .bottom) { Rectangle().frame(height: 1) }
        }
        .frame(width: 300, height: 200)
    }
    """#

  static let seeds = [SeedSceneTests.spacerScene, SeedSceneTests.questionScene, previewScene]

  /// Knuth's MMIX linear congruential generator: small, fixed, the same on every platform.
  struct Generator {
    var state: UInt64

    mutating func next(below bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(Swift.max(bound, 1)))
    }
  }

  /// Characters that open, close or start things, digits, letters and a wide character.
  static let insertable = Array(#"{}()[]".\$#@0123456789abcdefghijklmnopqrstuvwxyz居"#)

  /// One to three edits of `source`: delete, duplicate or swap token-sized chunks, insert a
  /// character, or cut the file short.
  static func mutate(_ source: String, with generator: inout Generator) -> String {
    var text = Array(source)
    for _ in 0...generator.next(below: 3) where !text.isEmpty {
      let start = generator.next(below: text.count)
      let length = Swift.min(1 + generator.next(below: 8), text.count - start)
      switch generator.next(below: 5) {
      case 0:
        text.removeSubrange(start..<start + length)
      case 1:
        text.insert(contentsOf: text[start..<start + length], at: start)
      case 2:
        let other = generator.next(below: text.count)
        let otherLength = Swift.min(1 + generator.next(below: 8), text.count - other)
        let first = Array(text[start..<start + length])
        let second = Array(text[other..<other + otherLength])
        // Swap only chunks that do not overlap, the later one first so indices hold.
        if start + length <= other {
          text.replaceSubrange(other..<other + otherLength, with: first)
          text.replaceSubrange(start..<start + length, with: second)
        } else if other + otherLength <= start {
          text.replaceSubrange(start..<start + length, with: second)
          text.replaceSubrange(other..<other + otherLength, with: first)
        }
      case 3:
        text.insert(insertable[generator.next(below: insertable.count)], at: start)
      default:
        text.removeSubrange(start...)
      }
    }
    return String(text)
  }

  /// The properties every parse must have, as failure messages (empty when all hold).
  static func problems(of source: String) -> [String] {
    let scene = SceneParser.parse(source)
    let lineCount = source.split(separator: "\n", omittingEmptySubsequences: false).count
    var problems: [String] = []
    for diagnostic in scene.diagnostics {
      if !(1...lineCount + 1).contains(diagnostic.location.line) || diagnostic.location.column < 1 {
        problems.append("outside the file: \(diagnostic)")
      }
      _ = diagnostic.rendered(fileName: "mutant.swift", source: source)
    }
    if !scene.hasErrors && scene.tree == nil {
      problems.append("no error and no tree: \(scene.diagnostics)")
    }
    return problems
  }

  @Test func seedsAreValid() {
    for seed in Self.seeds {
      let scene = SceneParser.parse(seed)
      #expect(!scene.hasErrors, "\(scene.diagnostics)")
      #expect(scene.tree != nil)
    }
  }

  /// 2,000 mutants of the seed scenes; some still parse, most do not, and both kinds are
  /// checked.
  @Test func mutantsParseAndPointInsideTheFile() {
    var generator = Generator(state: 0x5EED_1A70)
    var broken = 0
    for iteration in 0..<2_000 {
      let seed = Self.seeds[iteration % Self.seeds.count]
      let mutant = Self.mutate(seed, with: &generator)
      let problems = Self.problems(of: mutant)
      #expect(problems.isEmpty, "iteration \(iteration): \(problems)\n\(mutant)")
      if SceneParser.parse(mutant).hasErrors { broken += 1 }
    }
    // About 1,870 break and 130 still parse with this seed.
    #expect(broken > 1_000, "too few mutants break: the mutations do not reach the parser")
    #expect(2_000 - broken >= 50, "too few mutants parse: the error-free path is barely tried")
  }

  @Test func tenThousandNestedStacksAreAnError() {
    let source =
      String(repeating: "VStack {\n", count: 10_000) + "Text(\"deep\")\n"
      + String(repeating: "}\n", count: 10_000)
    let scene = SceneParser.parse(source)
    #expect(scene.hasErrors)
    #expect(scene.tree == nil)
    #expect(Self.problems(of: source).isEmpty)
  }

  @Test func tenThousandOpeningParenthesesAreAnError() {
    let source = "Color.red.frame(width: " + String(repeating: "(", count: 10_000)
    let scene = SceneParser.parse(source)
    #expect(scene.hasErrors)
    #expect(Self.problems(of: source).isEmpty)
  }

  /// A megabyte of `Text("a")` lines in one VStack parses in one run into one node per line.
  @Test func oneMegabyteSceneParses() throws {
    let line = "    Text(\"a\")\n"
    let count = 1_048_576 / line.utf8.count + 1
    let source = "VStack {\n" + String(repeating: line, count: count) + "}\n"
    #expect(source.utf8.count > 1_048_576)
    let scene = SceneParser.parse(source)
    #expect(scene.diagnostics.isEmpty)
    let tree = try #require(scene.tree)
    #expect(tree.children.count == count)
    #expect(tree.children.allSatisfy { $0 == ViewNode(.text("a")) })
  }
}
