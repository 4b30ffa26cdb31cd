/// The values of `NavigationStack`, `NavigationView` and `NavigationSplitView`: pass-through
/// containers whose navigation bars are insets of their content's safe area (reference §14.9).
///
/// A stack's children are its root content (several views stack as a VStack, as a root's do).
/// A split view's children are its columns' views, sidebar first and detail last, counted by
/// `columnCounts` so that the file prints back with its closures; laid out, each column is one
/// view (several get an implicit VStack, none an empty one).
public struct NavigationContainer: Equatable, Sendable {
  /// Which of SwiftUI's navigation containers the node is.
  public enum Style: Equatable, Sendable, CaseIterable {
    /// `NavigationStack { root }` (iOS 16).
    case stack
    /// `NavigationView { root }`, the deprecated stack; laid out as `stack` on iPhone.
    case view
    /// `NavigationSplitView { sidebar } [content: { … }] detail: { … }` (iOS 16).
    case splitView
  }

  public var style: Style
  /// A split view's views per closure, `[sidebar, detail]` or `[sidebar, content, detail]`;
  /// empty for a stack.
  public var columnCounts: [Int]
  /// The call's arguments other than its closures as written (`path: $path`,
  /// `columnVisibility: $visibility`), printed back and not evaluated; nil for none.
  public var arguments: String?

  public init(_ style: Style, columnCounts: [Int] = [], arguments: String? = nil) {
    self.style = style
    self.columnCounts = columnCounts
    self.arguments = arguments
  }

  /// A two-column split view with one view in each column.
  public static let splitView = NavigationContainer(.splitView, columnCounts: [1, 1])

  /// SwiftUI's type name.
  public var name: String {
    switch style {
    case .stack: "NavigationStack"
    case .view: "NavigationView"
    case .splitView: "NavigationSplitView"
    }
  }

  /// The children of each column among `count`: each closure's views, the last column
  /// taking what is left.
  public func columnRanges(count: Int) -> [Range<Int>] {
    var start = 0
    var ranges: [Range<Int>] = []
    for (index, columnCount) in columnCounts.enumerated() {
      let isLast = index == columnCounts.count - 1
      let end = isLast ? count : Swift.min(count, start + columnCount)
      ranges.append(start..<Swift.max(start, end))
      start = Swift.max(start, end)
    }
    return ranges
  }
}

/// The values of `TabView(selection:) { … }`: its children are the tabs, one shown at a
/// time above the tab bar (reference §14.10).
public struct TabContainer: Equatable, Sendable {
  /// The `selection:` argument as written (`$tab`, `.constant(2)`), or nil. The tab whose
  /// `tag` it names is shown when it is a literal (`.constant(…)`), else the first.
  public var selection: String?

  public init(selection: String? = nil) { self.selection = selection }
}
