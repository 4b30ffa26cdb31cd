import LayoutCore
import LayoutTestSupport
import Testing

/// Grid, GridRow and the grid-cell modifiers (reference §14.1), and ViewThatFits (§14.2).
///
/// Canvas 390×844, no safe area; the root is centred (§1.1): a W×H root sits at
/// ((390 − W)/2, (844 − H)/2). Cells are fixed-size colours unless said otherwise, so every
/// number below is the column and row sums of the cell sizes and the spacing; the default
/// spacing between columns and between rows is 8 (§14.1). Text is 10 pt a glyph, 20 pt a line.
@Suite struct GridTests {
  /// A w×h cell of `color`.
  static func cell(_ color: Color, _ width: CGFloat, _ height: CGFloat) -> some View {
    color.frame(width: width, height: height)
  }

  /// The cell sizes of the 3×3 comparison: rows of different heights, columns of different
  /// widths, so that neither a stack of rows nor a stack of columns lines both up.
  static let sizes: [[CGSize]] = [
    [CGSize(10, 10), CGSize(50, 20), CGSize(20, 10)],
    [CGSize(40, 10), CGSize(20, 10), CGSize(10, 30)],
    [CGSize(30, 20), CGSize(10, 10), CGSize(30, 10)],
  ]

  /// The frames of the cells of a placed container of three containers of three.
  static func cellFrames(_ result: LayoutResult) -> [[CGRect]] {
    result.root.children.map { $0.children.map(\.frame) }
  }

