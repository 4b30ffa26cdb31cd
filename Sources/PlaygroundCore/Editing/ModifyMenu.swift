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
