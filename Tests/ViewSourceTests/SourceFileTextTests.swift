/// A file that is not text gets one line naming its first bad byte (issue #32): a NUL, or
/// where UTF-8 decoding fails; text (CJK, emoji, a byte order mark) decodes as it is.
import Testing

@testable import ViewSource

@Suite struct SourceFileTextTests {
  /// The message for `bytes`, or nil when they decode.
  func problem(_ bytes: [UInt8]) -> String? {
    guard case .failure(let notText) = SourceFileText.decode(bytes) else { return nil }
    return notText.description
  }

  @Test func aNulIsNotText() {
    let bytes = Array("Text(\"Hi\")\n".utf8) + [0] + Array("more".utf8)
    #expect(bytes.count == 16 && bytes[11] == 0)
    #expect(problem(bytes) == "not a UTF-8 text file (byte 0x00 at offset 11)")
    // The example: a NUL at offset 12, the first of several.
    #expect(
      problem(Array("Text(\"Hi!\")\n".utf8) + [0, 0, 0x41])
        == "not a UTF-8 text file (byte 0x00 at offset 12)")
    #expect(problem([0]) == "not a UTF-8 text file (byte 0x00 at offset 0)")
  }

  // A byte that starts no sequence names itself; a sequence broken part-way names the byte
  // where it breaks, not its lead.
  @Test(
    arguments: [
      ("ff", [0x41, 0x42, 0x43, 0xFF], "byte 0xFF at offset 3"),
      ("lone continuation", [0x80], "byte 0x80 at offset 0"),
      ("overlong lead C0", [0x41, 0xC0, 0x80], "byte 0xC0 at offset 1"),
      ("F5 is above U+10FFFF", [0xF5, 0x80, 0x80, 0x80], "byte 0xF5 at offset 0"),
      ("E3 then a letter", [0xE3, 0x41], "byte 0x41 at offset 1"),
      ("overlong E0 80", [0xE0, 0x80, 0x80], "byte 0x80 at offset 1"),
      ("surrogate ED A0", [0x61, 0xED, 0xA0, 0x80], "byte 0xA0 at offset 2"),
      ("above U+10FFFF F4 90", [0xF4, 0x90, 0x80, 0x80], "byte 0x90 at offset 1"),
      ("third byte of four", [0xF0, 0x9F, 0x41, 0x80], "byte 0x41 at offset 2"),
      ("a NUL inside a sequence", [0xE3, 0x00], "byte 0x00 at offset 1"),
      ("a valid é, then 0xFE", [0xC3, 0xA9, 0xFE], "byte 0xFE at offset 2"),
    ] as [(String, [UInt8], String)])
  func anInvalidByte(name: String, bytes: [UInt8], expected: String) {
    #expect(problem(bytes) == "not a UTF-8 text file (\(expected))", "\(name)")
  }

  // Cut short by the end of the file: the lead byte of the unfinished sequence, at its offset.
  @Test func aTruncatedSequenceAtTheEnd() {
    let text = Array("Text(\"".utf8)
    #expect(problem(text + [0xE4, 0xB8]) == "not a UTF-8 text file (byte 0xE4 at offset 6)")
    #expect(problem(text + [0xF0, 0x9F, 0x98]) == "not a UTF-8 text file (byte 0xF0 at offset 6)")
    #expect(problem([0xC3]) == "not a UTF-8 text file (byte 0xC3 at offset 0)")
  }

  @Test func textWithCJKEmojiAndAByteOrderMark() {
    let source = "Text(\"你好, 世界 👋🏽 é\")\n"
    #expect(SourceFileText.decode(Array(source.utf8)) == .success(source))
    // The byte order mark is text, and stays in it: a save writes it back.
    let marked = [0xEF, 0xBB, 0xBF] + Array(source.utf8)
    #expect(SourceFileText.decode(marked) == .success("\u{FEFF}" + source))
    #expect(SourceFileText.decode([UInt8]()) == .success(""))
    // The last code point and the edges of the ranges that are valid.
    let edges = "\u{10FFFF}\u{FFFF}\u{E000}\u{D7FF}\u{800}\u{7FF}\u{80}\u{7F}"
    #expect(SourceFileText.decode(Array(edges.utf8)) == .success(edges))
  }

  @Test func theLineForAFile() {
    let notText = SourceFileText.NotText(byte: 0x0A, offset: 3)
    #expect(
      notText.message(file: "a.swift") == "a.swift: not a UTF-8 text file (byte 0x0A at offset 3)")
  }

  // Agrees with the standard library's decoder on which byte strings are valid, over every
  // string of up to three bytes drawn from bytes around each range's edges.
  @Test func agreesWithTheStandardLibraryOnValidity() {
    let samples: [UInt8] = [
      0x01, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1,
      0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF,
    ]
    var checked = 0
    for a in samples {
      for b in samples {
        for c in samples {
          for bytes in [[a], [a, b], [a, b, c]] {
            let valid = String(validating: bytes, as: UTF8.self) != nil
            #expect((SourceFileText.firstProblem(in: bytes) == nil) == valid, "\(bytes)")
            checked += 1
          }
        }
      }
    }
    #expect(checked == 3 * 25 * 25 * 25)
  }
}
