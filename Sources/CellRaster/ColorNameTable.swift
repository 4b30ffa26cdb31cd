import Foundation

/// The colour names `TerminalColor`s carry, each stored once and referred to by a small number.
///
/// A name held as a `String` made every copy of a colour, and so of every `Cell`, go through
/// reference counting; a number copies as plain bytes. Each name has two numbers: its `code`,
/// one per distinct spelling (so the name reads back byte for byte), and its `identity`, shared
/// by the spellings `String` equality calls equal (so colours compare as their names did).
/// SwiftUI's system colours are entered first; any other name is added on first use, under a
/// lock, because colours are made on any thread.
///
///     ColorNameTable.shared.code(for: "blue")   // the same code on every call
final class ColorNameTable: @unchecked Sendable {
  /// A name's two numbers; `code` 0 is no name.
  struct Entry: Equatable {
    var code: UInt32
    var identity: UInt32
  }

  static let shared = ColorNameTable()

  /// SwiftUI's system colours, entered first with codes 1 to this.
  private static let systemNameCount = UInt32(TerminalColor.named.count)

  private let lock = NSLock()
  /// The names by code (index 0 is unused: no name).
  private var names: [String] = [""]
  private var codesBySpelling: [[UInt8]: UInt32] = [:]
  private var identitiesByName: [String: UInt32] = [:]
  private var identities: [UInt32] = [0]

  private init() {
    for name in TerminalColor.named.keys.sorted() { _ = enter(name) }
  }

  /// The numbers of `name`, entering it on first use.
  func entry(for name: String) -> Entry {
    lock.lock()
    defer { lock.unlock() }
    return enter(name)
  }

  /// The numbers of the name whose code is `code` (0: no name).
  func entry(forCode code: UInt32) -> Entry {
    // SwiftUI's names were entered first, each its own identity: no lock for them.
    guard code > Self.systemNameCount else {
      return Entry(code: code, identity: code)
    }
    lock.lock()
    defer { lock.unlock() }
    return Entry(code: code, identity: identities[Int(code)])
  }

  /// The name whose code is `code` (nonzero, from `entry(for:)`).
  func name(for code: UInt32) -> String {
    lock.lock()
    defer { lock.unlock() }
    return names[Int(code)]
  }

  private func enter(_ name: String) -> Entry {
    let spelling = Array(name.utf8)
    if let code = codesBySpelling[spelling] {
      return Entry(code: code, identity: identities[Int(code)])
    }
    let code = UInt32(names.count)
    let identity = identitiesByName[name] ?? code
    names.append(name)
    identities.append(identity)
    codesBySpelling[spelling] = code
    if identitiesByName[name] == nil { identitiesByName[name] = identity }
    return Entry(code: code, identity: identity)
  }
}
