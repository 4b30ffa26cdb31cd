import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SceneFile {
  /// The start of the names of `name`'s temporary files: `.NAME.layoutlab-`.
  public static func temporaryPrefix(of name: String) -> String { ".\(name).layoutlab-" }

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
  public static func removeStaleTemporaryFiles(of path: String, startedAt: Int) -> [String] {
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
}
