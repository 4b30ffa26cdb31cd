import LayoutCore

extension String {
  /// The string cut into lines of at most `width` columns, at spaces where possible.
  public func wrapped(width: Int) -> [String] {
    let text = self
    guard width > 0 else { return [text] }
    if let lines = wrappedSimple(width: width) { return lines }
    var lines: [String] = []
    var current = ""
    // The columns of `current`, kept as it grows: measuring every candidate line again made
    // wrapping quadratic in the words.
    var currentColumns = 0
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      let wordColumns = word.terminalColumns
      let candidateColumns: Int
      if current.isEmpty {
        candidateColumns = wordColumns
      } else if Self.isPrintableASCII(current.unicodeScalars.last),
        Self.isPrintableASCII(word.unicodeScalars.first)
      {
        // Between printable ASCII characters and a space every join is a character boundary,
        // so the widths add up.
        candidateColumns = currentColumns + 1 + wordColumns
      } else {
        candidateColumns = (current + " " + word).terminalColumns
      }
      if candidateColumns <= width {
        current = current.isEmpty ? String(word) : current + " " + word
        currentColumns = candidateColumns
        continue
      }
      if !current.isEmpty { lines.append(current) }
      var rest = String(word)
      while rest.terminalColumns > width {
        var head = ""
        while let first = rest.first, (head + String(first)).terminalColumns <= width {
          head.append(first)
          rest.removeFirst()
        }
        if head.isEmpty { break }
        lines.append(head)
      }
      current = rest
      currentColumns = rest.terminalColumns
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }

  /// `wrapped` for a text whose every scalar is a character of its own, one column wide (as
  /// the trace's sentences are): the same lines, found by counting scalars; nil for any other
  /// text. A line is always a run of the text (its words and the spaces between them), cut
  /// from its UTF-8 bytes: building each line a scalar at a time cost more than finding it.
  private func wrappedSimple(width: Int) -> [String]? {
    // The UTF-8 offset of each scalar, and of the end; nil while every scalar is one byte.
    var offsets: [Int]? = nil
    var count = 0
    var offset = 0
    for scalar in unicodeScalars {
      guard isOwnOneColumnCharacter(scalar) else { return nil }
      let length = UTF8.width(scalar)
      if length > 1, offsets == nil { offsets = Array(0...count) }
      offsets?.append(offset + length)
      offset += length
      count += 1
    }
    var source = self
    return source.withUTF8 { bytes in
      func text(_ range: Range<Int>) -> String {
        let lower = offsets?[range.lowerBound] ?? range.lowerBound
        let upper = offsets?[range.upperBound] ?? range.upperBound
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
      }
      func isSpace(_ index: Int) -> Bool { bytes[offsets?[index] ?? index] == 0x20 }
      var lines: [String] = []
      var current = 0..<0
      var start = 0
      while start <= count {
        var end = start
        while end < count && !isSpace(end) { end += 1 }
        let word = start..<end
        if current.isEmpty {
          if word.count <= width {
            current = word
            start = end + 1
            continue
          }
        } else if current.count + 1 + word.count <= width {
          current = current.lowerBound..<end
          start = end + 1
          continue
        }
        if !current.isEmpty { lines.append(text(current)) }
        var rest = word
        while rest.count > width {
          lines.append(text(rest.lowerBound..<rest.lowerBound + width))
          rest = rest.lowerBound + width..<rest.upperBound
        }
        current = rest
        start = end + 1
      }
      if !current.isEmpty || lines.isEmpty { lines.append(text(current)) }
      return lines
    }
  }

  /// Whether `scalar` is a printable ASCII character (a space to a tilde).
  private static func isPrintableASCII(_ scalar: Unicode.Scalar?) -> Bool {
    guard let value = scalar?.value else { return false }
    return value >= 0x20 && value < 0x7F
  }
}

/// Whether `scalar` is always a character by itself (its grapheme break property is Other: no
/// mark, joiner, control or Hangul jamo) and one terminal column wide.
func isOwnOneColumnCharacter(_ scalar: Unicode.Scalar) -> Bool {
  let value = scalar.value
  if value >= 0x20 && value < 0x7F { return true }
  let isOther =
    (value >= 0xA0 && value < 0x300 && value != 0xAD) || (value >= 0x2010 && value < 0x2028)
    || (value >= 0x2030 && value < 0x205F) || (value >= 0x2070 && value < 0x20D0)
    || (value >= 0x2100 && value < 0x2C00)
  return isOther && Character(scalar).terminalColumns == 1
}
