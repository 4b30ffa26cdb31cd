// Proves the CNCursesW shim builds, links against libncursesw, and that its wrappers return the
// values of the macros they replace. Every expected number is read off
// /usr/include/ncursesw/curses.h (ncurses 6.4, Debian 12); none of these tests needs a terminal.

import CNCursesW
import TerminalUI
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("CNCursesW shim")
struct CNCursesWTests {
  /// Linking works: `curses_version()` is a real libncursesw symbol (`NCURSES_VERSION "6.4"`,
  /// reported as "ncurses 6.4.<patch>").
  @Test func versionComesFromTheLinkedLibrary() {
    let version = String(cString: curses_version())
    #expect(version.hasPrefix("ncurses 6"), "got \(version)")
  }

  /// `COLOR_PAIR(n)` is `NCURSES_BITS(n, 0) & A_COLOR`, i.e. `n << NCURSES_ATTR_SHIFT` with
  /// `#define NCURSES_ATTR_SHIFT 8`.
  @Test func colorPairShiftsByAttrShift() {
    #expect(ll_color_pair(3) == 3 << 8)
    #expect(ll_color_pair(0) == 0)
  }

  /// `A_NORMAL` is `(1U - 1U)`; `A_BOLD` is `NCURSES_BITS(1U,13)` = `1 << 21`; `A_REVERSE` is
  /// `NCURSES_BITS(1U,10)` = `1 << 18`; `A_DIM` 12, `A_UNDERLINE` 9, `A_STANDOUT` 8 (plus the shift 8).
  @Test func attributeBitsAreDistinctSingleBits() {
    #expect(ll_attr_normal() == 0)
    #expect(ll_attr_bold() == 1 << 21)
    #expect(ll_attr_reverse() == 1 << 18)
    let bits = [
      ll_attr_bold(), ll_attr_reverse(), ll_attr_dim(), ll_attr_underline(), ll_attr_standout(),
    ]
    #expect(bits.allSatisfy { $0 != 0 && $0.nonzeroBitCount == 1 })
    #expect(Set(bits).count == bits.count)
    // No attribute bit overlaps the colour-pair field (A_COLOR = bits 8...15).
    #expect(bits.allSatisfy { $0 & ll_color_pair(255) == 0 })
  }

  /// `#define KEY_F0 0410` (= 264) and `#define KEY_F(n) (KEY_F0+(n))`, so F1 is 265 and F12 is 276.
  /// The plain octal `KEY_*` macros do import into Swift, so they check the wrappers directly.
  @Test func keyCodesMatchTheHeader() {
    #expect(ll_key_f(1) == 265)
    #expect(ll_key_f(1) == KEY_F0 + 1)
    #expect(ll_key_f(12) == 276)
    // KEY_DOWN 0402 = 258, KEY_UP 0403 = 259, KEY_LEFT 0404 = 260, KEY_RIGHT 0405 = 261.
    #expect([ll_key_down(), ll_key_up(), ll_key_left(), ll_key_right()] == [258, 259, 260, 261])
    // KEY_HOME 0406, KEY_BACKSPACE 0407, KEY_DC 0512, KEY_NPAGE 0522, KEY_PPAGE 0523,
    // KEY_ENTER 0527, KEY_BTAB 0541, KEY_END 0550, KEY_MOUSE 0631, KEY_RESIZE 0632.
    #expect(ll_key_home() == 0o406 && ll_key_backspace() == 0o407 && ll_key_dc() == 0o512)
    #expect(ll_key_npage() == 0o522 && ll_key_ppage() == 0o523 && ll_key_enter() == 0o527)
    #expect(ll_key_btab() == 0o541 && ll_key_end() == 0o550)
    #expect(ll_key_mouse() == 0o631 && ll_key_resize() == 0o632)
    #expect(ll_key_resize() == KEY_RESIZE)
    // `#define ERR (-1)`, `#define OK (0)`.
    #expect(ll_err() == -1 && ll_ok() == 0)
  }

  /// With `NCURSES_MOUSE_VERSION 2`, `NCURSES_MOUSE_MASK(b,m)` is `m << ((b - 1) * 5)`:
  /// BUTTON1_RELEASED 001, PRESSED 002, CLICKED 004; REPORT_MOUSE_POSITION is
  /// `NCURSES_MOUSE_MASK(6, 0010L)` = `8 << 25`; `ALL_MOUSE_EVENTS` is that minus one.
  @Test func mouseMasksMatchTheHeader() {
    #expect(ll_button1_released() == 1)
    #expect(ll_button1_pressed() == 2)
    #expect(ll_button1_clicked() == 4)
    #expect(ll_report_mouse_position() == 8 << 25)
    #expect(ll_all_mouse_events() == ll_report_mouse_position() - 1)
  }

  /// `setcchar` builds a wide cell; `getcchar` reads it back (curses.h, NCURSES_WIDECHAR section).
  @Test func setccharRoundTripsAWideCell() {
    CursesState.exclusively { setccharRoundTrips() }
  }

  private func setccharRoundTrips() {
    var cell = cchar_t()
    let box: [wchar_t] = [0x250C, 0]  // "┌" and the terminating NUL
    #expect(ll_setcchar(&cell, box, ll_attr_bold(), 2) == ll_ok())
    var out = [wchar_t](repeating: 0, count: 8)  // CCHARW_MAX (5) + NUL fits
    var attrs: attr_t = 0
    var pair: Int16 = 0
    #expect(getcchar(&cell, &out, &attrs, &pair, nil) == ll_ok())
    #expect(out[0] == 0x250C && out[1] == 0)
    #expect(attrs & ll_attr_bold() != 0)
    #expect(pair == 2)
  }

  /// A real screen without a tty: `newterm` writing to /dev/null. With `use_env(false)` ncurses skips
  /// the TIOCGWINSZ ioctl and $LINES/$COLUMNS and takes the size from terminfo: xterm-256color has
  /// `cols#80`, `lines#24` (see `infocmp xterm-256color`).
  @Test func newtermOnDevNullReportsTerminfoSize() throws {
    // ncurses has one current screen per process: the output meter's tests make theirs too.
    try CursesState.exclusively { try newtermReportsTerminfoSize() }
  }

  private func newtermReportsTerminfoSize() throws {
    let output = try #require(fopen("/dev/null", "w"))
    let input = try #require(fopen("/dev/null", "r"))
    defer {
      fclose(output)
      fclose(input)
    }
    use_env(false)
    defer { use_env(true) }
    let screen = try #require(newterm("xterm-256color", output, input))
    defer {
      endwin()
      delscreen(screen)
    }
    let window = try #require(ll_stdscr())
    #expect(ll_getmaxx(window) == 80)
    #expect(ll_getmaxy(window) == 24)
    #expect(ll_cols() == 80 && ll_lines() == 24)
  }
}
