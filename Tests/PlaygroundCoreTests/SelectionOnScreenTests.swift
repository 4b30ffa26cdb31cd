import Foundation
import LayoutCore
import Testing

@testable import PlaygroundCore

/// The selection is always on screen (issue #32): each of the issue's repros trapped in
/// `ScreenComposer.highlight` (a range from a rectangle off the grid); now the canvas scrolls,
/// on both axes, to the selected view.
///
/// Numbers: a Text is its glyphs, 10 pt each, and one 20-pt line (reference §12, the 10×20
/// cell); stacks put SwiftUI's default 8 pt between two Texts (§4.5); an HStack too wide for
/// its proposal is centred in it, so it sticks out on both sides (§4.7).
@Suite struct SelectionOnScreenTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Corpus")

  static func open(_ name: String, columns: Int, rows: Int) throws -> Playground {
    let source = try String(
      contentsOf: corpus.appendingPathComponent(name), encoding: .utf8)
    return Playground.scene(source, name: name, columns: columns, rows: rows)
  }

  /// Whether the selection's top-leading cell is in the canvas area as it is scrolled.
  static func showsSelection(_ playground: Playground) -> Bool {
    let extent = playground.screenGeometry.canvasExtent(playground)
    guard let cells = extent.selection else { return false }
    let scroll = playground.display.canvasScroll
    let scrollColumns = playground.display.canvasScrollColumns
    return (scroll..<(scroll + extent.height)).contains(cells.rows.lowerBound)
      && (scrollColumns..<(scrollColumns + extent.width)).contains(cells.columns.lowerBound)
  }

  // 30 × "Item NN" (70 pt) and 29 gaps of 8: a 2,332-pt row, centred in the canvas, so the
  // first Text's fixedSize starts (2332 − 790) / 2 = 771 pt left of the screen at 120×40
  // (790 pt canvas) and (2332 − 450) / 2 = 941 pt left of it at 80×24 (450 pt).
  @Test(arguments: [(120, 40, 771), (80, 24, 941)])
  func theFirstOfARowWiderThanTheCanvas(columns: Int, rows: Int, left: Int) throws {
    var playground = try Self.open("WideRow.swift", columns: columns, rows: rows)
    playground.send(.right)
    #expect(playground.selectedPlacedNode?.frame.minX == -CGFloat(left))
    #expect(Self.showsSelection(playground))
    // Its first cell is the canvas area's first column: the view is scrolled to its corner.
    let extent = playground.screenGeometry.canvasExtent(playground)
    #expect(extent.selection?.columns.lowerBound == playground.display.canvasScrollColumns)
    Goldens.check(
      playground.screenText, named: "selection-on-screen.wide-row.\(columns)x\(rows).txt")
    // And the last: L scrolls right by half the area, → on the last sibling scrolls to it.
    playground.send(.left)
    playground.send(.right)
    for _ in 0..<29 { playground.send(.down) }
    #expect(playground.selection.path == [29])
    #expect(Self.showsSelection(playground))
  }

  // `→ →` selects the VStack's first Text, 40 × `j` the 41st: its frame is 40 × (20 + 8) =
  // 1,120 pt down the scroll view's content, below the viewport, so the scroll view scrolls
  // (its content offset, a knob not in the file) until the Text's bottom edge is the
  // viewport's: 1,140 − 720 = 420 pt at 120×40 (37 body rows less the ruler's: 36 rows, 720
  // pt), 1,140 − 400 = 740 pt at 80×24 (20 rows).
  @Test(arguments: [(120, 40, 420), (80, 24, 740)])
  func aRowFarDownAScrollView(columns: Int, rows: Int, offset: Int) throws {
    var playground = try Self.open("ScrollingRows.swift", columns: columns, rows: rows)
    playground.send([.right, .right] + Array(repeating: KeyInput("j"), count: 40))
    #expect(playground.selection.path == [0, 40])
    let key = ScrollOffsetKey(panel: 0, path: [])
    #expect(playground.state.knobs.scrollOffsets[key] == CGPoint(x: 0, y: CGFloat(offset)))
    #expect(Self.showsSelection(playground))
    #expect(playground.history.undoStack.isEmpty, "scrolling to a selection is no edit")
    Goldens.check(
      playground.screenText, named: "selection-on-screen.scroll-view.\(columns)x\(rows).txt")
  }

  @Test func findScrollsTheScrollViewToo() throws {
    var playground = try Self.open("ScrollingRows.swift", columns: 120, rows: 40)
    playground.send(["/"] + KeyInput.typing("Row 50") + [.enter])
    #expect(playground.selection.path == [0, 49])
    #expect(Self.showsSelection(playground))
    // Row 50 is 49 × 28 = 1,372 pt down: its bottom, 1,392, at the 720-pt viewport's.
    let key = ScrollOffsetKey(panel: 0, path: [])
    #expect(playground.state.knobs.scrollOffsets[key] == CGPoint(x: 0, y: 672))
  }

  // 1,500 Texts in a VStack: 1,500 × 20 + 1,499 × 8 = 41,992 pt, centred in the canvas (720
  // pt at 120×40), so Row 700 is at 700 × 28 − (41,992 − 720) / 2 = −1,036 pt, above the
  // screen; the canvas scrolls up to it.
  @Test(arguments: [(120, 40), (80, 24)])
  func findFarDownALongColumn(columns: Int, rows: Int) throws {
    var playground = try Self.open("LongColumn.swift", columns: columns, rows: rows)
    playground.send(["/"] + KeyInput.typing("Row 700") + [.enter])
    #expect(playground.selectedNode.map { "\($0.kind)" } == #"text("Row 700")"#)
    let canvasHeight = playground.screenCanvas.height
    #expect(
      playground.selectedPlacedNode?.frame.minY == 700 * 28 - (41_992 - canvasHeight) / 2)
    #expect(Self.showsSelection(playground))
    Goldens.check(
      playground.screenText, named: "selection-on-screen.long-column.\(columns)x\(rows).txt")
  }
}
