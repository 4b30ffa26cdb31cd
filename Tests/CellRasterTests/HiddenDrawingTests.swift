import CellRaster
import LayoutCore
import LayoutTestSupport
import Testing

/// `hidden()` draws nothing of the view or its subtree, and its place stays empty (Docs §7).
@Suite struct HiddenDrawingTests {
  /// Red (`▓`) and blue (`▓`, apart by name) blocks of 20×20, side by side at columns 3–4 and
  /// 5–6 of a 100×20 canvas: hiding the red one leaves its two cells blank, blue where it was.
  @Test func aHiddenViewLeavesItsCellsEmpty() {
    let grid = draw(
      HStack(spacing: 0) {
        Color.red.frame(width: 20, height: 20).hidden()
        Color.blue.frame(width: 20, height: 20)
      }, canvas: CGSize(100, 20))
    #expect(grid.backgroundNames(row: 0) == ["", "", "", "", "", "blue", "blue", "", "", ""])
  }

  /// Hiding a stack hides its text too.
  @Test func hidingAContainerHidesItsSubtree() {
    let grid = draw(
      VStack {
        Text("Hi")
      }.hidden(), canvas: CGSize(100, 20))
    // Shown, the row would read "    Hi"; hidden, it is blank.
    expectGrid(grid.text, "\n")
  }
}
