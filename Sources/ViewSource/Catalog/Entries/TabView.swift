import LayoutCore

extension Catalog {
  /// `TabView(selection:content:)`: the tabs, the one a literal selection names (else the
  /// first) laid out above the tab bar, which insets its safe area; each tab's label is read
  /// from its `tabItem`, and `tabViewStyle(.page)` leaves the bar out (§14.10). The selection
  /// is kept as written.
  static let tabView = Definition(
    "TabView", role: .container, summary: "container: one tab shown, above the tab bar",
    signatures: [[.kept("selection", optional: true), .content()]],
    build: { call in
      guard let children = call.content() else { return nil }
      let selection = keptArguments(call, ["selection"]).map {
        String($0.dropFirst("selection: ".count))
      }
      return call.view(.tabView(TabContainer(selection: selection)), children: children)
    },
    print: { node, printing in
      guard case .tabView(let tabs) = node.kind else { return "" }
      return "TabView" + (tabs.selection.map { "(selection: \($0))" } ?? "") + " "
        + printing.block(node.children)
    })
}
