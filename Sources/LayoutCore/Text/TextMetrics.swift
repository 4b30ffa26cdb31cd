import Foundation

/// The font of LayoutLab's text model: how many points one glyph cell and one line take.
///
/// The core computes in SwiftUI points while the screen is a grid of cells (reference §12), so
/// `Text` is measured with a monospaced font whose glyph is one cell wide (two cells for wide
/// characters, see `Character.terminalColumns`) and whose line is one cell high. A cell is 10×20
/// points unless the user asks otherwise (`--cell 8x16`).
///
///     let metrics = TextMetrics.terminalCell          // 10 × 20
///     let small = TextMetrics(glyphWidth: 8, lineHeight: 16)
public struct TextMetrics: Hashable, Sendable {
  /// Width of a one-column glyph in points; a wide glyph is twice this.
  public var glyphWidth: CGFloat
  /// Height of one line in points; lines are stacked with no extra leading.
  public var lineHeight: CGFloat

  /// A text model whose cell is `glyphWidth` × `lineHeight` points.
  ///
  /// The defaults are the §12 terminal cell, 10×20 points.
  public init(glyphWidth: CGFloat = 10, lineHeight: CGFloat = 20) {
    self.glyphWidth = glyphWidth
    self.lineHeight = lineHeight
  }

  /// The default terminal cell: 10 points per column, 20 points per line (reference §12).
  public static let terminalCell = TextMetrics()
}
