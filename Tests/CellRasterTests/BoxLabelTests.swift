import LayoutCore
import LayoutTestSupport
import Testing
import ViewSource

@testable import CellRaster

/// Box labels: the kind, the text or colour, the exact size; shortened to fit, never spilling
/// out of their box or over the boxes nested in it (issue #4).
@Suite struct BoxLabelTests {
  /// A 300×60 frame around a Text: `frame 300×60` on the frame's top edge, the one-row Text
  /// box (columns 10–20) labelled `Text` (its full label `Text "Hello world" 110×20` needs 24
  /// columns, `Text 110×20` 11, the box has 9 between its ticks).
  @Test func labelsNameKindAndExactSize() {
    let grid = draw(
      Text("Hello world").frame(width: 300, height: 60), canvas: CGSize(300, 60), mode: .boxes)
    expectGrid(
      grid.text,
      """
      ┌frame 300×60────────────────┐
      │         ├Text─────┤        │
      └────────────────────────────┘

      """)
  }

  /// Fractional sizes are exact, to three decimals, as in the trace: a 100-point HStack in
  /// three is 33.333 points per Color.
  @Test func sizesAreExactPoints() throws {
    let result = HStack(spacing: 0) {
      Color.red
      Color.green
      Color.blue
    }.laidOut(in: CGSize(100, 60))
    let red = try #require(result.root.nodes(named: "Color").first)
    #expect(BoxLabel(chain: [red], boxDrawing: .unicode).plans.first == ["Color red 33.333×60"])
    #expect(BoxLabel(chain: [red], boxDrawing: .ascii).plans.first == ["Color red 33.333x60"])
  }

  /// A 50×40 box has 3 columns inside: its label falls back to its kind, cut with `…`.
  @Test func tooSmallForItsLabel() {
    expectGrid(
      draw(Color.red.frame(width: 50, height: 40), canvas: CGSize(50, 40), mode: .boxes).text,
      """
      ┌Co…┐
      └───┘

      """)
  }

  /// A modifier and its content with the same frame share a box and a label, their names
  /// joined along the tree path; too long for one edge, the label is split over the two. The
  /// 20×20 Text is too narrow for a label on its box (columns 14–15), so it is labelled
  /// beside it, with the longest form that fits before the frame's edge.
  @Test func chainsShareALabel() {
    let view = Rectangle().fill(Color.orange).frame(width: 300, height: 60)
      .overlay(Text("Hi"))
    expectGrid(
      draw(view, canvas: CGSize(300, 60), mode: .boxes).text,
      """
      ┌overlay/frame 300×60────────┐
      │             ├┤Text 20×20   │
      └Rectangle orange 300×60─────┘

      """)
  }

  /// Labels never break the grid: every built-in scene, in every mode, on canvases from a
  /// phone to a few cells, with the default and a narrow cell, keeps every wide glyph whole.
  @Test(arguments: [CGSize(390, 844), CGSize(120, 60), CGSize(30, 20)])
  func labelsNeverCorruptTheGrid(canvas: CGSize) throws {
    for scene in BuiltInScenes.all {
      let tree = try #require(SceneParser.parse(scene.source).tree)
      for cell in [CGSize(10, 20), CGSize(7, 13)] {
        let result = LayoutEngine(
          metrics: TextMetrics(glyphWidth: cell.width, lineHeight: cell.height)
        ).layout(tree, in: canvas)
        for mode in RasterMode.allCases {
          let grid = Rasterizer(cell: cell, mode: mode, highlight: 3).rasterize(result)
          #expect(grid.invariantViolations.isEmpty, "\(scene.name) \(mode) \(cell)")
          for line in grid.lines {
            #expect(line.terminalColumns <= grid.columns, "\(scene.name) \(mode): \(line)")
          }
        }
      }
    }
  }
}
