import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension RecoveryFile {
  /// What the next start finds of the documents it opens: the recovery files it may offer,
  /// newest first, and the files named for those documents that it must not offer, each with
  /// the one line that says why.
  public struct Found: Equatable, Sendable {
    /// Regular files of this user's with one link, newest (modification time) first.
    public var offered: [String] = []
    /// `recovery file not offered (WHY): PATH`, in name order; the reason first, as a line too
    /// wide loses its end.
    public var skipped: [String] = []
  }

  /// The recovery files in `folder` of the documents whose keys are `keys` (`documentKey`).
  ///
  /// The folder is private (`RecoveryFolder`), so no one else can have put a file there; still,
  /// each is checked with `lstat`, as the offer would restore it into the user's scene: a
  /// symbolic link (which could point at anything), a file another user owns, one with more
  /// than one link (a hard link to a file elsewhere) or anything not a regular file is skipped
  /// and named. Files of other documents are left alone, unmentioned.
  public static func found(forKeys keys: [String], in folder: String) -> Found {
    let hashes = Set(keys.map { hash(ofKey: $0) })
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    var found = Found()
    var offered: [(path: String, seconds: Int, nanoseconds: Int)] = []
    for name in names.sorted() {
      guard let hash = hash(inName: name), hashes.contains(hash) else { continue }
      let path = folder + "/" + name
      var info = stat()
      guard lstat(path, &info) == 0 else { continue }  // gone meanwhile
      if let why = whyNotOffered(info) {
        found.skipped.append("recovery file not offered (\(why)): \(path)")
        continue
      }
      offered.append((path, Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)))
    }
    found.offered = offered.sorted {
      ($0.seconds, $0.nanoseconds, $1.path) > ($1.seconds, $1.nanoseconds, $0.path)
    }.map(\.path)
    return found
  }

  /// Why the file `lstat` described is not a recovery file to offer, or nil.
  static func whyNotOffered(_ info: stat) -> String? {
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFLNK: return "it is a symbolic link"
    case S_IFDIR: return "it is a directory"
    default: return "it is not a regular file"
    }
    if info.st_uid != getuid() { return "it is owned by uid \(info.st_uid), not by you" }
    if info.st_nlink != 1 { return "it has \(info.st_nlink) links" }
    return nil
  }
}
