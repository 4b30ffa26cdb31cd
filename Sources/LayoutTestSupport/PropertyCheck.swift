import LayoutCore

/// Runs a property over seeded random cases and reports the first failure, shrunk.
///
/// Each case has its own seed (`seed << 16 | index`), printed with a failure, so a failure
/// replays alone: `PropertyCheck(name:, caseSeeds: [0x3_0011])`. The report shows the case as
/// it was drawn, then shrunk by `TreeShrinker` to a tree small enough to read, printed as scene
/// source by the printer the test target passes (this target sees only LayoutCore). The
/// check never reads the clock: it is as fast as its cases, and the count of cases is fixed.
///
///     let outcome = PropertyCheck(name: "finite frames", seeds: [1, 2, 3], casesPerSeed: 50)
///       .run(generate: { random in (tree(&random), RandomViewTree.canvas(&random)) },
///            printer: ScenePrinter.print) { tree, canvas in problem(tree, canvas) }
///     #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
public struct PropertyCheck: Sendable {
  /// What the property says, for the report.
  public var name: String
  /// The case seeds to run, in order.
  public var caseSeeds: [UInt64]
  /// Attempts the shrinker may make.
  public var shrinkBudget: Int

  /// `casesPerSeed` cases for each of `seeds`.
  public init(name: String, seeds: [UInt64], casesPerSeed: Int, shrinkBudget: Int = 3000) {
    self.init(
      name: name,
      caseSeeds: seeds.flatMap { seed in (0..<casesPerSeed).map { seed << 16 | UInt64($0) } },
      shrinkBudget: shrinkBudget)
  }

  /// Exactly these case seeds (to replay a reported failure).
  public init(name: String, caseSeeds: [UInt64], shrinkBudget: Int = 3000) {
    self.name = name
    self.caseSeeds = caseSeeds
    self.shrinkBudget = shrinkBudget
  }

  /// What a run found.
  public struct Outcome: Sendable {
    /// The cases checked (up to and including a failing one).
    public var cases: Int
    /// The report of the first failure, or nil when every case held.
    public var failure: String?
  }

  /// Checks `property` (nil when it holds, else what is wrong) on each case; stops at the
  /// first failure, which it shrinks with the canvas fixed.
  public func run(
    generate: (inout SeededGenerator) -> (tree: ViewNode, canvas: CGSize),
    printer: (ViewNode) -> String,
    property: (ViewNode, CGSize) -> String?
  ) -> Outcome {
    for (count, caseSeed) in caseSeeds.enumerated() {
      var random = SeededGenerator(seed: caseSeed)
      let (tree, canvas) = generate(&random)
      guard let problem = property(tree, canvas) else { continue }
      let shrunk = TreeShrinker.shrink(tree, budget: shrinkBudget) { property($0, canvas) != nil }
      let shrunkProblem = property(shrunk.tree, canvas) ?? problem
      let firstLines = problem.split(separator: "\n", omittingEmptySubsequences: false)
      let shortProblem =
        firstLines.count > 12
        ? firstLines.prefix(12).joined(separator: "\n") + "\n  ..." : problem
      let report = """
        property '\(name)' failed: seed \(caseSeed >> 16), case \(caseSeed & 0xFFFF) \
        (case seed 0x\(String(caseSeed, radix: 16))), canvas \(describe(canvas))
          \(shortProblem)
        shrunk in \(shrunk.steps) steps (\(shrunk.attempts) attempts) to a tree that fails with
          \(shrunkProblem)
        \(printer(shrunk.tree))
        """
      return Outcome(cases: count + 1, failure: report)
    }
    return Outcome(cases: caseSeeds.count, failure: nil)
  }

  private func describe(_ size: CGSize) -> String {
    "\(RandomViewTree.number(size.width))×\(RandomViewTree.number(size.height))"
  }
}
