import LayoutCore
import Testing
import ViewSource

@testable import PlaygroundCore

/// Grids and ViewThatFits in the playground's inspector (Docs §14.1, §14.2).
@Suite struct GridInspectorTests {
  // In an 80-pt frame "Hello world" (110) does not fit: ViewThatFits shows "Hi", and the
  // inspector says why the first text has no frame.
  @Test func theViewThatFitsDidNotChooseIsNotLaidOut() {
    var playground = Playground.scene(
      """
      ViewThatFits(in: .horizontal) {
          Text("Hello world")
          Text("Hi")
      }
      .frame(width: 80)
      """)
    playground.selectFirstChild()
    playground.selectFirstChild()
    #expect(playground.selection.path == [0, 0])
    #expect(playground.selectedPlacedNode == nil)
    let rows = Inspector.rows(for: playground).map(\.value)
    #expect(rows.contains("not laid out: ViewThatFits shows another of its views"))
    playground.selectSibling(1)
    #expect(playground.selectedPlacedNode?.frame.size == CGSize(width: 20, height: 20))
  }

  // A GridRow is named and described as a row of its grid, with its frame: the band of the
  // grid it sits in (two 10-pt texts 8 apart: 28×20).
  @Test func aGridRowIsARowOfItsGrid() {
    var playground = Playground.scene(
      """
      Grid {
          GridRow {
              Text("a")
              Text("b")
          }
      }
      """)
    playground.selectFirstChild()
    #expect(playground.selectedNode?.displayName == "GridRow")
    let rows = Inspector.rows(for: playground)
    #expect(rows.first { $0.label == "kind" }?.value == "container: one row of a grid")
    #expect(playground.selectedPlacedNode?.frame.size == CGSize(width: 28, height: 20))
  }
}
