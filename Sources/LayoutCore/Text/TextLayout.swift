import Foundation

/// The lines and size of a `Text` for one proposal: LayoutLab's text model (reference §3.3, §12).
///
/// Text is the one leaf whose size depends on its content, and stacks ask it for its size several
/// times per pass (§4.3). Measuring is therefore a pure function of the string, the proposal, the
/// line limit and the metrics, so the layout pass, the inspector and the painter all get the same
/// lines. It reproduces CoreText's word wrap and tail truncation in terminal cells.
///
///     let layout = TextLayout.measure(
///       "The quick brown fox jumps", width: 120, height: nil, lineLimit: 2,
///       metrics: .terminalCell)
///     // layout.lines == ["The quick", "brown fox j…"]
///     // layout.size == CGSize(width: 120, height: 40), layout.isTruncated == true
public struct TextLayout: Equatable, Sendable {
  /// The visible lines, top to bottom, as they are drawn; a truncated last line ends in "…".
  public var lines: [String]
  /// The widest visible line by the number of visible lines, in points.
  ///
  /// The width can be less than the proposed width: Text does not fill its proposal (§3.3 rule 2).
  public var size: CGSize
  /// Whether the height or the line limit cut anything, whole lines or the end of the last one.
  public var isTruncated: Bool

  /// A layout with the given lines and size, as `measure` returns it.
  ///
  /// Public so that tests and other views can state an expected layout as a value.
  public init(lines: [String], size: CGSize, isTruncated: Bool) {
    self.lines = lines
    self.size = size
    self.isTruncated = isTruncated
  }

  /// Lays `string` out in a proposal of `width` × `height` points with at most `lineLimit` lines.
  ///
  /// This is `Text.sizeThatFits` (reference §3.3 rules 1–5, §12), computed in whole glyph cells:
  /// - Paragraphs are split at newlines. A `nil` width leaves each paragraph on one line (rule 1).
  ///   A width of 0 or less asks for the narrowest layout, one glyph per line (rule 5).
  /// - Otherwise words wrap greedily at the width. A line can break at a space, which is then
  ///   dropped, and before or after any wide character. A word wider than the line is broken
  ///   between grapheme clusters, and every line holds at least one glyph (rule 2).
  /// - `height` shows `floor(height / lineHeight)` lines and `lineLimit` caps them, with at least
  ///   one line (rules 3–4). When lines are cut, the last visible line is tail-truncated as
  ///   CoreText does: it shows as much of the rest of its paragraph as fits, then "…".
  ///
  /// - Parameters:
  ///   - string: The text; "\n", "\r", "\r\n", U+0085, U+2028 and U+2029 separate paragraphs.
  ///   - width: The proposed width in points; `nil` means unconstrained.
  ///   - height: The proposed height in points; `nil` means unconstrained.
  ///   - lineLimit: The most lines to show; `nil` means no limit, and values below 1 mean 1.
  ///   - metrics: The size of a glyph cell and of a line.
  ///   - truncationMode: Which part of the last visible line "…" replaces (§19.2).
  ///   - reservedLines: The fewest lines the text is tall, empty ones below its own (§19.4).
  /// - Returns: The visible lines, their size and whether anything was cut.
  public static func measure(
    _ string: String, width: CGFloat?, height: CGFloat?, lineLimit: Int?, metrics: TextMetrics,
    truncationMode: Text.TruncationMode = .tail, reservedLines: Int? = nil
  ) -> TextLayout {
    measure(
      paragraphs: paragraphs(of: string), width: width, height: height, lineLimit: lineLimit,
      metrics: metrics, truncationMode: truncationMode, reservedLines: reservedLines)
  }

