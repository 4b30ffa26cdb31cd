import Foundation
import Testing

@testable import LayoutCore

/// `Text` measurement in the terminal text model: a glyph is 10×20 points, wide glyphs 20×20
/// (reference §3.3 rules 1–5 and §12).
@Suite struct TextLayoutTests {
  /// Measures with the default 10×20 cell, naming only the arguments a test sets.
  func measure(
    _ string: String, width: CGFloat? = nil, height: CGFloat? = nil, lineLimit: Int? = nil,
    metrics: TextMetrics = .terminalCell
  ) -> TextLayout {
    TextLayout.measure(string, width: width, height: height, lineLimit: lineLimit, metrics: metrics)
  }

  /// An expected layout, as a value.
  func layout(_ lines: [String], _ width: CGFloat, _ height: CGFloat, truncated: Bool = false)
    -> TextLayout
  {
    TextLayout(lines: lines, size: CGSize(width: width, height: height), isTruncated: truncated)
  }

  // MARK: Ideal size

  // §12: "`Text("Hello world")` is 110×20 at its ideal size"; §3.3 rule 1: nil proposal, one line.
  @Test func idealSizeIsOneLinePerParagraph() {
    #expect(measure("Hello world") == layout(["Hello world"], 110, 20))
  }

  // §3.3 rule 1 with §12's cell: an empty string is one empty line, 0 wide and one line high.
  @Test func emptyStringIsOneEmptyLine() {
    #expect(measure("") == layout([""], 0, 20))
    #expect(measure("", width: 100, height: 100, lineLimit: 3) == layout([""], 0, 20))
  }

  // §3.3 rule 1: an infinite proposal is the same as none, on either axis.
  @Test func infiniteProposalIsUnconstrained() {
    let text = "The quick brown fox jumps"
    #expect(measure(text, width: .infinity, height: .infinity) == measure(text))
    #expect(measure(text, width: 120, height: .infinity) == measure(text, width: 120))
  }

