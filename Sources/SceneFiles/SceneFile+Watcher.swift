import Foundation
import PlaygroundCore
import ViewSource

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SceneFile {
  /// Watches one file by polling: its modification time, size and inode, then its contents.
  ///
  /// Polling (every idle read timeout, ~200 ms) needs no inotify and sees every way an editor
  /// saves: in place, or a new file renamed over the old one. A save that leaves the contents
  /// as they were (a touch, or the playground's own save) is not a change. A file that is
  /// not text is reported as such (`.fileNotText`), never decoded into replacement characters.
  public struct Watcher {
    public let path: String
    private var stamp: Stamp?
    /// What the file held at the last look: its text, or why it is not text; nil when gone.
    private var contents: Result<String, SourceFileText.NotText>?

    /// What `stat` says about the file; a change in any of these is worth reading it again.
    struct Stamp: Equatable {
      var seconds: Int
      var nanoseconds: Int
      var size: Int
      var inode: UInt
    }

    /// Starts watching `path` as it is now.
    public init(path: String) {
      self.path = path
      stamp = Self.stamp(of: path)
      contents = Self.read(path)
    }

    /// What happened to the file since the last poll: new contents, contents that are not
    /// text, its deletion, or nil.
    public mutating func poll() -> InputEvent? {
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
      switch read {
      case .success(let text): return .fileChanged(contents: text)
      case .failure(let notText): return .fileNotText(notText)
      }
    }

    /// Whether the file on disk now differs from what the playground last loaded or saved
    /// (what this watcher last reported or was told), so that a save would destroy a change
    /// nobody has seen in the playground: one made since the last poll, or one that was
    /// reported but did not parse. The contents are compared, not only the stamp: a rewrite of
    /// the same size within one tick of the file system's clock keeps the stamp. A file that is
    /// gone has nothing to lose.
    public func hasChangedOnDisk() -> Bool {
      guard let now = Self.read(path) else { return false }
      return now != contents
    }

    /// The playground saved `saved` to the file: not a change to report back.
    public mutating func didSave(_ saved: String) {
      stamp = Self.stamp(of: path)
      contents = .success(saved)
    }

    private static func stamp(of path: String) -> Stamp? {
      var info = stat()
      guard stat(path, &info) == 0 else { return nil }
      return Stamp(
        seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec),
        size: Int(info.st_size), inode: UInt(info.st_ino))
    }

    private static func read(_ path: String) -> Result<String, SourceFileText.NotText>? {
      FileManager.default.contents(atPath: path).map(SourceFileText.decode)
    }
  }
}
