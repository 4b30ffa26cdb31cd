import LayoutCore
import Testing
import ViewSource

@testable import PlaygroundCore

/// The outline pane: the panel's views by depth, in sync with the selection (issue #16).
@Suite struct OutlinePaneTests {
  // spacer-center is background › frame › HStack › [Spacer, Text, Spacer] with the
  // background's Color after its content: depth first, two columns a level.
  @Test func linesFollowTheTree() throws {
    let tree = try #require(Playground.builtIn("spacer-center").panels[0].tree)
    let pane = OutlinePane(tree: tree)
    #expect(
      pane.lines.map(\.text) == [
        "background", "  frame", "    HStack", "      Spacer", "      Text \"Hello world\"",
        "      Spacer", "  Color blue",
      ])
    #expect(pane.lineByPath[[0, 0, 1]] == 4)
  }

  // Tab cycles inspector → code → outline → inspector; `o` opens the outline and closes it.
  @Test func tabCyclesThePanes() {
    var playground = Playground.builtIn("spacer-center")
    #expect(playground.display.sidePane == .inspector)
    playground.send(.tab)
    #expect(playground.display.sidePane == .code)
    playground.send(.tab)
    #expect(playground.display.sidePane == .outline)
    playground.send(.tab)
    #expect(playground.display.sidePane == .inspector)
    playground.send("o")
    #expect(playground.display.sidePane == .outline)
    playground.send("o")
    #expect(playground.display.sidePane == .inspector)
  }

  // A click on an outline line selects its node; the arrows move the highlight with it.
  @Test func aClickOnALineSelectsItsNode() throws {
    var playground = Playground.builtIn("spacer-center")
    playground.send("o")
    let side = try #require(playground.screenLayout.sideColumn)
    let first = playground.screenLayout.bodyRows.lowerBound + 1  // under the heading
    _ = playground.handle(.click(column: side + 4, row: first + 4))
    #expect(playground.selection.path == [0, 0, 1])
    #expect(playground.selectedNode?.kind == .text("Hello world"))
    playground.send(.down)
    let screen = playground.screen()
    let row = screen.lines[first + 5]
    #expect(row.contains("Spacer"))
    #expect(screen[side + 1, first + 5].background != nil)  // highlighted
  }
}
