import Foundation

/// ncurses' process-wide state (its current screen, `use_env`), taken by one caller at a time.
///
/// ncurses keeps one current screen per process, so two threads that each make a screen
/// (`newterm` … `delscreen`) corrupt each other's: the output meter, and the tests of the C
/// module that make a screen on /dev/null, run on the test runner's threads at once, and
/// crashed inside libncursesw when they overlapped.
public enum CursesState {
  private static let lock = NSLock()

  /// Runs `body` while no other caller of this function uses ncurses' state.
  public static func exclusively<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}
