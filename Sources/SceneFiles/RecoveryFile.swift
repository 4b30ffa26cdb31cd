import Foundation
import PlaygroundCore
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The user's unsaved edits, written when a signal ends the playground (issue #7: a SIGTERM,
/// a hang-up or a Ctrl-C must not lose them).
///
/// Where: every document's edits, a scene file's as well as those with no file of their own (a
/// built-in scene, gallery panels), go into this user's private `RecoveryFolder`, never beside
/// the scene or in a shared temporary folder (issue #32: there another user could plant the
/// file or read it). The name says which document they are of, so that the next start offers a
/// file only for the document it opens, and is fresh for each write (`RecoveryFile+Names`):
/// `scene-0123456789abcdef-4242-0000.swift`. Each is the scene as `s` would save it, so
/// `layoutlab PATH` opens it.
///
/// How: a signal handler may not allocate, so the bytes are prepared in advance. After every
/// change the launcher calls `prepare` with the unsaved documents (`Playground
/// .unsavedDocuments`); it serialises paths and contents into one of two buffers allocated
/// outside the handler and publishes it with an atomic store. The handler (`TerminalRestoration
/// `'s last words) calls `writePrepared`, which only reads the published buffer and calls
/// `open`, `write`, `fsync` and `close`, all async-signal-safe. Two buffers, so that the one
/// a handler on another thread may be reading is never the one being rewritten; the signals
/// are blocked on this thread while a buffer is rewritten and published.
///
/// Never into an existing file: each file is created with `O_EXCL` (and `O_NOFOLLOW`), so
/// that a file or a link already at the name is never written through. When the name is
/// taken, the handler counts the name's last digits up in the prepared buffer itself (no
/// allocation) and tries again, a bounded number of times.
///
/// On the next start `found` lists the recovery files of the document being opened, and the
/// playground offers the newest; nothing is loaded without asking.
public enum RecoveryFile {
  /// One file to write: where, and what.
  public struct Entry: Equatable {
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
      self.path = path
      self.contents = contents
    }
  }

  /// How many names `writePrepared` tries for one file before it gives up.
  public static let attempts = 100

  /// Makes `entries` what the handler writes (none: nothing). Not for a signal handler.
  public static func prepare(_ entries: [Entry]) {
    var bytes: [UInt8] = []
    func append(_ field: [UInt8]) {
      withUnsafeBytes(of: field.count) { bytes += $0 }
      bytes += field
    }
    for entry in entries {
      append(Array(entry.path.utf8) + [0])
      append(Array(entry.contents.utf8))
    }
    var signals = sigset_t()
    sigemptyset(&signals)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&signals, signal) }
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &signals, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    let slot = published.load(ordering: .sequentiallyConsistent) == 0 ? 1 : 0
    guard !entries.isEmpty else {
      published.store(-1, ordering: .sequentiallyConsistent)
      return
    }
    if buffers.capacities[slot] < bytes.count {
      free(buffers.bytes[slot])
      buffers.bytes[slot] = malloc(bytes.count)
      buffers.capacities[slot] = buffers.bytes[slot] == nil ? 0 : bytes.count
    }
    guard let buffer = buffers.bytes[slot] else { return }
    bytes.withUnsafeBytes { buffer.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
    buffers.lengths[slot] = bytes.count
    published.store(slot, ordering: .sequentiallyConsistent)
  }

  /// Writes the prepared files, at most once per `prepare`; for each, says on `messages`
  /// where the edits are or that they could not be written. Returns how many were written.
  /// Async-signal-safe: the signal handler calls it.
  @discardableResult
  public static func writePrepared(messages: Int32 = STDERR_FILENO) -> Int {
    let slot = published.exchange(-1, ordering: .sequentiallyConsistent)
    guard slot >= 0, let buffer = buffers.bytes[slot] else { return 0 }
    let length = buffers.lengths[slot]
    let size = MemoryLayout<Int>.size
    var offset = 0
    var written = 0
    // Records: a length, the path and a NUL; a length, the contents. No closures here: a
    // handler must not allocate, and a capturing closure may.
    while offset + size <= length {
      let pathCount = buffer.loadUnaligned(fromByteOffset: offset, as: Int.self)
      let pathStart = offset + size
      guard pathCount > 0, pathStart + pathCount + size <= length else { break }
      let contentsCount = buffer.loadUnaligned(
        fromByteOffset: pathStart + pathCount, as: Int.self)
      let contentsStart = pathStart + pathCount + size
      guard contentsCount >= 0, contentsStart + contentsCount <= length else { break }
      offset = contentsStart + contentsCount
      let path = buffer + pathStart
      if writeFile(path, pathCount, buffer + contentsStart, contentsCount) {
        written += 1
        say("layoutlab: your unsaved edits are in ", messages)
      } else {
        say("layoutlab: could not write your unsaved edits to ", messages)
      }
      writeAll(messages, path, pathCount - 1)  // without the NUL
      say("\n", messages)
    }
    return written
  }

  /// Creates a new file at `path`, `pathCount` bytes with its NUL, and writes `count` bytes
  /// into it, flushed to disk; false on any failure. Never opens an existing file or follows a
  /// link (`O_EXCL`, `O_NOFOLLOW`): when the name is taken, its counter is counted up in place
  /// (`nextName`) and the next name tried, at most `attempts` names. Async-signal-safe.
  private static func writeFile(
    _ path: UnsafeMutableRawPointer, _ pathCount: Int, _ bytes: UnsafeRawPointer, _ count: Int
  ) -> Bool {
    let name = UnsafePointer(path.assumingMemoryBound(to: CChar.self))
    for _ in 0..<attempts {
      let file = open(name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      if file >= 0 {
        let complete = writeAll(file, bytes, count)
        let flushed = fsync(file) == 0
        return close(file) == 0 && complete && flushed
      }
      if errno == EINTR { continue }
      guard errno == EEXIST, nextName(path, pathCount) else { return false }
    }
    return false
  }

  /// Counts up the counter of the path at `path` (`pathCount` bytes with its NUL), the
  /// `counterDigits` digits before `.swift` (`…-0041.swift` becomes `…-0042.swift`); false
  /// when the path has none or it is at its last value. Async-signal-safe: it changes bytes in
  /// place.
  static func nextName(_ path: UnsafeMutableRawPointer, _ pathCount: Int) -> Bool {
    let suffix = 6  // ".swift"
    let end = pathCount - 1 - suffix  // one past the last digit
    let start = end - counterDigits
    guard start > 0, path.load(fromByteOffset: start - 1, as: UInt8.self) == UInt8(ascii: "-"),
      path.load(fromByteOffset: end, as: UInt8.self) == UInt8(ascii: ".")
    else { return false }
    var index = start
    var isLast = true
    while index < end {
      let digit = path.load(fromByteOffset: index, as: UInt8.self)
      guard digit >= UInt8(ascii: "0") && digit <= UInt8(ascii: "9") else { return false }
      isLast = isLast && digit == UInt8(ascii: "9")
      index += 1
    }
    guard !isLast else { return false }  // left as it is: the name the message gives
    index = end - 1
    while index >= start {
      let digit = path.load(fromByteOffset: index, as: UInt8.self)
      if digit < UInt8(ascii: "9") {
        path.storeBytes(of: digit + 1, toByteOffset: index, as: UInt8.self)
        return true
      }
      path.storeBytes(of: UInt8(ascii: "0"), toByteOffset: index, as: UInt8.self)
      index -= 1
    }
    return false
  }

  /// Writes all `count` bytes, again after an interruption; false when a write fails.
  @discardableResult
  private static func writeAll(_ file: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Bool {
    var offset = 0
    while offset < count {
      let result = write(file, bytes + offset, count - offset)
      if result < 0 && errno == EINTR { continue }
      guard result > 0 else { return false }
      offset += result
    }
    return true
  }

  /// Writes a literal (no allocation: a static string's bytes are in the binary).
  private static func say(_ text: StaticString, _ file: Int32) {
    writeAll(file, text.utf8Start, text.utf8CodeUnitCount)
  }
}

/// The two buffers `prepare` fills in turn: their bytes, capacities and lengths, allocated once.
private struct RecoveryBuffers: @unchecked Sendable {
  let bytes = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: 2)
  let capacities = UnsafeMutablePointer<Int>.allocate(capacity: 2)
  let lengths = UnsafeMutablePointer<Int>.allocate(capacity: 2)

  init() {
    bytes.initialize(repeating: nil, count: 2)
    capacities.initialize(repeating: 0, count: 2)
    lengths.initialize(repeating: 0, count: 2)
  }
}

/// The buffers; first touched by `prepare`, outside any signal handler.
private let buffers = RecoveryBuffers()
/// The buffer the handler writes (0 or 1), or -1 for none.
private let published = Atomic<Int>(-1)
