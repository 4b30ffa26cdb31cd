/// Deterministic mutations of scene source as bytes: what a fuzzer does, reproducibly.
///
/// Works on UTF-8 bytes rather than characters so that mutants may cut a character in half,
/// hold invalid UTF-8 or NUL bytes, exactly as a file read from disk may. Every choice comes
/// from the seeded generator, so `(seed, iteration)` names a mutant forever.
struct SceneMutator {
  /// One edit of the input.
  enum Mutation: CaseIterable {
    /// Remove a run of bytes.
    case deleteChunk
    /// Repeat a run of bytes in place.
    case duplicateChunk
    /// Exchange two runs of bytes that do not overlap.
    case swapChunks
    /// Insert a token of `SwiftTokenDictionary`.
    case insertToken
    /// Cut the input short.
    case truncate
    /// Join the start of this input to the end of another.
    case splice
    /// Insert bytes that are not UTF-8 (a stray continuation, an overlong form, 0xFF).
    case invalidUTF8
    /// Insert a NUL byte.
    case nulByte
    /// Replace a byte with another, any value.
    case flipByte
    /// Repeat a short run many times: deep nesting and long chains.
    case amplify
  }

  var generator: ParserRobustnessTests.Generator

  init(seed: UInt64) {
    generator = ParserRobustnessTests.Generator(state: seed)
  }

  /// Byte sequences that are not valid UTF-8.
  static let invalidSequences: [[UInt8]] = [
    [0xFF], [0xFE], [0x80], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90],
    [0xC3],
  ]

  /// One to four mutations of `input`; `others` are the inputs a splice may take a tail from.
  mutating func mutate(_ input: [UInt8], splicingWith others: [[UInt8]]) -> [UInt8] {
    var bytes = input
    for _ in 0...generator.next(below: 4) {
      let mutation = Mutation.allCases[generator.next(below: Mutation.allCases.count)]
      apply(mutation, to: &bytes, others: others)
    }
    return bytes
  }

  mutating func apply(_ mutation: Mutation, to bytes: inout [UInt8], others: [[UInt8]]) {
    let position = generator.next(below: bytes.count + 1)
    let length = Swift.min(1 + generator.next(below: 16), bytes.count - position)
    switch mutation {
    case .deleteChunk:
      bytes.removeSubrange(position..<position + length)
    case .duplicateChunk:
      bytes.insert(contentsOf: bytes[position..<position + length], at: position)
    case .swapChunks:
      let other = generator.next(below: bytes.count + 1)
      let otherLength = Swift.min(length, bytes.count - other)
      if position + length <= other {
        let first = Array(bytes[position..<position + length])
        let second = Array(bytes[other..<other + otherLength])
        bytes.replaceSubrange(other..<other + otherLength, with: first)
        bytes.replaceSubrange(position..<position + length, with: second)
      }
    case .insertToken:
      let tokens = SwiftTokenDictionary.tokens
      bytes.insert(contentsOf: tokens[generator.next(below: tokens.count)].utf8, at: position)
    case .truncate:
      bytes.removeSubrange(position...)
    case .splice:
      guard !others.isEmpty else { return }
      let other = others[generator.next(below: others.count)]
      let from = generator.next(below: other.count + 1)
      bytes.replaceSubrange(position..., with: other[from...])
    case .invalidUTF8:
      let sequences = Self.invalidSequences
      bytes.insert(contentsOf: sequences[generator.next(below: sequences.count)], at: position)
    case .nulByte:
      bytes.insert(0, at: position)
    case .flipByte:
      guard position < bytes.count else { return }
      bytes[position] = UInt8(truncatingIfNeeded: generator.next(below: 256))
    case .amplify:
      let run = Array(bytes[position..<position + Swift.min(length, 4)])
      let count = 2 + generator.next(below: 300)
      bytes.insert(
        contentsOf: Array([[UInt8]](repeating: run, count: count).joined()), at: position)
    }
  }
}
