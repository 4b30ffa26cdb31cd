import PlaygroundCore

/// Escape sequences that ncurses did not recognise, decoded or dropped whole.
///
/// ncurses turns the sequences of the terminfo entry into `KEY_*` codes; a sequence the entry
/// does not list arrives byte by byte: Esc, then `[`, `4`, `~`. That happens whenever `TERM`
/// and the real terminal disagree (tmux sends End as `\E[4~`, xterm-256color's entry says
/// `\EOF`), and each stray byte would be a key: Esc closes help, `[` narrows the container.
/// So when Esc is followed at once by `[` or `O`, the adapter reads the rest of the sequence
/// and asks here what it is: the keys of xterm, rxvt, VT220 and the Linux console that the
/// playground may bind, or nothing, never its bytes as keys. Sequences with modifiers
/// (`\E[1;5C`, Ctrl-→) are dropped: no binding uses them.
///
///     EscapeSequence.decode("[4~")   // .key(.end)
///     EscapeSequence.decode("[1;5C") // .ignored
public enum EscapeSequence {
  /// The longest sequence read before giving up on it.
  public static let maximumLength = 16

  /// Whether `body`, what followed Esc, is a whole sequence: SS3 (`O` and one character),
  /// the Linux console's F-keys (`[[` and one character), or CSI (`[`, parameters, and a
  /// final character from `@` to `~`).
  public static func isComplete(_ body: String) -> Bool {
    let scalars = Array(body.unicodeScalars)
    guard scalars.count >= 2, scalars.count < maximumLength else {
      return scalars.count >= maximumLength
    }
    switch scalars[0] {
    case "O": return true
    case "[":
      if scalars[1] == "[" { return scalars.count >= 3 }
      return (0x40...0x7E).contains(scalars[scalars.count - 1].value)
    default: return true
    }
  }

  /// The key a whole sequence stands for, or `.ignored`.
  public static func decode(_ body: String) -> DecodedInput {
    keys[body].map(DecodedInput.key) ?? .ignored
  }

  static let keys: [String: Key] = {
    var table: [String: Key] = [
      "[A": .up, "[B": .down, "[C": .right, "[D": .left,
      "OA": .up, "OB": .down, "OC": .right, "OD": .left,
      "[H": .home, "OH": .home, "[1~": .home, "[7~": .home,
      "[F": .end, "OF": .end, "[4~": .end, "[8~": .end,
      "[3~": .delete, "[5~": .pageUp, "[6~": .pageDown, "[Z": .backTab, "OM": .enter,
      "OP": .function(1), "OQ": .function(2), "OR": .function(3), "OS": .function(4),
    ]
    // VT220 F-keys: 11–15, 17–21, 23–24 (the gaps are historical).
    for (number, code) in zip(1...12, [11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24]) {
      table["[\(code)~"] = .function(number)
    }
    // The Linux console: F1–F5 as ESC [ [ A…E.
    for (number, letter) in zip(1...5, ["A", "B", "C", "D", "E"]) {
      table["[[\(letter)"] = .function(number)
    }
    return table
  }()
}
