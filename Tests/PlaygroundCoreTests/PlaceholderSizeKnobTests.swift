import LayoutCore
import Testing
import ViewSource

@testable import PlaygroundCore

/// A placeholder's size is a knob of the playground, per view name (reference §12 item 23):
/// `--placeholder NAME=WxH` starts it, the inspector's keys step it, undo takes it back, and
/// the file, which does not hold it, is never edited.
@Suite struct PlaceholderSizeKnobTests {
  static let source = """
    import SwiftUI

    struct Card: View {
        var body: some View {
            HStack(spacing: 0) {
                RatingView(rating: 3)
                RatingView(rating: 4)
            }
        }
    }

    """

  static func playground(sizes: [String: CGSize]) -> Playground {
    Playground(
      document: .scene(name: "Card.swift", source: source, path: "/tmp/Card.swift"),
      configuration: PlaygroundConfiguration(placeholderSizes: sizes), columns: 120, rows: 40)
  }

  // The default is 100×40 (§12 item 23); `--placeholder RatingView=200x30` makes both 200×30,
  // side by side with no spacing: widths 200 and 200, 30 high.
  @Test func theCommandLineSizeApplies() {
    #expect(
      Self.playground(sizes: [:]).layout.frames(of: "RatingView").map(\.size) == [
        CGSize(100, 40), CGSize(100, 40),
      ])
    #expect(
      Self.playground(sizes: ["RatingView": CGSize(200, 30)]).layout.frames(of: "RatingView")
        .map(\.size) == [CGSize(200, 30), CGSize(200, 30)])
  }

  // `.` steps the first placeholder's width by 10 points: every RatingView is 110 wide; the
  // message gives the option to pass next time; undo is 100 again; the source is unchanged.
  @Test func steppingResizesEveryPlaceholderOfTheName() {
    var playground = Self.playground(sizes: [:])
    playground.selection.path = [0]
    playground.selection.property = 0
    #expect(playground.focusedProperty?.label == "width")
    playground.send(".")
    #expect(playground.layout.frames(of: "RatingView").map(\.width) == [110, 110])
    #expect(
      playground.message?.text
        == "placeholder RatingView 100×40 → 110×40 (--placeholder RatingView=110x40)")
    #expect(playground.state.sceneSource == Self.source)
    playground.send("u")
    #expect(playground.layout.frames(of: "RatingView").map(\.width) == [100, 100])
  }
}
