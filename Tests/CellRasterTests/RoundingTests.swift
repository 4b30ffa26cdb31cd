import CellRaster
import LayoutCore
import LayoutTestSupport
import Testing

/// Frames snapped to the cell grid edge by edge (reference §10 with one cell as the pixel,
/// §12): neighbours share edges, and equal thirds differ by at most one cell.
@Suite struct RoundingTests {
  /// 330 points of HStack(spacing: 0) split in three: each Color is 110 points, exactly 11
  /// cells of 10 points. Red is `▓` (dark), green `▒` (medium), blue `▓`: red and blue do not
  /// touch, so both keep their shade (FillShading).
  @Test func thirdsOf330PointsAreElevenCellsEach() {
    let grid = draw(
      HStack(spacing: 0) {
        Color.red
        Color.green
        Color.blue
      }, canvas: CGSize(330, 20))
    expectGrid(
      grid.text,
      """
      ▓▓▓▓▓▓▓▓▓▓▓▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓

      """)
    let names = grid.backgroundNames(row: 0)
    #expect(names.filter { $0 == "red" }.count == 11)
    #expect(names.filter { $0 == "green" }.count == 11)
    #expect(names.filter { $0 == "blue" }.count == 11)
  }

  /// 100 points at one point per cell: edges 0, 33.33, 66.67, 100 round to 0, 33, 67, 100
  /// (§10: "three thirds of 100 give 33/34/33"), so the cells are 33, 34 and 33.
  @Test func thirdsOf100PointsAre33_34_33Cells() {
    let grid = draw(
      HStack(spacing: 0) {
        Color.red
        Color.green
        Color.blue
      }, canvas: CGSize(100, 1), cell: CGSize(1, 1))
    expectGrid(
      grid.text,
      String(repeating: "▓", count: 33) + String(repeating: "▒", count: 34)
        + String(repeating: "▓", count: 33) + "\n")
    let names = grid.backgroundNames(row: 0)
    #expect(names.prefix(33).allSatisfy { $0 == "red" })
    #expect(names.dropFirst(33).prefix(34).allSatisfy { $0 == "green" })
    #expect(names.suffix(33).allSatisfy { $0 == "blue" })
  }

  /// Three equal colours in boxes mode at one point per cell, 100×3: the boxes span columns
  /// 0–32, 33–66 and 67–99 (33, 34, 33 cells), each labelled with its exact width, 100/3 =
  /// 33.333 points. The HStack is covered by its children's edges, so it has no room for a
  /// label of its own.
  @Test func thirdsOfEqualColoursShowInBoxes() {
    let grid = draw(
      HStack(spacing: 0) {
        Color.gray
        Color.gray
        Color.gray
      }, canvas: CGSize(100, 3), cell: CGSize(1, 1), mode: .boxes)
    let first = "Color gray 33.333×3"  // 19 columns
    let top =
      "┌" + first + String(repeating: "─", count: 12) + "┬┬" + first
      + String(repeating: "─", count: 13) + "┬┬" + first + String(repeating: "─", count: 12)
      + "┐"
    let middle =
      "│" + String(repeating: " ", count: 31) + "││" + String(repeating: " ", count: 32) + "││"
      + String(repeating: " ", count: 31) + "│"
    let bottom =
      "└" + String(repeating: "─", count: 31) + "┴┴" + String(repeating: "─", count: 32) + "┴┴"
      + String(repeating: "─", count: 31) + "┘"
    expectGrid(grid.text, [top, middle, bottom].map { $0 + "\n" }.joined())
  }

  /// The grid is the canvas rounded up to whole cells: 395×845 points at 10×20 is 40×43 cells.
  @Test func gridCoversAPartialLastCell() {
    let grid = draw(Color.blue, canvas: CGSize(395, 845))
    #expect(grid.columns == 40)
    #expect(grid.rows == 43)
  }
}
