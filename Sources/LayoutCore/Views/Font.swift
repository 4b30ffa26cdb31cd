/// A text style; the terminal draws titles and headlines bold and everything one cell high.
///
/// Kept so that scenes print back with their fonts and so the rasterizer knows what to embolden.
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// The style's name: `title`, `body`.
  public let name: String
  /// Whether the terminal draws the style bold.
  public let isBold: Bool

  public init(named name: String) {
    self.name = name
    isBold = ["largeTitle", "title", "title2", "title3", "headline"].contains(name)
  }

  /// A font written another way (`system(size: 17, weight: .bold)`, `body.bold()`), its
  /// name the source after the dot, drawn bold when its weight is bold or heavier.
  public init(named name: String, isBold: Bool) {
    self.name = name
    self.isBold = isBold
  }

  public static let largeTitle = Font(named: "largeTitle")
  public static let title = Font(named: "title")
  public static let title2 = Font(named: "title2")
  public static let title3 = Font(named: "title3")
  public static let headline = Font(named: "headline")
  public static let subheadline = Font(named: "subheadline")
  public static let body = Font(named: "body")
  public static let callout = Font(named: "callout")
  public static let footnote = Font(named: "footnote")
  public static let caption = Font(named: "caption")
  public static let caption2 = Font(named: "caption2")

  public var description: String { name }
}
