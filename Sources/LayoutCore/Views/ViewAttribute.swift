/// A drawing or environment modifier that does not change layout by itself, kept for drawing
/// and for printing the scene back as source.
///
/// `lineLimit` and `defaultMinListRowHeight` are environment values the engine reads (Text and
/// List); the others matter only to the rasterizer. All apply to the node's whole subtree.
public enum ViewAttribute: Equatable, Sendable {
  case foregroundColor(Color?)
  case foregroundStyle(Color)
  case font(Font?)
  case bold(Bool)
  case opacity(Double)
  case tint(Color?)
  case lineLimit(Int?)
  case listStyle(ListStyleKind)
  case defaultMinListRowHeight(CGFloat)
  /// The seed article's `.sizeInfo()`: draws the view's size over it.
  case sizeInfo
  /// `hidden()`: not drawn, still laid out.
  case hidden
  /// `zIndex(_:)`: the view's place in its container's drawing order; 0 by default.
  case zIndex(Double)
  /// A modifier that changes no layout and that LayoutLab does not draw (yet): navigation,
  /// actions, accessibility, animation, styles, effects. It is kept with the source of its
  /// arguments exactly as written (`("Settings")`, ` { ... }` for a trailing closure), so that
  /// the scene prints back as it was. Only navigation containers and TabViews read some of
  /// them, for their bars (`navigationTitle`, `toolbar`, `tabItem`, …; §14.9, §14.10).
  case inert(name: String, arguments: String)
  /// `buttonStyle(_:)` with a built-in style: the insets of the buttons below (§20.1).
  case buttonStyle(ButtonStyleKind)
  /// `controlSize(_:)`: the size of the controls below (§20.1).
  case controlSize(ControlSize)
  /// `labelStyle(_:)` with a built-in style: which parts of the Labels below show (§20.2).
  case labelStyle(LabelStyleKind)
  /// `lineLimit(2...4)`, `lineLimit(2...)`, `lineLimit(...4)`, `lineLimit(_:reservesSpace:)`:
  /// the Texts below show at most the upper bound and are at least the lower bound tall (§19.4).
  case lineLimitRange(LineLimitRange)
  /// `multilineTextAlignment(_:)`: how the Texts below line up their lines; drawing only (§19.1).
  case multilineTextAlignment(TextAlignment)
  /// `truncationMode(_:)`: where the Texts below that do not fit show "…" (§19.2).
  case truncationMode(Text.TruncationMode)
  /// `textCase(_:)`: the Texts below upper- or lower-cased before they are measured (§19.3).
  case textCase(Text.Case?)
  /// `minimumScaleFactor(_:)`: how far SwiftUI may shrink the font; a terminal cannot, so it
  /// is kept and changes nothing (§19.5, §12).
  case minimumScaleFactor(Double)
  /// `scaleEffect(_:anchor:)`, `scaleEffect(x:y:anchor:)`: the view drawn scaled about the
  /// anchor of its frame; its layout, and its parent's, do not change (§7, §12 item 34).
  case scaleEffect(CGSize, anchor: UnitPoint)
  /// `rotationEffect(_:anchor:)`: the view drawn turned about the anchor of its frame; its
  /// layout, and its parent's, do not change (§7, §12 item 34).
  case rotationEffect(Angle, anchor: UnitPoint)

  /// The modifier's name in source: `foregroundColor`, `lineLimit`.
  public var name: String {
    switch self {
    case .foregroundColor: "foregroundColor"
    case .foregroundStyle: "foregroundStyle"
    case .font: "font"
    case .bold: "bold"
    case .opacity: "opacity"
    case .tint: "tint"
    case .lineLimit: "lineLimit"
    case .listStyle: "listStyle"
    case .defaultMinListRowHeight: "environment"
    case .sizeInfo: "sizeInfo"
    case .hidden: "hidden"
    case .zIndex: "zIndex"
    case .inert(let name, _): name
    case .buttonStyle: "buttonStyle"
    case .controlSize: "controlSize"
    case .labelStyle: "labelStyle"
    case .lineLimitRange: "lineLimit"
    case .multilineTextAlignment: "multilineTextAlignment"
    case .truncationMode: "truncationMode"
    case .textCase: "textCase"
    case .minimumScaleFactor: "minimumScaleFactor"
    case .scaleEffect: "scaleEffect"
    case .rotationEffect: "rotationEffect"
    }
  }
}

/// The list styles SwiftUI offers on iOS, each laid out with its distances (§15.1).
public enum ListStyleKind: String, CaseIterable, Equatable, Sendable {
  case plain
  case automatic
  case inset
  case grouped
  case insetGrouped
  case sidebar
}

extension ViewAttribute {
  /// The kept modifiers that clip what their view draws: `clipShape(_:style:)` and
  /// `cornerRadius(_:antialiased:)` clip to a shape in the view's frame, which the terminal
  /// draws as the frame's cells, corners square (reference §12 item 35).
  public static let clippingModifierNames: Set<String> = ["clipShape", "cornerRadius", "mask"]

  /// Whether this is a kept `clipShape` or `cornerRadius`.
  public var clipsToFrame: Bool {
    if case .inert(let name, _) = self { return Self.clippingModifierNames.contains(name) }
    return false
  }
}
