import CellRaster
import LayoutCore
import LayoutTestSupport
import Testing

/// `both` mode: the rendered picture with the boxes over it, and one node highlighted.
@Suite struct HighlightTests {
  /// Two texts in a 200×60 frame on blue. Ids follow pre-order: background 0, frame 1,
  /// HStack 2, Texts 3 and 4, Color 5. The frame (id 1) is highlighted: its box, shared with
  /// the background, is heavy and labelled first, in two parts; the blue Color shares it too
  /// and gets what is left. The texts (x 86…96 and 104…114, snapped to columns 9 and 10)
  /// keep their glyphs: box lines never cover text.
  @Test func highlightedNodeIsHeavy() {
    let grid = draw(
      HStack {
        Text("A")
        Text("B")
      }.frame(width: 200, height: 60).background(.blue), canvas: CGSize(200, 60), mode: .both,
      highlight: 1)
    expectGrid(
      grid.text,
      """
      ┏background 200×60━┓
      ┃▓▓▓▓▓▓▓▓AB▓▓▓▓▓▓▓▓┃
      ┗frame 200×60━Color┛

      """)
    #expect(grid[0, 0].foreground == TerminalColor(red: 255, green: 215, blue: 0))
    #expect(grid[0, 0].attributes.contains(.bold))
    #expect(grid[0, 0].background?.name == "blue")
  }

  /// Without a highlight, the same boxes are light.
  @Test func withoutHighlightBoxesAreLight() {
    let grid = draw(
      HStack {
        Text("A")
        Text("B")
      }.frame(width: 200, height: 60).background(.blue), canvas: CGSize(200, 60), mode: .both)
    #expect(grid.lines.first?.hasPrefix("┌") == true)
  }
}
