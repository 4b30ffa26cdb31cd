import Foundation
import PlaygroundCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The open scene's file on disk: noticing an external editor's saves, and saving atomically.
enum SceneFile {
  /// A failed write: which step failed, on which file, and the system's reason.
  struct WriteError: Error, Equatable, CustomStringConvertible {
    /// The file that was to be written.
    let path: String
    /// What could not be done: "create a temporary file beside", "write", "flush", ….
    let step: String
    /// The system's reason (`strerror`).
    let reason: String

    var description: String { "cannot \(step) '\(path)': \(reason)" }
    /// The reason and the step, for a message that already names the file.
    var summary: String { "\(reason) (cannot \(step) it)" }
  }

  /// The system call that writes bytes to a file descriptor, as `write(2)`; tests pass one
  /// that fails part way (a full disk) to see that no partial file is left.
  typealias WriteFunction = (_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int

  /// `write(2)` itself.
  static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
  }

  /// Writes `contents` to `path` so that the file is always either the old or the new
  /// contents, never a partial file (issue #5): a temporary file in the same folder, written in
  /// full, given the original's permissions, flushed to disk (`fsync`), then renamed over the
  /// original; the folder is flushed too. The temporary file's name carries the process id
  /// (`.NAME.layoutlab-PID-XXXXXX`), so that one left by a killed save can be told from a
  /// live one (`removeStaleTemporaryFiles`). A symbolic link is followed and stays a link. On
  /// any failure the temporary file is removed and the original is untouched.
  ///
  ///     try SceneFile.writeAtomically("Text(\"Hi\")\n", to: "scene.swift")
  static func writeAtomically(
    _ contents: String, to path: String,
    write: WriteFunction = systemWrite
  ) throws {
    func failure(_ what: String, _ code: Int32 = errno) -> WriteError {
      WriteError(path: path, step: what, reason: String(cString: strerror(code)))
    }
    // Follow a symbolic link to the file it names, so the link survives the rename.
    var target = path
    if let resolved = realpath(path, nil) {
      target = String(cString: resolved)
      free(resolved)
    }
    // A read-only file stays as it is: the rename needs only the folder's permission, so
    // without this check a save would replace a file its owner protected. No write bit for
    // anyone counts too, as for root, whom `access` lets write anything on a writable disk.
    var existing = stat()
    if stat(target, &existing) == 0 {
      // A folder typed as the path: rename(2) would refuse too, after a temporary file.
      guard existing.st_mode & S_IFMT != S_IFDIR else { throw failure("overwrite", EISDIR) }
      guard access(target, W_OK) == 0 else { throw failure("overwrite") }  // EACCES, EROFS
      guard existing.st_mode & 0o222 != 0 else {
        throw WriteError(
          path: path, step: "overwrite", reason: "Permission denied: the file is read-only")
      }
    }
    let folder = (target as NSString).deletingLastPathComponent
    let name = (target as NSString).lastPathComponent
    var template = Array(
      ((folder.isEmpty ? "." : folder) + "/\(temporaryPrefix(of: name))\(getpid())-XXXXXX")
        .utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else { throw failure("create a temporary file beside") }
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    var renamed = false
    defer { if !renamed { unlink(temporary) } }

    var bytes = Array(contents.utf8)  // var: released before the fsync
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes {
        write(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        let code = errno
        close(descriptor)
        throw failure("write", code)
      }
      offset += count
    }
    bytes = []
    // mkstemp makes 0600; give the original's permissions (and owner, where allowed), or the
    // usual 0666 less the umask for a new file.
    var original = stat()
    if stat(target, &original) == 0 {
      fchmod(descriptor, original.st_mode & 0o7777)
      _ = fchown(descriptor, original.st_uid, original.st_gid)
    } else {
      let mask = umask(0)
      umask(mask)
      fchmod(descriptor, 0o666 & ~mask)
    }
    guard fsync(descriptor) == 0 else {
      let code = errno
      close(descriptor)
      throw failure("flush", code)
    }
    guard close(descriptor) == 0 else { throw failure("close") }
    guard rename(temporary, target) == 0 else { throw failure("replace") }
    renamed = true
    let folderDescriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY)
    if folderDescriptor >= 0 {
      fsync(folderDescriptor)
      close(folderDescriptor)
    }
  }

  /// The start of the names of `name`'s temporary files: `.NAME.layoutlab-`.
  static func temporaryPrefix(of name: String) -> String { ".\(name).layoutlab-" }

