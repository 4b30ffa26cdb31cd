/// A plain list: rows stacked from the top, each at least `defaultMinListRowHeight` tall (§15).
///
/// Simplified to the plain style: the list takes the proposal, each row is offered the list's
/// width minus its row insets, measured at its ideal height, and given
/// `max(ideal + insets, minimum row height)`; its content is then proposed that height and
/// centred in the row.
public struct List: PrimitiveView {
  let rows: [ViewNode]

  public init<Content: View>(@ViewBuilder content: () -> Content) {
    rows = content().viewNodes
  }

  var viewNodes: [ViewNode] { [ViewNode(.list, children: rows)] }

  /// The row insets of a plain list: 16 points leading and trailing, 4 above and below
  /// (an approximation of UIKit's standard cell margins).
  public static let defaultRowInsets = EdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
  /// The minimum row height of a plain list on iOS.
  public static let defaultMinRowHeight: CGFloat = 44
}

/// A list style; only `.plain` exists in LayoutLab's model.
public protocol ListStyle: Sendable {
  /// The style's kind.
  var kind: ListStyleKind { get }
}

/// The plain list style.
public struct PlainListStyle: ListStyle {
  public init() {}
  public var kind: ListStyleKind { .plain }
}

extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}

/// The environment values a scene can set with `environment(_:_:)`.
public struct EnvironmentValues: Sendable {
  /// The minimum height of a list row.
  public var defaultMinListRowHeight: CGFloat = List.defaultMinRowHeight
  /// The maximum number of lines text may take.
  public var lineLimit: Int?

  public init() {}
}
