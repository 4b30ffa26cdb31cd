import CNCursesW
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Gives the terminal back on every way out of the process: a normal exit, a signal that ends
/// it, and a crash.
///
/// STYLE.md rule 9: every `newterm` has an `endwin` on every exit path. `TerminalScreen.restore()`
/// covers a normal quit and thrown errors; this covers the rest:
/// - `exit()` and a return from `main`: an `atexit` handler.
/// - SIGINT (Ctrl-C: the terminal keeps ISIG, so it stays a signal), SIGTERM, SIGHUP, SIGQUIT,
///   and the crash signals SIGSEGV, SIGBUS, SIGILL (a Swift trap on x86-64), SIGTRAP (arm64),
///   SIGFPE, SIGABRT: a handler ends curses, then hands the signal to the handler that was
///   there before (the default, or Swift's backtracer for the crash signals and SIGQUIT, which
///   so prints its backtrace on the normal screen where it can be read), and makes sure the
///   process then dies of that signal, so its parent sees so (status 128 + n in a shell).
///
/// How the signal is handed on depends on where it came from. A hardware fault (SIGSEGV from
/// a bad address, SIGILL from `ud2`) is handed on by returning with the previous handler back
/// in place: the faulting instruction runs again and faults again, so the backtracer sees the
/// real crash site. Any other signal (`kill`, Ctrl-C, `abort()`'s `raise`) would not come
/// back by itself, so the handler raises it to the previous handler at once and, should that
/// return (the backtracer does), raises it once more with the default action.
///
/// While curses owns the terminal, standard error goes to a temporary file, and restoring
/// copies it to the real standard error after `endwin`: a message written meanwhile (a Swift
/// `fatalError`'s, printed just before its trap) would otherwise garble the screen and then
/// vanish with the alternate screen. Releasing it uses only `dup2`, `lseek`, `read`, `write`
/// and `close`, which are async-signal-safe.
///
/// `endwin` is not on POSIX's list of async-signal-safe functions; ncurses' own SIGINT handler
/// calls it all the same, and the process is about to die: a terminal left in raw mode costs
/// the user more. The handlers are installed before `newterm`, so ncurses does not add its own
/// SIGINT/SIGTERM handlers (it only does where the disposition is the default); it still
/// handles SIGTSTP (Ctrl-Z: leave and come back) and SIGWINCH (`KEY_RESIZE`). A signal that was
/// ignored when the playground started (SIGHUP under `nohup`) stays ignored.
///
/// After the terminal is given back and before the signal is handed on, the handler calls the
/// host's last words (`setLastWords`), once: the playground writes the user's unsaved edits
/// there, so that a SIGTERM, a hang-up or a Ctrl-C loses nothing (issue #7).
public enum TerminalRestoration {
  /// Signals that end the process by default.
  static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  /// Signals of a crash.
  static let fatal: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]

  /// Installs the signal handlers and the `atexit` handler, once per process.
  static func install() {
    guard !installed.exchange(true, ordering: .sequentiallyConsistent) else { return }
    for signal in terminating + fatal {
      var previous = sigaction()
      guard sigaction(signal, nil, &previous) == 0 else { continue }
      if unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self)
        == unsafeBitCast(SIG_IGN, to: Int.self)
      {
        continue
      }
      previousActions[Int(signal)] = previous
      var action = sigaction()
      action.__sigaction_handler.sa_sigaction = restoreAndHandOn
      // Every other signal we handle waits while one is handled: a second signal must not cut
      // an `endwin` in half.
      action.sa_mask = handledSignals()
      action.sa_flags = SA_SIGINFO | SA_ONSTACK
      sigaction(signal, &action, nil)
    }
    atexit { TerminalRestoration.restore() }
  }

  /// Marks curses as owning the terminal: from now on every exit path calls `endwin`.
  /// Returns false when it already did (one terminal, one screen).
  static func activate() -> Bool {
    guard !active.exchange(true, ordering: .sequentiallyConsistent) else { return false }
    captureStandardError()
    return true
  }

  /// Ends curses if it owns the terminal: shows the cursor, leaves the alternate screen,
  /// turns mouse reporting and keypad mode off, puts back the tty modes. Idempotent.
  static func restore() {
    // A signal between taking `active` and the end of `endwin` would find nothing left to
    // restore and end the process with the terminal half given back (a `q` and a SIGTERM at
    // once): the signals wait until the restoring is done, then end the process as usual.
    var signals = handledSignals()
    var previousMask = sigset_t()
    pthread_sigmask(SIG_BLOCK, &signals, &previousMask)
    defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
    guard active.exchange(false, ordering: .sequentiallyConsistent) else { return }
    curs_set(1)
    endwin()
    releaseStandardError()
  }

  /// Runs `body` with the terminating signals held: one that arrives meanwhile is handled as
  /// soon as `body` returns, so its handler never interrupts what `body` was in the middle of.
  static func holdingSignals<T>(_ body: () throws -> T) rethrows -> T {
    var signals = handledSignals()
    var previousMask = sigset_t()
    pthread_sigmask(SIG_BLOCK, &signals, &previousMask)
    defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
    return try body()
  }

  /// The terminating signals, as a set (async-signal-safe: no allocation). The crash signals
  /// are left out: blocking one raised by a faulting instruction would be undefined.
  private static func handledSignals() -> sigset_t {
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGINT)
    sigaddset(&set, SIGTERM)
    sigaddset(&set, SIGHUP)
    sigaddset(&set, SIGQUIT)
    return set
  }

  /// Sets the function the signal handler calls once the terminal is restored, before the
  /// process dies of the signal (nil: none). It runs inside a signal handler, so it must be
  /// async-signal-safe: no allocation, no locks, only calls like `open`, `write`, `fsync`,
  /// `close` on memory prepared in advance. It runs at most once per process.
  ///
  ///     TerminalRestoration.setLastWords { RecoveryFile.writePrepared() }
  public static func setLastWords(_ function: (@convention(c) () -> Void)?) {
    lastWords.store(
      function.map { unsafeBitCast($0, to: Int.self) } ?? 0, ordering: .sequentiallyConsistent)
  }

  /// Calls the last words, if set and not called yet (async-signal-safe).
  fileprivate static func sayLastWords() {
    let function = lastWords.exchange(0, ordering: .sequentiallyConsistent)
    guard function != 0 else { return }
    unsafeBitCast(function, to: (@convention(c) () -> Void).self)()
  }

  /// Whether curses owns the terminal.
  static var isActive: Bool { active.load(ordering: .sequentiallyConsistent) }

  /// Points standard error at an unlinked temporary file; leaves it alone if that fails.
  private static func captureStandardError() {
    var template = Array("/tmp/layoutlab-stderr-XXXXXX".utf8CString)
    let file = mkstemp(&template)
    guard file >= 0 else { return }
    unlink(template)
    let saved = dup(STDERR_FILENO)
    guard saved >= 0, dup2(file, STDERR_FILENO) >= 0 else {
      close(file)
      if saved >= 0 { close(saved) }
      return
    }
    savedStandardError.store(saved, ordering: .sequentiallyConsistent)
    capturedStandardError.store(file, ordering: .sequentiallyConsistent)
  }

  /// Points standard error back where it was and copies what was captured there.
  private static func releaseStandardError() {
    let saved = savedStandardError.exchange(-1, ordering: .sequentiallyConsistent)
    let file = capturedStandardError.exchange(-1, ordering: .sequentiallyConsistent)
    guard saved >= 0, file >= 0 else { return }
    dup2(saved, STDERR_FILENO)
    close(saved)
    lseek(file, 0, SEEK_SET)
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { buffer in
      while true {
        let count = read(file, buffer.baseAddress, buffer.count)
        guard count > 0 else { break }
        var offset = 0
        while offset < count {
          let written = write(STDERR_FILENO, buffer.baseAddress! + offset, count - offset)
          guard written > 0 else { return }
          offset += written
        }
      }
    }
    close(file)
  }
}