  /// Removes the temporary files a save of `path` left behind when it was killed before its
  /// rename (a SIGKILL, a power cut), and returns their names.
  ///
  /// A file named `.NAME.layoutlab-PID-XXXXXX` is stale when no process `PID` lives, or when
  /// `PID` is this process: saves run on the main loop, so none of ours is in progress when
  /// this runs (on start and before each save). A name without a process id
  /// (`.NAME.layoutlab-XXXXXX`, from builds before this one) is stale when it was last written
  /// before `startedAt` (this process's start, in seconds since 1970): a save lasts well under
  /// a second, and only a live save of an older build could be newer. Only regular files are
  /// removed; a symbolic link `path` is followed, as the save follows it.
  @discardableResult
  static func removeStaleTemporaryFiles(of path: String, startedAt: Int) -> [String] {
    var target = path
    if let resolved = realpath(path, nil) {
      target = String(cString: resolved)
      free(resolved)
    }
    let folder = (target as NSString).deletingLastPathComponent
    let prefix = temporaryPrefix(of: (target as NSString).lastPathComponent)
    let directory = folder.isEmpty ? "." : folder
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    var removed: [String] = []
    for name in names.sorted() where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      let full = directory + "/" + name
      var info = stat()
      guard lstat(full, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
      let stale: Bool
      let parts = rest.split(separator: "-", maxSplits: 1)
      if parts.count == 2, parts[1].count == 6, let pid = pid_t(parts[0]), pid > 0 {
        stale = pid == getpid() || (kill(pid, 0) != 0 && errno == ESRCH)
      } else if rest.count == 6, !rest.contains("-") {
        stale = Int(info.st_mtim.tv_sec) < startedAt
      } else {
        continue
      }
      if stale, unlink(full) == 0 { removed.append(name) }
    }
    return removed
  }

  /// Why a save that is not forced must not write `path` now, or nil when it may: the watched
  /// file changed on disk since it was loaded or saved (`Watcher.hasChangedOnDisk`), or
  /// another file is already at `path` (a save under a new name).
  static func conflict(saving path: String, watched watcher: Watcher?) -> SaveConflict? {
    if let watcher, isSameFile(path, watcher.path) {
      return watcher.hasChangedOnDisk() ? .changedOnDisk : nil
    }
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    // A folder is not overwritten, with or without asking: the save fails and says so.
    return info.st_mode & S_IFMT == S_IFDIR ? nil : .exists
  }

  /// Whether two paths name the same file: the same string, or the same device and inode.
  static func isSameFile(_ one: String, _ other: String) -> Bool {
    if one == other { return true }
    var first = stat()
    var second = stat()
    guard stat(one, &first) == 0, stat(other, &second) == 0 else { return false }
    return first.st_dev == second.st_dev && first.st_ino == second.st_ino
  }

  /// Watches one file by polling: its modification time, size and inode, then its contents.
  ///
  /// Polling (every idle read timeout, ~200 ms) needs no inotify and sees every way an editor
  /// saves: in place, or a new file renamed over the old one. A save that leaves the contents
  /// as they were (a touch, or the playground's own save) is not a change.
  struct Watcher {
    let path: String
    private var stamp: Stamp?
    private var contents: String?

    /// What `stat` says about the file; a change in any of these is worth reading it again.
    struct Stamp: Equatable {
      var seconds: Int
      var nanoseconds: Int
      var size: Int
      var inode: UInt
    }

    /// Starts watching `path` as it is now.
    init(path: String) {
      self.path = path
      stamp = Self.stamp(of: path)
      contents = Self.read(path)
    }

    /// What happened to the file since the last poll: new contents, its deletion, or nil.
    mutating func poll() -> InputEvent? {
      guard let now = Self.stamp(of: path) else {
        guard contents != nil else { return nil }
        stamp = nil
        contents = nil
        return .fileDeleted
      }
      guard now != stamp, let read = Self.read(path) else { return nil }
      stamp = now
      guard read != contents else { return nil }
      contents = read
      return .fileChanged(contents: read)
    }

    /// Whether the file on disk now differs from what the playground last loaded or saved
    /// (what this watcher last reported or was told), so that a save would destroy a change
    /// nobody has seen in the playground: one made since the last poll, or one that was
    /// reported but did not parse. The contents are compared, not only the stamp: a rewrite of
    /// the same size within one tick of the file system's clock keeps the stamp. A file that is
    /// gone has nothing to lose.
    func hasChangedOnDisk() -> Bool {
      guard let now = Self.read(path) else { return false }
      return now != contents
    }

    /// The playground saved `saved` to the file: not a change to report back.
    mutating func didSave(_ saved: String) {
      stamp = Self.stamp(of: path)
      contents = saved
    }

    private static func stamp(of path: String) -> Stamp? {
      var info = stat()
      guard stat(path, &info) == 0 else { return nil }
      return Stamp(
        seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec),
        size: Int(info.st_size), inode: UInt(info.st_ino))
    }

    private static func read(_ path: String) -> String? {
      FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }
  }
}