  // §12: the cell size is configurable (`--cell 8x16`): "Hello world" is 11 × 8 by 16 points.
  @Test func customMetricsScaleTheLayout() {
    let small = TextMetrics(glyphWidth: 8, lineHeight: 16)
    #expect(TextMetrics.terminalCell == TextMetrics(glyphWidth: 10, lineHeight: 20))
    #expect(measure("Hello world", metrics: small) == layout(["Hello world"], 88, 16))
    // 40 points hold 5 columns of 8 points.
    #expect(
      measure("Hello world", width: 40, metrics: small) == layout(["Hello", "world"], 40, 32))
    #expect(
      measure("Hello world", width: 40, height: 16, metrics: small)
        == layout(["Hell…"], 40, 16, truncated: true))
  }

  // MARK: Wrapping

  // §3.3 rule 2: greedy word wrap at the width; the reported width is the longest line (50), not
  // the proposal (80): Text does not fill its proposal.
  @Test func wrapsAtWordsAndReportsTheLongestLine() {
    #expect(measure("Hello world", width: 80) == layout(["Hello", "world"], 50, 40))
    #expect(measure("Hello world", width: 109) == layout(["Hello", "world"], 50, 40))
    #expect(measure("Hello world", width: 110) == layout(["Hello world"], 110, 20))
    #expect(measure("Hello world", width: 500) == layout(["Hello world"], 110, 20))
  }

  // §3.3 rule 2 and §12: 125 points hold 12 whole columns; "The quick" + " brown" would be 15.
  @Test func widthBetweenColumnsRoundsDown() {
    #expect(
      measure("The quick brown fox jumps", width: 125)
        == layout(["The quick", "brown fox", "jumps"], 90, 60))
  }

  // §3.3 rule 2 [OBJC #318]: "If the available space becomes smaller than a single word, the
  // view even breaks that word to wrap individual letters".
  @Test func breaksWordsLongerThanTheWidth() {
    #expect(measure("Hello", width: 30) == layout(["Hel", "lo"], 30, 40))
    // The long word first moves to a line of its own, then breaks there.
    #expect(
      measure("Hi extraordinary", width: 50) == layout(["Hi", "extra", "ordin", "ary"], 50, 80))
  }

  // §3.3 rule 5: the minimum width (proposal 0) is about one glyph, one glyph per line; the space
  // at each break is dropped. A negative width is treated like 0 (§3.3: `req.width <= 0`).
  @Test func zeroWidthIsOneGlyphPerLine() {
    #expect(measure("Hello", width: 0) == layout(["H", "e", "l", "l", "o"], 10, 100))
    #expect(measure("Hi you", width: 0) == layout(["H", "i", "y", "o", "u"], 10, 100))
    #expect(measure("Hi you", width: -50) == measure("Hi you", width: 0))
  }

  // §3.3 rule 1 per paragraph: each "\n"-separated paragraph starts a new line; empty paragraphs
  // are empty lines, and "\r\n" is one break.
  @Test func paragraphsStartNewLines() {
    #expect(measure("Hello\nworld") == layout(["Hello", "world"], 50, 40))
    #expect(measure("Hello world\nHi", width: 50) == layout(["Hello", "world", "Hi"], 50, 60))
    #expect(measure("a\n\nb") == layout(["a", "", "b"], 10, 60))
    #expect(measure("a\n") == layout(["a", ""], 10, 40))
    #expect(measure("a\r\nb") == layout(["a", "b"], 10, 40))
  }

  // §3.3 rule 2: spaces inside a line are kept, as are a paragraph's leading spaces; a space run
  // at a break is dropped, and trailing spaces that do not fit hang off the line.
  @Test func spacesAreKeptInsideLinesAndDroppedAtBreaks() {
    #expect(measure("a  b") == layout(["a  b"], 40, 20))
    #expect(measure("a  b", width: 40) == layout(["a  b"], 40, 20))
    #expect(measure("a  b", width: 30) == layout(["a", "b"], 10, 40))
    #expect(measure("  ab") == layout(["  ab"], 40, 20))
    #expect(measure("  ab cd", width: 40) == layout(["  ab", "cd"], 40, 40))
    #expect(measure("ab  ") == layout(["ab  "], 40, 20))
    #expect(measure("ab  ", width: 40) == layout(["ab  "], 40, 20))
    #expect(measure("ab  ", width: 30) == layout(["ab"], 20, 20))
  }

  // MARK: Height, line limit, truncation

  // §12 worked example: "The quick brown fox jumps" with `lineLimit(2)` proposed 120 pt is
  // "The quick" / "brown fox j…", 120×40.
  @Test func referenceExampleTruncatesWithTheRestOfTheParagraph() {
    #expect(
      measure("The quick brown fox jumps", width: 120, lineLimit: 2)
        == layout(["The quick", "brown fox j…"], 120, 40, truncated: true))
  }

  // §3.3 rule 3: only the lines that fit the height are laid out (floor(h / 20)), the last one
  // truncated with "…"; at least one line is shown, even for a height of 0.
  @Test func heightLimitsLinesAndTruncatesTheLast() {
    let text = "The quick brown fox jumps"
    #expect(measure(text, width: 120) == layout(["The quick", "brown fox", "jumps"], 90, 60))
    #expect(
      measure(text, width: 120, height: 60) == layout(["The quick", "brown fox", "jumps"], 90, 60))
    #expect(
      measure(text, width: 120, height: 59.9)
        == layout(["The quick", "brown fox j…"], 120, 40, truncated: true))
    #expect(
      measure(text, width: 120, height: 40)
        == layout(["The quick", "brown fox j…"], 120, 40, truncated: true))
    #expect(
      measure(text, width: 120, height: 10) == layout(["The quick b…"], 120, 20, truncated: true))
    #expect(
      measure(text, width: 120, height: 0) == layout(["The quick b…"], 120, 20, truncated: true))
  }

  // §3.3 rule 4 and §12: lineLimit(1) at 300 points (30 columns) shows 29 columns of the
  // paragraph and "…".
  @Test func lineLimitOneShowsAsMuchAsFits() {
    let result = measure("Hello world,hello world,hello world", width: 300, lineLimit: 1)
    #expect(result == layout(["Hello world,hello world,hello…"], 300, 20, truncated: true))
    #expect(result.lines[0].terminalColumns == 30)
  }

  // §3.3 rule 4: lineLimit caps the lines; a limit below 1 still shows one line (rule 3), and a
  // limit above the line count cuts nothing.
  @Test func lineLimitCapsLines() {
    #expect(measure("Hello world", width: 80, lineLimit: 5) == layout(["Hello", "world"], 50, 40))
    #expect(
      measure("Hello world", width: 80, lineLimit: 0)
        == layout(["Hello w…"], 80, 20, truncated: true))
    #expect(
      measure("Hello world", width: 80, lineLimit: -3)
        == measure("Hello world", width: 80, lineLimit: 1))
    // Height and line limit together: the smaller one wins.
    #expect(
      measure("The quick brown fox jumps", width: 120, height: 200, lineLimit: 1)
        == layout(["The quick b…"], 120, 20, truncated: true))
  }

  // §12 ("…" is one cell) with §3.3 rule 3: when only later paragraphs are cut, "…" follows the
  // last line if it fits, otherwise glyphs are dropped until it does; spaces before it go.
  @Test func truncationAtAParagraphEnd() {
    #expect(measure("Hello\nworld", lineLimit: 1) == layout(["Hello…"], 60, 20, truncated: true))
    #expect(measure("Hello\nworld", height: 20) == layout(["Hello…"], 60, 20, truncated: true))
    #expect(
      measure("Hello\nworld", width: 60, lineLimit: 1)
        == layout(["Hello…"], 60, 20, truncated: true))
    #expect(
      measure("Hello\nworld", width: 50, lineLimit: 1) == layout(["Hell…"], 50, 20, truncated: true)
    )
    #expect(measure("Hello   \nworld", lineLimit: 1) == layout(["Hello…"], 60, 20, truncated: true))
    #expect(
      measure("Hi you\nthere", width: 40, lineLimit: 1) == layout(["Hi…"], 30, 20, truncated: true))
  }

  // §12: when not even "…" (one cell) fits the width, the line is "…" alone.
  @Test func ellipsisAloneWhenNothingFits() {
    #expect(
      measure("Hello world", width: 0, lineLimit: 1) == layout(["…"], 10, 20, truncated: true))
    #expect(measure("居中", width: 5, height: 20) == layout(["…"], 10, 20, truncated: true))
  }

  // MARK: Wide characters, emoji, combining marks

  // §12: East Asian wide characters are two cells; "居中顯示" is 80 points, and CJK breaks
  // between any two ideographs since it has no spaces.
  @Test func cjkBreaksBetweenIdeographs() {
    #expect(measure("居中顯示") == layout(["居中顯示"], 80, 20))
    #expect(measure("居中顯示", width: 40) == layout(["居中", "顯示"], 40, 40))
    #expect(measure("居中顯示", width: 50) == layout(["居中", "顯示"], 40, 40))
    #expect(measure("居中顯示", width: 30) == layout(["居", "中", "顯", "示"], 20, 80))
  }

  // §3.3 rule 2 with §12's two-cell glyphs: a wide character is never split, even when it alone is
  // wider than the line (each line holds at least one glyph), nor cut by truncation.
  @Test func wideCharactersAreNeverSplit() {
    #expect(measure("居中顯示", width: 10) == layout(["居", "中", "顯", "示"], 20, 80))
    #expect(measure("居中顯示", width: 0) == layout(["居", "中", "顯", "示"], 20, 80))
    #expect(measure("a居", width: 20) == layout(["a", "居"], 20, 40))
    #expect(measure("a居", width: 10) == layout(["a", "居"], 20, 40))
    #expect(measure("居中顯示", width: 40, lineLimit: 1) == layout(["居…"], 30, 20, truncated: true))
    #expect(measure("居中顯示", width: 50, lineLimit: 1) == layout(["居中…"], 50, 20, truncated: true))
  }

  // §12 (wide glyphs two cells) and §3.3 rule 2: Latin words wrap at spaces, CJK at any ideograph.
  @Test func mixedLatinAndCJKWraps() {
    #expect(measure("Hello 居中") == layout(["Hello 居中"], 100, 20))
    #expect(measure("Hello 居中", width: 80) == layout(["Hello 居", "中"], 80, 40))
    #expect(measure("Hello 居中", width: 70) == layout(["Hello", "居中"], 50, 40))
    #expect(measure("居中abc", width: 40) == layout(["居中", "abc"], 40, 40))
    // "Hello" is hard-broken; its last letter, the space and "居" then fill four columns.
    #expect(measure("Hello 居中", width: 40) == layout(["Hell", "o 居", "中"], 40, 60))
  }

  // §12: emoji are two cells; a ZWJ family is one glyph and is never split.
  @Test func emojiAreTwoColumnsWide() {
    #expect(measure("😀😀") == layout(["😀😀"], 40, 20))
    #expect(measure("😀😀", width: 30) == layout(["😀", "😀"], 20, 40))
    #expect(measure("Hi 😀", width: 30) == layout(["Hi", "😀"], 20, 40))
    let family = "👨\u{200D}👩\u{200D}👧"
    #expect(measure(family + family) == layout([family + family], 40, 20))
    #expect(measure(family + family, width: 20) == layout([family, family], 20, 40))
  }

  // §12: one cell per glyph, and a glyph is a grapheme cluster: "e" + U+0301 is one cell, and a
  // hard break never separates the accent from its letter.
  @Test func combiningAccentsAreOneColumn() {
    let cafe = "Cafe\u{301}"
    #expect(measure(cafe + " ole") == layout([cafe + " ole"], 80, 20))
    #expect(measure(cafe + " ole", width: 40) == layout([cafe, "ole"], 40, 40))
    let accented = "e\u{301}e\u{301}e\u{301}"
    let broken = measure(accented, width: 20)
    #expect(broken == layout(["e\u{301}e\u{301}", "e\u{301}"], 20, 40))
    #expect(broken.lines.map(\.unicodeScalars.count) == [4, 2])
  }

  // MARK: Invariants over every width

  // §3.3 rules 2 and 5, §12: for every width 0…400 the wrapped sentence keeps each line within the
  // width unless it is a single glyph, rejoins to the text, wraps greedily, is as wide as its
  // widest line and 20 points per line. Expected values use only character counts (all ASCII).
  @Test func wrappingInvariantsHoldAtEveryWidth() {
    let sentence = "The quick brown fox jumps over the lazy dog"
    for width in 0...400 {
      let result = measure(sentence, width: CGFloat(width))
      let columns = width / 10
      #expect(!result.isTruncated, "width \(width)")
      #expect(result.lines.joined(separator: " ") == sentence || width < 50, "width \(width)")
      #expect(
        result.lines.joined().filter { $0 != " " } == sentence.filter { $0 != " " },
        "width \(width)")
      #expect(result.size.height == CGFloat(result.lines.count * 20), "width \(width)")
      let widest = result.lines.map(\.count).max() ?? 0
      #expect(result.size.width == CGFloat(widest * 10), "width \(width)")
      for line in result.lines {
        #expect(line.count <= columns || line.count == 1, "width \(width): \(line)")
        #expect(!line.hasPrefix(" ") && !line.hasSuffix(" "), "width \(width): '\(line)'")
      }
      for (line, next) in zip(result.lines, result.lines.dropFirst()) {
        let nextWord = next.split(separator: " ").first.map(String.init) ?? next
        #expect(line.count + 1 + nextWord.count > columns, "width \(width): \(line) | \(next)")
      }
    }
  }

  // §3.3 rules 3–4 and §12's truncation: with lineLimit(2) at every width 0…400, the layout is the
  // first line of the full wrap and, if more lines existed, the rest of the text cut to the width
  // minus one column, spaces trimmed, then "…" ("…" alone below one column).
  @Test func truncationInvariantsHoldAtEveryWidth() {
    let sentence = "The quick brown fox jumps over the lazy dog"
    for width in 0...400 {
      let full = measure(sentence, width: CGFloat(width))
      let result = measure(sentence, width: CGFloat(width), lineLimit: 2)
      let columns = width / 10
      #expect(result.isTruncated == (full.lines.count > 2), "width \(width)")
      guard full.lines.count > 2 else {
        #expect(result == full, "width \(width)")
        continue
      }
      let first = full.lines[0]
      var rest = Substring(sentence.dropFirst(first.count))
      if rest.first == " " { rest = rest.dropFirst() }
      var shown = String(rest.prefix(max(0, columns - 1)))
      while shown.hasSuffix(" ") { shown.removeLast() }
      let expectedLast = columns >= 1 ? shown + "…" : "…"
      #expect(result.lines == [first, expectedLast], "width \(width)")
      #expect(result.size.height == 40, "width \(width)")
      #expect(
        result.size.width == CGFloat(max(first.count, expectedLast.count) * 10), "width \(width)")
      #expect(expectedLast.count <= max(columns, 1), "width \(width)")
    }
  }

  // A measurement asks only the size, and skips making the lines' strings: it must be the
  // size the lines give, for wrapping, wide glyphs, paragraphs, truncation in every mode
  // and reserved lines (the rules of §3.3 and §19).
  @Test func aSizeAloneIsTheSizeOfTheLines() {
    let strings = [
      "", "Hello world", "a b  c   d", "supercalifragilistic word", "日本語のテキスト", "Row 12",
      "one\ntwo\r\nthree\u{2028}four", "trailing\n", "  leading spaces", "e\u{301}te\u{301}",
    ]
    let widths: [CGFloat?] = [nil, 0, 5, 10, 35, 60, 1000]
    let heights: [CGFloat?] = [nil, 0, 20, 45, 1000]
    for string in strings {
      let paragraphs = TextLayout.paragraphs(of: string)
      for width in widths {
        for height in heights {
          for mode in [Text.TruncationMode.head, .middle, .tail] {
            for (lineLimit, reserved) in [(nil, nil), (1, nil), (2, 3)] as [(Int?, Int?)] {
              func measured(_ makesLines: Bool) -> TextLayout {
                TextLayout.measure(
                  paragraphs: paragraphs, width: width, height: height, lineLimit: lineLimit,
                  metrics: .terminalCell, truncationMode: mode, reservedLines: reserved,
                  makesLines: makesLines)
              }
              let full = measured(true)
              let sized = measured(false)
              #expect(sized.size == full.size, "\(string) \(String(describing: width))")
              #expect(sized.isTruncated == full.isTruncated)
              // The one-line shortcut gives what wrapping gives (issue #17).
              let wrapped = TextLayout.measureWrapping(
                paragraphs: paragraphs,
                maxColumns: TextLayout.columnLimit(width: width, glyphWidth: 10),
                height: height, lineLimit: lineLimit, metrics: .terminalCell,
                truncationMode: mode, reservedLines: reserved, makesLines: true)
              #expect(full.lines == wrapped.lines, "\(string) \(String(describing: width))")
              #expect(full.size == wrapped.size, "\(string) \(String(describing: width))")
              #expect(full.isTruncated == wrapped.isTruncated)
            }
          }
        }
      }
    }
    // Spaces are read off the scalars: U+0020 alone, not with a combining mark.
    #expect(TextLayout.Glyph(" ").isSpace)
    #expect(!TextLayout.Glyph(" \u{301}").isSpace)
    #expect(TextLayout.paragraphs(of: "a\r\nb\u{85}c").count == 3)
  }

  // Issue #17: printable ASCII is split a byte a glyph, without grapheme breaking; the glyphs
  // must be the ones splitting it into Characters gives (§12: one column each), and anything
  // else (a newline, a tab, a wide or combining character) still goes through Characters.
  @Test func asciiIsSplitLikeCharacters() {
    let strings = [
      "Row 1234", "  leading and trailing  ", "a", "", "~!@#$%^&*()_+{}|:<>?", "x y",
      "line\nbreak", "tab\there", "caf\u{E9}", "e\u{301}", "\u{4E2D}\u{6587}", "\r\n",
    ]
    for string in strings {
      let fast = TextLayout.paragraphs(of: string)
      var slow: [[TextLayout.Glyph]] = [[]]
      for character in string {
        if character.isNewline {
          slow.append([])
        } else {
          slow[slow.count - 1].append(.init(character))
        }
      }
      #expect(fast.map { $0.map(\.character) } == slow.map { $0.map(\.character) }, "\(string)")
      #expect(fast.map { $0.map(\.columns) } == slow.map { $0.map(\.columns) }, "\(string)")
      #expect(fast.map { $0.map(\.isSpace) } == slow.map { $0.map(\.isSpace) }, "\(string)")
    }
  }

  // Issue #17: a paragraph whose columns fit is one line without running the greedy wrap;
  // the greedy wrap gives the same one line for every such paragraph and width (§3.3).
  @Test func aParagraphThatFitsIsTheGreedyWrapsOneLine() {
    let strings = [
      "Row 1234", "  two  spaces  ", "a b c d e f", "\u{4E2D}\u{6587}\u{5B57} and more", " ", "x",
      "trailing   ", "   leading",
    ]
    for string in strings {
      for paragraph in TextLayout.paragraphs(of: string) where !paragraph.isEmpty {
        let total = TextLayout.columns(of: paragraph)
        for maxColumns in 1...(total + 3) {
          let wrapped = TextLayout.wrap(paragraph, maxColumns: maxColumns)
          #expect(
            wrapped == TextLayout.greedyWrap(paragraph, maxColumns: maxColumns),
            "\(string) in \(maxColumns)")
          if maxColumns >= total { #expect(wrapped == [paragraph.indices], "\(string)") }
        }
      }
    }
  }
}
