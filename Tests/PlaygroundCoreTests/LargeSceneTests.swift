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

  // The inspector's cost does not grow with the scene: a stack's gaps are listed up to 24, and
  // a subtree of more than 2,000 views is not probed for its guides (a layout of its own).
  @Test func theInspectorStaysShortOnALargeStack() {
    let playground = row(1_500)
    #expect(playground.selectedNode?.kind.name == "HStack")
    let rows = Inspector.rows(for: playground)
    // Between two colours the default spacing is 8 (§4.2); 1,500 leaves leave 1,499 gaps.
    let gaps = rows.first { $0.label == "gaps" }?.value
    #expect(gaps == Array(repeating: "8", count: 24).joined(separator: " · ") + " … (1499 gaps)")
    #expect(rows.contains { $0.value == "guides not probed: more than 2000 views" })
    #expect(!rows.contains { $0.label == "h guides" })
  }

  @Test func aSmallStackIsProbed() {
    let playground = row(10)
    let rows = Inspector.rows(for: playground)
    #expect(
      rows.first { $0.label == "gaps" }?.value
        == Array(repeating: "8", count: 9).joined(separator: " · "))
    #expect(rows.contains { $0.label == "h guides" })
  }

  // A layout that gives way to a waiting key keeps the last layout on screen, with the new
  // state already in place; finishing it gives the layout of the new state (issue #7). The
  // colours share the canvas (800 / 1,500 each), so a wider canvas measures every one again:
  // more than the 1,024 sizes after which the layout asks whether to stop.
  @Test func aLongLayoutGivesWayToTheNextKey() {
    func shared() -> Playground {
      Playground.scene(
        """
        HStack(spacing: 0) {
            ForEach(0..<1500) { _ in
                Color.red
            }
        }
        """)
    }
    var playground = shared()
    let before = playground.layout.root.children.map(\.frame.width)
    playground.layoutsGiveWay { true }
    playground.send("]")  // the canvas 10 pt wider
    let pending = playground.isLayoutPending
    #expect(pending)
    #expect(playground.layout.root.children.map(\.frame.width) == before)
    playground.finishLayout()
    let finished = playground.isLayoutPending
    #expect(!finished)
    var expected = shared()
    expected.send("]")
    let after = playground.layout.root.children.map(\.frame.width)
    #expect(after == expected.layout.root.children.map(\.frame.width))
    #expect(after != before)
  }
}
