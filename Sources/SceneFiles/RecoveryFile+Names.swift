import Foundation
import PlaygroundCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension RecoveryFile {
  /// How many digits the counter at the end of a name has: the handler counts them up in place
  /// when the name is taken, so their number is fixed.
  public static let counterDigits = 4

  /// What a document's recovery files are named after: its scene file's absolute path (links
  /// resolved, so that `./a.swift` and `/w/a.swift` are one document), or, for a document with
  /// no file, its name (a built-in scene's, a gallery panel's "Centering gallery: Spacer()").
  public static func documentKey(path: String?, name: String) -> String {
    guard let path else { return name }
    if let resolved = realpath(path, nil) {
      defer { free(resolved) }
      return String(cString: resolved)
    }
    let absolute =
      path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    return (absolute as NSString).standardizingPath
  }

  /// The key of `document`'s recovery files.
  public static func documentKey(of document: UnsavedDocument) -> String {
    documentKey(path: document.path, name: document.name)
  }

  /// The 16 hex digits of a name that say which document it is of: FNV-1a (64 bits) of the
  /// document's key, stable across runs and builds (Swift's `Hasher` is seeded per process).
  public static func hash(ofKey key: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// The first name tried for `document`'s edits in `folder`, by process `pid`:
  /// `SLUG-HASH-PID-0000.swift`. The slug is for the reader (the file's or the document's name,
  /// lowercased, runs of other characters as one `-`, at most 32 characters); the hash says
  /// which document (`hash(ofKey:)`); the process id and the counter make it fresh, the counter
  /// counted up by the handler when the name is taken.
  public static func path(
    for document: UnsavedDocument, in folder: String, pid: Int32 = getpid()
  ) -> String {
    let named = document.path.map { ($0 as NSString).lastPathComponent } ?? document.name
    let counter = String(repeating: "0", count: counterDigits)
    return folder + "/" + slug(named) + "-" + hash(ofKey: documentKey(of: document)) + "-\(pid)-"
      + counter + ".swift"
  }

  /// The files to write for `documents` in `folder`.
  public static func entries(for documents: [UnsavedDocument], in folder: String) -> [Entry] {
    documents.map { Entry(path: path(for: $0, in: folder), contents: $0.source) }
  }

  /// `name` as the readable start of a file name: `Centering gallery: Spacer()` is
  /// `centering-gallery-spacer`, `scene.swift` is `scene`.
  static func slug(_ name: String) -> String {
    let letters = name.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" }
    var words = String(letters).split(separator: "-").joined(separator: "-")
    if words.hasSuffix("-swift") { words.removeLast("-swift".count) }
    if words.count > 32 { words = String(words.prefix(32)) }
    while words.hasSuffix("-") { words.removeLast() }
    return words.isEmpty ? "scene" : words
  }

  /// The hash a recovery file's name carries (`SLUG-HASH-PID-COUNTER.swift`), or nil when the
  /// name is not one of a recovery file.
  static func hash(inName name: String) -> String? {
    guard name.hasSuffix(".swift") else { return nil }
    let parts = name.dropLast(".swift".count).split(
      separator: "-", omittingEmptySubsequences: false)
    guard parts.count >= 4 else { return nil }
    let counter = parts[parts.count - 1]
    let pid = parts[parts.count - 2]
    let hash = parts[parts.count - 3]
    guard counter.count == counterDigits, counter.allSatisfy(\.isASCIIDigit), !pid.isEmpty,
      pid.allSatisfy(\.isASCIIDigit), hash.count == 16, hash.allSatisfy(\.isHexDigitLowercase)
    else { return nil }
    return String(hash)
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
  fileprivate var isHexDigitLowercase: Bool { isASCIIDigit || ("a"..."f").contains(self) }
}
