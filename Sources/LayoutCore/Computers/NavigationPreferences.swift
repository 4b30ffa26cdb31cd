import Foundation

/// What the content of a navigation container or a tab tells its bars: the title, its display
/// mode, whether a bar is hidden and whether a bottom toolbar is asked for (reference §14.9).
///
/// SwiftUI passes these up the tree as preferences (`navigationTitle` writes one that the
/// enclosing navigation stack reads [APPLE `navigationTitle(_:)`]). LayoutLab keeps the
/// modifiers as written (`ViewAttribute.inert`, §12 item 24) and reads them here: depth first
/// through the content, a node's own modifiers outermost first (a preference written by an
/// outer modifier replaces its content's), the first value found for each. A nested
/// navigation container keeps its content's navigation values to itself, and a nested TabView
/// its tabs' tab-bar visibility.
struct NavigationPreferences: Equatable {
  /// The title as the bar shows it: a string literal's text, else the argument as written.
  var title: String?
  var displayMode: NavigationBarTitleDisplayMode?
  /// `navigationBarHidden(_:)`, `toolbar(_:for: .navigationBar)`.
  var isNavigationBarHidden: Bool?
  /// `toolbar(_:for: .tabBar)`.
  var isTabBarHidden: Bool?
  /// A `ToolbarItem` or `ToolbarItemGroup` placed `.bottomBar` in a `toolbar { … }`.
  var hasBottomToolbar = false
  /// The labels of the toolbar items placed in the navigation bar, in order.
  var barItems: [String] = []
  /// The labels of the toolbar items placed in the bottom toolbar, in order.
  var bottomItems: [String] = []

  /// The preferences of `nodes`, in order.
  init(of nodes: [LayoutNode]) {
    for node in nodes { visit(node) }
  }

  /// Reads `node`'s modifiers, then its children's.
  private mutating func visit(_ node: LayoutNode) {
    for case .inert(let name, let arguments) in node.attributes.reversed() {
      read(name, arguments)
    }
    switch node.kind.case {
    case .navigation:
      // Its own bars take its content's navigation values; only a tab-bar one passes up.
      if isTabBarHidden == nil {
        isTabBarHidden = NavigationPreferences(of: node.children).isTabBarHidden
      }
    case .tabView:
      // Its tabs' navigation values pass up, their tab-bar visibility is its own.
      self = NavigationPreferences(of: node.children).merged(under: self)
    default:
      for child in node.children { visit(child) }
    }
  }

  /// These values where `outer` has none: `outer` was read first.
  private func merged(under outer: NavigationPreferences) -> NavigationPreferences {
    var result = outer
    result.title = outer.title ?? title
    result.displayMode = outer.displayMode ?? displayMode
    result.isNavigationBarHidden = outer.isNavigationBarHidden ?? isNavigationBarHidden
    result.hasBottomToolbar = outer.hasBottomToolbar || hasBottomToolbar
    result.barItems = outer.barItems + barItems
    result.bottomItems = outer.bottomItems + bottomItems
    return result
  }

  /// Reads one modifier kept as written.
  private mutating func read(_ name: String, _ arguments: String) {
    switch name {
    case "navigationTitle", "navigationBarTitle":
      if title == nil { title = Self.titleText(arguments) }
      // `navigationBarTitle(_:displayMode:)`, the deprecated form, names its mode.
      if name == "navigationBarTitle", displayMode == nil,
        let range = arguments.range(of: "displayMode:")
      {
        displayMode = Self.displayMode(String(arguments[range.upperBound...]))
      }
    case "navigationBarTitleDisplayMode":
      if displayMode == nil { displayMode = Self.displayMode(arguments) }
    case "navigationBarHidden":
      if isNavigationBarHidden == nil { isNavigationBarHidden = !arguments.contains("false") }
    case "toolbar":
      if arguments.hasPrefix("(") && !arguments.contains("{") {
        // `toolbar(.hidden, for: .navigationBar)`; without `for:`, every bar.
        let hidden: Bool? =
          arguments.contains(".hidden") ? true : arguments.contains(".visible") ? false : nil
        guard let hidden else { return }
        let bars = arguments.range(of: "for:").map { String(arguments[$0.upperBound...]) }
        if bars == nil || bars?.contains(".navigationBar") == true,
          isNavigationBarHidden == nil
        {
          isNavigationBarHidden = hidden
        }
        if bars == nil || bars?.contains(".tabBar") == true, isTabBarHidden == nil {
          isTabBarHidden = hidden
        }
      } else {
        if arguments.contains(".bottomBar") { hasBottomToolbar = true }
        for item in Self.toolbarItems(arguments) {
          if item.isBottom { bottomItems += item.labels } else { barItems += item.labels }
        }
      }
    default:
      break
    }
  }

