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

  static func playground() -> Playground {
    Playground(
      document: .scene(name: "Feed.swift", source: source, path: "/tmp/Feed.swift"),
      configuration: PlaygroundConfiguration(), columns: 120, rows: 40)
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
    for _ in 0..<7 { playground.send(".") }
    #expect(Self.scrolled(playground) == 140)
    #expect(playground.message?.text == "contentOffset y stays 140")
    playground.send("u")
    #expect(Self.scrolled(playground) == 120)
    #expect(playground.state.sceneSource == Self.source)
    for _ in 0..<9 { playground.send(",") }
    #expect(Self.scrolled(playground) == 0)
  }

  // A vertical scroll view has no horizontal offset to step: only `contentOffset y` is listed.
  @Test func onlyTheScrollAxesAreProperties() {
    var playground = Self.playground()
    playground.selection.path = [0]
    #expect(playground.selectedProperties.map(\.label) == ["contentOffset y"])
  }
}
