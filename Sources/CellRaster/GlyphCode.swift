import Foundation

/// A grapheme packed into 64 bits, so that a `Cell` holding it copies as plain bytes.
///
/// A `Character` is a string: every copy of a cell went through reference counting, and the
/// playground copies tens of thousands of cells a frame. Nearly every grapheme a terminal cell
/// shows is at most 7 bytes of UTF-8 (ASCII, box drawing, CJK, an emoji): those are stored in
/// the code itself, with their length in the top byte. A longer one (an emoji sequence) is kept
/// once in a table, under a lock, and the code holds its number. The bits 0 are no grapheme
/// (a cell with no pattern). Codes differ exactly when the graphemes' bytes do.
///
///     GlyphCode(Character("居")).character   // "居"
struct GlyphCode: Equatable, Sendable {
  var bits: UInt64

  /// No grapheme.
  static var none: GlyphCode { GlyphCode(bits: 0) }
  /// A space.
  static var space: GlyphCode { GlyphCode(bits: 1 << 56 | 0x20) }

  init(bits: UInt64) { self.bits = bits }

  /// A one-scalar character.
  init(scalar: Unicode.Scalar) {
    if scalar.isASCII {
      bits = 1 << 56 | UInt64(scalar.value)
      return
    }
    var packed: UInt64 = 0
    var length: UInt64 = 0
    for byte in String(scalar).utf8 {
      packed |= UInt64(byte) << (8 * length)
      length += 1
    }
    bits = length << 56 | packed
  }

  init(_ character: Character) {
    // The string's bytes in one piece: iterating a Character's UTF-8 view cost more.
    var text = String(character)
    let packed = text.withUTF8 { bytes -> UInt64? in
      guard bytes.count <= 7 else { return nil }
      var packed = UInt64(bytes.count) << 56
      for (index, byte) in bytes.enumerated() { packed |= UInt64(byte) << (8 * index) }
      return packed
    }
    bits = packed ?? Self.tableTag << 56 | UInt64(LongGlyphTable.shared.number(for: character))
  }

  init(_ character: Character?) {
    if let character { self.init(character) } else { self = .none }
  }

  private static let tableTag: UInt64 = 0xFF

  private var length: Int { Int(bits >> 56) }

  /// Whether the grapheme is one printable ASCII character, so one column wide.
  var isPrintableASCII: Bool { length == 1 && (0x20..<0x7F).contains(bits & 0xFF) }

  /// Whether every byte of the grapheme is ASCII (it is stored in the code).
  private var isAllASCII: Bool {
    length <= 7 && bits & 0x0080_8080_8080_8080 == 0
  }

  /// The grapheme; `none` has none.
  var character: Character? {
    switch length {
    case 0: return nil
    case 1 where bits & 0x80 == 0: return Self.asciiCharacters[Int(bits & 0x7F)]
    case Int(Self.tableTag): return LongGlyphTable.shared.character(Int(bits & 0xFFFF_FFFF))
    default:
      let text = withUnsafeBytes(of: bits.littleEndian) { bytes in
        String(decoding: UnsafeRawBufferPointer(rebasing: bytes[0..<length]), as: UTF8.self)
      }
      return Character(text)
    }
  }

  /// Whether the graphemes are equal as `Character`s are (canonical equivalence): equal codes
  /// are, and two ASCII spellings that differ are not; anything else compares the characters.
  func isSameGrapheme(as other: GlyphCode) -> Bool {
    if bits == other.bits { return true }
    if isAllASCII && other.isAllASCII { return false }
    return character == other.character
  }

  /// The ASCII characters, by their byte.
  private static let asciiCharacters: [Character] = (0..<0x80).map {
    Character(Unicode.Scalar(UInt8($0)))
  }
}
