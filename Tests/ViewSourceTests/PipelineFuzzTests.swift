/// The seeded fuzz loop (issue #7): mutants of the corpus through the whole pipeline, with
/// the property of `ScenePipelineProperty` checked on each.
///
/// `swift test` runs 10,000 iterations; `.ci/run` sets `FUZZ_ITERATIONS=100000`. Set
/// `FUZZ_SEED` to try other mutants: the test prints both, and a failure prints the
/// iteration and the mutant's bytes, which `Crashers/` keeps once the bug is fixed.
import Foundation
import Testing
import ViewSource

@Suite struct PipelineFuzzTests {
  static let environment = ProcessInfo.processInfo.environment
  static let iterations = environment["FUZZ_ITERATIONS"].flatMap { Int($0) } ?? 10_000
  static let seed = environment["FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x5CE7_E5EE_D

  /// The snippets are there and cover both paths: some build a scene, some are errors.
  @Test func corpusHasScenesAndErrors() {
    let snippets = FuzzCorpus.snippets
    #expect(snippets.count >= 10)
    let broken = snippets.filter {
      SceneParser.parse(String(decoding: $0.bytes, as: UTF8.self)).hasErrors
    }
    #expect(broken.count >= 3, "the corpus must exercise diagnostics")
    #expect(snippets.count - broken.count >= 5, "the corpus must exercise layout")
  }

  /// Every seed holds the property unmutated.
  @Test func seedsHoldTheProperty() {
    for (index, seed) in FuzzCorpus.seeds.enumerated() {
      let violations = ScenePipelineProperty.violations(of: seed)
      #expect(violations.isEmpty, "seed \(index): \(violations)")
    }
  }

  /// The loop runs as this many test cases with their own seeds, so that Swift Testing runs
  /// them on every core at once.
  static let shards = 4

  /// Mutants of the corpus, `FUZZ_ITERATIONS` of them in all, a quarter in each shard.
  @Test(arguments: 0..<shards)
  func mutantsHoldTheProperty(shard: Int) {
    let count = Self.iterations / Self.shards + (shard < Self.iterations % Self.shards ? 1 : 0)
    let seed = Self.seed &+ UInt64(shard)
    print(
      "PipelineFuzzTests: shard \(shard): \(count) iterations, seed \(seed) (FUZZ_SEED=\(Self.seed))"
    )
    let seeds = FuzzCorpus.seeds
    var mutator = SceneMutator(seed: seed)
    var built = 0
    var failures = 0
    for iteration in 0..<count {
      let input = seeds[iteration % seeds.count]
      let mutant = mutator.mutate(input, splicingWith: seeds)
      let outcome = ScenePipelineProperty.run(ScenePipelineProperty.source(of: mutant))
      if !outcome.violations.isEmpty {
        failures += 1
        // A few in full are enough to reproduce; the count says how widespread it is.
        if failures <= 5 {
          Issue.record(
            "shard \(shard) iteration \(iteration), seed \(seed): \(outcome.violations)\nbytes: \(mutant)"
          )
        }
      }
      if outcome.built { built += 1 }
    }
    print(
      "PipelineFuzzTests: shard \(shard): \(built) mutants built a scene, \(failures) broke the property"
    )
    #expect(failures == 0)
    // Both paths must be tried: if nearly every mutant fails to parse, layout is not fuzzed.
    #expect(built * 20 > count, "too few mutants build a scene: \(built) of \(count)")
    #expect(built * 10 < count * 9, "too few mutants break: \(built) of \(count) build")
  }

  /// Every prefix of every built-in scene, cut at each byte (so inside characters too).
  @Test func everyTruncationOfTheBuiltInScenes() {
    var count = 0
    for scene in BuiltInScenes.all {
      let bytes = Array(scene.source.utf8)
      for end in 0...bytes.count {
        let violations = ScenePipelineProperty.violations(of: Array(bytes[..<end]))
        #expect(violations.isEmpty, "\(scene.name) cut at byte \(end): \(violations)")
        count += 1
      }
    }
    print("PipelineFuzzTests: \(count) truncations")
  }
}
