import LayoutCore
import ViewSource

/// What the state layer asks of the screen it is drawn on: the canvas a scene is laid out on,
/// how the canvas area scrolls, what a click hit, how far the side pane scrolls.
///
/// The screen is drawn from the state (`Screen/`), so the state names none of the screen's
/// types and calls none of its code (issue #11): the screen layer fills these answers in
/// (`ScreenGeometry.composed`, from the same `ScreenLayout` and `PanelGrid` it draws with, so
/// that a click and a scroll never disagree with what is drawn) and the playground is given
/// them when it opens. Each is asked when the state needs it, of the playground as it is then.
struct ScreenGeometry: Equatable, Sendable {
  /// The canvas a scene is laid out on when the container knob does not fix it, in points.
  var sceneCanvas: @Sendable (Playground) -> CGSize
  /// The canvas area's rows and the panels' blocks in them, for scrolling it.
  var canvasExtent: @Sendable (Playground) -> CanvasExtent
  /// What is under the cell at (`column`, `row`) of the screen, if it selects anything.
  var target: @Sendable (Playground, _ column: Int, _ row: Int) -> ClickTarget?
  /// How far the side pane can scroll: its lines past its height.
  var sidePaneScrollLimit: @Sendable (Playground) -> Int
  /// The first line the code pane shows when it follows the selection.
  var codeAutoScroll: @Sendable (Playground) -> Int

  /// Equal for every playground: there is one screen, and the answers are functions of the
  /// playground they are asked of, so they are not part of its value.
  static func == (lhs: ScreenGeometry, rhs: ScreenGeometry) -> Bool { true }
}

/// The canvas area as scrolling sees it, in rows and columns of content (before scrolling).
struct CanvasExtent: Equatable, Sendable {
  /// The rows the canvas area shows.
  var height: Int
  /// The rows all panels' blocks take.
  var contentHeight: Int
  /// The columns the canvas area shows.
  var width = 0
  /// The columns all panels' drawn grids reach.
  var contentWidth = 0
  /// Each panel's block, by panel index: its first row to its last row + 1.
  var blocks: [Range<Int>]
  /// The cells that show the selected view, in content coordinates, as far as its panel's
  /// drawn grid holds them; nil when no cell does (no frame, or one hidden by a clip).
  var selection: ContentCells?

  /// The largest vertical offset: the content's last row at the area's bottom.
  var maximumScroll: Int { Swift.max(0, contentHeight - height) }
  /// The largest horizontal offset.
  var maximumScrollColumns: Int { Swift.max(0, contentWidth - width) }
}

/// A rectangle of cells of the canvas area's content.
struct ContentCells: Equatable, Sendable {
  var columns: Range<Int>
  var rows: Range<Int>
}

/// What a click on the screen lands on, as the screen lays it out.
enum ClickTarget: Equatable, Sendable {
  /// Panel `panel`'s block; `cell` is the canvas cell under the click, nil when the click is on
  /// the block's title, note, ruler or verdict.
  case panel(Int, cell: Cell?)
  /// A line of the code pane, on which the node at this path is printed.
  case code(TreePath)
  /// The side pane, off any line the code pane prints a node on: the wheel scrolls it.
  case sidePane

  /// A cell of a panel's canvas grid, margins included.
  struct Cell: Equatable, Sendable {
    var column: Int
    var row: Int
  }
}
