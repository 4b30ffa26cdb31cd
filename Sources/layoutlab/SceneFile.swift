import Foundation
import PlaygroundCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The open scene's file on disk: noticing an external editor's saves, and saving atomically.
enum SceneFile {
  /// A failed write, with the system's reason.
  struct WriteError: Error, Equatable, CustomStringConvertible {
    let description: String
  }

  /// Writes `contents` to `path` so that the file is always either the old or the new
  /// contents, never a partial file (issue #5): a temporary file in the same folder, written in
  /// full, given the original's permissions, flushed to disk (`fsync`), then renamed over the
  /// original; the folder is flushed too. A symbolic link is followed and stays a link.
  ///
  ///     try SceneFile.writeAtomically("Text(\"Hi\")\n", to: "scene.swift")
  static func writeAtomically(_ contents: String, to path: String) throws {
    func failure(_ what: String, _ code: Int32 = errno) -> WriteError {
      WriteError(description: "cannot \(what) '\(path)': \(String(cString: strerror(code)))")
    }
    // Follow a symbolic link to the file it names, so the link survives the rename.
    var target = path
    if let resolved = realpath(path, nil) {
      target = String(cString: resolved)
      free(resolved)
    }
    let folder = (target as NSString).deletingLastPathComponent
    let name = (target as NSString).lastPathComponent
    var template = Array(
      ((folder.isEmpty ? "." : folder) + "/.\(name).layoutlab-XXXXXX").utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else { throw failure("create a temporary file beside") }
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    var renamed = false
    defer { if !renamed { unlink(temporary) } }

    var bytes = Array(contents.utf8)
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeMutableBytes {
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
