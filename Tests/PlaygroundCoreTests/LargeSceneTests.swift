import LayoutCore
import Testing

@testable import PlaygroundCore

/// A scene too large to trace: the playground lays it out untraced through its view graph,
/// says so in the trace pane, and a keystroke re-measures only what it changed (issue #6).
@Suite struct LargeSceneTests {
  /// `count` fixed 10×10 colours in an HStack: 2 × count + 1 layout nodes.
  func row(_ count: Int) -> Playground {
    Playground.scene(
      """
      HStack {
          ForEach(0..<\(count)) { _ in
              Color.red.frame(width: 10, height: 10)
          }
      }
      """)
  }

  @Test func theTracePaneSaysWhyItIsEmpty() {
    let playground = row(1_500)
    // 3,001 views, more than Panel.traceViewLimit (2,000).
    #expect(playground.layout.statistics.measurementsByNode.count == 3_001)
    #expect(playground.selectedPanel?.tracedResult == nil)
    #expect(playground.screenText.contains("not traced: more than 2000 views"))
  }

  @Test func aSmallSceneIsStillTraced() {
    let playground = row(10)
    #expect(playground.selectedPanel?.tracedResult?.trace.isEmpty == false)
    #expect(!playground.screenText.contains("not traced"))
  }

  // Tab (the code pane) rebuilds the panels with no view changed: the view graph keeps every
  // size, so nothing is measured again.
  @Test func aKeystrokeThatChangesNoViewMeasuresNothing() {
    var playground = row(1_500)
    #expect(playground.layout.statistics.measurements > 0)
    playground.send(.tab)
    #expect(playground.layout.statistics.measurements == 0)
  }
}
