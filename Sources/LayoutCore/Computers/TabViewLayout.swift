import Foundation

/// `TabView { … }` as a node's behaviour (reference §14.10): its children are the tabs, one
/// shown at a time above the tab bar, which is an inset of the tab's safe area.
///
/// The container takes its whole proposal (on an axis proposed nil, the shown tab's length
/// plus the bar). The shown tab is the one whose `tag` the `selection:` argument names when
/// that is a literal (`.constant(2)`), else the first; the others are not laid out, as SwiftUI
/// builds only the visible tab. It is proposed the proposal less the tab bar and centred in
/// what is left, its safe area inset by the bar. The bar is 49 pt (§12 item 45), none with
/// `tabViewStyle(.page)` or when the tab hides it (`toolbar(.hidden, for: .tabBar)`).
final class TabViewLayout: NavigationBarLayout {
  let selection: String?

  init(selection: String?) { self.selection = selection }

  /// The shown tab's index, nil without tabs.
  func selectedIndex(node: LayoutNode) -> Int? {
    guard !node.children.isEmpty else { return nil }
    guard let tag = Self.literal(ofConstant: selection) else { return 0 }
    return node.children.firstIndex { Self.tag(of: $0) == tag } ?? 0
  }

  /// The value of a `.constant(value)` binding, as written; nil for any other.
  static func literal(ofConstant source: String?) -> String? {
    guard var text = source?.trimmingCharacters(in: .whitespaces),
      text.hasPrefix(".constant("), text.hasSuffix(")")
    else { return nil }
    text = String(text.dropFirst(".constant(".count).dropLast())
    return text.trimmingCharacters(in: .whitespaces)
  }

  /// A tab's `tag(_:)` as written, without its parentheses.
  static func tag(of tab: LayoutNode) -> String? {
    for case .inert("tag", let arguments) in tab.attributes.reversed() {
      var text = arguments.trimmingCharacters(in: .whitespaces)
      if text.hasPrefix("(") && text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
      return text.trimmingCharacters(in: .whitespaces)
    }
    return nil
  }

  /// A tab's label in the bar: the first string literal of its `tabItem`, else "Tab n".
  static func label(of tab: LayoutNode, index: Int) -> String {
    for case .inert("tabItem", let arguments) in tab.attributes.reversed() {
      if let text = NavigationPreferences.firstStringLiteral(arguments) { return text }
    }
    return "Tab \(index + 1)"
  }

  /// The insets the tab bar takes from the shown tab's safe area, read once until the
  /// subtree changes.
  func insets(node: LayoutNode) -> EdgeInsets {
    if let cached { return cached }
    let read = readInsets(node: node)
    cached = read
    return read
  }

  /// The insets as last read.
  private var cached: EdgeInsets?

  func invalidate() { cached = nil }

  private func readInsets(node: LayoutNode) -> EdgeInsets {
    guard let index = selectedIndex(node: node) else { return EdgeInsets() }
    let isPage = node.attributes.contains {
      if case .inert("tabViewStyle", let arguments) = $0 {
        return arguments.contains(".page") || arguments.contains("PageTabViewStyle")
      }
      return false
    }
    if isPage || NavigationPreferences(of: [node.children[index]]).isTabBarHidden == true {
      return EdgeInsets()
    }
    var insets = EdgeInsets()
    insets.bottom = NavigationBarMetrics.tabBarHeight
    return insets
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    let insets = insets(node: node)
    return NavigationStackLayout.size(proposal, insets: insets) { inner in
      selectedIndex(node: node).map { node.children[$0].sizeThatFits(inner) } ?? .zero
    }
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode)
    -> [ChildPlacement]
  {
    let insets = insets(node: node)
    let inner = NavigationStackLayout.inset(proposal, by: insets)
    let region = NavigationStackLayout.region(bounds, less: insets)
    let selected = selectedIndex(node: node)
    return node.children.indices.map { index in
      guard index == selected else {
        var skipped = ChildPlacement(origin: region.origin, proposal: inner)
        skipped.isSkipped = true
        return skipped
      }
      let size = node.children[index].sizeThatFits(inner)
      var placements = [
        ChildPlacement(
          origin: CGPoint(
            x: region.minX + (region.width - size.width) / 2,
            y: region.minY + (region.height - size.height) / 2), proposal: inner)
      ]
      NavigationStackLayout.addLayer(
        SafeAreaLayer(bounds: bounds, insets: insets), to: &placements, insets: insets)
      return placements[0]
    }
  }

  func bars(in frame: CGRect, node: LayoutNode) -> [NavigationBar] {
    let insets = insets(node: node)
    guard insets.bottom > 0 else { return [] }
    return [
      NavigationBar(
        .tabBar,
        frame: CGRect(
          x: frame.minX, y: frame.maxY - insets.bottom, width: frame.width,
          height: insets.bottom),
        items: node.children.enumerated().map { Self.label(of: $1, index: $0) },
        selectedItem: selectedIndex(node: node))
    ]
  }
}
