/// The look of one run of text on the screen: colours and attributes.
///
/// The playground's chrome (title bar, panes, legend) is written as styled text runs into the
/// same `CellGrid` the canvas is drawn in, so the adapter paints one grid and tests read one.
public struct TextStyle: Equatable, Sendable {
  public var foreground: TerminalColor?
  public var background: TerminalColor?
  public var attributes: CellAttributes

  public init(
    foreground: TerminalColor? = nil, background: TerminalColor? = nil,
    attributes: CellAttributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  public static let plain = TextStyle()
  public static let bold = TextStyle(attributes: .bold)
  public static let dim = TextStyle(attributes: .dim)
  public static let reverse = TextStyle(attributes: .reverse)
  /// The title bar and the help screen's heading.
  public static let bar = TextStyle(
    foreground: TerminalColor(red: 0, green: 0, blue: 0),
    background: TerminalColor(red: 175, green: 215, blue: 255), attributes: .bold)
  /// Keys in the legend and help.
  public static let key = TextStyle(
    foreground: TerminalColor(red: 255, green: 215, blue: 95), attributes: .bold)
  /// Errors in the status line.
  public static let error = TextStyle(
    foreground: TerminalColor(red: 255, green: 95, blue: 95), attributes: .bold)
  /// Pane headings and separators.
  public static let frame = TextStyle(foreground: TerminalColor(red: 135, green: 135, blue: 135))
  /// The selected line of the code pane and the focused property.
  public static let selected = TextStyle(
    foreground: TerminalColor(red: 0, green: 0, blue: 0),
    background: TerminalColor(red: 255, green: 215, blue: 0), attributes: .bold)
}
