import Foundation
import LayoutTestSupport
import Testing

@testable import PlaygroundCore

/// The key-sequence fuzzer (issue #32) over every gallery, built-in scene and corpus file.
///
/// Its strength is `KEY_FUZZ_EVENTS` events in all (500 by default, for `swift test`; CI runs
/// 150,000 in a release build, `.ci/run`), in sessions of up to 150 events, each on a document
/// picked at random; `KEY_FUZZ_SEED` changes the sequences. A failure is shrunk and printed as
/// the events to keep in `KeySequenceRegressionTests`.
@Suite struct KeySequenceFuzzTests {
  static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The session being run, written before it runs: after a trap, the one that trapped
  /// (`KEY_FUZZ_SHRINK=<this file> swift test --filter shrinksATrappingSession` shrinks it).
  /// One a process, so that two runs never write each other's.
  static let sessionLog = FileManager.default.temporaryDirectory
    .appendingPathComponent("layoutlab-key-fuzz-session-\(getpid()).txt").path

  @Test func randomSessionsKeepEveryInvariant() throws {
    let environment = ProcessInfo.processInfo.environment
    let budget = environment["KEY_FUZZ_EVENTS"].flatMap(Int.init) ?? 500
    let seed = environment["KEY_FUZZ_SEED"].flatMap(UInt64.init) ?? 32
    let documents = KeySequenceFuzzer.documents(corporaUnder: Self.tests)
    #expect(documents.count > 100, "galleries, built-in scenes and the corpora")
    let file = try temporaryFile("")
    defer { removeFolder(of: file) }
    let fuzzer = KeySequenceFuzzer(folder: (file as NSString).deletingLastPathComponent)
    var random = SeededGenerator(seed: seed)
    var sent = 0
    var sessions = 0
    // A session may take a few seconds in a debug build; one that takes minutes hangs.
    let watchdog = FuzzWatchdog(
      limit: 300, message: "the key-sequence fuzzer's session in \(Self.sessionLog) hangs")
    defer { watchdog.stop() }
    print("key-sequence fuzzer: each session is logged to \(Self.sessionLog) before it runs")
    defer { try? FileManager.default.removeItem(atPath: Self.sessionLog) }
    while sent < budget {
      watchdog.tick()
      // The issue's own scenes (`PlaygroundCoreTests/Corpus`) one session in four.
      let document =
        random.chance(0.25)
        ? random.pick(documents.filter { $0.name.hasPrefix("PlaygroundCoreTests/") })
        : random.pick(documents)
      let count = Swift.min(budget - sent, random.int(in: 20...150))
      let source: String? =
        if case .scene(_, let source, _) = document.document { source } else { nil }
      let events = KeySequenceFuzzer.session(count: count, source: source, random: &random)
      // Logged first: a trap ends the process, and this names the session that trapped.
      try KeySequenceFuzzer.encode(events, document: document.name).write(
        toFile: Self.sessionLog, atomically: false, encoding: .utf8)
      if let failure = fuzzer.run(events, on: document) {
        let shrunk = fuzzer.shrink(failure, on: document)
        Issue.record("seed \(seed), session \(sessions): \(shrunk)")
        return
      }
      sent += events.count
      sessions += 1
    }
    print("key-sequence fuzzer: \(sent) events in \(sessions) sessions, seed \(seed): no failure")
  }
}
