import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The private folder recovery files live in: `$XDG_STATE_HOME/layoutlab`, else
/// `~/.local/state/layoutlab`, a directory of this user's that no one else may enter
/// (issue #32, part 4).
///
/// Why private: recovery files used to sit in `/tmp` under a predictable name, so on a shared
/// machine another user could create the file first and read the unsaved source written into
/// it, or plant one that the next start offered to restore into the user's scene. In a folder
/// only its owner can list, enter or write, nobody else can create, replace or read a file.
/// So the folder is checked, not trusted: `lstat` must show a real directory (not a symbolic
/// link someone could point elsewhere), owned by `getuid()`, with no permission for group or
/// others. When it is not, recovery is off for the session and the user is told why, once.
///
///     RecoveryFolder.path(environment: ["HOME": "/home/ada"])   // "/home/ada/.local/state/layoutlab"
///     RecoveryFolder.prepare("/home/ada/.local/state/layoutlab")   // nil: ready
public enum RecoveryFolder {
  /// Why the folder cannot hold recovery files.
  public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
    /// Neither `XDG_STATE_HOME` nor `HOME` is an absolute path: nowhere to put it.
    case noHome
    /// `mkdir` failed: the folder, and `strerror`'s reason.
    case cannotCreate(folder: String, reason: String)
    /// Not a directory: a symbolic link, a file, anything else.
    case notADirectory(folder: String, isLink: Bool)
    /// A directory another user owns.
    case foreignOwner(folder: String, uid: UInt32)
    /// A directory others may enter, list or write: its permission bits.
    case notPrivate(folder: String, mode: UInt32)

    /// Why, as the line the user sees (after `layoutlab: ` on a terminal).
    public var description: String {
      let why: String
      switch self {
      case .noHome:
        why = "no recovery folder (neither XDG_STATE_HOME nor HOME is an absolute path)"
      case .cannotCreate(let folder, let reason):
        why = "cannot create the recovery folder \(folder) (\(reason))"
      case .notADirectory(let folder, let isLink):
        why = "recovery folder \(folder) is \(isLink ? "a symbolic link" : "not a directory")"
      case .foreignOwner(let folder, let uid):
        why = "recovery folder \(folder) is not private (owned by uid \(uid))"
      case .notPrivate(let folder, let mode):
        why = "recovery folder \(folder) is not private (mode 0\(String(mode, radix: 8)))"
      }
      return why + ": unsaved edits will not be kept if the playground is killed"
    }
  }

  /// Where the folder is for `environment`: `$XDG_STATE_HOME/layoutlab` when that is an
  /// absolute path (the XDG Base Directory specification ignores a relative one), else
  /// `$HOME/.local/state/layoutlab`; nil when neither is an absolute path.
  public static func path(environment: [String: String]) -> String? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return trimmed(state) + "/layoutlab"
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return trimmed(home) + "/.local/state/layoutlab"
  }

  /// Makes `folder` ready for recovery files: created with its parents (mode 0700) when
  /// missing, then checked. Returns why it cannot be used, or nil.
  public static func prepare(_ folder: String) -> Problem? {
    var info = stat()
    if lstat(folder, &info) != 0 {
      if let problem = create(folder) { return problem }
    }
    return check(folder)
  }

  /// Why `folder` is not a private directory of this user's, or nil when it is.
  public static func check(_ folder: String) -> Problem? {
    var info = stat()
    guard lstat(folder, &info) == 0 else {
      return .cannotCreate(folder: folder, reason: String(cString: strerror(errno)))
    }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      return .notADirectory(folder: folder, isLink: info.st_mode & S_IFMT == S_IFLNK)
    }
    guard info.st_uid == getuid() else {
      return .foreignOwner(folder: folder, uid: UInt32(info.st_uid))
    }
    let permissions = UInt32(info.st_mode) & 0o7777
    guard permissions & 0o077 == 0 else { return .notPrivate(folder: folder, mode: permissions) }
    return nil
  }

  /// `mkdir -p` with mode 0700 for every folder it creates (the XDG specification asks 0700
  /// of the state folder too); a folder that appears meanwhile is fine.
  private static func create(_ folder: String) -> Problem? {
    var path = ""
    for component in folder.split(separator: "/") {
      path += "/" + component
      if mkdir(path, 0o700) != 0 && errno != EEXIST {
        return .cannotCreate(folder: folder, reason: String(cString: strerror(errno)))
      }
    }
    return nil
  }

  /// `path` without its trailing slashes (`/` is the empty prefix of `/layoutlab`).
  private static func trimmed(_ path: String) -> String {
    var path = path
    while path.hasSuffix("/") { path.removeLast() }
    return path
  }
}
