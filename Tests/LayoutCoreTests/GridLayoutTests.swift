import LayoutCore
import LayoutTestSupport
import Testing

/// `GridLayout` in `AnyLayout` (reference §14.1, §9.1): the same grid as `Grid`, switched with
/// a stack layout over the same rows.
@Suite struct GridLayoutTests {
  static func rows() -> some View {
    ForEach(0..<2) { row in
      GridRow {
        Color.red.frame(width: row == 0 ? 10 : 40, height: 10)
        Color.blue.frame(width: 20, height: row == 0 ? 30 : 10)
      }
    }
  }

  // §14.1: columns 40 and 20, rows 30 and 10, 4 and 8 apart: 64 × 48, at ((390 − 64)/2,
  // (844 − 48)/2) = (163, 398). The 10-wide cell is centred in its 40 column (163 + 15); the
  // second row starts at 398 + 30 + 8 = 436; the second column at 163 + 40 + 4 = 207.
  @Test func aGridLayoutIsLaidOutAsAGrid() {
    let layout = AnyLayout(GridLayout(horizontalSpacing: 4))
    let result = layout { Self.rows() }.laidOut()
    let grid = Grid(horizontalSpacing: 4) { Self.rows() }.laidOut()
    let cells = result.frames(of: "Color")
    #expect(result.root.frame == CGRect(163, 398, 64, 48))
    #expect(cells[0] == CGRect(178, 408, 10, 10))
    #expect(cells[1] == CGRect(207, 398, 20, 30))
    #expect(cells[2] == CGRect(163, 436, 40, 10))
    #expect(cells == grid.frames(of: "Color"))
  }

  // §9.1: the same rows under a VStackLayout are two HStack-like GridRows of their own (a row
  // outside a Grid is a grid of one row, §12 item 37), stacked: the first row 10 + 8 + 20 = 38
  // wide, no longer lined up with the second's 40 + 8 + 20 = 68.
  @Test func switchingToAStackUnalignsTheColumns() {
    let result = AnyLayout(VStackLayout()) { Self.rows() }.laidOut()
    let cells = result.frames(of: "Color")
    #expect(cells[1].minX - cells[0].minX == 18)
    #expect(cells[3].minX - cells[2].minX == 48)
  }
}
