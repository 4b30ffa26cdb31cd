/// A scene file's bytes as text, or why they are not text: the first NUL byte, or the first
/// byte where UTF-8 decoding fails (issue #32).
///
/// Decoding with replacement characters (`String(decoding:as:)`) turned a binary file into
/// hundreds of kilobytes of diagnostics; a file that is not text gets one line instead, the
/// same from every command and the playground, naming the byte so that the user can find it
/// (`cmp`, `xxd -s`). A NUL is refused although UTF-8 allows it: no Swift source holds one, and
/// it is the usual sign of a binary file whose first bytes happen to decode. A UTF-8 byte order
/// mark is text, and is kept in the text (a save writes it back).
///
/// Which byte an invalid sequence names: the byte at which it becomes invalid, reading from the
/// start, so the one a decoder cannot accept next. That is the lead byte when it can start no
/// sequence (`0x80`…`0xBF` alone, `0xC0`, `0xC1`, `0xF5`…`0xFF`), else the first byte after it
/// that cannot continue the sequence (not a continuation byte, or outside the range that
/// rules out overlong forms, surrogates and code points above U+10FFFF: `E0 80` is invalid at
/// the `80`). A sequence cut short by the end of the file names its lead byte, at its offset.
///
///     SourceFileText.decode(Array("Text(\"Hi\")\n".utf8))   // .success("Text(\"Hi\")\n")
///     SourceFileText.decode([0x41, 0xFF])   // .failure: "not a UTF-8 text file (byte 0xFF at offset 1)"
public enum SourceFileText {
  /// Why a file's bytes are not text: the byte, and its 0-based offset in the file.
  public struct NotText: Error, Equatable, Sendable, CustomStringConvertible {
    /// The NUL, or the byte at which the UTF-8 sequence became invalid.
    public var byte: UInt8
    /// Where it is, counted from the file's first byte (0).
    public var offset: Int

    public init(byte: UInt8, offset: Int) {
      self.byte = byte
      self.offset = offset
    }

    /// `not a UTF-8 text file (byte 0x00 at offset 12)`: two uppercase hex digits.
    public var description: String {
      let hex = String(byte, radix: 16, uppercase: true)
      return "not a UTF-8 text file (byte 0x\(hex.count < 2 ? "0" + hex : hex) at offset \(offset))"
    }

    /// The one line every command prints for `file`: `FILE: not a UTF-8 text file (...)`.
    public func message(file: String) -> String { "\(file): \(description)" }
  }

  /// The text of `bytes`, or where they stop being text.
  public static func decode<Bytes: Collection>(_ bytes: Bytes) -> Result<String, NotText>
  where Bytes.Element == UInt8 {
    if let problem = firstProblem(in: bytes) { return .failure(problem) }
    return .success(String(decoding: bytes, as: UTF8.self))
  }

  /// The first NUL or invalid byte of `bytes`, or nil when they are UTF-8 text without NUL.
  /// Well-formed sequences are those of the Unicode Standard's table 3-7.
  static func firstProblem<Bytes: Collection>(in bytes: Bytes) -> NotText?
  where Bytes.Element == UInt8 {
    var offset = 0
    var leadOffset = 0
    var lead: UInt8 = 0
    // Continuation bytes still expected, and the range the next one must fall in.
    var expected = 0
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    for byte in bytes {
      defer { offset += 1 }
      if expected > 0 {
        guard byte >= low && byte <= high else { return NotText(byte: byte, offset: offset) }
        expected -= 1
        low = 0x80
        high = 0xBF
        continue
      }
      switch byte {
      case 0x00: return NotText(byte: byte, offset: offset)
      case 0x01...0x7F: continue
      case 0xC2...0xDF: expected = 1
      case 0xE0: (expected, low) = (2, 0xA0)  // not overlong
      case 0xE1...0xEC, 0xEE, 0xEF: expected = 2
      case 0xED: (expected, high) = (2, 0x9F)  // not a surrogate
      case 0xF0: (expected, low) = (3, 0x90)  // not overlong
      case 0xF1...0xF3: expected = 3
      case 0xF4: (expected, high) = (3, 0x8F)  // not above U+10FFFF
      default: return NotText(byte: byte, offset: offset)
      }
      lead = byte
      leadOffset = offset
    }
    return expected > 0 ? NotText(byte: lead, offset: leadOffset) : nil
  }
}
