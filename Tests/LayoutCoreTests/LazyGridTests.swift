import LayoutCore
import LayoutTestSupport
import Testing

/// LazyVGrid and LazyHGrid with GridItem (reference §14.5): objc.io's quizzes ("SwiftUI's Grid
/// Views", 2020-11-23) and the rules they follow.
///
/// Canvas 390×844, no safe area; the root is centred (§1.1). Every item is a Color 20 tall
/// (a LazyHGrid's: 20 wide), so it takes its column's width; columns and rows are 8 apart.
@Suite struct LazyGridTests {
  static func items(_ count: Int) -> some View {
    ForEach(0..<count) { _ in Color.red.frame(height: 20) }
  }

  // objc.io quiz 1: the fixed column is exactly 70; 200 − 70 − 8 = 122 is left for the
  // adaptive column, which fits two items of at least 40 ((122 + 8)/(40 + 8) = 2.7), each
  // (122 − 8)/2 = 57 wide: columns at 0, 78, 143, the grid exactly 200. Two rows of 20, 8
  // apart: 48 tall, at (844 − 48)/2 = 398; the frame at (390 − 200)/2 = 95.
  @Test func quizOneFixedAndAdaptive() {
    let result = LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
      Self.items(6)
    }.frame(width: 200).laidOut()
    #expect(result.frame(of: "LazyVGrid") == CGRect(95, 398, 200, 48))
    let cells = result.frames(of: "Color")
    #expect(cells[0] == CGRect(95, 398, 70, 20))
    #expect(cells[1] == CGRect(173, 398, 57, 20))
    #expect(cells[2] == CGRect(238, 398, 57, 20))
    #expect(cells[3] == CGRect(95, 426, 70, 20))
  }

  // objc.io quiz 2: 200 − 8 = 192 is shared in order: the first column takes 192/2 = 96
  // (above its minimum 50), the second what is left, 96, raised to its minimum 120. The grid
  // is 96 + 8 + 120 = 224 wide, wider than its 200 frame, which centres it: x 95 − 12 = 83.
  @Test func quizTwoFlexibleMinimumsOverflow() {
    let result = LazyVGrid(columns: [
      GridItem(.flexible(minimum: 50)), GridItem(.flexible(minimum: 120)),
    ]) {
      Self.items(2)
    }.frame(width: 200).laidOut()
    #expect(result.root.frame == CGRect(95, 412, 200, 20))
    #expect(result.frame(of: "LazyVGrid") == CGRect(83, 412, 224, 20))
    let cells = result.frames(of: "Color")
    #expect(cells[0] == CGRect(83, 412, 96, 20))
    #expect(cells[1] == CGRect(187, 412, 120, 20))
  }

  // §14.5, the same columns the other way round: the first takes 96, raised to 120; the
  // second the 72 left, above its 50: 120 + 8 + 72 = 200, the order decides.
  @Test func theOrderOfFlexibleColumnsMatters() {
    let result = LazyVGrid(columns: [
      GridItem(.flexible(minimum: 120)), GridItem(.flexible(minimum: 50)),
    ]) {
      Self.items(2)
    }.frame(width: 200).laidOut()
    #expect(result.frame(of: "LazyVGrid") == CGRect(95, 412, 200, 20))
    let cells = result.frames(of: "Color")
    #expect(cells[0] == CGRect(95, 412, 120, 20))
    #expect(cells[1] == CGRect(223, 412, 72, 20))
  }

  // §14.5, an adaptive column with a maximum (Apple: "lets them increase to the maximum
  // size"): (200 + 8)/(50 + 8) = 3.6 → 3 items,
  // each (200 − 16)/3 = 61.3, capped at 60: the grid is 3 × 60 + 16 = 196, centred in the
  // 200 frame at 95 + 2 = 97; the fourth item starts the second row.
  @Test func anAdaptiveMaximumCapsItsItems() {
    let result = LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 60))]) {
      Self.items(4)
    }.frame(width: 200).laidOut()
    #expect(result.frame(of: "LazyVGrid") == CGRect(97, 398, 196, 48))
    let cells = result.frames(of: "Color")
    #expect(cells[0] == CGRect(97, 398, 60, 20))
    #expect(cells[2] == CGRect(233, 398, 60, 20))
    #expect(cells[3] == CGRect(97, 426, 60, 20))
  }

  // §14.5: flexible columns share what is left equally: Array(repeating: GridItem(), count: 3)
  // in 376 is (376 − 16)/3 = 120 each. A row is as tall as its tallest item (30), the shorter
  // one centred in it (5 down), rows 4 apart (spacing:).
  @Test func equalFlexibleColumnsAndRowHeights() {
    let result = LazyVGrid(columns: Array(repeating: GridItem(), count: 3), spacing: 4) {
      Color.red.frame(height: 20)
      Color.blue.frame(height: 30)
      Color.green.frame(height: 20)
      Color.yellow.frame(height: 20)
    }.frame(width: 376).laidOut()
    // 30 + 4 + 20 = 54 tall, at (844 − 54)/2 = 395; the frame at (390 − 376)/2 = 7.
    #expect(result.frame(of: "LazyVGrid") == CGRect(7, 395, 376, 54))
    #expect(result.frame(of: "Color", label: "red") == CGRect(7, 400, 120, 20))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(135, 395, 120, 30))
    #expect(result.frame(of: "Color", label: "yellow") == CGRect(7, 429, 120, 20))
  }

  // §14.5: a GridItem's alignment places its items in their cells: the red item at the top of
  // the 30-tall row, the narrow blue one at the trailing edge of its fixed 50 column.
  @Test func itemAlignment() {
    let result = LazyVGrid(columns: [
      GridItem(.fixed(40), alignment: .top), GridItem(.fixed(50), alignment: .trailing),
    ]) {
      Color.red.frame(height: 20)
      Color.blue.frame(width: 10, height: 30)
    }.laidOut()
    // 40 + 8 + 50 = 98 wide at (390 − 98)/2 = 146; 30 tall at (844 − 30)/2 = 407.
    #expect(result.frame(of: "LazyVGrid") == CGRect(146, 407, 98, 30))
    #expect(result.frame(of: "Color", label: "red") == CGRect(146, 407, 40, 20))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(234, 407, 10, 30))
  }

  // §14.5: a GridItem's spacing is the distance to the next column: 2 after the first.
  @Test func itemSpacing() {
    let result = LazyVGrid(columns: [GridItem(.fixed(40), spacing: 2), GridItem(.fixed(40))]) {
      Self.items(2)
    }.laidOut()
    #expect(result.frame(of: "LazyVGrid") == CGRect(154, 412, 82, 20))
    #expect(result.frames(of: "Color")[1] == CGRect(196, 412, 40, 20))
  }

  // §14.5, LazyHGrid: the rows are sized from the proposed height (fixed 30 and 40, 8 apart,
  // 78 tall), the items fill them top to bottom, a column as wide as its widest item (20).
  @Test func aLazyHGridFillsItsRowsFirst() {
    let result = LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(40))]) {
      ForEach(0..<3) { _ in Color.red.frame(width: 20) }
    }.laidOut()
    // 20 + 8 + 20 = 48 wide at (390 − 48)/2 = 171, 78 tall at (844 − 78)/2 = 383.
    #expect(result.frame(of: "LazyHGrid") == CGRect(171, 383, 48, 78))
    let cells = result.frames(of: "Color")
    #expect(cells[0] == CGRect(171, 383, 20, 30))
    #expect(cells[1] == CGRect(171, 421, 20, 40))
    #expect(cells[2] == CGRect(199, 383, 20, 30))
  }

  // §14.5: proposed no width, flexible columns take their minimum (10 by default) and an
  // adaptive one holds one item of its minimum: 10 + 8 + 30 = 48.
  @Test func nilWidthTakesTheMinimums() {
    let size = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.adaptive(minimum: 30))]) {
      Self.items(2)
    }.size(for: ProposedViewSize(width: nil, height: nil))
    #expect(size == CGSize(48, 20))
  }
}