  /// `measure(_:width:height:lineLimit:metrics:truncationMode:reservedLines:)` of a text
  /// already split into paragraphs (`paragraphs(of:)`): a Text is measured for each proposal
  /// it gets, and splitting its string is most of the work (issue #17).
  /// Without `makesLines` the lines are left empty: a size is what a measurement needs, and
  /// building each line's string was half of it.
  static func measure(
    paragraphs: [[Glyph]], width: CGFloat?, height: CGFloat?, lineLimit: Int?,
    metrics: TextMetrics, truncationMode: Text.TruncationMode, reservedLines: Int?,
    makesLines: Bool = true
  ) -> TextLayout {
    let maxColumns = columnLimit(width: width, glyphWidth: metrics.glyphWidth)
    // One paragraph that fits is one line, never truncated (at least one line always shows):
    // most Texts, measured without wrapping them (issue #17; a test checks it against the
    // general path below over strings, widths, heights, limits and modes).
    if paragraphs.count == 1 {
      let glyphs = paragraphs[0]
      let total = columns(of: glyphs)
      if glyphs.isEmpty || fits(total, maxColumns: maxColumns) {
        return TextLayout(
          lines: makesLines ? [String(glyphs.map(\.character))] : [],
          size: CGSize(
            width: CGFloat(total) * metrics.glyphWidth,
            height: CGFloat(Swift.max(1, reservedLines ?? 0)) * metrics.lineHeight),
          isTruncated: false)
      }
    }
    return measureWrapping(
      paragraphs: paragraphs, maxColumns: maxColumns, height: height, lineLimit: lineLimit,
      metrics: metrics, truncationMode: truncationMode, reservedLines: reservedLines,
      makesLines: makesLines)
  }

  /// `measure` by wrapping each paragraph and truncating what does not show: the general path.
  static func measureWrapping(
    paragraphs: [[Glyph]], maxColumns: Int?, height: CGFloat?, lineLimit: Int?,
    metrics: TextMetrics, truncationMode: Text.TruncationMode, reservedLines: Int?,
    makesLines: Bool
  ) -> TextLayout {

    var laidOut: [(paragraph: Int, glyphs: Range<Int>)] = []
    for (index, glyphs) in paragraphs.enumerated() {
      for range in wrap(glyphs, maxColumns: maxColumns) {
        laidOut.append((index, range))
      }
    }

    let visibleCount = visibleLineCount(
      laidOut: laidOut.count, height: height, lineHeight: metrics.lineHeight, lineLimit: lineLimit)
    let isTruncated = visibleCount < laidOut.count
    let heightInLines = max(visibleCount, reservedLines ?? 0)
    guard makesLines else {
      var widest = 0
      for (index, line) in laidOut.prefix(visibleCount).enumerated() {
        let glyphs = paragraphs[line.paragraph]
        widest = Swift.max(
          widest,
          isTruncated && index == visibleCount - 1
            ? columns(
              of: truncated(
                glyphs[line.glyphs.lowerBound...], maxColumns: maxColumns, mode: truncationMode))
            : columns(of: glyphs[line.glyphs]))
      }
      return TextLayout(
        lines: [],
        size: CGSize(
          width: CGFloat(widest) * metrics.glyphWidth,
          height: CGFloat(heightInLines) * metrics.lineHeight),
        isTruncated: isTruncated)
    }
    var visible = laidOut.prefix(visibleCount).map { Array(paragraphs[$0.paragraph][$0.glyphs]) }
    if isTruncated {
      let last = laidOut[visibleCount - 1]
      let rest = paragraphs[last.paragraph][last.glyphs.lowerBound...]
      visible[visibleCount - 1] = truncated(rest, maxColumns: maxColumns, mode: truncationMode)
    }

    let widestColumns = visible.map(columns(of:)).max() ?? 0
    return TextLayout(
      lines: visible.map { String($0.map(\.character)) },
      size: CGSize(
        width: CGFloat(widestColumns) * metrics.glyphWidth,
        height: CGFloat(heightInLines) * metrics.lineHeight),
      isTruncated: isTruncated)
  }
}

// MARK: - Steps of `measure`

extension TextLayout {
  /// One grapheme cluster with its width in columns.
  ///
  /// Widths are looked up once per character, since wrapping and truncation read them repeatedly.
  struct Glyph {
    var character: Character
    var columns: Int
    /// A space: a break opportunity that is dropped when the line breaks there.
    var isSpace: Bool

