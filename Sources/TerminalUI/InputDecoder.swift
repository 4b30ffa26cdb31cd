import CNCursesW
import PlaygroundCore

/// What `wget_wch` delivered: a character, or one of ncurses' `KEY_*` codes.
public enum RawInput: Equatable, Sendable {
  /// A character (`wget_wch` returned `OK`): a Unicode scalar value or a control code.
  case character(UInt32)
  /// A key code (`wget_wch` returned `KEY_CODE_YES`): `KEY_UP`, `KEY_F(1)`, `KEY_RESIZE`, ...
  case keyCode(Int32)
}

/// What a raw input means to the adapter: a key for the playground, or something the adapter
/// completes itself (a resize needs the new size, a mouse report needs `getmouse`).
public enum DecodedInput: Equatable, Sendable {
  case key(Key)
  /// `KEY_RESIZE`: ncurses has already resized; read the new size.
  case resize
  /// `KEY_MOUSE`: read the event with `getmouse`.
  case mouse
  /// Nothing the playground binds (a NUL, a key code no terminal table needs).
  case ignored
}

/// Turns what the terminal sent into `Key`s: the one table between ncurses' codes and the
/// playground's keys, pure so that every code is tested without a terminal.
///
/// With `cbreak` (not `raw`) the terminal keeps ISIG, so Ctrl-C, Ctrl-\ and Ctrl-Z stay
/// signals and never arrive here; the other control codes arrive as `.control(letter)`,
/// except those that name their own keys (Tab is Ctrl-I, Return Ctrl-M, Backspace Ctrl-H).
///
///     InputDecoder.decode(.character(0x12))   // .key(.control("r"))
///     InputDecoder.decode(.keyCode(KEY_UP))   // .key(.up)
public enum InputDecoder {
  public static func decode(_ raw: RawInput) -> DecodedInput {
    switch raw {
    case .character(let code): return decodeCharacter(code)
    case .keyCode(let code):
      if code == ll_key_resize() { return .resize }
      if code == ll_key_mouse() { return .mouse }
      if let key = keyCodes[code] { return .key(key) }
      return .ignored
    }
  }

  /// A character code: Esc, Tab, Return, Backspace, Ctrl-letters, then printable characters.
  static func decodeCharacter(_ code: UInt32) -> DecodedInput {
    switch code {
    case 0x1B: return .key(.escape)
    case 0x09: return .key(.tab)
    case 0x0A, 0x0D: return .key(.enter)
    case 0x08, 0x7F: return .key(.backspace)
    case 0x01...0x1A: return .key(.control(Character(Unicode.Scalar(UInt8(0x60 + code)))))
    case 0x1C...0x1F: return .key(.control(Character(Unicode.Scalar(UInt8(0x40 + code)))))
    case 0x00, 0x80...0x9F: return .ignored
    default:
      guard let scalar = Unicode.Scalar(code) else { return .ignored }
      return .key(.character(Character(scalar)))
    }
  }

  /// ncurses' key codes (keypad mode) and the keys they are.
  static let keyCodes: [Int32: Key] = {
    var table: [Int32: Key] = [
      ll_key_up(): .up, ll_key_down(): .down, ll_key_left(): .left, ll_key_right(): .right,
      ll_key_enter(): .enter, ll_key_backspace(): .backspace, ll_key_dc(): .delete,
      ll_key_home(): .home, ll_key_end(): .end, ll_key_ppage(): .pageUp,
      ll_key_npage(): .pageDown, ll_key_btab(): .backTab,
    ]
    for number in 1...12 { table[ll_key_f(Int32(number))] = .function(number) }
    return table
  }()

  /// A mouse report from `getmouse`: a press or click of the first button at a cell is a
  /// click, a wheel notch (buttons 4 and 5) a scroll of one line up or down (with Shift, one
  /// column left or right); releases, drags and other buttons are nothing.
  ///
  /// The adapter asks ncurses for presses with no click interval, so a click is reported at
  /// once instead of after ncurses' 166 ms wait for a double click.
  public static func mouse(column: Int, row: Int, buttonState: UInt) -> InputEvent? {
    guard column >= 0, row >= 0 else { return nil }
    let first = UInt(ll_button1_pressed() | ll_button1_clicked())
    if buttonState & first != 0 { return .click(column: column, row: row) }
    let sideways = buttonState & UInt(ll_button_shift()) != 0
    if buttonState & UInt(ll_button4_pressed()) != 0 {
      return sideways
        ? .sidewaysWheel(column: column, row: row, columns: -1)
        : .wheel(column: column, row: row, lines: -1)
    }
    let down = UInt(ll_button5_pressed())
    if down != 0, buttonState & down != 0 {
      return sideways
        ? .sidewaysWheel(column: column, row: row, columns: 1)
        : .wheel(column: column, row: row, lines: 1)
    }
    return nil
  }
}
