import CellRaster

/// How the playground's terminal is set up: what the executable read from the environment and
/// the command line, handed to `TerminalScreen`.
///
/// `TerminalUI` never reads the environment itself (STYLE.md rule 1): `layoutlab` fills these in
/// from `TERM`, `NO_COLOR` and its options.
///
///     let screen = try TerminalScreen(
///       options: TerminalOptions(term: "xterm-256color", colors: .auto, noColor: false))
public struct TerminalOptions: Equatable, Sendable {
  /// `TERM`: the terminfo entry to drive; nil or empty when unset.
  public var term: String?
  /// `--color`: when to use colours.
  public var colors: ColorChoice
  /// Whether `NO_COLOR` is set to a non-empty value (no-color.org); honoured by `.auto`.
  public var noColor: Bool
  /// Whether to ask the terminal for mouse clicks (`--no-mouse` turns it off, which also
  /// leaves the terminal's own text selection working).
  public var mouse: Bool
  /// How long a lone Esc waits for the rest of an escape sequence; ncurses' default is 1000.
  public var escapeDelayMilliseconds: Int

  public init(
    term: String?, colors: ColorChoice = .auto, noColor: Bool = false, mouse: Bool = true,
    escapeDelayMilliseconds: Int = 25
  ) {
    self.term = term
    self.colors = colors
    self.noColor = noColor
    self.mouse = mouse
    self.escapeDelayMilliseconds = escapeDelayMilliseconds
  }
}

/// Why the terminal cannot host the playground.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Standard input or output is not a terminal (a pipe, a file, CI without a tty).
  case notATerminal
  /// `TERM` is unset or `dumb`, or its entry cannot move the cursor.
  case noCursorAddressing(term: String?)
  /// `TERM` names no terminfo entry on this machine.
  case unknownTerminal(term: String)
  /// A `TerminalScreen` is already open: there is one terminal.
  case alreadyActive
  /// The terminal went away while in use (its window closed, the connection dropped) and
  /// SIGHUP, which would have ended the process, was ignored (`nohup`).
  case disconnected

  public var description: String {
    switch self {
    case .notATerminal:
      return "the playground needs a terminal, and standard input or output is not one"
    case .noCursorAddressing(let term):
      let name = term.map { "TERM=\($0)" } ?? "an unset TERM"
      return "the playground needs a terminal that can move the cursor, and \(name) cannot"
    case .unknownTerminal(let term):
      return "the terminal type '\(term)' is unknown here (no terminfo entry)"
    case .alreadyActive:
      return "the terminal is already in use by another screen"
    case .disconnected:
      return "the terminal went away (hung up)"
    }
  }

  /// The reason a terminal is refused before touching it, or nil when it may be tried.
  ///
  /// Pure, so that the executable can refuse with exit status 2 before initializing anything.
  ///
  ///     TerminalError.refusal(term: "dumb", inputIsTerminal: true, outputIsTerminal: true)
  ///     // .noCursorAddressing(term: "dumb")
  public static func refusal(
    term: String?, inputIsTerminal: Bool, outputIsTerminal: Bool
  ) -> TerminalError? {
    guard inputIsTerminal, outputIsTerminal else { return .notATerminal }
    guard let term, !term.isEmpty, term != "dumb" else {
      return .noCursorAddressing(term: term.flatMap { $0.isEmpty ? nil : $0 })
    }
    return nil
  }
}
