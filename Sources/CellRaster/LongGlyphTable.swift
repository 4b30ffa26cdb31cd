import Foundation

/// The graphemes too long for a `GlyphCode`'s bits (more than 7 bytes of UTF-8, as emoji
/// sequences), each stored once, by number.
///
/// Cells are made on any thread, so the table is behind a lock; it is only reached for such
/// graphemes, which are rare.
final class LongGlyphTable: @unchecked Sendable {
  static let shared = LongGlyphTable()

  private let lock = NSLock()
  private var characters: [Character] = []
  /// Keyed by the exact bytes, so that a grapheme reads back as it was written.
  private var numbers: [[UInt8]: Int] = [:]

  func number(for character: Character) -> Int {
    lock.lock()
    defer { lock.unlock() }
    let spelling = Array(character.utf8)
    if let number = numbers[spelling] { return number }
    characters.append(character)
    numbers[spelling] = characters.count - 1
    return characters.count - 1
  }

  func character(_ number: Int) -> Character {
    lock.lock()
    defer { lock.unlock() }
    return characters[number]
  }
}
