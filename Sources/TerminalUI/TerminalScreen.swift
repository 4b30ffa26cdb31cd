import CNCursesW
import CellRaster
import PlaygroundCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal, driven through libncursesw: the one object that owns C state (STYLE.md
/// rule 5), used from one thread.
///
/// It sets the terminal up for a full-screen program (the alternate screen, no echo, keys one
/// at a time with Ctrl-C still a signal, keypad codes, Esc after 25 ms, hidden cursor, mouse
/// clicks, as many colours as allowed), turns input into `InputEvent`s, and paints `CellGrid`s
/// writing only the cells that changed. `restore()` gives the terminal back; so do exit,
/// signals and crashes (`TerminalRestoration`).
///
///     let screen = try TerminalScreen(options: TerminalOptions(term: "xterm-256color"))
///     defer { screen.restore() }
///     screen.draw(grid)
///     if let event = screen.readEvent(timeoutMilliseconds: 200) { ... }
public final class TerminalScreen {
  /// The colours cells are painted with.
  public let depth: ColorDepth
  /// Whether the locale can show characters beyond ASCII (ncursesw needs a UTF-8 locale for
  /// box drawing and wide characters).
  public let isUTF8: Bool
  /// The terminal's size in cells, updated on resize.
  public private(set) var size: (columns: Int, rows: Int)
  /// How many cells the last `draw` wrote (0 when the frame had not changed).
  public private(set) var lastDrawnCellCount = 0

  private let screen: OpaquePointer
  private let window: UnsafeMutablePointer<WINDOW>
  private var painter: GridPainter
  private var isOpen = true

  /// Takes over the terminal; throws `TerminalError` when it cannot host the playground.
  public init(options: TerminalOptions) throws {
    if let refusal = TerminalError.refusal(
      term: options.term, inputIsTerminal: isatty(STDIN_FILENO) != 0,
      outputIsTerminal: isatty(STDOUT_FILENO) != 0)
    {
      throw refusal
    }
    guard !TerminalRestoration.isActive else { throw TerminalError.alreadyActive }
    let term = options.term ?? ""
    setlocale(LC_ALL, "")
    isUTF8 =
      String(cString: nl_langinfo(nl_item(CODESET))).uppercased().replacingOccurrences(
        of: "-", with: "") == "UTF8"
    // Before newterm, so that ncurses leaves SIGINT and SIGTERM to us.
    TerminalRestoration.install()
    // Active before newterm, not after: newterm already switches to the alternate screen
    // (smcup), and a signal handled just after it would otherwise leave the terminal there.
    // A terminating signal during newterm waits until it is done: its handler's `endwin`
    // would otherwise run on a screen half made, in the middle of its allocations (a SIGINT
    // at start-up ended in an abort under load), and then restores a whole one.
    let made: OpaquePointer? = TerminalRestoration.holdingSignals {
      _ = TerminalRestoration.activate()
      guard let output = fdopen(STDOUT_FILENO, "w"), let input = fdopen(STDIN_FILENO, "r")
      else { return nil }
      return newterm(term, output, input)
    }
    guard let screen = made else {
      TerminalRestoration.restore()
      throw TerminalError.unknownTerminal(term: term)
    }
    self.screen = screen
    guard let window = ll_stdscr(), Self.hasCursorAddressing() else {
      TerminalRestoration.restore()
      delscreen(screen)
      throw TerminalError.noCursorAddressing(term: term)
    }
    self.window = window

    cbreak()  // keys at once; ISIG stays, so Ctrl-C is SIGINT (TerminalRestoration)
    noecho()
    nonl()  // Return arrives as \r; lets ncurses use the newline for cursor motion
    intrflush(window, false)
    keypad(window, true)
    leaveok(window, true)  // the cursor is hidden: never spend output to park it
    set_escdelay(Int32(options.escapeDelayMilliseconds))
    curs_set(0)

    var depth = ColorDepth.monochrome
    var defaults: (Int16, Int16) = (-1, -1)
    let wantsColor = options.colors == .always || (options.colors == .auto && !options.noColor)
    if wantsColor, has_colors(), start_color() == ll_ok() {
      depth = ColorSupport.depth(
        choice: options.colors, noColor: options.noColor, hasColors: true,
        colors: Int(ll_colors()))
      if use_default_colors() != ll_ok() { defaults = (7, 0) }  // pair 0: white on black
    }
    self.depth = depth
    let pairs = Int(tigetnum("pairs"))
    painter = GridPainter(
      depth: depth,
      pairs: ColorPairTable(
        capacity: depth == .monochrome ? 0 : Swift.min(pairs, Int(Int16.max)) - 1,
        defaultForeground: defaults.0, defaultBackground: defaults.1))

    if options.mouse {
      mouseinterval(0)  // report the press at once: no 166 ms wait for a double click
      mousemask(
        ll_button1_pressed() | ll_button1_clicked() | ll_button4_pressed() | ll_button5_pressed(),
        nil)
    }
    size = (Int(ll_getmaxx(window)), Int(ll_getmaxy(window)))
  }

  deinit {
    restore()
  }

  /// Waits up to `timeoutMilliseconds` for input; nil when none came, or when what came means
  /// nothing to the playground (another mouse button, an unbound key code).
  ///
  /// A resize is reported with the new size (ncurses has already resized its windows) and the
  /// next `draw` repaints everything; Ctrl-L also repaints everything, for a screen garbled by
  /// another program, and is passed on.
  public func readEvent(timeoutMilliseconds: Int) -> InputEvent? {
    guard isOpen else { return nil }
    wtimeout(window, Int32(clamping: timeoutMilliseconds))
    var code: wint_t = 0
    let status = wget_wch(window, &code)
    guard status != ll_err() else { return nil }
    let raw: RawInput = status == KEY_CODE_YES ? .keyCode(Int32(code)) : .character(UInt32(code))
    var decoded = InputDecoder.decode(raw)
    if decoded == .key(.escape) { decoded = readEscapeSequence() }
    switch decoded {
    case .key(let key):
      if key == .control("l") {
        redrawwin(window)  // every line as changed: the refresh rewrites the whole screen
        wrefresh(window)
      }
      return .key(key)
    case .resize:
      size = (Int(ll_getmaxx(window)), Int(ll_getmaxy(window)))
      painter.invalidate()
      return .resize(columns: size.columns, rows: size.rows)
    case .mouse:
      var event = MEVENT()
      guard getmouse(&event) == ll_ok() else { return nil }
      return InputDecoder.mouse(
        column: Int(event.x), row: Int(event.y), buttonState: UInt(event.bstate))
    case .ignored:
      return nil
    }
  }

  /// Whether a key is waiting to be read, asked without waiting: a long layout gives way to
  /// it (`Playground.layoutsGiveWay(to:)`).
  public var hasPendingInput: Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLIN) != 0
  }

  /// Whether the terminal is still there. After a hang-up (its window closed, an ssh
  /// connection dropped) input ends for good and every read returns at once, so a process
  /// that ignores SIGHUP (`nohup`) would spin on it forever; the terminal then refuses even to
  /// say its modes (`tcgetattr` fails with EIO).
  public var isConnected: Bool {
    var modes = termios()
    return tcgetattr(STDIN_FILENO, &modes) == 0
  }

  /// After an Esc: the rest of an escape sequence ncurses did not recognise, decoded or
  /// dropped whole (`EscapeSequence`), or the Esc key itself when no `[` or `O` follows at
  /// once. ncurses has already waited `escapeDelayMilliseconds` for the sequence to match,
  /// so what belongs to it is in the input queue now.
  private func readEscapeSequence() -> DecodedInput {
    wtimeout(window, 0)
    var code: wint_t = 0
    let status = wget_wch(window, &code)
    guard status != ll_err() else { return .key(.escape) }
    guard status == ll_ok(), code == 0x5B || code == 0x4F else {  // "[" or "O"
      if status == KEY_CODE_YES { ungetch(Int32(code)) } else { unget_wch(wchar_t(code)) }
      return .key(.escape)
    }
    var body = String(Unicode.Scalar(UInt8(code)))
    wtimeout(window, 10)  // a sequence split between two reads
    while !EscapeSequence.isComplete(body) {
      guard wget_wch(window, &code) == ll_ok(), let scalar = Unicode.Scalar(code) else {
        return .ignored
      }
      body.unicodeScalars.append(scalar)
    }
    return EscapeSequence.decode(body)
  }

  /// Paints `grid` from the top-left corner, writing only the cells that changed since the last
  /// frame; nothing at all, not even a refresh, when none did.
  public func draw(_ grid: CellGrid) {
    guard isOpen else { return }
    var sink = CursesSink(window: window)
    lastDrawnCellCount = painter.paint(grid, to: &sink)
  }

  /// Gives the terminal back as it was: cursor shown, normal screen, echo and line editing on.
  /// Idempotent; the screen draws and reads nothing afterwards.
  public func restore() {
    guard isOpen else { return }
    isOpen = false
    TerminalRestoration.restore()
    delscreen(screen)
  }

  /// Whether the terminal can move the cursor (terminfo `cup`): `dumb` and printing terminals
  /// cannot, and a full-screen program there would print garbage.
  private static func hasCursorAddressing() -> Bool {
    guard let cup = tigetstr("cup") else { return false }
    return Int(bitPattern: cup) != -1
  }
}

