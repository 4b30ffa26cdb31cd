import CellRaster

/// The one-line key legend at the bottom: the key table's bindings that have a legend label,
/// keys of one label together (`[ ] width`), as many as fit, help and quit always last.
enum Legend {
  /// One entry: the keys and the label.
  struct Entry: Equatable, Sendable {
    var keys: String
    var label: String
    var width: Int { keys.count + 1 + label.count }
  }

  /// The entries in key-table order, bindings of the same label merged.
  static func entries(_ bindings: [KeyBinding] = Playground.keyBindings) -> [Entry] {
    var entries: [Entry] = []
    for binding in bindings {
      guard let label = binding.legend else { continue }
      let keys = binding.keys.first?.label ?? ""
      if let last = entries.last, last.label == label {
        let arrows: Set<Character> = ["←", "→", "↑", "↓"]
        let joined =
          last.keys.last.map(arrows.contains) == true && keys.first.map(arrows.contains) == true
        entries[entries.count - 1].keys += (joined ? "" : " ") + keys
      } else {
        entries.append(Entry(keys: keys, label: label))
      }
    }
    return entries
  }

  /// The entry for scrolling the canvas area sideways, shown while its content is wider than
  /// it (the status line says when there is more below: `StatusLine.hint`).
  static let scrolling = Entry(keys: "H L", label: "scroll")

  /// The entries that fit in `width` columns with two spaces between them; entries are
  /// dropped from the end of the middle so that help and quit stay. `scrolls`: the canvas
  /// area's content is wider than it, and the scroll keys come after the selection's.
  static func fitting(_ width: Int, scrolls: Bool = false) -> [Entry] {
    var entries = entries()
    if scrolls {
      let afterSelection = (entries.lastIndex { $0.label == "select" } ?? -1) + 1
      entries.insert(scrolling, at: afterSelection)
    }
    func total(_ list: [Entry]) -> Int {
      list.reduce(0) { $0 + $1.width } + 2 * Swift.max(0, list.count - 1) + 1
    }
    while total(entries) > width, entries.count > 2 {
      entries.remove(at: entries.count - 3)
    }
    return entries
  }

  /// What takes the keys now, each with its own legend: the legend always shows the keys of
  /// the current context (issue #16), so a user in a menu, an overlay or step mode reads
  /// there how to go on and how to get out.
  enum Context: Equatable, Sendable {
    case normal
    case stepping
    case modifyMenu
    case input(InputLine.Purpose)
    case help
    case diff
    case messages

    /// The context `playground` is in.
    init(_ playground: Playground) {
      switch playground.overlay {
      case .input(let line): self = .input(line.purpose)
      case .modifyMenu: self = .modifyMenu
      case .help: self = .help
      case .diff: self = .diff
      case .messages: self = .messages
      case nil: self = playground.stepping == nil ? .normal : .stepping
      }
    }
  }

  /// The legend while the input line is open: the keys of what it asks (issue #37: every
  /// prompt showed Enter, Esc and Backspace, which a question does not take).
  static func input(_ purpose: InputLine.Purpose) -> [Entry] {
    let typing = [
      Entry(keys: "Enter", label: "accept"), Entry(keys: "Esc", label: "cancel"),
      Entry(keys: "Backspace", label: "delete"),
    ]
    switch purpose {
    case .text, .property, .savePath: return typing
    case .find:
      return [
        Entry(keys: "Enter", label: "find (empty: the next)"),
        Entry(keys: "↑", label: "last query"),
        Entry(keys: "Esc", label: "cancel"), Entry(keys: "Backspace", label: "delete"),
      ]
    case .confirmOverwrite:
      return [Entry(keys: "y s", label: "overwrite"), Entry(keys: "n Esc", label: "keep the file")]
    case .confirmQuit:
      return [
        Entry(keys: "s", label: "save and quit"), Entry(keys: "q", label: "quit without saving"),
        Entry(keys: "Esc", label: "stay"),
      ]
    case .recovered(_, let contents, _):
      return (contents != nil ? [Entry(keys: "r", label: "restore")] : [])
        + [Entry(keys: "x", label: "discard"), Entry(keys: "Esc", label: "later")]
    }
  }

  /// The legend while the modify menu is open.
  static let menu = [
    Entry(keys: "1…9", label: "add a modifier"), Entry(keys: "h v z", label: "wrap"),
    Entry(keys: "x", label: "remove modifier"), Entry(keys: "d", label: "delete"),
    Entry(keys: "Esc", label: "close"),
  ]

  /// The legend while stepping: the step table's keys (the first two of each binding, so
  /// that the arrows show beside the letters), then help.
  static let stepping: [Entry] =
    Playground.stepKeyBindings.compactMap { binding in
      binding.legend.map {
        Entry(keys: binding.keys.prefix(2).map(\.label).joined(separator: " "), label: $0)
      }
    } + [Entry(keys: "?", label: "help")]

  /// The legend of a full-screen overlay (help, the diff, the message log): it scrolls, and
  /// `closer` or Esc or q closes it (`Playground.overlayScroll`).
  static func overlay(closer: String) -> [Entry] {
    [
      Entry(keys: "j k", label: "scroll"), Entry(keys: "J K", label: "page"),
      Entry(keys: "Esc q \(closer)", label: "close"),
    ]
  }

  /// The entries of `context`, as many as fit in `width` for the main table.
  static func entries(for context: Context, width: Int, scrolls: Bool = false) -> [Entry] {
    switch context {
    case .normal: fitting(width, scrolls: scrolls)
    case .stepping: stepping
    case .modifyMenu: menu
    case .input(let purpose): input(purpose)
    case .help: overlay(closer: "?")
    case .diff: overlay(closer: "d")
    case .messages: overlay(closer: "!")
    }
  }

  /// Writes the legend of `context` on `row`, then `note` (dim) when there is room.
  static func draw(
    into grid: inout CellGrid, row: Int, width: Int, context: Context, note: String? = nil,
    scrolls: Bool = false
  ) {
    var column = 1
    for entry in entries(for: context, width: width, scrolls: scrolls) {
      column += grid.write(entry.keys, column: column, row: row, style: .key)
      column += 1
      column += grid.write(entry.label, column: column, row: row, style: .dim)
      column += 2
    }
    if let note, column < width - 4 {
      grid.write("· " + note, column: column, row: row, width: width - column, style: .dim)
    }
  }
}
