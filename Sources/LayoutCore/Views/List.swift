/// A list: rows stacked from the top, each at least `defaultMinListRowHeight` tall, grouped in
/// sections as its `listStyle` says (§15).
///
/// The list takes the proposal, each row is offered the list's width minus its row insets,
/// measured at its ideal height, and given `max(ideal + insets, minimum row height)`; its
/// content is then proposed that height and centred in the row.
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

/// A list style: how a `List` or `Form` groups and insets its rows (reference §15.1).
public protocol ListStyle: Sendable {
  /// The style's kind.
  var kind: ListStyleKind { get }
}

/// The plain list style: rows edge to edge, headers in the rows' column.
public struct PlainListStyle: ListStyle {
  public init() {}
  public var kind: ListStyleKind { .plain }
}

/// The platform's default: inset grouped on iPhone (reference §15.1).
public struct DefaultListStyle: ListStyle {
  public init() {}
  public var kind: ListStyleKind { .automatic }
}

/// Rows inset from the list's edges, without grouped sections.
public struct InsetListStyle: ListStyle {
  public init() {}
  public var kind: ListStyleKind { .inset }
}

/// Sections apart, rows edge to edge.
public struct GroupedListStyle: ListStyle {
  public init() {}
  public var kind: ListStyleKind { .grouped }
}

/// Sections apart, each a card inset from the list's edges.
public struct InsetGroupedListStyle: ListStyle {
  public init() {}
  public var kind: ListStyleKind { .insetGrouped }
}

/// A sidebar; on iPhone it looks inset grouped (reference §15.1).
public struct SidebarListStyle: ListStyle {
  public init() {}
  public var kind: ListStyleKind { .sidebar }
}

extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == DefaultListStyle {
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// A form: a list of controls, grouped as an inset grouped list on iPhone (reference §15.3).
public struct Form: PrimitiveView {
  let rows: [ViewNode]

  public init<Content: View>(@ViewBuilder content: () -> Content) {
    rows = content().viewNodes
  }

  var viewNodes: [ViewNode] { [ViewNode(.form, children: rows)] }
}

/// The environment values a scene can set with `environment(_:_:)`.
public struct EnvironmentValues: Sendable {
  /// The minimum height of a list row.
  public var defaultMinListRowHeight: CGFloat = List.defaultMinRowHeight
  /// The maximum number of lines text may take.
  public var lineLimit: Int?

  public init() {}
}
