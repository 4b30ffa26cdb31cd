import Foundation
import PlaygroundCore

/// A deliberate crash inside a playground command, for the end-to-end tests only.
///
/// Issue #7 asks that a crash while the playground runs still gives the terminal back and
/// leaves the crash's message readable on the normal screen. No real command crashes, so the
/// test needs one that does: with `LAYOUTLAB_TEST_CRASH=1` in the environment, Ctrl-X calls
/// `fatalError` (a trap, SIGILL on x86-64, SIGTRAP on arm64) where a command would run.
/// TEST ONLY: it is not in `Playground.keyBindings`, the legend, the help or the README, and
/// without the variable Ctrl-X is an unbound key like any other
/// (`Tests/e2e/terminal-robustness.sh`).
struct TestCrashHook {
  /// The hidden key.
  static let key = Key.control("x")
  /// The message `fatalError` prints, which the test looks for on the normal screen.
  static let message = "LAYOUTLAB_TEST_CRASH: a deliberate crash inside a command"

  /// Whether the hook is armed.
  let isArmed: Bool

  /// Armed when `environment["LAYOUTLAB_TEST_CRASH"]` is "1".
  init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    isArmed = environment["LAYOUTLAB_TEST_CRASH"] == "1"
  }

  /// Crashes when armed and `event` is the hidden key; does nothing otherwise.
  func crashIfTriggered(by event: InputEvent) {
    guard isArmed, event == .key(Self.key) else { return }
    fatalError(Self.message)
  }
}
