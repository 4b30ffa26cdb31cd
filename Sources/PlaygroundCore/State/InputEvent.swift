import ViewSource

/// A key as the playground sees it, decoded from whatever the terminal sent.
///
/// Only keys every terminal sends (reference: STYLE.md, lazygit/htop): letters, digits,
/// arrows, Tab, Enter, Esc, Backspace, F-keys and Ctrl combinations.
public enum Key: Hashable, Sendable {
  case character(Character)
  case up
  case down
  case left
  case right
  case enter
  case escape
  case tab
  case backTab
  case backspace
  case delete
  case home
  case end
  case pageUp
  case pageDown
  /// F1…F12.
  case function(Int)
  /// Ctrl with a letter, e.g. `.control("r")` for Ctrl-R.
  case control(Character)
}

/// Something that happened outside the playground's state, fed to `Playground.handle(_:)`.
///
/// The terminal adapter turns input into these; the executable adds file events. Keeping
/// them values makes every interaction testable without a terminal.
public enum InputEvent: Equatable, Sendable {
  case key(Key)
  /// A mouse click at a screen cell (0-based column and row).
  case click(column: Int, row: Int)
  /// The mouse wheel turned `lines` notches down (negative: up) at a screen cell.
  case wheel(column: Int, row: Int, lines: Int)
  /// The mouse wheel turned `columns` notches with Shift held (negative: left) at a screen
  /// cell: the canvas scrolls sideways, as in most terminal programs and browsers.
  case sidewaysWheel(column: Int, row: Int, columns: Int)
  /// The terminal now has this many columns and rows.
  case resize(columns: Int, rows: Int)
  /// The open scene file changed on disk; its new contents.
  case fileChanged(contents: String)
  /// The open scene file changed on disk into something that is not text (a NUL, or bytes
  /// that are not UTF-8): not loaded.
  case fileNotText(SourceFileText.NotText)
  /// The open scene file disappeared from disk.
  case fileDeleted
  /// The outcome of a `PlaygroundEffect.save`: nil on success, else the error.
  case saved(path: String, error: String?)
  /// A save that was not forced found `path` holding something the playground never loaded,
  /// and did not write it: the playground asks whether to overwrite.
  case saveConflict(path: String, conflict: SaveConflict)
}

/// Something the playground asks its host to do: the only way it touches the world.
public enum PlaygroundEffect: Equatable, Sendable {
  /// Leave the playground (the host restores the terminal).
  case quit
  /// Write `contents` to `path` atomically (temporary file, then rename); answer with `.saved`.
  /// Unless `overwrite`, first answer `.saveConflict` instead of writing over a file that
  /// changed on disk since it was loaded, or over another file already at `path`.
  case save(path: String, contents: String, overwrite: Bool = false)
  /// Remove the file at `path`: a recovery file the user restored or discarded.
  case removeFile(path: String)
}
