import LayoutCore
import Testing
import ViewSource

@testable import PlaygroundCore

/// Lazy stacks and grids in the playground (Docs §14.4, §14.5): a LazyVGrid's column steps
/// with `.` in its source, and a ScrollView of a LazyVStack scrolls with the offset knob.
@Suite struct LazyContainerPlaygroundTests {
  static let grid = """
    import SwiftUI

    struct Photos: View {
        var body: some View {
            LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.adaptive(minimum: 30))], spacing: 4) {
                Color.red
                Color.blue
            }
        }
    }

    """

  static func playground(_ source: String) -> Playground {
    Playground(
      document: .scene(name: "Scene.swift", source: source, path: "/tmp/Scene.swift"),
      configuration: PlaygroundConfiguration(), columns: 120, rows: 40)
  }

  // The inspector's properties of a LazyVGrid: its spacing, alignment, then `column 1` (the
  // fixed 40) and `column 2` (the adaptive minimum 30); `.` steps the first column's length
  // by a cell (10 pt), written in the source with nothing else changed, and the first cell
  // is the new 50 wide.
  @Test func aColumnStepsInTheSource() throws {
    var playground = Self.playground(Self.grid)
    playground.selection.path = []
    let labels = (0..<4).compactMap { index -> String? in
      playground.selection.property = index
      return playground.focusedProperty?.label
    }
    #expect(labels == ["spacing", "alignment", "column 1", "column 2"])
    playground.selection.property = 2
    playground.send(".")
    let source = try #require(playground.state.sceneSource)
    #expect(source == Self.grid.replacingOccurrences(of: ".fixed(40)", with: ".fixed(50)"))
    let red = try #require(playground.layout.frame(of: "Color", label: "red"))
    #expect(red.width == 50)
  }

  // §14.4: a ScrollView of a 100-row LazyVStack scrolls by a cell with `.`; the rows keep
  // their 20-pt pitch and the first row moves up by 20.
  @Test func aLazyStackScrolls() {
    var playground = Self.playground(
      """
      ScrollView {
          LazyVStack(spacing: 0) {
              ForEach(0..<100) { _ in
                  Color.red.frame(height: 20)
              }
          }
      }
      .frame(height: 100)
      """)
    playground.selection.path = [0]
    playground.selection.property = 0
    #expect(playground.focusedProperty?.label == "contentOffset y")
    let before = playground.layout.frame(of: "LazyVStack")?.minY
    playground.send(".")
    let after = playground.layout.frame(of: "LazyVStack")?.minY
    #expect(before.flatMap { b in after.map { b - $0 } } == 20)
  }
}
