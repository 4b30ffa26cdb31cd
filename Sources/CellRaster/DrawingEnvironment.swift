import LayoutCore

/// The drawing values a view inherits from the modifiers around it: foreground colour, bold,
/// opacity.
///
/// In SwiftUI these are environment values: `.foregroundColor(.white)` on a stack colours every
/// Text inside it, and the modifier nearest the view wins. A node's attributes are in source
/// order, innermost first, so they are applied last to first. Opacities multiply.
struct DrawingEnvironment: Equatable, Sendable {
  /// The foreground style; nil is `primary`, the terminal's default foreground.
  var foreground: Color?
  /// The button style set above: a bordered button draws its border (reference §20.1).
  var buttonStyle: ButtonStyleKind = .automatic
  /// Whether the font is a bold style (`.title`, `.headline`).
  var isFontBold = false
  /// `.bold(true)` / `.bold(false)`, when set.
  var bold: Bool?
  /// The tint set by `.tint(_:)`, which the `.tint` shape style paints with; nil is the
  /// accent colour (reference §21.3).
  var tint: Color?
  /// The product of every enclosing `.opacity(_:)`.
  var opacity: Double = 1

  /// `multilineTextAlignment`: where each line of a Text sits in its frame (§19.1).
  var textAlignment: TextAlignment = .leading

  /// Whether text is drawn bold.
  var isBold: Bool { bold ?? isFontBold }

  /// The environment of a node's subtree, after the node's own attributes.
  func applying(_ attributes: [ViewAttribute]) -> DrawingEnvironment {
    var result = self
    for attribute in attributes.reversed() {
      switch attribute {
      case .foregroundColor(let color): result.foreground = color
      case .foregroundStyle(let color): result.foreground = color
      case .font(let font): result.isFontBold = font?.isBold ?? false
      case .bold(let isBold): result.bold = isBold
      case .opacity(let opacity):
        result.opacity *= opacity.isFinite ? Swift.min(1, Swift.max(0, opacity)) : 1
      // Hidden views are not drawn, as a fully transparent one (§7).
      case .hidden: result.opacity = 0
      // Not carried down: the engine reads lineLimit and the list's, the painter reads sizeInfo
      // and zIndex on the node itself.
      case .tint(let color): result.tint = color
      case .multilineTextAlignment(let alignment): result.textAlignment = alignment
      // The engine applies them to the lines it lays out (§19).
      case .lineLimitRange, .truncationMode, .textCase: break
      // A terminal's glyphs do not shrink (§19.5).
      case .minimumScaleFactor: break
      // The painter scales the node's subtree itself (`ViewPainter.scaled`).
      case .scaleEffect, .rotationEffect: break
      case .lineLimit, .listStyle, .defaultMinListRowHeight, .sizeInfo, .zIndex: break
      // Kept for printing only: LayoutLab draws none of them yet (issue 14).
      case .inert: break
      case .buttonStyle(let style): result.buttonStyle = style
      // Layout only: the engine applies them to the controls' sizes.
      case .controlSize, .labelStyle: break
      }
    }
    return result
  }
}
