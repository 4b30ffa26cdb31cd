import Foundation

/// The default metrics of controls, in points (reference §20, where each number's source or
/// the reason it is an approximation is given).
public enum ControlMetrics {
  /// A bordered or bordered-prominent button's label insets for a control size: 12 pt on each
  /// side and 7 above and below at `.regular` (iOS); the other sizes are approximations.
  /// Plain, borderless and automatic buttons (the iOS default is borderless) have none.
  public static func buttonInsets(style: ButtonStyleKind, size: ControlSize) -> EdgeInsets {
    switch style {
    case .automatic, .plain, .borderless: return EdgeInsets()
    case .bordered, .borderedProminent:
      let (horizontal, vertical): (CGFloat, CGFloat) =
        switch size {
        case .mini: (6, 2)
        case .small: (10, 4)
        case .regular: (12, 7)
        case .large: (16, 14)
        case .extraLarge: (20, 17)
        }
      return EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }
  }

  /// UISwitch's size.
  public static let toggleSwitch = CGSize(width: 51, height: 31)
  /// UIStepper's size.
  public static let stepperButtons = CGSize(width: 94, height: 32)
  /// UIActivityIndicatorView's medium style.
  public static let spinner = CGSize(width: 20, height: 20)
  /// A ColorPicker's well (approximation).
  public static let colorWell = CGSize(width: 28, height: 28)
  /// A Slider's height (approximation: UISlider's intrinsic height).
  public static let sliderHeight: CGFloat = 31
  /// A linear ProgressView's bar height (approximation: UIProgressView's default bar).
  public static let progressBarHeight: CGFloat = 4
  /// What a greedy axis answers to an unspecified proposal, as Color does (§3.1).
  public static let unspecifiedGreedyLength: CGFloat = 10
  /// The glyphs a compact DatePicker shows: a medium date, `Jan 1, 2026` (approximation).
  public static let datePillGlyphs = 11
  /// The least space between a Toggle's (Stepper's, …) label and its part: the Spacer between
  /// them in SwiftUI's iOS layout, `Spacer`'s 8 pt minimum (§3.2).
  public static let trailingPartSpacing: CGFloat = 8
}

extension ControlMetrics {
  /// The space between a Label's icon and title: the default spacing between two views
  /// (`HStack`'s, §4.2), as the title-and-icon style is an `HStack { icon; title }`.
  public static let labelSpacing: CGFloat = 8
}
