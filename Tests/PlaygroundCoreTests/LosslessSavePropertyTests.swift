import Foundation
import LayoutCore
import LayoutTestSupport
import Testing

@testable import PlaygroundCore
@testable import ViewSource

/// Random edit sequences through the playground's keys, on every file of the editing corpus
/// (`Tests/ViewSourceTests/Editing/Corpus`), save losslessly (issue #12): each edit changes
/// the file only inside the written span of the node it edited, the saved file reads back as
/// the playground's tree, and saving with no edits or after undoing every edit writes the
/// original bytes.
///
/// `swift test` runs `sequences` per file; set `LOSSLESS_SEQUENCES` for more. A failure
/// records the file, the seed and the shortest key sequence found that still fails.
@Suite struct LosslessSavePropertyTests {
  static let environment = ProcessInfo.processInfo.environment
  /// Sequences per corpus file.
  static let sequences = environment["LOSSLESS_SEQUENCES"].flatMap { Int($0) } ?? 20
  /// Steps in one sequence.
  static let steps = 16

  /// The corpus, read by path from `Tests/ViewSourceTests/Editing/Corpus`.
  static let corpus: [(name: String, source: String)] = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("ViewSourceTests/Editing/Corpus")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().filter { $0.hasSuffix(".swift") }.compactMap { name in
      guard
        let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
      else { return nil }
      return (name, String(decoding: data, as: UTF8.self))
    }
  }()

  /// One user action: a key, or `m` and the menu item's key.
  typealias Step = [Key]

  /// The keys a step is drawn from: selection moves more often than edits, so that edits
  /// reach deep nodes.
  static func randomStep(_ random: inout SeededGenerator) -> Step {
    let roll = random.int(in: 0...99)
    switch roll {
    case 0..<40: return [random.pick([.up, .down, .left, .right, .right])]
    case 40..<48: return [.enter]
    case 48..<68: return [.character(random.pick([",", ".", "<", ">"]))]
    case 68..<86:
      let items: [Character] = Catalog.menuItems.map(\.key) + ["x", "d"]
      return [.character("m"), .character(random.pick(items))]
    case 86..<89: return [.character("f")]
    case 89..<93: return [.character("x")]  // delete (a modifier: unwrap)
    case 93..<97: return [.character("u")]
    default: return [.control("r")]
    }
  }

  /// What went wrong in one run.
  struct Failure: Error, CustomStringConvertible {
    var step: Int?
    var reason: String
    var description: String { (step.map { "step \($0 + 1): " } ?? "") + reason }
  }

  /// What one run found, beyond failures: the refusals the status line showed.
  struct Outcome {
    var failure: Failure?
    var refusals: [String] = []
    var edits = 0
  }

  /// Runs `steps` on `source` in a playground, checking after each edit and at the end.
  static func run(_ steps: [Step], on source: String) -> Outcome {
    var outcome = Outcome()
    var playground = Playground.scene(source, path: "/tmp/corpus-scene.swift")
    func fail(_ step: Int?, _ reason: String) -> Outcome {
      outcome.failure = Failure(step: step, reason: reason)
      return outcome
    }
    for (index, step) in steps.enumerated() {
      guard let before = playground.state.sceneSource else { return fail(index, "no source") }
      let selected = playground.selection.path
      let undoing = step == [.character("u")] || step == [.control("r")]
      // Delete: `x` (Del), or the menu's `d`.
      let deleting = step == [.character("x")] || step == [.character("m"), .character("d")]
      for key in step { _ = playground.handle(.key(key)) }
      if let message = playground.message, message.isError, message.text.hasPrefix("not edited") {
        outcome.refusals.append(message.text)
      }
      guard let after = playground.state.sceneSource else { return fail(index, "no source") }
      guard after != before, !undoing else { continue }
      outcome.edits += 1
      if let problem = outsideSpan(before, after, selected: selected, deleting: deleting) {
        return fail(index, problem)
      }
      let reparsed = SceneParser.parse(after)
      guard !reparsed.hasErrors, let tree = reparsed.tree, tree == playground.tree else {
        return fail(index, "the edited source does not read as the playground's tree:\n\(after)")
      }
    }
    // (b) The saved file reads as the playground's tree.
    guard let saved = save(&playground) else { return fail(nil, "s wrote nothing") }
    guard let tree = SceneParser.parse(saved).tree, tree == playground.tree else {
      return fail(nil, "the saved file does not read as the playground's tree:\n\(saved)")
    }
    // (c) Undoing every edit and saving writes the original bytes; redoing them all, the
    // edited file again.
    var undone = 0
    while undone < 1000 {
      _ = playground.handle(.key(.character("u")))
      if playground.message?.text == "nothing to undo" { break }
      undone += 1
    }
    guard save(&playground) == source else {
      return fail(nil, "undoing every edit did not give the original bytes")
    }
    for _ in 0..<undone { _ = playground.handle(.key(.control("r"))) }
    guard save(&playground) == saved else {
      return fail(nil, "redoing every edit did not give the edited file again")
    }
    return outcome
  }

  /// What `s` writes, with the host's answer that it was written.
  static func save(_ playground: inout Playground) -> String? {
    let effects = playground.handle(.key(.character("s")))
    for case .save(let path, let contents, _) in effects {
      _ = playground.handle(.saved(path: path, error: nil))
      return contents
    }
    return nil
  }

  /// Why the change from `before` to `after` is not confined to the written span of the node
  /// selected before the edit, or of its use (whole lines, since a removal takes its lines),
  /// or nil. A
  /// deletion may take the modifiers around the view (`Text("a").padding()` goes whole), so
  /// the span of any modifier holding it will do.
  static func outsideSpan(_ before: String, _ after: String, selected: TreePath, deleting: Bool)
    -> String?
  {
    let parsed = SceneParser.parse(before)
    guard let tree = parsed.tree else { return "the source before the edit did not parse" }
    var candidates = [selected]
    while deleting, let path = candidates.last, !path.isEmpty,
      tree[path: Array(path.dropLast())]?.kind.isModifier == true
    {
      candidates.append(Array(path.dropLast()))
    }
    let text = SourceText(before)
    let old = Array(before.unicodeScalars)
    let new = Array(after.unicodeScalars)
    var spans: [Range<Int>] = []
    for path in candidates {
      guard let node = tree[path: path], node.sourceTag >= 0 else { continue }
      let origin = parsed.origins[Int(node.sourceTag)]
      // Where it is written, or where the custom view or `let` that answered with it is used.
      for range in [origin.expression] + (origin.use.map { [$0.range] } ?? []) {
        let start = text.lineStart(of: text.offset(of: range.start))
        let end = Swift.min(old.count, text.lineEnd(of: text.offset(of: range.end)) + 1)
        spans.append(start..<end)
        // Outside the span, the file must keep every scalar: the text before it is the
        // edited file's prefix and the text after it its suffix, whatever was put between.
        if new.count >= start + (old.count - end), Array(new[..<start]) == Array(old[..<start]),
          Array(new[(new.count - (old.count - end))...]) == Array(old[end...])
        {
          return nil
        }
      }
    }
    return """
      the file changed outside the edited node's span (\(spans)):
      --- before
      \(before)
      --- after
      \(after)
      """
  }

  /// The shortest sub-sequence of `steps` found that still fails: steps dropped one at a
  /// time while the run still fails.
  static func shrunk(_ steps: [Step], on source: String) -> [Step] {
    var steps = steps
    var changed = true
    while changed {
      changed = false
      for index in steps.indices.reversed() {
        var candidate = steps
        candidate.remove(at: index)
        if run(candidate, on: source).failure != nil {
          steps = candidate
          changed = true
        }
      }
    }
    return steps
  }

  static func describe(_ steps: [Step]) -> String {
    steps.map { step in
      step.map { key -> String in
        switch key {
        case .character(let character): "\"\(character)\""
        default: ".\(key)"
        }
      }.joined(separator: " ")
    }.joined(separator: ", ")
  }

  @Test(arguments: corpus.map(\.name))
  func randomEditSequencesSaveLosslessly(_ name: String) throws {
    let source = try #require(Self.corpus.first { $0.name == name }).source
    // (c) Zero edits: `s` writes the file byte for byte.
    var untouched = Playground.scene(source, path: "/tmp/corpus-scene.swift")
    #expect(Self.save(&untouched) == source)
    var edits = 0
    var refusals: Set<String> = []
    for sequence in 0..<Self.sequences {
      let seed =
        UInt64(sequence) &* 0x9E37_79B9 &+ name.utf8.reduce(UInt64(0)) { $0 &* 31 &+ UInt64($1) }
      var random = SeededGenerator(seed: seed)
      let steps = (0..<Self.steps).map { _ in Self.randomStep(&random) }
      let outcome = Self.run(steps, on: source)
      edits += outcome.edits
      refusals.formUnion(outcome.refusals)
      if let failure = outcome.failure {
        let shortest = Self.shrunk(steps, on: source)
        let shrunkFailure = Self.run(shortest, on: source).failure ?? failure
        Issue.record(
          "\(name), seed \(seed): \(shrunkFailure)\nkeys: \(Self.describe(shortest))")
        return
      }
    }
    // A line per file, for the issue's closing note: sequences, edits made, refusals seen.
    print(
      "lossless \(name): \(Self.sequences) sequences, \(edits) edits"
        + (refusals.isEmpty ? "" : "; refused: " + refusals.sorted().joined(separator: " | ")))
  }
}