    init(_ character: Character) {
      self.character = character
      self.columns = character.terminalColumns
      // U+0020 alone (a space with a combining mark is another character); read off the
      // scalars, since comparing Characters compares them as strings, canonically.
      var scalars = character.unicodeScalars.makeIterator()
      self.isSpace = scalars.next() == " " && scalars.next() == nil
    }
    /// The glyph of one printable ASCII byte (0x20–0x7E): one column.
    init(ascii byte: UInt8) {
      character = Character(Unicode.Scalar(byte))
      columns = 1
      isSpace = byte == 0x20
    }
    /// A two-column glyph: CJK text has no spaces, so a line may break before or after one.
    var isWide: Bool { columns >= 2 }
  }

  /// The glyph drawn at the end of a tail-truncated line.
  static let ellipsis = Glyph("…")

  /// Splits `string` into paragraphs of glyphs at every newline character.
  ///
  /// Newlines are the ones CoreText ends a paragraph at; "\r\n" is one Character in Swift, so it
  /// makes one break. A trailing newline leaves an empty last paragraph, which is an empty line.
  static func paragraphs(of string: String) -> [[Glyph]] {
    // Printable ASCII, most of what a scene says, is one paragraph of one-column glyphs, a
    // byte each: splitting it into Characters found grapheme breaks one at a time, and was
    // a fifth of laying out a 10,000-row list of Texts (issue #17).
    if string.isPrintableASCII {
      var glyphs: [Glyph] = []
      glyphs.reserveCapacity(string.utf8.count)
      for byte in string.utf8 { glyphs.append(Glyph(ascii: byte)) }
      return [glyphs]
    }
    var paragraphs: [[Glyph]] = [[]]
    for character in string {
      // A line or paragraph separator is always a character of its own, "\r\n" excepted
      // (grapheme breaking never extends a control), so its first scalar tells it; comparing
      // Characters compares them as strings, which was most of measuring a short Text.
      switch character.unicodeScalars.first?.value {
      case 0x0A, 0x0D, 0x85, 0x2028, 0x2029:
        paragraphs.append([])
      default:
        paragraphs[paragraphs.count - 1].append(Glyph(character))
      }
    }
    return paragraphs
  }

  /// The most columns a line may take at `width` points, or `nil` when any line fits.
  ///
  /// A width of 0 or less is 0 columns, where each line still takes one glyph (§3.3: CoreText is
  /// given `leastNonzeroMagnitude`). The tolerance absorbs floating-point error such as
  /// 0.3 / 0.1 = 2.9999999999999996, the same tolerance as the height rule uses.
  static func columnLimit(width: CGFloat?, glyphWidth: CGFloat) -> Int? {
    guard let width, !width.isNaN else { return nil }
    if width <= 0 { return 0 }
    guard width.isFinite, glyphWidth > 0 else { return nil }
    let columns = (width / glyphWidth + 1e-9).rounded(.down)
    return columns < CGFloat(Int32.max) ? Int(columns) : nil
  }

  /// Greedy word wrap of one paragraph: the glyph range of each line.
  ///
  /// Lines are contiguous ranges of the paragraph, which is what lets truncation take "the rest of
  /// the paragraph" from a line's start. A dropped space run lies between two ranges.
  static func wrap(_ glyphs: [Glyph], maxColumns: Int?) -> [Range<Int>] {
    guard let maxColumns, !glyphs.isEmpty else { return [glyphs.indices] }
    // A paragraph that fits is one line, spaces and all: the common case, known by adding up
    // (a test checks it against the greedy wrap).
    if fits(columns(of: glyphs), maxColumns: maxColumns) { return [glyphs.indices] }
    return greedyWrap(glyphs, maxColumns: maxColumns)
  }

  /// Whether a paragraph of `columns` fits in `maxColumns` (any number when nil): then it is
  /// one line. At 0 columns nothing fits; each line still takes a glyph (`columnLimit`).
  static func fits(_ columns: Int, maxColumns: Int?) -> Bool {
    guard let maxColumns else { return true }
    return maxColumns > 0 && columns <= maxColumns
  }

