import Foundation
import Synchronization

/// Ends the process when the fuzzer stops making progress: a session that hangs the playground
/// must fail CI with the session named, not hold it until its time runs out.
///
/// `tick()` says a session started; a thread looks every second, and when no tick came for
/// `limit` seconds it writes `message` to stderr and aborts, which the trap shrinker
/// (`KeySequenceTrapTests`) counts as a trap, so a hang is shrunk as a trap is.
final class FuzzWatchdog: Sendable {
  private let lastTick = Atomic<Int>(0)
  private let stopped = Atomic<Bool>(false)

  init(limit seconds: Int, message: String) {
    lastTick.store(Int(Date().timeIntervalSince1970), ordering: .relaxed)
    Thread.detachNewThread { [self] in
      while !stopped.load(ordering: .relaxed) {
        Thread.sleep(forTimeInterval: 1)
        let idle = Int(Date().timeIntervalSince1970) - lastTick.load(ordering: .relaxed)
        if idle > seconds, !stopped.load(ordering: .relaxed) {
          FileHandle.standardError.write(Data((message + "\n").utf8))
          abort()
        }
      }
    }
  }

  /// A session started: the clock starts again.
  func tick() { lastTick.store(Int(Date().timeIntervalSince1970), ordering: .relaxed) }

  /// The fuzzer finished: the thread ends at its next look.
  func stop() { stopped.store(true, ordering: .relaxed) }
}
