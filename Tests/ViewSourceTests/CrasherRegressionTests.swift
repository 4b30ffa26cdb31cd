/// Every input the fuzzers found breaking the pipeline, kept as a file in `Crashers/` and run
/// through the whole pipeline again (issue #7): a fixed bug stays fixed.
///
/// A file's name says what it broke; its bytes are exactly what the fuzzer produced (invalid
/// UTF-8 and NUL bytes included), so it is read as data, never as text.
import Testing
import ViewSource

@Suite struct CrasherRegressionTests {
  static let crashers = FuzzCorpus.files(in: "Crashers")

  @Test func everyCrasherHoldsTheProperty() {
    #expect(!Self.crashers.isEmpty, "Crashers/ was not found next to this file")
    for crasher in Self.crashers {
      let violations = ScenePipelineProperty.violations(of: crasher.bytes)
      #expect(violations.isEmpty, "\(crasher.name): \(violations)")
    }
  }
}