/// Whether curses owns the terminal. Atomic: read by signal handlers.
private let active = Atomic<Bool>(false)
/// Whether the handlers are installed.
private let installed = Atomic<Bool>(false)
/// The host's last words (`setLastWords`) as a function pointer's bits; 0 for none.
private let lastWords = Atomic<Int>(0)
/// Standard error as it was before curses, while it is captured; -1 otherwise.
private let savedStandardError = Atomic<Int32>(-1)
/// The temporary file standard error goes to while curses owns the terminal; -1 otherwise.
private let capturedStandardError = Atomic<Int32>(-1)
/// The handler of each signal before ours, indexed by signal number; written before the
/// handler is installed, only read after.
nonisolated(unsafe) private let previousActions = UnsafeMutablePointer<sigaction>.allocate(
  capacity: 65)

/// The signal handler: restore the terminal, say the host's last words, then hand the signal to
/// the previous handler and make sure the process dies of it (see `TerminalRestoration`).
private func restoreAndHandOn(
  _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  TerminalRestoration.restore()
  TerminalRestoration.sayLastWords()
  sigaction(signal, previousActions + Int(signal), nil)
  // Raised from the kernel by an instruction: si_code > 0 (SI_USER 0, SI_TKILL -6). No
  // array here: a signal handler must not allocate.
  let code = info?.pointee.si_code ?? Int32(SI_USER)
  if code > 0 {
    switch signal {
    case SIGSEGV, SIGBUS, SIGILL, SIGFPE: return
    case SIGTRAP where code != Int32(SI_KERNEL): return  // int3 resumes after itself: no
    default: break
    }
  }
  var mask = sigset_t()
  sigemptyset(&mask)
  sigaddset(&mask, signal)
  sigprocmask(SIG_UNBLOCK, &mask, nil)
  raise(signal)  // delivered now, to the previous handler
  var fallback = sigaction()
  fallback.__sigaction_handler.sa_handler = SIG_DFL
  sigemptyset(&fallback.sa_mask)
  sigaction(signal, &fallback, nil)
  raise(signal)
}
