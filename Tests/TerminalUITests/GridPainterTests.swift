// The painter writes only what changed, allocates colour pairs as cells first need them, and
// keeps wide glyphs whole (issue #5: "Only changed cells are written each frame").
import CellRaster
import TerminalUI
import Testing

@Suite struct GridPainterTests {
  func painter(_ depth: ColorDepth = .colors256, pairs: Int = 255) -> GridPainter {
    GridPainter(depth: depth, pairs: ColorPairTable(capacity: pairs))
  }

  /// The first frame writes every cell once and refreshes once; the same frame again writes
  /// nothing and does not refresh.
  @Test func sameFrameTwiceWritesNothing() {
    var painter = painter()
    var sink = RecordingSink(columns: 4, rows: 2)
    let frame = grid(["ab", "cd"], columns: 4)
    #expect(painter.paint(frame, to: &sink) == 8)
    #expect(sink.refreshes == 1)
    #expect(sink.text == "ab  \ncd  ")
    sink.writes = []
    #expect(painter.paint(frame, to: &sink) == 0)
    #expect(sink.writes.isEmpty)
    #expect(sink.refreshes == 1)
  }

  /// One changed cell: one write, at its place.
  @Test func oneChangedCellOneWrite() {
    var painter = painter()
    var sink = RecordingSink(columns: 3, rows: 2)
    painter.paint(grid(["abc", "def"]), to: &sink)
    sink.writes = []
    painter.paint(grid(["abc", "dXf"]), to: &sink)
    #expect(sink.positions == ["1,1"])
    #expect(sink.text == "abc\ndXf")
    #expect(sink.refreshes == 2)
  }

  /// A wide glyph is one write that covers two columns; replacing it with narrow glyphs writes
  /// both columns.
  @Test func wideGlyphs() {
    var painter = painter()
    var sink = RecordingSink(columns: 4, rows: 1)
    painter.paint(grid(["abcd"]), to: &sink)
    sink.writes = []
    #expect(painter.paint(grid(["a居d"]), to: &sink) == 1)
    #expect(sink.positions == ["1,0"])
    #expect(sink.text == "a居d")
    sink.writes = []
    #expect(painter.paint(grid(["axyd"]), to: &sink) == 2)
    #expect(sink.text == "axyd")
  }

  /// After `invalidate` (a resize, Ctrl-L) everything is written again.
  @Test func invalidateRepaintsEverything() {
    var painter = painter()
    var sink = RecordingSink(columns: 2, rows: 1)
    let frame = grid(["ab"])
    painter.paint(frame, to: &sink)
    painter.invalidate()
    #expect(painter.lastFrame == nil)
    #expect(painter.paint(frame, to: &sink) == 2)
  }

  /// Colour pairs are defined once, just before the first cell that uses them; cells with
  /// the default colours use pair 0, which is never defined.
  @Test func pairsAreDefinedOnFirstUse() {
    var painter = painter()
    var sink = RecordingSink(columns: 3, rows: 1)
    var frame = CellGrid(columns: 3, rows: 1)
    frame.fill(column: 0, row: 0, background: blue, pattern: "▓")
    frame.fill(column: 1, row: 0, background: blue, pattern: "▓")
    frame.put("x", column: 2, row: 0, foreground: red)
    painter.paint(frame, to: &sink)
    #expect(
      sink.pairs == [
        1: .init(foreground: -1, background: 33), 2: .init(foreground: 196, background: -1),
      ])
    #expect(sink.writes.map(\.pair) == [1, 1, 2])
    #expect(sink.writes.map(\.glyph) == [" ", " ", "x"])

    var plain = RecordingSink(columns: 3, rows: 1)
    var fresh = self.painter()
    fresh.paint(grid(["abc"]), to: &plain)
    #expect(plain.pairs.isEmpty)
    #expect(plain.writes.map(\.pair) == [0, 0, 0])
  }

  /// Monochrome defines no pairs: fills are patterns, glyphs on fills reversed.
  @Test func monochromeUsesAttributesOnly() {
    var painter = painter(.monochrome, pairs: 0)
    var sink = RecordingSink(columns: 2, rows: 1)
    var frame = CellGrid(columns: 2, rows: 1)
    frame.fill(column: 0, row: 0, background: blue, pattern: "▓")
    frame.fill(column: 1, row: 0, background: blue, pattern: "▓")
    frame.put("x", column: 1, row: 0, foreground: white)
    painter.paint(frame, to: &sink)
    #expect(sink.pairs.isEmpty)
    #expect(sink.text == "▓x")
    #expect(sink.writes.map(\.attributes) == [[], .reverse])
  }

  /// A long session of frames that each change one cell writes one cell per frame: the cost
  /// of a frame is what changed, not the size of the screen.
  @Test func costIsWhatChanged() {
    var painter = painter()
    var sink = RecordingSink(columns: 120, rows: 40)
    var frame = CellGrid(columns: 120, rows: 40)
    #expect(painter.paint(frame, to: &sink) == 4800)
    for step in 0..<50 {
      frame.put(Character(String(step % 10)), column: step, row: step % 40)
      #expect(painter.paint(frame, to: &sink) == 1, "step \(step)")
    }
  }
}
