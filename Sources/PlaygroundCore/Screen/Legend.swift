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

  /// The entries that fit in `width` columns with two spaces between them; entries are
  /// dropped from the end of the middle so that help and quit stay.
  static func fitting(_ width: Int) -> [Entry] {
    var entries = entries()
    func total(_ list: [Entry]) -> Int {
      list.reduce(0) { $0 + $1.width } + 2 * Swift.max(0, list.count - 1) + 1
    }
    while total(entries) > width, entries.count > 2 {
      entries.remove(at: entries.count - 3)
    }
    return entries
  }

  /// The legend while the input line is open: its own keys.
  static let input = [
    Entry(keys: "Enter", label: "accept"), Entry(keys: "Esc", label: "cancel"),
    Entry(keys: "Backspace", label: "delete"),
  ]

  /// The legend while the modify menu is open.
  static let menu = [
    Entry(keys: "1…9", label: "add a modifier"), Entry(keys: "h v z", label: "wrap"),
    Entry(keys: "x", label: "remove modifier"), Entry(keys: "d", label: "delete"),
    Entry(keys: "Esc", label: "close"),
  ]

  /// Writes the legend for `overlay` on `row`.
  static func draw(into grid: inout CellGrid, row: Int, width: Int, overlay: Overlay?) {
    let entries: [Entry]
    switch overlay {
    case .input: entries = input
    case .modifyMenu: entries = menu
    default: entries = fitting(width)
    }
    var column = 1
    for entry in entries {
      column += grid.write(entry.keys, column: column, row: row, style: .key)
      column += 1
      column += grid.write(entry.label, column: column, row: row, style: .dim)
      column += 2
    }
  }
}
