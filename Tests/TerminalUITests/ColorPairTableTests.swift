import TerminalUI
// Colour pairs allocated lazily, and what happens when a terminal's pairs run out.
import Testing

@Suite struct ColorPairTableTests {
  /// The default colours are pair 0, defined by the terminal; each new combination takes the
  /// next number once and keeps it.
  @Test func pairsAreAllocatedOnFirstUse() {
    var table = ColorPairTable(capacity: 10)
    #expect(table.pair(foreground: nil, background: nil) == .existing(0))
    #expect(table.pair(foreground: 231, background: 33) == .allocated(1))
    #expect(table.pair(foreground: nil, background: 33) == .allocated(2))
    #expect(table.pair(foreground: 231, background: 33) == .existing(1))
    #expect(table.pair(foreground: 231, background: nil) == .allocated(3))
    #expect(
      table.defined == [
        .init(foreground: 231, background: 33), .init(foreground: -1, background: 33),
        .init(foreground: 231, background: -1),
      ])
    #expect(table.fallbacks == 0)
  }

  /// Where the terminal has no default colours, nil is white on black, which is pair 0.
  @Test func withoutDefaultColours() {
    var table = ColorPairTable(capacity: 10, defaultForeground: 7, defaultBackground: 0)
    #expect(table.pair(foreground: 7, background: 0) == .existing(0))
    #expect(table.pair(foreground: nil, background: 4) == .allocated(1))
    #expect(table.defined == [.init(foreground: 7, background: 4)])
  }

  /// Out of pairs (xterm has 64 for 81 combinations): the same background with the default
  /// foreground, then any pair with that background, then the same foreground on the default
  /// background, else pair 0; nothing is redefined.
  @Test func fallbacksWhenPairsRunOut() {
    var table = ColorPairTable(capacity: 3)
    #expect(table.pair(foreground: 1, background: 4) == .allocated(1))
    #expect(table.pair(foreground: nil, background: 2) == .allocated(2))
    #expect(table.pair(foreground: 3, background: nil) == .allocated(3))
    #expect(table.pair(foreground: 5, background: 2) == .fallback(2))
    #expect(table.pair(foreground: 5, background: 4) == .fallback(1))
    #expect(table.pair(foreground: 3, background: 6) == .fallback(3))
    #expect(table.pair(foreground: 5, background: 6) == .fallback(0))
    #expect(table.pair(foreground: 5, background: nil) == .fallback(0))
    #expect(table.defined.count == 3)
    #expect(table.fallbacks == 5)
  }

  /// A terminal with no colour pairs at all: everything falls back to pair 0; capacities are
  /// clamped to what `init_pair`'s short can number.
  @Test func capacities() {
    var table = ColorPairTable(capacity: -1)
    #expect(table.capacity == 0)
    #expect(table.pair(foreground: 1, background: 2) == .fallback(0))
    #expect(ColorPairTable(capacity: 65_535).capacity == 32_767)
  }
}
