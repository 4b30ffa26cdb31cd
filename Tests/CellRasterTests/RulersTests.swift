import LayoutCore
import LayoutTestSupport
import Testing

@testable import CellRaster

/// Rulers in points along the top and left edges, in a margin outside the canvas.
@Suite struct RulersTests {
  /// A 100×240 canvas at 10×20: 10 columns, 12 rows. Across, labels every 5 cells (50 points,
  /// the first round step with room for "100" and a space); down, every 5 rows (100 points).
  /// The left margin is as wide as "200" and a space; the canvas starts at column 4, row 1.
  @Test func pointsAlongTheEdges() {
    let grid = draw(Color.blue.frame(width: 100, height: 240), canvas: CGSize(100, 240))
    let ruled = Rulers(cell: CGSize(10, 20)).adding(to: grid)
    #expect(ruled.columns == grid.columns + 4)
    #expect(ruled.rows == grid.rows + 1)
    expectGrid(
      ruled.text,
      """
          0    50
        0 ▓▓▓▓▓▓▓▓▓▓
          ▓▓▓▓▓▓▓▓▓▓
          ▓▓▓▓▓▓▓▓▓▓
          ▓▓▓▓▓▓▓▓▓▓
          ▓▓▓▓▓▓▓▓▓▓
      100 ▓▓▓▓▓▓▓▓▓▓
          ▓▓▓▓▓▓▓▓▓▓
          ▓▓▓▓▓▓▓▓▓▓
          ▓▓▓▓▓▓▓▓▓▓
          ▓▓▓▓▓▓▓▓▓▓
      200 ▓▓▓▓▓▓▓▓▓▓
          ▓▓▓▓▓▓▓▓▓▓

      """)
  }

  /// A label the canvas's right edge would cut is left out: at 310 points (31 columns) the
  /// "300" at column 30 has room for one glyph, and a lone "3" would read as 3 points.
  @Test func aLabelCutByTheEdgeIsLeftOut() {
    let grid = draw(Color.blue.frame(width: 310, height: 20), canvas: CGSize(310, 20))
    let top =
      Rulers(cell: CGSize(10, 20)).adding(to: grid).text.split(
        separator: "\n", omittingEmptySubsequences: false
      ).first.map(String.init) ?? ""
    #expect(top.trimmingCharacters(in: .whitespaces) == "0    50   100  150  200  250")
  }

  /// Steps are whole cells making round numbers of points: 5 cells of 10 (50), 5 rows of 20
  /// (100), 4 cells of 25 (100), and 8 cells of 8 points when 6 are needed (64 is not round,
  /// 8 × 8 = 64 neither; 10 × 8 = 80 is not 1/2/2.5/5 × 10ⁿ; 25 × 8 = 200 is).
  @Test func roundSteps() {
    #expect(Rulers.step(cellLength: 10, minimumCells: 4) == 5)
    #expect(Rulers.step(cellLength: 20, minimumCells: 3) == 5)
    #expect(Rulers.step(cellLength: 25, minimumCells: 4) == 4)
    #expect(Rulers.step(cellLength: 8, minimumCells: 6) == 25)
  }
}
