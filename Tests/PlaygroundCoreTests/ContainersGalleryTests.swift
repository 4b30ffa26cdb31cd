import LayoutCore
import Testing

@testable import PlaygroundCore

/// The containers gallery (issue #15): a Grid lines its columns up where a VStack of HStacks
/// does not, and a ViewThatFits chooses its text by the container's width; the notes read the
/// layout, so they follow the container knob.
@Suite struct ContainersGalleryTests {
  /// The centres of a panel's texts labelled `labels`, in that order.
  static func centres(_ panel: Panel, _ labels: [String]) -> [CGFloat] {
    labels.compactMap { label in
      panel.result?.root.first { $0.kind.case == .text && $0.label == label }?.frame.midX
    }
  }

  // A glyph is 10 pt (§12 item 5). The Grid (§14.1): each column as wide as its widest cell,
  // 40 ("dddd", "bbbb", "iiii"), 8 apart (§12 item 36): 136 wide, centred in 240 at x 52;
  // the second column spans 100…140, and its cells are centred in it at x 120.
  // The VStack of HStacks (§4): rows 86, 76 and 96 wide (cells + 2 × 8), the VStack 96 wide
  // at x 72, each row centred in it: the second cells' centres are 77 + 10 + 8 + 20 = 115,
  // 82 + 40 + 8 + 5 = 135 and 72 + 20 + 8 + 10 = 110.
  @Test func theGridLinesUpItsColumnsAndTheStacksDoNot() {
    let playground = Playground.gallery(.containersGallery)
    let panels = playground.panels
    #expect(panels.count == 5)
    #expect(panels.allSatisfy { $0.canvas == CGSize(width: 240, height: 120) })
    #expect(Self.centres(panels[0], ["bbbb", "e", "hh"]) == [120, 120, 120])
    #expect(Self.centres(panels[1], ["bbbb", "e", "hh"]) == [115, 135, 110])
    #expect(panels[0].note == "2nd cells at x 120 120 120: aligned")
    #expect(panels[1].note == "2nd cells at x 115 135 110: misaligned")
  }

  // ViewThatFits (§14.2) measures its texts' ideal widths, 270, 190 and 80, against the
  // container: 240 shows the second; `}` (+50, 290) the first; `{` twice from 240 (140) the
  // third; 190 still fits the second exactly.
  @Test func viewThatFitsChoosesByTheWidth() {
    var playground = Playground.gallery(.containersGallery)
    #expect(playground.panels[2].note == "shows \"Continue with Apple\", 190 of 240")
    playground.send("}")
    #expect(playground.panels[2].note == "shows \"Continue with your Apple ID\", 270 of 290")
    playground.send("{", "{")
    #expect(playground.panels[2].note == "shows \"Continue with Apple\", 190 of 190")
    playground.send("{")
    #expect(playground.panels[2].note == "shows \"Continue\", 80 of 140")
  }

  // The classic surprise (§14.3): the ScrollView takes its 240×120 frame, and the Color in it,
  // proposed 240 wide and a nil height, is its ideal 10 tall (§3.1), at the top.
  @Test func theColorInTheScrollViewIsTenTall() {
    let playground = Playground.gallery(.containersGallery)
    #expect(playground.panels[3].note == "Color 240×10 in a 240×120 viewport")
  }

  // The LazyVGrid (§14.5) at 240: 240 − 2 × 8 − 40 = 184 for the flexible and the adaptive
  // column, 92 each; the adaptive one holds ⌊(92 + 8)/(30 + 8)⌋ = 2 items of (92 − 8)/2 = 42.
  // `}` (290): 234, 117 each, ⌊125/38⌋ = 3 items of (117 − 16)/3 = 33.667. `{` three times from
  // 290 (140): 84, 42 each, one item of 42.
  @Test func theAdaptiveColumnHoldsAsManyAsFit() {
    var playground = Playground.gallery(.containersGallery)
    #expect(playground.panels[4].note == "4 columns: 40 92 42 42")
    playground.send("}")
    #expect(playground.panels[4].note == "5 columns: 40 117 33.667 33.667 33.667")
    playground.send("{", "{", "{")
    #expect(playground.panels[4].note == "3 columns: 40 42 42")
  }
}
