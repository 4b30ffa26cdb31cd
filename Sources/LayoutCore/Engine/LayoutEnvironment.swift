/// The inherited values the engine reads while laying out a subtree.
///
/// SwiftUI passes these down through the environment and the layout inputs: the text model,
/// `lineLimit`, a list's minimum row height, and the orientation of the nearest enclosing
/// stack, which decides how a `Spacer` or `Divider` expands (§3.2, §3.5).
///
/// It is plain data, copied for every node built: a reference in it (the pinning lazy
/// stack's layout, whose alignment is one) made each copy a call that retained it, a sixth
/// of building a large tree's nodes (issue #17). That stack is kept by the pass's
/// `LayoutContext` and named here by its index.
struct LayoutEnvironment {
  var metrics: TextMetrics
  var lineLimit: Int?
  /// The fewest lines a Text is tall (`lineLimit(2...4)`, `reservesSpace:`), or nil (§19.4).
  var reservedLines: Int?
  var truncationMode: Text.TruncationMode = .tail
  var textCase: Text.Case?
  var minListRowHeight: CGFloat = List.defaultMinRowHeight
  /// The style of the lists in the subtree, set with `listStyle(_:)` (§15.1).
  var listStyle: ListStyleKind = .automatic
  var stackOrientation: Axis?
  /// True for the children of a Grid: a GridRow there is one of its rows, elsewhere a grid of
  /// its own (§14.1).
  var isInGrid = false
  /// The stack of the pinning lazy stack whose children are being built: a Section there is
  /// a lazy stack of its header, rows and footer (§14.4).
  var lazySectionStack: Int?
  /// The control styles set above the subtree (reference §20).
  var buttonStyle: ButtonStyleKind = .automatic
  var controlSize: ControlSize = .regular
  var labelStyle: LabelStyleKind = .automatic

  /// The environment of a node's subtree, after the node's own attributes.
  func applying(_ attributes: [ViewAttribute]) -> LayoutEnvironment {
    var result = self
    // Attributes are innermost first, and the modifier nearest the view wins.
    for attribute in attributes.reversed() {
      switch attribute {
      case .lineLimit(let limit):
        result.lineLimit = limit
        result.reservedLines = nil
      case .lineLimitRange(let range):
        result.lineLimit = range.upper
        result.reservedLines = range.lower
      case .truncationMode(let mode): result.truncationMode = mode
      case .textCase(let textCase): result.textCase = textCase
      case .defaultMinListRowHeight(let height): result.minListRowHeight = height
      case .listStyle(let style): result.listStyle = style
      case .buttonStyle(let style): result.buttonStyle = style
      case .controlSize(let size): result.controlSize = size
      case .labelStyle(let style): result.labelStyle = style
      // Drawing only: the engine reads none of these.
      case .foregroundColor, .foregroundStyle, .font, .bold, .opacity, .tint,
        .sizeInfo, .hidden, .zIndex, .inert, .multilineTextAlignment, .minimumScaleFactor,
        .scaleEffect, .rotationEffect:
        break
      }
    }
    return result
  }
}
