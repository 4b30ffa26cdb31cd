import Foundation

/// A bar a navigation container or a TabView draws at one of its edges: a navigation bar, a
/// bottom toolbar or a tab bar, as the placed tree reports it (reference §14.9, §14.10).
///
/// Bars are not views of the scene: SwiftUI draws them in the container's safe area, which
/// the content is laid out inside of, so the placed tree carries them beside the children,
/// and `dump`, the inspector and the painters read them from there.
public struct NavigationBar: Equatable, Sendable {
  /// Which bar it is.
  public enum Role: String, Equatable, Sendable {
    /// The bar at the top of a navigation stack or split view column: 44 pt inline, 96 large.
    case navigationBar
    /// The bar a `ToolbarItem(placement: .bottomBar)` puts at the bottom: 44 pt.
    case bottomToolbar
    /// A TabView's bar of tab items: 49 pt.
    case tabBar
  }

  public var role: Role
  /// The bar's frame in canvas coordinates.
  public var frame: CGRect
  /// The navigation title, when the content gives one.
  public var title: String?
  /// Whether a navigation bar shows its title large, under the inline row.
  public var isLarge: Bool
  /// A tab bar's tab labels, or the labels of the toolbar items in a navigation bar or a
  /// bottom toolbar, in order.
  public var items: [String]
  /// The shown tab's index in `items`.
  public var selectedItem: Int?

  public init(
    _ role: Role, frame: CGRect, title: String? = nil, isLarge: Bool = false,
    items: [String] = [], selectedItem: Int? = nil
  ) {
    self.role = role
    self.frame = frame
    self.title = title
    self.isLarge = isLarge
    self.items = items
    self.selectedItem = selectedItem
  }
}

/// The bar lengths LayoutLab gives navigation containers: an iPhone's in portrait, the
/// terminal's device defaults (reference §12 item 45).
///
/// None of them is a SwiftUI value a view can read: UIKit draws the bars. They are the
/// lengths measured and published for UIKit's bars, each with how well it is sourced.
public enum NavigationBarMetrics {
  /// An inline navigation bar: 44 pt, UINavigationBar's height on iPhone since iOS 7
  /// [Hackworth, "iPad Navigation Bar and Toolbar Height Changes in iOS 12", 2018].
  public static let inlineBarHeight: CGFloat = 44
  /// A navigation bar with a large title: 44 + 52 = 96 pt (iOS 11's large titles "add 52
  /// points to the navigation bar height" [Hackworth]).
  public static let largeBarHeight: CGFloat = 96
  /// A bottom toolbar: 44 pt, UIToolbar's height on iPhone [Hackworth].
  public static let toolbarHeight: CGFloat = 44
  /// A tab bar on an iPhone without a home indicator: 49 pt, measured, "nowhere in Apple's
  /// documentation" [Meretzky, "Tab Bar Controller"]; an approximation.
  public static let tabBarHeight: CGFloat = 49
  /// The sidebar column of a split view, and a three-column split view's content column:
  /// 320 pt, the primary column's commonly cited default width on iPad; an approximation.
  public static let columnWidth: CGFloat = 320
}

/// How a navigation bar shows its title: `navigationBarTitleDisplayMode(_:)`.
public enum NavigationBarTitleDisplayMode: String, Equatable, Sendable, CaseIterable {
  /// Large for the root of a navigation stack, which is what LayoutLab lays out.
  case automatic
  case inline
  case large
}
