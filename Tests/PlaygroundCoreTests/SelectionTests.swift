import LayoutCore
import Testing

@testable import PlaygroundCore

/// Moving the selection through the view tree, by keys and by clicks.
///
/// The spacer-center scene's tree, as parsed (a modifier's first child is its content, a
/// background's second child its colour):
///
///     []        background(.blue)
///     [0]         frame(width: 300, height: 60)
///     [0, 0]        HStack
///     [0, 0, 0]       Spacer
///     [0, 0, 1]       Text "Hello world"
///     [0, 0, 2]       Spacer
///     [1]         Color blue
@Suite struct SelectionTests {
  @Test func startsAtTheRoot() {
    let playground = Playground.builtIn("spacer-center")
    #expect(playground.selection == Selection(panel: 0, path: [], property: 0))
    #expect(playground.selectedNode?.kind.name == "background")
  }

  @Test func arrowsWalkTheTree() {
    var playground = Playground.builtIn("spacer-center")
    playground.send(.right, .right, .right)
    #expect(playground.selection.path == [0, 0, 0])
    playground.send(.down)
    #expect(playground.selection.path == [0, 0, 1])
    #expect(playground.selectedNode?.kind == .text("Hello world"))
    playground.send(.down)
    #expect(playground.selection.path == [0, 0, 2])
    // No third sibling: the selection stays and the status line says why.
    playground.send(.down)
    #expect(playground.selection.path == [0, 0, 2])
    #expect(playground.message?.text == "no next sibling")
    playground.send(.up, .up, .up)
    #expect(playground.selection.path == [0, 0, 0])
    // A leaf has no first child.
    playground.send(.right)
    #expect(playground.selection.path == [0, 0, 0])
    #expect(playground.message?.text == "Spacer has no children")
    // Up to the frame, then its sibling: the background's colour.
    playground.send(.left, .left, .down)
    #expect(playground.selection.path == [1])
    #expect(playground.selectedNode?.kind == .color(.blue))
    playground.send(.left, .left)
    #expect(playground.selection.path == [])
    #expect(playground.message?.text == "this is the root view")
  }

  // A GeometryReader's content is a closure built while placing: there is no source node
  // to select inside it.
  @Test func geometryReaderContentIsNotSelectable() {
    var playground = Playground.builtIn("geometry-reader")
    playground.send(.right)
    #expect(playground.selectedNode?.kind.name == "GeometryReader")
    playground.send(.right)
    #expect(playground.selection.path == [0])
    #expect(playground.message?.text.hasPrefix("a GeometryReader's content is a closure") == true)
  }

  // n / p move between gallery panels, each starting at its root; the canvas scrolls so the
  // selected panel is on screen. At 120×40 a panel block is 2 + 1 + 3 = 6 rows and a gap:
  // panels 13 and 14 (row 6 of the grid) start at row 6 × 7 = 42, below the 37 body rows.
  @Test func panelsAndScrolling() {
    var playground = Playground.gallery()
    // The gallery opens on panel 1's first view with a property to edit, its frame.
    #expect(playground.selection == Selection(panel: 0, path: [0], property: 0))
    playground.send("n")
    #expect(playground.selection == Selection(panel: 1, path: [], property: 0))
    playground.send("p", "p")
    #expect(playground.selection.panel == 0)
    #expect(playground.message?.text == "this is the first panel")
    #expect(playground.display.canvasScroll == 0)
    for _ in 0..<12 { playground.send("n") }
    #expect(playground.selection.panel == 12)
    // Panel 13's block is rows 42..<48; 37 rows show, so the scroll is 48 − 37 = 11.
    #expect(playground.display.canvasScroll == 11)
    // PgDn scrolls a page (35 rows) but not past the end: 8 rows of panels take
    // 8 × 6 + 7 gaps = 55 rows, so the scroll stops at 55 − 37 = 18.
    playground.send(.pageDown)
    #expect(playground.display.canvasScroll == 18)
    playground.send(.pageDown)
    #expect(playground.display.canvasScroll == 18)
  }

  // Clicking selects the deepest view under the cell. The scene's canvas fills the screen:
  // 37 body rows less the scene's title line and the ruler row = 35 rows (700 pt); 83
  // columns less a 4-column ruler ("600" and a space) = 79 columns (790 pt). The 300×60
  // frame is centred at ((790 − 300) / 2, (700 − 60) / 2) = (245, 320); its Text is 110
  // wide, centred between the Spacers at x 340, y 340: column 34, row 17. On screen the
  // canvas starts at column 4 and row 3 (title bar, scene title, ruler): Text at (38, 20).
  @Test func clickSelectsTheDeepestView() {
    var playground = Playground.builtIn("spacer-center")
    _ = playground.handle(.click(column: 40, row: 20))
    #expect(playground.selection.path == [0, 0, 1])
    #expect(playground.message?.text == "selected Text \"Hello world\"")
    // The first Spacer spans x 245–340 (95 pt) at height 0 on the frame's middle row
    // (y 350, row 17): columns 25–33, on screen (29–37, 20).
    _ = playground.handle(.click(column: 33, row: 20))
    #expect(playground.selection.path == [0, 0, 0])
    // Row 16 (y 320–340) is the frame's first row, above the HStack (y 340–360, row 17):
    // there the colour is the deepest view, drawn after (over) the frame.
    _ = playground.handle(.click(column: 40, row: 19))
    #expect(playground.selection.path == [1])
    // Outside the frame: nothing is laid out there but the root's own frame does not cover
    // it either, so the selection goes to the root.
    _ = playground.handle(.click(column: 10, row: 5))
    #expect(playground.selection.path == [])
  }

  // In a gallery, a click selects the panel under it; a click on the title selects the
  // panel's root. Panel 2 (column 2 of the grid) starts at column 2 + 39 + 2 = 43; its text
  // is at row 1 + 3 + 1 = 5, columns 43 + 3 + 10 = 56 onward (the 3-cell margin, then x 100).
  @Test func clickInAGallery() {
    var playground = Playground.gallery()
    _ = playground.handle(.click(column: 58, row: 5))
    #expect(playground.selection.panel == 1)
    #expect(playground.selectedNode?.kind == .text("Hello world"))
    _ = playground.handle(.click(column: 45, row: 1))
    #expect(playground.selection == Selection(panel: 1, path: [], property: 0))
  }

  // A click on a line of the code pane selects the node printed there.
  @Test func clickOnCode() {
    var playground = Playground.builtIn("spacer-center")
    playground.send(.tab)
    #expect(playground.display.sidePane == .code)
    // The pane shows the printed scene from line 0 ("import SwiftUI") on row 2 (under its
    // heading); "        Text(\"Hello world\")" is line 5, on row 7.
    _ = playground.handle(.click(column: 100, row: 7))
    #expect(playground.selection.path == [0, 0, 1])
  }
}
