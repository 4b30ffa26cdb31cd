import CellRaster
import LayoutCore

/// How the host wants the playground drawn: the cell size, the line glyphs, the mouse.
///
/// The host decides these from its command line and terminal (`--cell`, `--ascii`,
/// `--no-mouse`, the locale); the playground only reads them, so one configuration value is
/// all a test needs to reproduce a screen.
///
///     Playground(document: .centeringGallery, configuration: PlaygroundConfiguration(),
///                columns: 120, rows: 40)
public struct PlaygroundConfiguration: Equatable, Sendable {
  /// The size of a terminal cell in points (reference §12: 10×20); the text model follows it.
  public var cell: CGSize
  /// Unicode box drawing, or ASCII when the locale is not UTF-8.
  public var boxDrawing: BoxDrawing
  /// Whether clicks arrive (the legend and help mention clicking only then).
  public var mouseEnabled: Bool
  /// The image assets' sizes the host was given (`--image NAME=WxH`): the documents' image
  /// knobs start at them (reference §18).
  public var imageSizes: [String: CGSize]
  /// The placeholders' sizes the host was given (`--placeholder NAME=WxH`): the documents'
  /// placeholder knobs start at them (reference §12 item 23).
  public var placeholderSizes: [String: CGSize]

  public init(
    cell: CGSize = CGSize(width: 10, height: 20), boxDrawing: BoxDrawing = .unicode,
    mouseEnabled: Bool = true, imageSizes: [String: CGSize] = [:],
    placeholderSizes: [String: CGSize] = [:]
  ) {
    self.placeholderSizes = placeholderSizes
    self.cell = cell
    self.boxDrawing = boxDrawing
    self.mouseEnabled = mouseEnabled
    self.imageSizes = imageSizes
  }

  /// The text model of the cell: one glyph a cell wide, one line a cell high (§12).
  var metrics: TextMetrics { TextMetrics(glyphWidth: cell.width, lineHeight: cell.height) }
}
