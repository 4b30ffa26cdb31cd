/// The kinds of safe area a view can ignore: the container's (the device's and its bars') and
/// the software keyboard's (reference §1.2, §12).
///
/// A terminal shows no keyboard over the canvas, so the keyboard's region is always empty:
/// `ignoresSafeArea(.keyboard)` changes nothing, and only `.container` lets a view grow.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// The safe area of the device and the containers around the view: the simulated insets,
  /// `safeAreaInset`, `safeAreaPadding`.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The safe area above a software keyboard: never present on a terminal.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}
