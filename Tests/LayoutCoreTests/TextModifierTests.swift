import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutCore

/// The Text modifiers of reference §19 as the engine lays them out, in the terminal text model
/// (a glyph 10×20 points, §12).
@Suite struct TextModifierTests {
  // §19.2: "abcdefghijklmnop" on one line of 80 points (8 columns): tail keeps 7 glyphs and
  // "…"; head "…" and the last 7; middle the first 4 (the odd column), "…", the last 3. The
  // size is the same 80×20 in every mode.
  @Test func truncationModesPlaceTheEllipsis() {
    func measure(_ mode: Text.TruncationMode) -> TextLayout {
      TextLayout.measure(
        "abcdefghijklmnop", width: 80, height: nil, lineLimit: 1, metrics: .terminalCell,
        truncationMode: mode)
    }
    #expect(measure(.tail).lines == ["abcdefg…"])
    #expect(measure(.head).lines == ["…jklmnop"])
    #expect(measure(.middle).lines == ["abcd…nop"])
    for mode in Text.TruncationMode.allCases {
      #expect(measure(mode).size == CGSize(80, 20), "\(mode)")
      #expect(measure(mode).isTruncated, "\(mode)")
    }
  }

  // §19.2: head truncation of the last of two lines keeps the end of its paragraph: "The
  // quick brown fox jumps" at 12 columns, two lines, is "The quick" then "…" and the last 11
  // glyphs of "brown fox jumps", the rest of the second line's paragraph.
  @Test func headTruncationKeepsTheParagraphsEnd() {
    let layout = TextLayout.measure(
      "The quick brown fox jumps", width: 120, height: nil, lineLimit: 2, metrics: .terminalCell,
      truncationMode: .head)
    #expect(layout.lines == ["The quick", "…n fox jumps"])
  }

  // §19.4: `lineLimit(3, reservesSpace: true)` on "short" (5 glyphs) is 3 lines tall: 50×60;
  // `lineLimit(2...4)` 2 lines: 50×40; a text of more lines than the lower bound is its own
  // height; `...2` is `lineLimit(2)`.
  @Test func lineLimitRangesReserveLines() {
    #expect(
      Text("short").lineLimit(3, reservesSpace: true).size(for: .unspecified) == CGSize(50, 60))
    #expect(
      Text("short").lineLimit(3, reservesSpace: false).size(for: .unspecified) == CGSize(50, 20))
    #expect(Text("short").lineLimit(2...4).size(for: .unspecified) == CGSize(50, 40))
    #expect(Text("short").lineLimit(2...).size(for: .unspecified) == CGSize(50, 40))
    #expect(Text("short").lineLimit(...2).size(for: .unspecified) == CGSize(50, 20))
    // Five words at 50 points are five lines; 2...4 shows 4, the last "ten…" (§3.3 rule 4),
    // the widest: 40×80.
    let words = Text("one two six ten red").lineLimit(2...4)
    #expect(words.size(for: ProposedViewSize(width: 50, height: nil)) == CGSize(40, 80))
  }

  // §19.4 with §3.3: the modifier nearest the Text wins, as for every environment value.
  @Test func theNearestLineLimitWins() {
    #expect(
      Text("short").lineLimit(1).lineLimit(3, reservesSpace: true).size(for: .unspecified)
        == CGSize(50, 20))
    #expect(
      Text("short").lineLimit(3, reservesSpace: true).lineLimit(1).size(for: .unspecified)
        == CGSize(50, 60))
  }

  // §19.3: "straße" upper-cases to "STRASSE", 7 glyphs: 70 points where the text as written
  // is 60; a textCase on a stack reaches the Texts in it.
  @Test func textCaseIsMeasured() {
    #expect(Text("straße").size(for: .unspecified) == CGSize(60, 20))
    #expect(Text("straße").textCase(.uppercase).size(for: .unspecified) == CGSize(70, 20))
    #expect(Text("straße").textCase(nil).size(for: .unspecified) == CGSize(60, 20))
    let stack = VStack { Text("straße") }.textCase(.uppercase)
    #expect(stack.laidOut().frames(of: "Text").map(\.width) == [70])
  }

  // §19.1, §19.5: drawing only; neither changes a size.
  @Test func alignmentAndScaleFactorChangeNoSize() {
    let text = "a long text that wraps over lines"
    let plain = Text(text).size(for: ProposedViewSize(width: 100, height: nil))
    #expect(plain == CGSize(100, 80))
    for alignment in TextAlignment.allCases {
      #expect(
        Text(text).multilineTextAlignment(alignment).size(
          for: ProposedViewSize(width: 100, height: nil)) == plain)
    }
    #expect(
      Text(text).minimumScaleFactor(0.5).lineLimit(1).size(
        for: ProposedViewSize(width: 100, height: nil))
        == CGSize(100, 20))
  }
}
