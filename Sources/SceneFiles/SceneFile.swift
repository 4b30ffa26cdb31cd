import Foundation
import PlaygroundCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The open scene's file on disk: saving atomically, and whether a save may go ahead.
///
/// Watching for an external editor's saves is `SceneFile.Watcher`; the temporary files of
/// killed saves are removed by `removeStaleTemporaryFiles`.
public enum SceneFile {
  /// A failed write: which step failed, on which file, and the system's reason.
  public struct WriteError: Error, Equatable, CustomStringConvertible {
    /// The file that was to be written.
    public let path: String
    /// What could not be done: "create a temporary file beside", "write", "flush", ….
    public let step: String
    /// The system's reason (`strerror`).
    public let reason: String

    public var description: String { "cannot \(step) '\(path)': \(reason)" }
    /// The reason and the step, for a message that already names the file.
    public var summary: String { "\(reason) (cannot \(step) it)" }
  }

  /// The system call that writes bytes to a file descriptor, as `write(2)`; tests pass one
  /// that fails part way (a full disk) to see that no partial file is left.
  public typealias WriteFunction =
    (_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int

  /// `write(2)` itself.
  public static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int)
    -> Int
  {
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
  public static func writeAtomically(
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

  /// Why a save that is not forced must not write `path` now, or nil when it may: the watched
  /// file changed on disk since it was loaded or saved (`Watcher.hasChangedOnDisk`), or
  /// another file is already at `path` (a save under a new name).
  public static func conflict(saving path: String, watched watcher: Watcher?) -> SaveConflict? {
    if let watcher, isSameFile(path, watcher.path) {
      return watcher.hasChangedOnDisk() ? .changedOnDisk : nil
    }
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    // A folder is not overwritten, with or without asking: the save fails and says so.
    return info.st_mode & S_IFMT == S_IFDIR ? nil : .exists
  }

  /// Whether two paths name the same file: the same string, or the same device and inode.
  public static func isSameFile(_ one: String, _ other: String) -> Bool {
    if one == other { return true }
    var first = stat()
    var second = stat()
    guard stat(one, &first) == 0, stat(other, &second) == 0 else { return false }
    return first.st_dev == second.st_dev && first.st_ino == second.st_ino
  }
}
