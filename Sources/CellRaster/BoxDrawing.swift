/// The directions a line leaves a cell in: the four arms of a box-drawing glyph.
///
/// Lines are kept as arms rather than glyphs so that two boxes drawn through one cell merge
/// into the right junction (`┬`, `├`, `┼`) instead of the later one erasing the earlier.
public struct LineDirections: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let up = LineDirections(rawValue: 1 << 0)
  public static let down = LineDirections(rawValue: 1 << 1)
  public static let left = LineDirections(rawValue: 1 << 2)
  public static let right = LineDirections(rawValue: 1 << 3)

  public static let horizontal: LineDirections = [.left, .right]
  public static let vertical: LineDirections = [.up, .down]
}

/// How a line is drawn. Later styles win where lines of two styles meet.
public enum LineStyle: Int, Comparable, Hashable, Sendable {
  /// Dashed straight runs (`╌`, `┆`): a Spacer's span.
  case dashed
  /// Thin lines (`─`, `│`, `┌`): boxes, borders, strokes.
  case light
  /// Thin lines with round corners (`╭`): rounded rectangles, capsules, circles.
  case rounded
  /// Thick lines (`━`, `┃`, `┏`): the highlighted node, wide borders.
  case heavy

  public static func < (lhs: LineStyle, rhs: LineStyle) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The glyphs LayoutLab draws lines, fills and markers with: Unicode box drawing, or ASCII
/// (`+-|`) for terminals whose locale is not UTF-8 (reference ncursesw.md).
///
///     BoxDrawing.unicode.glyph([.down, .right], style: .light)   // "┌"
///     BoxDrawing.ascii.glyph([.down, .right], style: .light)     // "+"
public struct BoxDrawing: Equatable, Sendable {
  /// Whether this is the ASCII set.
  public let isASCII: Bool
  /// Fill patterns from light to dark, for where colours are not shown.
  public let shades: [Character]
  /// The hatching of the canvas's safe area.
  public let hatch: Character
  /// The mark of a node that has neither width nor height.
  public let marker: Character
  /// The mark of a shortened label.
  public let ellipsis: Character
  /// The sign between width and height in a label: `300×60`.
  public let times: Character

  /// Unicode box drawing and block shades.
  public static let unicode = BoxDrawing(
    isASCII: false, shades: ["░", "▒", "▓", "█"], hatch: "╱", marker: "•", ellipsis: "…",
    times: "×")

  /// Seven-bit ASCII only.
  public static let ascii = BoxDrawing(
    isASCII: true, shades: [".", ";", "%", "@"], hatch: "/", marker: "*", ellipsis: "~",
    times: "x")

  /// The glyph of a cell whose lines leave in `directions`, or nil when there are none.
  public func glyph(_ directions: LineDirections, style: LineStyle) -> Character? {
    if directions.isEmpty { return nil }
    let straightHorizontal = directions.isSubset(of: .horizontal)
    let straightVertical = directions.isSubset(of: .vertical)
    if isASCII {
      switch style {
      case .heavy: return straightHorizontal ? "=" : "#"
      case .dashed where straightHorizontal: return "~"
      case .dashed where straightVertical: return ":"
      default: return straightHorizontal ? "-" : straightVertical ? "|" : "+"
      }
    }
    if style == .dashed {
      if straightHorizontal { return "╌" }
      if straightVertical { return "┆" }
    }
    if style == .rounded {
      switch directions {
      case [.down, .right]: return "╭"
      case [.down, .left]: return "╮"
      case [.up, .right]: return "╰"
      case [.up, .left]: return "╯"
      default: break
      }
    }
    let table = style == .heavy ? Self.heavy : Self.light
    return table[Int(directions.rawValue)]
  }

  /// Light glyphs indexed by the raw value of their directions (up 1, down 2, left 4, right 8).
  private static let light: [Character] = [
    " ", "│", "│", "│", "─", "┘", "┐", "┤", "─", "└", "┌", "├", "─", "┴", "┬", "┼",
  ]

  /// Heavy glyphs, indexed as `light`.
  private static let heavy: [Character] = [
    " ", "┃", "┃", "┃", "━", "┛", "┓", "┫", "━", "┗", "┏", "┣", "━", "┻", "┳", "╋",
  ]
}
