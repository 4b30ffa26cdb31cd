/// The distances a list style puts around rows, sections, headers and footers (§15.1).
///
/// UIKit draws SwiftUI's lists and none of these numbers is public or measured here: they are
/// approximations of an iPhone in portrait on iOS 17, stated in the reference, so that a list's
/// rows land where a reader expects them, not where a device puts them to the point.
struct ListStyleMetrics: Equatable {
  /// The distance from each side of the list to its rows: an inset list's margin, an inset
  /// grouped list's card.
  var margin: CGFloat
  /// The space above a section without a header, and above rows outside any section.
  var sectionGap: CGFloat
  /// The insets around a header's views.
  var headerInsets: EdgeInsets
  /// The least height of a header, insets included.
  var headerMinHeight: CGFloat
  /// The insets around a footer's views.
  var footerInsets: EdgeInsets

  /// The metrics of `style`, `.automatic` read as the iPhone's inset grouped style.
  init(_ style: ListStyleKind) {
    switch style {
    case .plain, .inset:
      margin = style == .inset ? 16 : 0
      sectionGap = 0
      headerInsets = EdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
      headerMinHeight = 28
      footerInsets = EdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
    case .grouped, .insetGrouped, .automatic, .sidebar:
      margin = style == .grouped ? 0 : 20
      sectionGap = 35
      headerInsets = EdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16)
      headerMinHeight = 0
      footerInsets = EdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16)
    }
  }
}
