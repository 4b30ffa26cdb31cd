import Foundation
import LayoutTestSupport
import Testing

@testable import PlaygroundCore

/// A session that traps (or hangs: `FuzzWatchdog` ends it) ends the test process, so it cannot
/// be shrunk in it: these replay a logged session (`KeySequenceFuzzTests.sessionLog`) in a process of its own, and shrink it
/// by running each shorter candidate in a new process, keeping those that still end in a
/// trap. Both run only when asked for, by their environment variable.
@Suite struct KeySequenceTrapTests {
  /// Replays the session in `KEY_FUZZ_REPLAY`: it traps, or fails an invariant, or passes.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["KEY_FUZZ_REPLAY"] != nil))
  func replaysALoggedSession() throws {
    let path = try #require(ProcessInfo.processInfo.environment["KEY_FUZZ_REPLAY"])
    let session = try #require(Self.session(at: path), "not a logged session: \(path)")
    // A hang is a failure too: the watchdog ends this process as a trap would.
    let watchdog = FuzzWatchdog(limit: 60, message: "the session in \(path) hangs")
    defer { watchdog.stop() }
    if let failure = try Self.run(session) { Issue.record("\(failure)") }
  }

  /// Shrinks the trapping session in `KEY_FUZZ_SHRINK` and prints the shortest that traps.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["KEY_FUZZ_SHRINK"] != nil))
  func shrinksATrappingSession() throws {
    let path = try #require(ProcessInfo.processInfo.environment["KEY_FUZZ_SHRINK"])
    let session = try #require(Self.session(at: path), "not a logged session: \(path)")
    let candidate = path + ".candidate"
    defer { try? FileManager.default.removeItem(atPath: candidate) }
    /// Whether `events` still end a process in a trap.
    func traps(_ events: [KeySequenceFuzzer.Event]) throws -> Bool {
      try KeySequenceFuzzer.encode(events, document: session.document).write(
        toFile: candidate, atomically: false, encoding: .utf8)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      process.arguments = [
        "--testing-library", "swift-testing", "--filter", "replaysALoggedSession",
      ]
      var environment = ProcessInfo.processInfo.environment
      environment["KEY_FUZZ_SHRINK"] = nil
      environment["KEY_FUZZ_REPLAY"] = candidate
      process.environment = environment
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      return process.terminationReason == .uncaughtSignal
    }
    #expect(try traps(session.events), "the logged session does not trap")
    let events = try KeySequenceFuzzer.shrink(session.events, while: traps)
    print(
      "the shortest session that traps on \(session.document):\n"
        + events.map { "  \($0)," }.joined(separator: "\n"))
  }

  /// The logged session at `path`, with its document.
  static func session(at path: String) -> (
    document: String, events: [KeySequenceFuzzer.Event]
  )? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return KeySequenceFuzzer.decode(String(decoding: data, as: UTF8.self))
  }

  /// Runs a logged session on its document; its failure, if it does not trap.
  static func run(_ session: (document: String, events: [KeySequenceFuzzer.Event])) throws
    -> KeySequenceFuzzer.Failure?
  {
    let documents = KeySequenceFuzzer.documents(corporaUnder: KeySequenceFuzzTests.tests)
    let document = try #require(documents.first { $0.name == session.document })
    let file = try temporaryFile("")
    defer { removeFolder(of: file) }
    let fuzzer = KeySequenceFuzzer(folder: (file as NSString).deletingLastPathComponent)
    return fuzzer.run(session.events, on: document)
  }
}
