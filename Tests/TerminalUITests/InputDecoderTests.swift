// The key table between ncurses and the playground. Key codes are the octal values of
// /usr/include/ncursesw/curses.h (ncurses 6.4), which CNCursesWTests checks against the shim.
import PlaygroundCore
import TerminalUI
import Testing

@Suite struct InputDecoderTests {
  /// Every keypad code the playground may bind, by name.
  @Test(
    arguments: [
      (0o403, Key.up), (0o402, .down), (0o404, .left), (0o405, .right),
      (0o527, .enter), (0o407, .backspace), (0o512, .delete), (0o406, .home), (0o550, .end),
      (0o523, .pageUp), (0o522, .pageDown), (0o541, .backTab),
      (0o411, .function(1)), (0o412, .function(2)), (0o424, .function(12)),
    ] as [(Int32, Key)])
  func keypadCodesAreKeys(code: Int32, key: Key) {
    #expect(InputDecoder.decode(.keyCode(code)) == .key(key))
  }

  /// KEY_RESIZE and KEY_MOUSE are completed by the adapter; codes no terminal table needs
  /// (KEY_F(13), shifted F1 on xterm; KEY_IC, Insert; KEY_MIN) mean nothing.
  @Test func resizeMouseAndUnboundCodes() {
    #expect(InputDecoder.decode(.keyCode(0o632)) == .resize)
    #expect(InputDecoder.decode(.keyCode(0o631)) == .mouse)
    #expect(InputDecoder.decode(.keyCode(0o425)) == .ignored)
    #expect(InputDecoder.decode(.keyCode(0o513)) == .ignored)
    #expect(InputDecoder.decode(.keyCode(0o401)) == .ignored)
  }

  /// Control codes that name their own key: Esc, Tab (Ctrl-I), Return with `nonl` (\r) and
  /// without (\n), Backspace as DEL (most terminals) and as Ctrl-H.
  @Test(
    arguments: [
      (0x1B, Key.escape), (0x09, .tab), (0x0D, .enter), (0x0A, .enter), (0x7F, .backspace),
      (0x08, .backspace),
    ] as [(UInt32, Key)])
  func namedControlCodes(code: UInt32, key: Key) {
    #expect(InputDecoder.decode(.character(code)) == .key(key))
  }

  /// Every other control code 1…26 is Ctrl with its lowercase letter; 28…31 are Ctrl with
  /// `\`, `]`, `^`, `_`. Exhaustive over the C0 range.
  @Test func everyControlCode() {
    let named: Set<UInt32> = [0x08, 0x09, 0x0A, 0x0D, 0x1B]
    for code in UInt32(1)...26 where !named.contains(code) {
      let letter = Character(Unicode.Scalar(UInt8(0x60 + code)))
      #expect(InputDecoder.decode(.character(code)) == .key(.control(letter)), "code \(code)")
    }
    #expect(InputDecoder.decode(.character(0x12)) == .key(.control("r")))
    #expect(InputDecoder.decode(.character(0x1C)) == .key(.control("\\")))
    #expect(InputDecoder.decode(.character(0x1F)) == .key(.control("_")))
    #expect(InputDecoder.decode(.character(0x00)) == .ignored)
    #expect(InputDecoder.decode(.character(0x85)) == .ignored)
  }

  /// Printable characters arrive as themselves, ASCII or not; a surrogate value is not a
  /// character at all.
  @Test func printableCharacters() {
    #expect(InputDecoder.decode(.character(0x71)) == .key(.character("q")))
    #expect(InputDecoder.decode(.character(0x3F)) == .key(.character("?")))
    #expect(InputDecoder.decode(.character(0x20)) == .key(.character(" ")))
    #expect(InputDecoder.decode(.character(0x5C45)) == .key(.character("居")))
    #expect(InputDecoder.decode(.character(0xD800)) == .ignored)
  }

  /// A press or a click of the first button is a click at that cell (BUTTON1_PRESSED 2,
  /// BUTTON1_CLICKED 4); a release (1) and the second button (BUTTON2_PRESSED 2 << 5) are
  /// nothing; a wheel notch is a line up (BUTTON4_PRESSED 2 << 15) or down (BUTTON5_PRESSED
  /// 2 << 20, mouse version 2), from ncurses 6's curses.h.
  @Test func mouseReports() {
    #expect(InputDecoder.mouse(column: 10, row: 4, buttonState: 2) == .click(column: 10, row: 4))
    #expect(InputDecoder.mouse(column: 0, row: 0, buttonState: 4) == .click(column: 0, row: 0))
    #expect(InputDecoder.mouse(column: 10, row: 4, buttonState: 1) == nil)
    #expect(InputDecoder.mouse(column: 10, row: 4, buttonState: 2 << 5) == nil)
    #expect(
      InputDecoder.mouse(column: 10, row: 4, buttonState: 2 << 15)
        == .wheel(column: 10, row: 4, lines: -1))
    #expect(
      InputDecoder.mouse(column: 3, row: 7, buttonState: 2 << 20)
        == .wheel(column: 3, row: 7, lines: 1))
    #expect(InputDecoder.mouse(column: -1, row: 4, buttonState: 2) == nil)
  }
}
