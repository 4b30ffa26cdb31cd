import CellRaster
import LayoutCore
import LayoutTestSupport
import Testing

/// The canvas's safe area is hatched (`╱`), and a shape-style background that bleeds into it
/// (reference §5.2: `background(_:ignoresSafeAreaEdges:)` ignores all edges by default) is
/// drawn over the hatching.
@Suite struct SafeAreaTests {
  static let insets = EdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0)

  /// A 100×100 canvas with 20 points of safe area at top and bottom: rows 0 and 4 are
  /// hatched; the root is centred in the 60 points between (§1.1): "Hi" at y = 40, row 2.
  @Test func safeAreaIsHatched() {
    expectGrid(
      draw(Text("Hi"), canvas: CGSize(100, 100), safeArea: Self.insets).text,
      """
      ╱╱╱╱╱╱╱╱╱╱

          Hi

      ╱╱╱╱╱╱╱╱╱╱

      """)
  }

  /// A 60×20 text bar at the top of the safe area (y 20, row 1, columns 2–7) with
  /// `.background(.blue)`: the blue bleeds to the canvas's top edge, so row 0 is blue over
  /// the bar's columns and hatched beside it. With `ignoresSafeAreaEdges: []` it does not.
  @Test func shapeStyleBackgroundBleedsIntoIt() {
    func bar(_ edges: Edge.Set) -> some View {
      VStack {
        Text("Hi").frame(width: 60, height: 20).background(.blue, ignoresSafeAreaEdges: edges)
        Spacer()
      }
    }
    expectGrid(
      draw(bar(.all), canvas: CGSize(100, 100), safeArea: Self.insets).text,
      """
      ╱╱▓▓▓▓▓▓╱╱
        ▓▓Hi▓▓



      ╱╱╱╱╱╱╱╱╱╱

      """.replacingOccurrences(of: "\n\n\n\n", with: "\n\n\n"))
    expectGrid(
      draw(bar([]), canvas: CGSize(100, 100), safeArea: Self.insets).text,
      """
      ╱╱╱╱╱╱╱╱╱╱
        ▓▓Hi▓▓


      ╱╱╱╱╱╱╱╱╱╱

      """)
  }

  /// In colour the hatching is a dark grey glyph with no background, and the bleed is blue.
  @Test func hatchingInColour() {
    let grid = draw(Text("Hi"), canvas: CGSize(20, 60), safeArea: Self.insets)
    #expect(grid[0, 0].pattern == "╱")
    #expect(grid[0, 0].foreground == .safeArea)
    #expect(grid.ansi(depth: .colors256).hasPrefix("\u{1B}[0;38;5;240m╱╱\u{1B}[0m\n"))
  }
}