  /// The items of a `toolbar { … }` closure as written: each `ToolbarItem` or
  /// `ToolbarItemGroup`, whether it is placed `.bottomBar`, and its labels (the string each
  /// `Button`, `Text`, `Label`, `Link`, `NavigationLink`, `Menu` or `Toggle` in it starts with).
  static func toolbarItems(_ closure: String) -> [(isBottom: Bool, labels: [String])] {
    let parts = closure.components(separatedBy: "ToolbarItem").dropFirst()
    return parts.map { part in
      var labels: [String] = []
      for view in ["Button(", "Text(", "Label(", "Link(", "Menu(", "Toggle("] {
        var rest = Substring(part)
        while let range = rest.range(of: view) {
          rest = rest[range.upperBound...]
          if rest.hasPrefix("\""), let label = firstStringLiteral(String(rest)) {
            labels.append(label)
          }
        }
      }
      // In the order written: by where each label's literal first appears.
      labels.sort {
        (part.range(of: "\"" + $0)?.lowerBound ?? part.endIndex)
          < (part.range(of: "\"" + $1)?.lowerBound ?? part.endIndex)
      }
      return (part.contains(".bottomBar"), labels)
    }
  }

  /// The text a title argument shows: its first string literal, else the argument as
  /// written without its parentheses (a property's name).
  static func titleText(_ arguments: String) -> String {
    if let literal = firstStringLiteral(arguments) { return literal }
    var text = arguments.trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("(") && text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
    return text.trimmingCharacters(in: .whitespaces)
  }

  /// The display mode an argument names, if any.
  static func displayMode(_ arguments: String) -> NavigationBarTitleDisplayMode? {
    NavigationBarTitleDisplayMode.allCases.first { arguments.contains("." + $0.rawValue) }
  }

  /// The contents of the first string literal in `source`, its simple escapes read.
  static func firstStringLiteral(_ source: String) -> String? {
    guard let start = source.firstIndex(of: "\"") else { return nil }
    var text = ""
    var index = source.index(after: start)
    while index < source.endIndex {
      let character = source[index]
      if character == "\"" { return text }
      if character == "\\" {
        index = source.index(after: index)
        guard index < source.endIndex else { return nil }
        let escaped = source[index]
        text.append(escaped == "n" ? "\n" : escaped == "t" ? "\t" : escaped)
      } else {
        text.append(character)
      }
      index = source.index(after: index)
    }
    return nil
  }

  /// The bar a navigation stack or split view column shows for these preferences, as the
  /// lengths it takes from its content's safe area: the navigation bar at the top (none when
  /// hidden; large when asked, or automatic with a title, as a stack's root shows it) and a
  /// bottom toolbar when one is asked for.
  var navigationInsets: EdgeInsets {
    var insets = EdgeInsets()
    if isNavigationBarHidden != true { insets.top = barHeight }
    if hasBottomToolbar { insets.bottom = NavigationBarMetrics.toolbarHeight }
    return insets
  }

  /// Whether the navigation bar shows a large title.
  var isLargeTitle: Bool {
    switch displayMode ?? .automatic {
    case .inline: false
    case .large: true
    case .automatic: title != nil
    }
  }

  /// The navigation bar's height: 96 with a large title, 44 inline (§12 item 45).
  var barHeight: CGFloat {
    isLargeTitle ? NavigationBarMetrics.largeBarHeight : NavigationBarMetrics.inlineBarHeight
  }

  /// The bars these preferences put in `frame`, whose content has `insets` of it.
  func navigationBars(in frame: CGRect) -> [NavigationBar] {
    let insets = navigationInsets
    var bars: [NavigationBar] = []
    if insets.top > 0 {
      bars.append(
        NavigationBar(
          .navigationBar,
          frame: CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: insets.top),
          title: title, isLarge: isLargeTitle, items: barItems))
    }
    if insets.bottom > 0 {
      bars.append(
        NavigationBar(
          .bottomToolbar,
          frame: CGRect(
            x: frame.minX, y: frame.maxY - insets.bottom, width: frame.width,
            height: insets.bottom), items: bottomItems))
    }
    return bars
  }
}