  /// `wrap` of a paragraph that may not fit: segment by segment.
  static func greedyWrap(_ glyphs: [Glyph], maxColumns: Int) -> [Range<Int>] {
    var wrapper = GreedyWrapper(glyphs: glyphs, maxColumns: maxColumns)
    var index = 0
    while index < glyphs.count {
      if index > 0 && glyphs[index].isSpace {
        // A space run between two words. Leading spaces never get here: they are a segment.
        var runEnd = index
        while runEnd < glyphs.count && glyphs[runEnd].isSpace { runEnd += 1 }
        let runColumns = columns(of: glyphs[index..<runEnd])
        guard runEnd < glyphs.count else {
          // Spaces that end the paragraph are kept if they fit and hang (are dropped) if not.
          wrapper.appendIfItFits(index..<runEnd, columns: runColumns)
          break
        }
        let segment = runEnd..<segmentEnd(glyphs, from: runEnd)
        let segmentColumns = columns(of: glyphs[segment])
        if wrapper.columns + runColumns + segmentColumns <= maxColumns {
          wrapper.append(index..<segment.upperBound, columns: runColumns + segmentColumns)
        } else {
          wrapper.breakLine(resumingAt: runEnd)
          wrapper.place(segment)
        }
        index = segment.upperBound
      } else {
        // A segment right after another one (next to a wide glyph) or at the paragraph start.
        let segment = index..<segmentEnd(glyphs, from: index)
        if !wrapper.isLineEmpty && wrapper.columns + columns(of: glyphs[segment]) > maxColumns {
          wrapper.breakLine(resumingAt: index)
        }
        wrapper.place(segment)
        index = segment.upperBound
      }
    }
    return wrapper.finish()
  }

  /// The end of the unbreakable run that starts at `start`.
  ///
  /// That run is one wide glyph, the paragraph's leading spaces, or narrow non-space glyphs up to
  /// the next space or wide glyph.
  static func segmentEnd(_ glyphs: [Glyph], from start: Int) -> Int {
    if glyphs[start].isWide { return start + 1 }
    var end = start + 1
    if glyphs[start].isSpace {
      while end < glyphs.count && glyphs[end].isSpace { end += 1 }
    } else {
      while end < glyphs.count && !glyphs[end].isSpace && !glyphs[end].isWide { end += 1 }
    }
    return end
  }

  /// The number of lines shown: what the height holds, capped by the line limit, at least one.
  ///
  /// §3.3 rule 3: at least one line is always shown, even for a height of 0. Rule 4: `lineLimit`
  /// caps the count. The tolerance lets 59.999999 points hold three 20-point lines.
  static func visibleLineCount(
    laidOut: Int, height: CGFloat?, lineHeight: CGFloat, lineLimit: Int?
  ) -> Int {
    var count = laidOut
    if let height, !height.isNaN {
      if height <= 0 {
        count = 1
      } else if lineHeight > 0 {
        let fitting = (height / lineHeight + 1e-9).rounded(.down)
        if fitting < CGFloat(count) { count = Int(fitting) }
      }
    }
    if let lineLimit { count = min(count, lineLimit) }
    return max(1, count)
  }

  /// The last visible line truncated in `mode`: tail as `tailTruncated`; head "…" then the
  /// end of `rest`; middle the start, "…", the end (§19.2).
  ///
  /// `rest` is the line's text to the end of its paragraph. Head and middle keep the end of
  /// the paragraph, as CoreText does for the last line; the start takes the odd column.
  static func truncated(_ rest: ArraySlice<Glyph>, maxColumns: Int?, mode: Text.TruncationMode)
    -> [Glyph]
  {
    guard mode != .tail, let maxColumns else { return tailTruncated(rest, maxColumns: maxColumns) }
    let budget = maxColumns - ellipsis.columns
    let headBudget = mode == .head ? 0 : (budget + 1) / 2
    var head: [Glyph] = []
    var used = 0
    for glyph in rest {
      if used + glyph.columns > headBudget { break }
      head.append(glyph)
      used += glyph.columns
    }
    var tail: [Glyph] = []
    for glyph in rest.dropFirst(head.count).reversed() {
      if used + glyph.columns > budget { break }
      tail.append(glyph)
      used += glyph.columns
    }
    while head.last?.isSpace == true { head.removeLast() }
    tail.reverse()
    while tail.first?.isSpace == true { tail.removeFirst() }
    return head + [ellipsis] + tail
  }

