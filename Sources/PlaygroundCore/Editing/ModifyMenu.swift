import CellRaster
import LayoutCore
import ViewSource

/// The short menu `m` opens: add a modifier around the selection, wrap it in a stack, remove
/// it if it is a modifier, or delete it.
///
/// Items are data, like the key table, so the menu draws and dispatches from one list and
/// the help screen can describe it. Each added modifier is a common one with a value that
/// changes something visible; its properties are then one Enter away.
struct ModifyMenu {
  /// What choosing an item does.
  enum Action: Equatable, Sendable {
    /// Put the selection inside this node (as its first child).
    case wrap(ViewNode, label: String)
    /// Remove the selected modifier.
    case unwrap
    /// Delete the selection.
    case delete
  }

  /// One line of the menu.
  struct Item: Equatable, Sendable {
    var key: Character
    var label: String
    var action: Action
  }

  /// The menu for `node`, whose placed size (when laid out) starts an added frame: the
  /// catalog's menu items, then remove and delete.
  static func items(for node: ViewNode, size: CGSize?) -> [Item] {
    var items = Catalog.menuItems.map { entry in
      let label = entry.label(size)
      return Item(key: entry.key, label: label, action: .wrap(entry.wrapper(size), label: label))
    }
    if node.kind.isModifier {
      items.append(
        Item(key: "x", label: "remove .\(node.kind.name), keep its content", action: .unwrap))
    }
    items.append(Item(key: "d", label: "delete \(node.displayName)", action: .delete))
    return items
  }
}

extension Playground {
  /// The menu for the selection.
  var modifyMenuItems: [ModifyMenu.Item] {
    guard let node = selectedNode else { return [] }
    return ModifyMenu.items(for: node, size: selectedPlacedNode?.frame.size)
  }

  /// A key while the modify menu is open: an item's key chooses it, anything else closes it.
  mutating func menuKey(_ key: Key) -> [PlaygroundEffect] {
    overlay = nil
    guard case .character(let character) = key,
      let item = modifyMenuItems.first(where: { $0.key == character })
    else {
      message = StatusMessage(text: "menu closed")
      return []
    }
    switch item.action {
    case .wrap(let wrapper, let label): wrapSelection(in: wrapper, label: label)
    case .unwrap: unwrapSelection()
    case .delete: deleteSelection()
    }
    return []
  }
}

extension ScreenComposer {
  /// Draws the menu as a framed box in the middle of the canvas area.
  func drawMenu(into grid: inout CellGrid, layout: ScreenLayout) {
    let items = playground.modifyMenuItems
    let title = " Modify \(playground.selectedNode?.displayName ?? "") "
    let width = Swift.min(
      layout.canvasWidth - 2,
      Swift.max(title.terminalColumns, (items.map { $0.label.terminalColumns }.max() ?? 0) + 6) + 2)
    let height = items.count + 4
    let left = Swift.max(0, (layout.canvasWidth - width) / 2)
    let top = layout.bodyRows.lowerBound + Swift.max(0, (layout.bodyHeight - height) / 2)
    let box = TextStyle(
      foreground: TerminalColor(red: 255, green: 255, blue: 255),
      background: TerminalColor(red: 38, green: 38, blue: 58))
    for row in top..<(top + height) { grid.fillRow(row, from: left, width: width, style: box) }
    // A frame around the menu, so that it reads as one box over the panels without colour.
    let glyphs = playground.configuration.boxDrawing
    let horizontal = String(glyphs.glyph(.horizontal, style: .light) ?? "-")
    let vertical = String(glyphs.glyph(.vertical, style: .light) ?? "|")
    let line = String(repeating: horizontal, count: Swift.max(0, width - 2))
    grid.write(
      String(glyphs.glyph([.down, .right], style: .light) ?? "+") + line
        + String(glyphs.glyph([.down, .left], style: .light) ?? "+"),
      column: left, row: top, style: box)
    grid.write(
      String(glyphs.glyph([.up, .right], style: .light) ?? "+") + line
        + String(glyphs.glyph([.up, .left], style: .light) ?? "+"),
      column: left, row: top + height - 1, style: box)
    for row in (top + 1)..<(top + height - 1) {
      grid.write(vertical, column: left, row: row, style: box)
      grid.write(vertical, column: left + width - 1, row: row, style: box)
    }
    var titleStyle = box
    titleStyle.attributes = .bold
    grid.write(title, column: left + 2, row: top, width: width - 4, style: titleStyle)
    for (index, item) in items.enumerated() {
      var keyStyle = TextStyle.key
      keyStyle.background = box.background
      grid.write(String(item.key), column: left + 2, row: top + 1 + index, style: keyStyle)
      grid.write(item.label, column: left + 5, row: top + 1 + index, width: width - 6, style: box)
    }
    var dim = box
    dim.attributes = .dim
    grid.write(
      "Esc closes", column: left + 2, row: top + height - 2, width: width - 3, style: dim)
  }
}
