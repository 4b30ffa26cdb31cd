/* CNCursesW shim: the one place C lives (STYLE.md rule 9).
 * Swift cannot import function-like or expression macros, and Swift 6 rejects the mutable C
 * globals stdscr/COLS/LINES/COLORS, so each one a terminal front end needs is wrapped here in a
 * `static inline` function prefixed `ll_`. Values are documented in /usr/include/ncursesw/curses.h. */
#ifndef LL_CNCURSESW_SHIM_H
#define LL_CNCURSESW_SHIM_H

/* Must precede curses.h: exposes cchar_t, setcchar, mvadd_wch, wget_wch. */
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1

#include <locale.h>   /* setlocale(LC_ALL, "") before initscr, for UTF-8 output */
#include <signal.h>   /* SIGINT/SIGTERM handlers that call endwin */
#include <wchar.h>    /* wchar_t strings for setcchar */
#include <ncursesw/curses.h>

/* Globals: Swift 6 rejects reading mutable C globals, so read them through functions. */
static inline WINDOW *ll_stdscr(void) { return stdscr; }   /* the screen window after initscr/newterm */
static inline int ll_cols(void) { return COLS; }           /* terminal width in cells */
static inline int ll_lines(void) { return LINES; }         /* terminal height in cells */
static inline int ll_colors(void) { return COLORS; }       /* 8, 256, ...: chooses the palette */

/* Window size: getmaxx/getmaxy are macros over WINDOW fields. */
static inline int ll_getmaxx(WINDOW *win) { return getmaxx(win); }  /* columns of win, or ERR */
static inline int ll_getmaxy(WINDOW *win) { return getmaxy(win); }  /* rows of win, or ERR */

/* Attributes: NCURSES_BITS(...) expressions, not importable constants. */
static inline attr_t ll_color_pair(short n) { return (attr_t)COLOR_PAIR(n); } /* n << NCURSES_ATTR_SHIFT */
static inline attr_t ll_attr_normal(void) { return A_NORMAL; }        /* no attributes */
static inline attr_t ll_attr_bold(void) { return A_BOLD; }            /* focused/selected labels */
static inline attr_t ll_attr_reverse(void) { return A_REVERSE; }      /* cursor/highlight without colour */
static inline attr_t ll_attr_dim(void) { return A_DIM; }              /* secondary text, guides */
static inline attr_t ll_attr_underline(void) { return A_UNDERLINE; }  /* links, key hints */
static inline attr_t ll_attr_standout(void) { return A_STANDOUT; }    /* the terminal's best highlight */

/* Keys: plain octal macros do import, but one ll_ spelling keeps the key table uniform. */
static inline int ll_key_up(void) { return KEY_UP; }
static inline int ll_key_down(void) { return KEY_DOWN; }
static inline int ll_key_left(void) { return KEY_LEFT; }
static inline int ll_key_right(void) { return KEY_RIGHT; }
static inline int ll_key_resize(void) { return KEY_RESIZE; }       /* ncurses' own SIGWINCH report */
static inline int ll_key_mouse(void) { return KEY_MOUSE; }         /* then call getmouse */
static inline int ll_key_f(int n) { return KEY_F(n); }             /* function-like macro: F1..F12 */
static inline int ll_key_backspace(void) { return KEY_BACKSPACE; }
static inline int ll_key_enter(void) { return KEY_ENTER; }         /* keypad Enter; Return is '\n' */
static inline int ll_key_home(void) { return KEY_HOME; }
static inline int ll_key_end(void) { return KEY_END; }
static inline int ll_key_npage(void) { return KEY_NPAGE; }         /* Page Down */
static inline int ll_key_ppage(void) { return KEY_PPAGE; }         /* Page Up */
static inline int ll_key_btab(void) { return KEY_BTAB; }           /* Shift-Tab */
static inline int ll_key_dc(void) { return KEY_DC; }               /* Delete */

/* Mouse masks: built by NCURSES_MOUSE_MASK shifts, so not importable. */
static inline mmask_t ll_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t ll_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t ll_button1_released(void) { return BUTTON1_RELEASED; }
/* The wheel: button 4 is a notch up, button 5 (mouse version 2, ncurses 6) a notch down. */
static inline mmask_t ll_button4_pressed(void) { return BUTTON4_PRESSED; }
/* Shift held with a button: Shift and the wheel scroll sideways. */
static inline mmask_t ll_button_shift(void) { return BUTTON_SHIFT; }
static inline mmask_t ll_button5_pressed(void) {
#ifdef BUTTON5_PRESSED
  return BUTTON5_PRESSED;
#else
  return 0;
#endif
}
static inline mmask_t ll_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }
static inline mmask_t ll_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }

/* Return codes, for a uniform ll_ spelling next to the keys. */
static inline int ll_err(void) { return ERR; }
static inline int ll_ok(void) { return OK; }

/* One cell from a NUL-terminated wide string (one spacing char + combining marks).
 * setcchar's last argument is reserved and must be NULL; hiding it keeps Swift call sites short. */
static inline int ll_setcchar(cchar_t *cell, const wchar_t *wch, attr_t attrs, short pair) {
  return setcchar(cell, wch, attrs, pair, NULL);
}

#endif /* LL_CNCURSESW_SHIM_H */