/// Writes cells into the curses window.
struct CursesSink: CellSink {
  let window: UnsafeMutablePointer<WINDOW>

  func definePair(_ number: Int16, foreground: Int16, background: Int16) {
    init_pair(number, foreground, background)
  }

  func write(
    _ glyph: Character, attributes: CellAttributes, pair: Int16, column: Int, row: Int
  ) {
    // One spacing character and its combining marks; a cell holds at most CCHARW_MAX (5).
    let characters = glyph.unicodeScalars.prefix(5).map { wchar_t(bitPattern: $0.value) } + [0]
    var cell = cchar_t()
    guard ll_setcchar(&cell, characters, Self.attributes(attributes), pair) == ll_ok() else {
      return
    }
    // Bottom-right: the glyph is placed and only the wrap after it fails; ignore that ERR.
    mvwadd_wch(window, Int32(row), Int32(column), &cell)
  }

  func refresh() {
    wrefresh(window)
  }

  static func attributes(_ attributes: CellAttributes) -> attr_t {
    var result = ll_attr_normal()
    if attributes.contains(.bold) { result |= ll_attr_bold() }
    if attributes.contains(.dim) { result |= ll_attr_dim() }
    if attributes.contains(.underline) { result |= ll_attr_underline() }
    if attributes.contains(.reverse) { result |= ll_attr_reverse() }
    return result
  }
}
