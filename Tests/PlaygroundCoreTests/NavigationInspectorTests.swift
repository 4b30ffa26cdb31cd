import LayoutCore
import Testing
import ViewSource

@testable import PlaygroundCore

/// Navigation containers and TabViews in the playground's inspector (Docs §14.9, §14.10): the
/// container lists its bars, and a tab the TabView does not show says why it has no frame.
@Suite struct NavigationInspectorTests {
  // §14.9: the selected stack lists its 96-pt large-title bar and its 44-pt bottom toolbar,
  // on the playground's 790×720-pt canvas: at its top and at 720 − 44 = 676, the toolbar
  // with its item's label.
  @Test func theStackListsItsBars() {
    let playground = Playground.scene(
      """
      NavigationStack {
          Color.red
              .navigationTitle("Inbox")
              .toolbar {
                  ToolbarItem(placement: .bottomBar) {
                      Text("Edit")
                  }
              }
      }
      """)
    let bars = Inspector.rows(for: playground).filter { $0.label == "bar" }.map(\.value)
    #expect(
      bars == [
        "navigation bar 790×96 pt at (0, 0), large \"Inbox\"",
        "bottom toolbar 790×44 pt at (0, 676): Edit",
      ])
  }

  // §14.9: a split view's column of two views is laid out as one implicit VStack; the source
  // views still map to their placed nodes: "B" is the second Text of the detail column (on
  // the 790-pt canvas, 790 − 320 = 470 wide, centred at 320 + (470 − 10)/2 = 550).
  @Test func aColumnsViewsMapToTheirFrames() {
    var playground = Playground.scene(
      """
      NavigationSplitView {
          Text("Side")
      } detail: {
          Text("A")
          Text("B")
      }
      """)
    playground.selectFirstChild()
    playground.selectSibling(2)
    #expect(playground.selection.path == [2])
    #expect(playground.selectedPlacedNode?.label == "B")
    #expect(playground.selectedPlacedNode?.frame.minX == 550)
  }

  // §14.10: the second tab is not laid out; the TabView lists its 49-pt tab bar (at
  // 720 − 49 = 671) with the labels.
  @Test func aHiddenTabIsNotLaidOut() {
    var playground = Playground.scene(
      """
      TabView {
          Text("A")
              .tabItem {
                  Text("First")
              }
          Text("B")
              .tabItem {
                  Text("Second")
              }
      }
      """)
    let bars = Inspector.rows(for: playground).filter { $0.label == "bar" }.map(\.value)
    #expect(bars == ["tab bar 790×49 pt at (0, 671): First · Second"])
    playground.selectFirstChild()
    playground.selectSibling(1)
    #expect(playground.selection.path == [1])
    #expect(playground.selectedPlacedNode == nil)
    let rows = Inspector.rows(for: playground).map(\.value)
    #expect(rows.contains("not laid out: TabView shows another of its tabs"))
  }
}