/// The keys of `Tests/e2e/lossless-save.sh`, without a terminal: the same file and edits give
/// the same bytes.
@Suite struct LosslessSaveExampleTests {
  // 02-two-cards: [] is SummaryScreen's padding, [0] its VStack (spacing 20), [0, 0] and
  // [0, 1] the Cards' backgrounds. `.` steps the spacing up by 10; `m` `7` adds a border
  // around the first Card where it is used, `m` `v` wraps the second in a VStack there: the
  // Card struct is not touched.
  @Test func spacingAndCardsEditedAtTheirUses() throws {
    let source = try #require(
      LosslessSavePropertyTests.corpus.first { $0.name == "02-two-cards.swift" }
    )
    .source
    var playground = Playground.scene(source, path: "/tmp/corpus-scene.swift")
    playground.send(.right, ".", .right, "m", "7", .down, "m", "v")
    let saved = LosslessSavePropertyTests.save(&playground)
    #expect(
      saved
        == source
        .replacingOccurrences(of: "VStack(spacing: 20)", with: "VStack(spacing: 30)")
        .replacingOccurrences(
          of: "            Card()\n            Card()\n",
          with: """
                        Card()
                            .border(.red)
                        VStack {
                            Card()
                        }

            """))
    playground.send("u", "u", "u")
    #expect(LosslessSavePropertyTests.save(&playground) == source)
    // The Card's padding is written once for both Cards, and the status line says so.
    playground.send(.left, .left, .left, .left, .right, .right, .right, ".")
    #expect(playground.selectedNode?.kind.name == "padding")
    #expect(playground.message?.text.hasSuffix("edits the definition of Card: 2 uses") == true)
    playground.send("u", .down, "m", "3")
    // The background's colour is a style argument, no view call: padding cannot go around it.
    #expect(playground.selectedNode?.kind.name == "Color")
    #expect(
      playground.message?.text
        == "not edited: Color is not written as a view in the file (a colour given as a style): "
        + "edit the modifier that holds it")
    #expect(LosslessSavePropertyTests.save(&playground) == source)
  }
}
