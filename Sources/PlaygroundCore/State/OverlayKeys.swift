/// Keys while a full-screen overlay (help, the diff) is shown: they scroll it or close it.
extension Playground {
  /// A key while help is shown: scrolling keys scroll it, q quits (asking first when edits
  /// are unsaved), anything else closes it.
  mutating func helpKey(_ key: Key, scroll: Int) -> [PlaygroundEffect] {
    if let scrolled = overlayScroll(after: key, from: scroll) {
      overlay = .help(scroll: scrolled)
      return []
    }
    // Any other key closes help, `q` too: in an overlay it closes the overlay, as in lazygit
    // and htop, so that a user reading help never loses the session to a reflex (issue #16).
    overlay = nil
    return []
  }

  /// Where a full-screen overlay (help, the diff) scrolls to after `key`: `j` `k` and the
  /// arrows a line, `J` `K` and the page keys a page; nil for any other key.
  func overlayScroll(after key: Key, from scroll: Int) -> Int? {
    let page = Swift.max(1, rows - 3)
    switch key {
    case .character("j"), .down: return scroll + 1
    case .character("k"), .up: return Swift.max(0, scroll - 1)
    case .pageDown, .character("J"): return scroll + page
    case .pageUp, .character("K"): return Swift.max(0, scroll - page)
    default: return nil
    }
  }
}
