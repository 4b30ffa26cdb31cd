/// A pair of horizontal and vertical alignments, as frames, ZStacks and overlays take (§8.1).
///
///     Text("Hi").frame(width: 300, height: 60, alignment: .bottomTrailing)
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  public static let centerFirstTextBaseline = Alignment(
    horizontal: .center, vertical: .firstTextBaseline)
  public static let centerLastTextBaseline = Alignment(
    horizontal: .center, vertical: .lastTextBaseline)
  public static let leadingFirstTextBaseline = Alignment(
    horizontal: .leading, vertical: .firstTextBaseline)
  public static let leadingLastTextBaseline = Alignment(
    horizontal: .leading, vertical: .lastTextBaseline)
  public static let trailingFirstTextBaseline = Alignment(
    horizontal: .trailing, vertical: .firstTextBaseline)
  public static let trailingLastTextBaseline = Alignment(
    horizontal: .trailing, vertical: .lastTextBaseline)

  /// The nine built-in alignments, in reading order.
  public static let allBuiltIn: [Alignment] = [
    .topLeading, .top, .topTrailing, .leading, .center, .trailing,
    .bottomLeading, .bottom, .bottomTrailing,
  ]

  /// The name as written in SwiftUI source: `bottomTrailing`, or `(horizontal, vertical)`.
  public var description: String {
    let names: [Alignment: String] = [
      .center: "center", .leading: "leading", .trailing: "trailing", .top: "top",
      .bottom: "bottom", .topLeading: "topLeading", .topTrailing: "topTrailing",
      .bottomLeading: "bottomLeading", .bottomTrailing: "bottomTrailing",
      .centerFirstTextBaseline: "centerFirstTextBaseline",
      .centerLastTextBaseline: "centerLastTextBaseline",
      .leadingFirstTextBaseline: "leadingFirstTextBaseline",
      .leadingLastTextBaseline: "leadingLastTextBaseline",
      .trailingFirstTextBaseline: "trailingFirstTextBaseline",
      .trailingLastTextBaseline: "trailingLastTextBaseline",
    ]
    return names[self] ?? "(\(horizontal), \(vertical))"
  }
}
