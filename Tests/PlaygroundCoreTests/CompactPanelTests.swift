import LayoutCore
import Testing

@testable import PlaygroundCore

/// Every size side by side (issue #16): when the full blocks (title row, note row, rulers)
/// would leave fewer than four gallery panels on screen, they go compact: no rulers, and the
/// title and note on one row when every panel's fit there whole.
@Suite struct CompactPanelTests {
  /// The panels whose blocks are wholly on screen, unscrolled.
  static func shown(_ playground: Playground) -> [PanelGrid.Placement] {
    let height = playground.screenLayout.bodyHeight
    return playground.panelGrid.placements.filter { $0.bottom <= height }
  }

  // 80×24 with the side panes hidden (z): the canvas area is 80 columns by 21 rows. A panel's
  // canvas is the 300-pt container and 30 pt a side, 36 columns by 3 rows at 10×20 points a
  // cell, in a slot as wide as the notes need up to 39 columns. Full blocks (2 header rows, a
  // ruler row, 3 canvas rows, a blank row) beside a 4-column ruler fit one column of 3; compact
  // ones fit two columns (2 × 39 + 2 = 80). The notes do not fit beside the titles in 39, so a
  // compact block is 2 + 3 rows and a blank: 3 rows of blocks in 21, six panels.
  @Test func sixPanelsInTwoColumnsAt80By24() {
    var playground = Playground.gallery(columns: 80, rows: 24)
    playground.send("z")
    let shown = Self.shown(playground)
    #expect(shown.count == 6)
    #expect(shown.allSatisfy { $0.isCompact })
    #expect(Set(shown.map(\.canvasColumn)) == [0, 41])
    let screen = playground.screenText.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(screen[1].hasPrefix("1 Spacer()                               2 Spacer(minLength: 0)"))
    #expect(screen[2].hasPrefix("Spacers keep 8 pt each: text ≤ 284"))
  }

  // 120×40 keeps the full form: 37 rows of 7-row blocks in two columns, 10 panels; 200×60
  // shows all 15 (four columns of 38, four rows of 7 in 57).
  @Test func largerScreensKeepTheFullForm() {
    let medium = Playground.gallery()
    #expect(Self.shown(medium).count == 10)
    #expect(!Self.shown(medium).contains { $0.isCompact })
    let large = Playground.gallery(columns: 200, rows: 60)
    #expect(Self.shown(large).count == 15)
  }
}
