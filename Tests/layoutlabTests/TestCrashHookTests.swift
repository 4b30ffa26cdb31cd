/// The test-only crash (issue #7): armed by `LAYOUTLAB_TEST_CRASH=1` alone, on a key that no
/// binding, legend or help mentions. (The crash itself is exercised end to end by
/// Tests/e2e/terminal-robustness.sh; here only what must not crash.)
import PlaygroundCore
import Testing

@testable import layoutlab

@Suite struct TestCrashHookTests {
  @Test func armedOnlyByTheVariableSetToOne() {
    #expect(TestCrashHook(environment: ["LAYOUTLAB_TEST_CRASH": "1"]).isArmed)
    #expect(!TestCrashHook(environment: [:]).isArmed)
    #expect(!TestCrashHook(environment: ["LAYOUTLAB_TEST_CRASH": "0"]).isArmed)
    #expect(!TestCrashHook(environment: ["LAYOUTLAB_TEST_CRASH": ""]).isArmed)
  }

  // Disarmed, the key passes; armed, every other event passes.
  @Test func otherEventsPass() {
    TestCrashHook(environment: [:]).crashIfTriggered(by: .key(TestCrashHook.key))
    let armed = TestCrashHook(environment: ["LAYOUTLAB_TEST_CRASH": "1"])
    for event: InputEvent in [
      .key(.control("c")), .key(.character("x")), .resize(columns: 1, rows: 1), .fileDeleted,
    ] {
      armed.crashIfTriggered(by: event)
    }
  }

  // The key is in no binding, so the legend, help and README never show it.
  @Test func theKeyIsHidden() {
    #expect(!Playground.keyBindings.contains { $0.keys.contains(TestCrashHook.key) })
  }
}