  /// The last visible line after CoreText tail truncation: as much of `rest` as fits, then "…".
  ///
  /// `rest` runs from the line's start to the end of its paragraph, so the line can show more than
  /// it held before truncation (§12: "brown fox" becomes "brown fox j…"). Glyphs are taken whole,
  /// so a wide character is never split. Spaces before the "…" are removed. When not even "…" fits
  /// the line is "…" alone, and with no width limit "…" follows the whole paragraph.
  static func tailTruncated(_ rest: ArraySlice<Glyph>, maxColumns: Int?) -> [Glyph] {
    var kept: [Glyph] = []
    if let maxColumns {
      let budget = maxColumns - ellipsis.columns
      var used = 0
      for glyph in rest {
        if used + glyph.columns > budget { break }
        kept.append(glyph)
        used += glyph.columns
      }
    } else {
      kept = Array(rest)
    }
    while kept.last?.isSpace == true { kept.removeLast() }
    kept.append(ellipsis)
    return kept
  }

  /// The width of `glyphs` in columns.
  static func columns(of glyphs: some Sequence<Glyph>) -> Int {
    glyphs.reduce(0) { $0 + $1.columns }
  }
}

/// The line being filled by `TextLayout.wrap` and the lines already finished.
///
/// Keeps the three numbers that describe the open line (start, end, columns) changing together.
private struct GreedyWrapper {
  let glyphs: [TextLayout.Glyph]
  let maxColumns: Int
  private(set) var lines: [Range<Int>] = []
  private(set) var start = 0
  private(set) var end = 0
  /// Width of the open line, `start..<end`, in columns.
  private(set) var columns = 0

  init(glyphs: [TextLayout.Glyph], maxColumns: Int) {
    self.glyphs = glyphs
    self.maxColumns = maxColumns
  }

  var isLineEmpty: Bool { start == end }

  /// Closes the open line and opens an empty one at `next`; glyphs in between are dropped.
  mutating func breakLine(resumingAt next: Int) {
    lines.append(start..<end)
    start = next
    end = next
    columns = 0
  }

  /// Extends the open line over `range`, which starts where the line ends.
  mutating func append(_ range: Range<Int>, columns added: Int) {
    end = range.upperBound
    columns += added
  }

  /// Extends the open line over `range` if the line stays within the width.
  mutating func appendIfItFits(_ range: Range<Int>, columns added: Int) {
    if columns + added <= maxColumns { append(range, columns: added) }
  }

  /// Puts a segment on the open line, whole if it fits, else broken between glyphs.
  ///
  /// Callers break the line first when the segment would fit on a line of its own, so breaking
  /// here only happens to a segment wider than a whole line (§3.3 rule 2). A line always takes its
  /// first glyph, and a zero-width glyph always joins the line it follows.
  mutating func place(_ segment: Range<Int>) {
    let segmentColumns = TextLayout.columns(of: glyphs[segment])
    if columns + segmentColumns <= maxColumns {
      append(segment, columns: segmentColumns)
      return
    }
    for index in segment {
      let glyphColumns = glyphs[index].columns
      if !isLineEmpty && glyphColumns > 0 && columns + glyphColumns > maxColumns {
        breakLine(resumingAt: index)
      }
      append(index..<index + 1, columns: glyphColumns)
    }
  }

  /// Closes the open line and returns every line.
  mutating func finish() -> [Range<Int>] {
    lines.append(start..<end)
    return lines
  }
}