  // §14.1: columns are as wide as their widest cell (40, 50, 30) and rows as tall as their
  // tallest (20, 30, 20): the grid is 40 + 50 + 30 + 2×8 = 136 by 20 + 30 + 20 + 2×8 = 86, at
  // ((390 − 136)/2, (844 − 86)/2) = (127, 379). Columns start at 127, 175, 233; rows at 379,
  // 407, 445. Each cell is centred in its cell: the 10×10 at row 0, column 0 is at
  // (127 + 15, 379 + 5), the 10×30 at row 1, column 2 at (233 + 10, 407).
  @Test func aGridLinesUpItsRowsAndColumns() {
    let sizes = Self.sizes
    let result = Grid {
      ForEach(0..<3) { row in
        GridRow {
          ForEach(0..<3) { column in
            Self.cell(.red, sizes[row][column].width, sizes[row][column].height)
          }
        }
      }
    }.laidOut()
    #expect(result.frame(of: "Grid") == CGRect(127, 379, 136, 86))
    #expect(
      result.frames(of: "GridRow") == [
        CGRect(127, 379, 136, 20), CGRect(127, 407, 136, 30), CGRect(127, 445, 136, 20),
      ])
    let frames = Self.cellFrames(result)
    #expect(frames[0][0] == CGRect(142, 384, 10, 10))
    #expect(frames[1][2] == CGRect(243, 407, 10, 30))
    #expect(frames[2][1] == CGRect(195, 450, 10, 10))
    // Every column shares one centre line (127 + 20, 175 + 25, 233 + 15), every row one
    // centre line (379 + 10, 407 + 15, 445 + 10).
    for row in 0..<3 {
      #expect(frames[row].map(\.midX) == [147, 200, 248])
      let centre: CGFloat = [389, 422, 455][row]
      #expect(frames[row].map(\.midY) == [centre, centre, centre])
    }
  }

  // §4: the same cells as a VStack of HStacks. Each row is its own HStack (96, 86, 86 wide,
  // centred in the 96-wide VStack at x 147: rows start at 147, 152, 152), so the second
  // column's centres are 147 + 18 + 25, 152 + 48 + 10 and 152 + 38 + 5: 190, 210 and 195.
  // The columns do not line up, which is what a Grid is for.
  @Test func aVStackOfHStacksDoesNotLineUpColumns() {
    let sizes = Self.sizes
    let result = VStack {
      ForEach(0..<3) { row in
        HStack {
          ForEach(0..<3) { column in
            Self.cell(.red, sizes[row][column].width, sizes[row][column].height)
          }
        }
      }
    }.laidOut()
    let frames = Self.cellFrames(result)
    #expect(frames.map { $0[1].midX } == [190, 210, 195])
  }

  // §4: as an HStack of VStacks (columns 56, 56 and 66 tall, centred in the 66-tall HStack at
  // y 389), the second row's tops are 394 + 18, 394 + 28 and 389 + 18: the rows do not line
  // up. The Grid puts all three at 407.
  @Test func anHStackOfVStacksDoesNotLineUpRows() {
    let sizes = Self.sizes
    let result = HStack {
      ForEach(0..<3) { column in
        VStack {
          ForEach(0..<3) { row in
            Self.cell(.red, sizes[row][column].width, sizes[row][column].height)
          }
        }
      }
    }.laidOut()
    let frames = Self.cellFrames(result)
    #expect(frames.map { $0[1].minY } == [412, 422, 407])
  }

  // §14.1: a view outside any GridRow spans every column, and a Divider is flexible, so it
  // is offered the columns (40 + 8 + 50) and all the width left (390 − 8 − 90 = 292): it
  // takes 390, and its columns share the 292 it needs beyond them, so the grid is 390 wide
  // ("prevents a flexible view like a Divider ... from defining the size": Apple,
  // gridCellUnsizedAxes). Columns 186 and 196 wide; "a" centred at (186 − 10)/2 = 88,
  // "bbbbb" at 194 + 73. Rows 20, 20 (a Divider is a line of cells, §12), 30: 86 tall at 379.
  @Test func aDividerRowWidensTheGridToItsProposal() {
    let result = Grid {
      GridRow {
        Text("a")
        Text("bbbbb")
      }
      Divider()
      GridRow {
        Text("dddd")
        Self.cell(.red, 30, 30)
      }
    }.laidOut()
    #expect(result.frame(of: "Grid") == CGRect(0, 379, 390, 86))
    #expect(result.frame(of: "Divider") == CGRect(0, 407, 390, 20))
    #expect(result.frame(of: "Text", label: "a") == CGRect(88, 379, 10, 20))
    #expect(result.frame(of: "Text", label: "bbbbb") == CGRect(267, 379, 50, 20))
    #expect(result.frame(of: "Text", label: "dddd") == CGRect(73, 440, 40, 20))
  }

  // §14.1: `gridCellUnsizedAxes(.horizontal)` keeps the Divider out of the column widths: it
  // is proposed the 40 + 8 + 50 = 98 the texts decided, and the grid is 98 wide at 146.
  @Test func anUnsizedDividerTakesTheWidthTheOtherRowsDecide() {
    let result = Grid {
      GridRow {
        Text("a")
        Text("bbbbb")
      }
      Divider().gridCellUnsizedAxes(.horizontal)
      GridRow {
        Text("dddd")
        Self.cell(.red, 30, 30)
      }
    }.laidOut()
    #expect(result.frame(of: "Grid") == CGRect(146, 379, 98, 86))
    #expect(result.frame(of: "Divider") == CGRect(146, 407, 98, 20))
  }

  // §14.1: the red cell spans columns 0 and 1, which the other row makes 20 and 30 wide
  // (60 with the spacing of 10). It needs 100, so the two columns share the 40 more: 40 and
  // 50. Widths 40, 50, 10, spacing 10: 120 wide at 135; rows 10 and 10 with no spacing: 20
  // tall at 412. Red fills its span at 135; blue is in column 2 at 135 + 40 + 10 + 50 + 10;
  // green is centred in column 0 (135 + 10), orange in column 1 (185 + 10).
  @Test func aCellSpansColumnsAndWidensThem() {
    let result = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
      GridRow {
        Self.cell(.red, 100, 10).gridCellColumns(2)
        Self.cell(.blue, 10, 10)
      }
      GridRow {
        Self.cell(.green, 20, 10)
        Self.cell(.orange, 30, 10)
        Self.cell(.clear, 10, 10)
      }
    }.laidOut()
    #expect(result.frame(of: "Grid") == CGRect(135, 412, 120, 20))
    #expect(result.frame(of: "Color", label: "red") == CGRect(135, 412, 100, 10))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(245, 412, 10, 10))
    #expect(result.frame(of: "Color", label: "green") == CGRect(145, 422, 20, 10))
    #expect(result.frame(of: "Color", label: "orange") == CGRect(195, 422, 30, 10))
  }

  // §14.1: `gridColumnAlignment(.trailing)` on one cell aligns its whole column (50 wide at
  // 150): green ends at 200 too (x 180). The other column keeps the grid's `.leading`: blue
  // and orange start at 200. 90×20 at (150, 412).
  @Test func aColumnAlignmentAlignsTheWholeColumn() {
    let result = Grid(alignment: .leading, horizontalSpacing: 0, verticalSpacing: 0) {
      GridRow {
        Self.cell(.red, 50, 10).gridColumnAlignment(.trailing)
        Self.cell(.blue, 10, 10)
      }
      GridRow {
        Self.cell(.green, 20, 10)
        Self.cell(.orange, 40, 10)
      }
    }.laidOut()
    #expect(result.frame(of: "Grid") == CGRect(150, 412, 90, 20))
    #expect(result.frame(of: "Color", label: "red") == CGRect(150, 412, 50, 10))
    #expect(result.frame(of: "Color", label: "green") == CGRect(180, 422, 20, 10))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(200, 412, 10, 10))
    #expect(result.frame(of: "Color", label: "orange") == CGRect(200, 422, 40, 10))
  }

  // §14.1: `GridRow(alignment: .bottom)` overrides the grid's vertical alignment for its row,
  // and `gridCellAnchor` overrides both for its cell. Columns 100, 50 and 10, rows 100 and
  // 10, no spacing: 160×110 at (115, 367). Blue's cell is (215, 367, 50, 100): its point
  // (0.25, 1) sits on the cell's, at (215 + 40 × 0.25, 367 + 90). Green follows its row: at
  // the bottom (367 + 100 − 20), centred in its 10-wide column at 265.
  @Test func aCellAnchorAndARowAlignment() {
    let result = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
      GridRow(alignment: .bottom) {
        Self.cell(.red, 100, 100)
        Self.cell(.blue, 10, 10).gridCellAnchor(UnitPoint(x: 0.25, y: 1))
        Self.cell(.green, 10, 20)
      }
      GridRow {
        Self.cell(.clear, 10, 10)
        Self.cell(.orange, 50, 10)
      }
    }.laidOut()
    #expect(result.frame(of: "Grid") == CGRect(115, 367, 160, 110))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(225, 457, 10, 10))
    #expect(result.frame(of: "Color", label: "green") == CGRect(265, 447, 10, 20))
  }

  // §14.1, §4.6: cells on the first text baseline share one line across the row. The text's
  // first baseline is the bottom of its first line, 20 (§12, item 5), the colour's its bottom,
  // 30: the line is 30 down, the text starts 10 lower, and the row is 30 above the line plus
  // the text's 20 below it, 50 tall, as an HStack would be. Columns 30 and 10: 48×50 at
  // (171, 397).
  @Test func aBaselineRowLinesUpItsCellsAndHoldsThem() {
    let result = Grid {
      GridRow(alignment: .firstTextBaseline) {
        Text("one\ntwo")
        Self.cell(.red, 10, 30)
      }
    }.laidOut()
    #expect(result.frame(of: "Grid") == CGRect(171, 397, 48, 50))
    #expect(result.frame(of: "Text") == CGRect(171, 407, 30, 40))
    #expect(result.frame(of: "Color") == CGRect(209, 397, 10, 30))
    let stack = HStack(alignment: .firstTextBaseline) {
      Text("one\ntwo")
      Self.cell(.red, 10, 30)
    }.laidOut()
    #expect(stack.frame(of: "HStack") == CGRect(171, 397, 48, 50))
  }

  // §14.1: a greedy Color unsized on both axes takes the 60 its column gets from the green
  // cell and the 40 its row gets from blue; without the modifier it would take the whole
  // proposal. Spacing 0: 90×50 at (150, 397).
  @Test func anUnsizedCellTakesTheSizeTheOthersDecide() {
    let result = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
      GridRow {
        Color.red.gridCellUnsizedAxes([.horizontal, .vertical])
        Self.cell(.blue, 30, 40)
      }
      GridRow {
        Self.cell(.green, 60, 10)
      }
    }.laidOut()
    #expect(result.frame(of: "Grid") == CGRect(150, 397, 90, 50))
    #expect(result.frame(of: "Color", label: "red") == CGRect(150, 397, 60, 40))
    let sized = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
      GridRow {
        Color.red
        Self.cell(.blue, 30, 40)
      }
      GridRow { Self.cell(.green, 60, 10) }
    }.laidOut()
    #expect(sized.frame(of: "Grid") == CGRect(0, 0, 390, 844))
  }

  // §14.1: a GridRow outside a Grid is a grid of that one row (§12): 20 + 8 + 30 = 58 wide.
  @Test func aGridRowOutsideAGridIsAGridOfOneRow() {
    let result = GridRow {
      Self.cell(.red, 20, 10)
      Self.cell(.blue, 30, 10)
    }.laidOut()
    #expect(result.frame(of: "GridRow") == CGRect(166, 417, 58, 10))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(194, 417, 30, 10))
  }

  // §14.1 with §4.2's rule for stacks: a spacing that is not finite is diagnosed and read as
  // nil, the default 8: 10 + 8 + 10 = 28 wide at 181.
  @Test func anInfiniteSpacingIsTheDefault() {
    let result = Grid(horizontalSpacing: .infinity) {
      GridRow {
        Self.cell(.red, 10, 10)
        Self.cell(.blue, 10, 10)
      }
    }.laidOut()
    #expect(result.frame(of: "Grid") == CGRect(181, 417, 28, 10))
    #expect(result.diagnostics.map(\.message) == ["invalid spacing ∞: treated as nil"])
  }

  // §14.1: an empty grid is nothing: 0×0 at the centre.
  @Test func anEmptyGridIsZeroSized() {
    #expect(Grid {}.laidOut().frame(of: "Grid") == CGRect(195, 422, 0, 0))
  }

  // §14.1 and §11 #7: widening the first column (the red cell from 50 to 80) in a grid kept
  // 200 wide by a greedy cell moves the second row's cells while the row's own band stays
  // the same: a ViewGraph must place them anew, as a fresh layout does.
  @Test func aViewGraphMovesCellsOfAnUnchangedRow() {
    func tree(_ width: CGFloat) -> some View {
      Grid {
        GridRow {
          Self.cell(.red, width, 10)
          Color.blue.frame(height: 10)
        }
        GridRow {
          Self.cell(.green, 10, 10)
          Self.cell(.orange, 10, 10)
        }
      }.frame(width: 200)
    }
    let graph = ViewGraph()
    _ = graph.layout(tree(50), in: CGSize(390, 844))
    let kept = graph.layout(tree(80), in: CGSize(390, 844))
    let fresh = LayoutEngine().layout(tree(80), in: CGSize(390, 844))
    // Column 0 is 80 at 95: green is centred at 95 + 35; rows 10 + 8 + 10 at 408: green at 426.
    #expect(kept.frame(of: "Color", label: "green") == CGRect(130, 426, 10, 10))
    #expect(kept.root == fresh.root)
  }
}

