import LayoutCore
import Testing
import ViewSource

@testable import PlaygroundCore

/// How far a ScrollView is scrolled is a knob of the playground (Docs §14.3, §12 item 39):
/// `,` and `.` scroll by one cell, clamped to what the content can scroll, undo takes it back,
/// and the file, which has no place for it, is never edited.
@Suite struct ScrollOffsetKnobTests {
  static let source = """
    import SwiftUI

    struct Feed: View {
        var body: some View {
            ScrollView {
                Color.red
                    .frame(width: 50, height: 200)
            }
            .frame(height: 60)
        }
    }

    """

  static func playground(rows: Int = 40) -> Playground {
    Playground(
      document: .scene(name: "Feed.swift", source: source, path: "/tmp/Feed.swift"),
      configuration: PlaygroundConfiguration(), columns: 120, rows: rows)
  }

  /// How far the Color starts above the scroll view's top.
  static func scrolled(_ playground: Playground) -> CGFloat? {
    guard let viewport = playground.layout.frame(of: "ScrollView"),
      let content = playground.layout.frame(of: "Color")
    else { return nil }
    return viewport.minY - content.minY
  }

  // The 50×200 content in a 60-tall viewport scrolls 200 − 60 = 140 (§14.3). A step is one
  // cell, a 20-pt row: `.` scrolls 20; seven more steps stop at 140, the clamp; undo goes back
  // a step; the source is never changed.
  @Test func stepsScrollByACellUpToTheEnd() {
    var playground = Self.playground()
    playground.selection.path = [0]
    playground.selection.property = 0
    #expect(playground.focusedProperty?.label == "contentOffset y")
    #expect(Self.scrolled(playground) == 0)
    playground.send(".")
    #expect(Self.scrolled(playground) == 20)
    #expect(playground.message?.text == "contentOffset y 0 → 20 (not in the file)")
    // Not in the file, so nothing to save: no `●`, and `q` quits without asking.
    #expect(!playground.hasUnsavedEdits)
    #expect(!playground.showsUnsavedEdits)
    for _ in 0..<7 { playground.send(".") }
    #expect(Self.scrolled(playground) == 140)
    #expect(playground.message?.text == "contentOffset y stays 140")
    playground.send("u")
    #expect(Self.scrolled(playground) == 120)
    #expect(playground.state.sceneSource == Self.source)
    for _ in 0..<9 { playground.send(",") }
    #expect(Self.scrolled(playground) == 0)
  }

  /// The screen cell over the middle of the scroll view's viewport (10×20-pt cells), found
  /// through the screen's own geometry.
  static func screenCell(over playground: Playground) -> (column: Int, row: Int)? {
    guard let viewport = playground.layout.frame(of: "ScrollView") else { return nil }
    let middle = ClickTarget.Cell(column: Int(viewport.midX / 10), row: Int(viewport.midY / 20))
    for row in 0..<playground.rows {
      for column in 0..<playground.columns
      where playground.screenGeometry.target(playground, column, row) == .panel(0, cell: middle) {
        return (column, row)
      }
    }
    return nil
  }

  // The wheel over the viewport selects the scroll view and scrolls it a cell a notch, as `.`
  // and `,` do (§14.3): down 20, down 40, up 20; the file is untouched. Over the side pane the
  // wheel scrolls the trace instead (24 rows: too few for the whole trace) and leaves the
  // offset alone.
  @Test func theWheelScrollsTheScrollViewUnderThePointer() throws {
    var playground = Self.playground(rows: 24)
    let cell = try #require(Self.screenCell(over: playground))
    _ = playground.handle(.wheel(column: cell.column, row: cell.row, lines: 1))
    #expect(playground.selection.path == [0])
    #expect(playground.focusedProperty?.label == "contentOffset y")
    #expect(Self.scrolled(playground) == 20)
    _ = playground.handle(.wheel(column: cell.column, row: cell.row, lines: 1))
    _ = playground.handle(.wheel(column: cell.column, row: cell.row, lines: -1))
    #expect(Self.scrolled(playground) == 20)
    #expect(playground.state.sceneSource == Self.source)
    #expect(
      playground.screenGeometry.target(playground, playground.columns - 2, 10) == .sidePane)
    let limit = playground.screenGeometry.sidePaneScrollLimit(playground)
    #expect(limit > 0)
    _ = playground.handle(.wheel(column: playground.columns - 2, row: 10, lines: 1))
    #expect(Self.scrolled(playground) == 20)
    #expect(playground.display.traceScroll == 1)
  }

  // A vertical scroll view has no horizontal offset to step: only `contentOffset y` is listed.
  @Test func onlyTheScrollAxesAreProperties() {
    var playground = Self.playground()
    playground.selection.path = [0]
    #expect(playground.selectedProperties.map(\.label) == ["contentOffset y"])
  }
}
