import Testing

@testable import LayoutCore

/// Glyph widths of the text model: one cell per glyph, two for East Asian wide characters and
/// emoji (reference §12; §3.3 rule 7).
@Suite struct CharacterWidthTests {
  // reference §12: "a monospaced font whose glyph is one cell wide".
  @Test(
    arguments: ["a", "Z", "0", " ", "~", "é", "ß", "Ω", "Ж", "…", "ｶ", "☀", "→"] as [Character])
  func narrowCharactersTakeOneColumn(_ character: Character) {
    #expect(character.terminalColumns == 1)
  }

  // reference §12: "(two for East Asian wide characters and emoji)". CJK ideographs, kana,
  // Hangul, fullwidth forms (U+FF01–FF60, U+FFE0–FFE6) and CJK punctuation (U+3000–303E).
  @Test(
    arguments: [
      "居", "中", "顯", "示", "あ", "カ", "한", "Ａ", "！", "￥", "\u{3000}", "、", "。", "〾", "𠀀",
    ] as [Character])
  func eastAsianWideCharactersTakeTwoColumns(_ character: Character) {
    #expect(character.terminalColumns == 2)
  }

  // reference §12: emoji are two cells. U+1F300–1F64F, U+1F680–1F6FF, U+1F900–1F9FF, U+231A
  // (Emoji_Presentation=Yes), a U+FE0F sequence, a flag (regional-indicator pair), a ZWJ family,
  // a skin-tone modifier and a keycap sequence are each one cluster two cells wide.
  @Test(
    arguments: [
      "😀", "🌍", "🚀", "🤖", "⌚", "☔", "☀️", "❤️", "🇯🇵", "👨‍👩‍👧", "👍🏽", "1️⃣", "🏳️‍🌈",
    ] as [Character])
  func emojiTakeTwoColumns(_ character: Character) {
    #expect(character.terminalColumns == 2)
  }

  // reference §12: U+2600 (☀) has Emoji_Presentation=No, so alone it is text, one cell; with
  // U+FE0F it asks for emoji presentation and becomes two.
  @Test func variationSelectorSixteenWidensTextSymbols() {
    #expect(Character("\u{2600}").terminalColumns == 1)
    #expect(Character("\u{2600}\u{FE0F}").terminalColumns == 2)
    #expect(Character("\u{2764}").terminalColumns == 1)
    #expect(Character("\u{2764}\u{FE0F}").terminalColumns == 2)
  }

  // reference §12: a cluster is one glyph. The ZWJ family and the flag are one Character each,
  // so `Text` never splits them; the family's five scalars still take two cells, not ten.
  @Test func emojiSequencesAreOneClusterOfTwoColumns() {
    let family = "👨\u{200D}👩\u{200D}👧"
    #expect(family.count == 1)
    #expect(family.unicodeScalars.count == 5)
    #expect(family.terminalColumns == 2)
    let flags = "🇯🇵🇫🇷"
    #expect(flags.count == 2)
    #expect(flags.terminalColumns == 4)
  }

  // reference §12: a glyph is one cell; combining accents draw on their base and add nothing.
  @Test func combiningAccentsAddNoColumns() {
    #expect(Character("e\u{301}").terminalColumns == 1)
    #expect(Character("a\u{308}\u{304}").terminalColumns == 1)
    #expect("Cafe\u{301}".terminalColumns == 4)
    #expect("Cafe\u{301}".terminalColumns == "Café".terminalColumns)
    // Decomposed Hangul (leading consonant, vowel, final consonant) is one wide syllable.
    #expect(Character("\u{1112}\u{1161}\u{11AB}").terminalColumns == 2)
  }

  // reference §12 (no visible glyph, no cell): zero-width space, word joiner, BOM, a lone
  // combining mark, controls.
  @Test(
    arguments: ["\u{200B}", "\u{2060}", "\u{FEFF}", "\u{301}", "\u{FE0F}", "\u{0}", "\t", "\u{7F}"]
      as [Character])
  func invisibleClustersTakeNoColumns(_ character: Character) {
    #expect(character.terminalColumns == 0)
  }

  // reference §12: a line's width is the sum of its glyphs' widths ("Hello world" is 11 cells,
  // 110 points; "居中顯示" is 8 cells, 80 points).
  @Test func stringColumnsAreTheSumOfCharacterColumns() {
    #expect("".terminalColumns == 0)
    #expect("Hello world".terminalColumns == 11)
    #expect("居中顯示".terminalColumns == 8)
    #expect("Hello 居中".terminalColumns == 10)
    #expect("a😀b".terminalColumns == 4)
    let text = "Hello 居中"
    #expect(text.dropFirst(6).terminalColumns == 4)
  }

  // The tables are searched by bisection (brief: sorted range tables), which needs every range
  // ordered, non-empty, and apart from the next one.
  @Test(arguments: [
    ("zeroWidth", TerminalColumnTable.zeroWidth), ("wide", TerminalColumnTable.wide),
  ])
  func tablesAreSortedAndDisjoint(_ name: String, _ table: TerminalColumnTable) {
    #expect(!table.ranges.isEmpty, "\(name)")
    for (first, last) in table.ranges {
      #expect(first <= last, "\(name): \(first) > \(last)")
    }
    for (earlier, later) in zip(table.ranges, table.ranges.dropFirst()) {
      #expect(earlier.1 + 1 < later.0, "\(name): \(earlier) touches or overlaps \(later)")
    }
  }

  // The bisection finds both ends of every range and nothing just outside it.
  @Test(arguments: [
    ("zeroWidth", TerminalColumnTable.zeroWidth), ("wide", TerminalColumnTable.wide),
  ])
  func bisectionFindsEveryRangeEdge(_ name: String, _ table: TerminalColumnTable) {
    for (first, last) in table.ranges {
      #expect(table.contains(first), "\(name): \(first)")
      #expect(table.contains(last), "\(name): \(last)")
      if first > 0 { #expect(!table.contains(first - 1), "\(name): \(first - 1)") }
      #expect(!table.contains(last + 1), "\(name): \(last + 1)")
    }
  }

  // The two tables never claim the same scalar: zero width wins, so U+3099 (combining
  // voiced sound mark, East Asian Wide but a combining mark) is 0.
  @Test func wideAndZeroWidthTablesDoNotOverlap() {
    for wide in TerminalColumnTable.wide.ranges {
      for zero in TerminalColumnTable.zeroWidth.ranges {
        #expect(wide.1 < zero.0 || zero.1 < wide.0, "wide \(wide) overlaps zero-width \(zero)")
      }
    }
    #expect(Unicode.Scalar(0x3099)!.terminalColumns == 0)
    #expect(Character("か\u{3099}").terminalColumns == 2)
  }
}