/// ViewThatFits(in:) (reference §14.2).
@Suite struct ViewThatFitsTests {
  /// The three texts of the width demo: 110, 50 and 20 wide on one line.
  static func choices(_ axes: Axis.Set = .horizontal) -> some View {
    ViewThatFits(in: axes) {
      Text("Hello world")
      Text("Hello")
      Text("Hi")
    }
  }

  // §14.2: the first text whose ideal width (110, 50, then the last whatever it is) fits the
  // proposed width is the only one laid out and placed: 200 → "Hello world", 80 → "Hello",
  // 30 → "Hi" (the last, though 20 would fit too, since "Hello" was asked first and did not).
  @Test(arguments: [(200, "Hello world"), (80, "Hello"), (30, "Hi"), (50, "Hello")])
  func theFirstChildThatFitsIsTheView(_ width: CGFloat, _ chosen: String) {
    let result = Self.choices().frame(width: width).laidOut()
    #expect(result.root.nodes(named: "Text").compactMap(\.label) == [chosen], "\(width)")
  }

  // §14.2: its size is the chosen child's for the real proposal: "Hello" centred in the 80
  // frame, (195 − 25, 422 − 10).
  @Test func itsSizeIsTheChosenChilds() {
    let result = Self.choices().frame(width: 80).laidOut()
    #expect(result.frame(of: "ViewThatFits") == CGRect(170, 412, 50, 20))
    #expect(result.frame(of: "Text") == CGRect(170, 412, 50, 20))
  }

  // §14.2: only the constrained axes are measured ideally. In 80×100, along `.vertical` the
  // first text is proposed 80 wide: it wraps to two lines ("Hello", "world"), 50×40, which
  // fits 100, centred in the frame at (155 + 15, 372 + 30). Along both axes it is proposed
  // nothing, is 110 wide, and does not fit: "Hello" it is.
  @Test func onlyTheGivenAxesAreMeasuredIdeally() {
    let vertical = Self.choices(.vertical).frame(width: 80, height: 100).laidOut()
    #expect(vertical.root.nodes(named: "Text").compactMap(\.label) == ["Hello world"])
    #expect(vertical.frame(of: "Text") == CGRect(170, 402, 50, 40))
    let both = Self.choices([.horizontal, .vertical]).frame(width: 80, height: 100).laidOut()
    #expect(both.root.nodes(named: "Text").compactMap(\.label) == ["Hello"])
  }

  // §14.2: with no axes nothing is constrained and the first child is the view.
  @Test func noAxesChoosesTheFirst() {
    let result = Self.choices([]).frame(width: 10).laidOut()
    #expect(result.root.nodes(named: "Text").compactMap(\.label) == ["Hello world"])
  }
}
