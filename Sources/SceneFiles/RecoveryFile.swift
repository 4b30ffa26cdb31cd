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
/// Where: a scene file's edits go beside it, hidden, as `.NAME.layoutlab-recovered`
/// (`.scene.swift.layoutlab-recovered`), so they stay with the file they belong to. Edits with
/// no file of their own (a built-in scene, gallery panels) go to the temporary folder
/// (`$TMPDIR`, else `/tmp`) as `layoutlab-recovered-UID-NAME.swift`, one per document; the user
/// id keeps users of a shared `/tmp` apart. Each is the scene as `s` would save it, so
/// `layoutlab PATH` opens it. A newer recovery replaces an older one of the same document:
/// the older one was announced at start.
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
/// On the next start `found` lists the recovery files of the scene and of this user, and the
/// playground says where they are and how to open them; nothing is loaded without asking.
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

  /// The end of a scene file's recovery file's name.
  public static let suffix = ".layoutlab-recovered"

  /// The temporary folder: `$TMPDIR`, else `/tmp`.
  public static var temporaryFolder: String {
    let folder = ProcessInfo.processInfo.environment["TMPDIR"] ?? ""
    return folder.isEmpty ? "/tmp" : folder
  }

  /// The start of the name of this user's recovery files in the temporary folder.
  public static var temporaryPrefix: String { "layoutlab-recovered-\(getuid())-" }

  /// Where `document`'s edits are written: beside its file, or in `temporaryFolder`.
  public static func path(for document: UnsavedDocument, temporaryFolder: String = temporaryFolder)
    -> String
  {
    if let file = document.path { return path(besideScene: file) }
    let slug = document.name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
    var words = String(slug).split(separator: "-").joined(separator: "-")
    if words.hasSuffix("-swift") { words.removeLast("-swift".count) }
    return temporaryFolder + "/" + temporaryPrefix + (words.isEmpty ? "scene" : words) + ".swift"
  }

  /// The recovery file of the scene file at `file`: `.NAME.layoutlab-recovered` beside it.
  public static func path(besideScene file: String) -> String {
    let folder = (file as NSString).deletingLastPathComponent
    let name = "." + (file as NSString).lastPathComponent + suffix
    return folder.isEmpty ? name : folder + "/" + name
  }

  /// The files to write for `documents`.
  public static func entries(
    for documents: [UnsavedDocument], temporaryFolder: String = temporaryFolder
  ) -> [Entry] {
    documents.map {
      Entry(path: path(for: $0, temporaryFolder: temporaryFolder), contents: $0.source)
    }
  }

  /// The recovery files left by an earlier session: the one beside `scenePath`, then this
  /// user's in `temporaryFolder`.
  public static func found(beside scenePath: String?, temporaryFolder: String = temporaryFolder)
    -> [String]
  {
    var paths: [String] = []
    if let scenePath, FileManager.default.fileExists(atPath: path(besideScene: scenePath)) {
      paths.append(path(besideScene: scenePath))
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: temporaryFolder)) ?? []
    paths += names.filter { $0.hasPrefix(temporaryPrefix) && $0.hasSuffix(".swift") }.sorted()
      .map { temporaryFolder + "/" + $0 }
    return paths
  }

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
      let path = UnsafeRawPointer(buffer + pathStart)
      if writeFile(path.assumingMemoryBound(to: CChar.self), buffer + contentsStart, contentsCount)
      {
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

  /// Creates or replaces `path` with `count` bytes, flushed to disk; false on any failure.
  /// Async-signal-safe. A symbolic link is not followed (the temporary folder is shared).
  private static func writeFile(
    _ path: UnsafePointer<CChar>, _ bytes: UnsafeRawPointer, _ count: Int
  ) -> Bool {
    let file = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard file >= 0 else { return false }
    let complete = writeAll(file, bytes, count)
    let flushed = fsync(file) == 0
    return close(file) == 0 && complete && flushed
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
