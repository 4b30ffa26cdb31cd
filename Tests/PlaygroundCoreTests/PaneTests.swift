import LayoutCore
import Testing
import ViewSource

@testable import PlaygroundCore

/// The inspector and the trace pane: what they say about a selection, in exact numbers.
@Suite struct PaneTests {
  // The example sentence: in the zstack scene the frame places the ZStack with
  // 300×60 (a frame with both lengths fixed never measures it while sizing, so the trace
  // starts at placement). The ZStack sizes its children: the Color takes the 300×60 (a
  // greedy view, §3.1), the Text answers its ideal 110×20 (11 glyphs of 10 pt, one 20-pt
  // line); then it places them, with the same proposals (answered from the cache), and
  // answers the union of their frames, 300×60.
  @Test func traceSentences() {
    var playground = Playground.builtIn("zstack")
    playground.send(.right)
    #expect(playground.selectedNode?.kind.name == "ZStack")
    let lines = TracePane.lines(
      for: playground.selectedPanel!.tracedResult!, subtreeOf: playground.selectedPlacedNode?.id)
    let texts = lines.map { String(repeating: "  ", count: $0.indent) + $0.text }
    #expect(
      texts == [
        "placement",
        "frame proposes 300×60 to ZStack",
        "  ZStack proposes 300×60 to Color green → Color green takes 300×60",
        "  ZStack proposes 300×60 to Text \"Hello world\" → Text \"Hello world\" answers 110×20",
        "  ZStack proposes 300×60 to Color green → Color green takes 300×60 (cached)",
        "  ZStack proposes 300×60 to Text \"Hello world\" → Text \"Hello world\" answers 110×20 (cached)",
        "ZStack takes 300×60",
      ])
  }

  // Names get `#id` only where two nodes would read the same: spacer-center's two Spacers.
  @Test func ambiguousNamesGetIDs() {
    let playground = Playground.builtIn("spacer-center")
    let names = TracePane.displayNames(playground.layout)
    #expect(
      names.values.sorted() == [
        "Color blue", "HStack", "Spacer #3", "Spacer #5", "Text \"Hello world\"", "background",
        "frame",
      ])
  }

  // The inspector for spacer-center's Text at 120×40 (the canvas 790×700, see
  // SelectionTests): the HStack proposes 300 − 2 × 8 = 284 wide (each Spacer keeps its
  // minLength 8) and the frame's 60 high; the Text answers 110×20 and sits at (340, 340),
  // column 34, row 17. Its guides are its size's: centre 55 across, 10 down;
  // its baselines are explicit (a Text sets them): 20, the bottom of its one 20-pt line.
  // Spacers have no spacing, so no gap before or after it.
  @Test func inspectorRows() {
    var playground = Playground.builtIn("spacer-center")
    playground.send(.right, .right, .right, .down)
    let rows = Inspector.rows(for: playground).map { "\($0.label)|\($0.value)" }
    #expect(
      rows == [
        "|Text \"Hello world\"",
        "source|Text(\"Hello world\")",
        "kind|view: text, sized by its glyphs",
        "why|needs only 110×20 of the 284×60 HStack proposes; offered 284 = 300 − 16 of Spacer "
          + "minimums, least flexible first (§4.4)",
        "proposed|284×60",
        "answered|110×20",
        "frame|(340, 340) 110×20 pt",
        "cells|col 34 row 17 · 11×1",
        "h guides|leading 0  center 55  trailing 110",
        "v guides|top 0  center 10  bottom 20  first 20*  last 20*",
        "|* explicit: an alignmentGuide or a text's baseline",
        "priority|0",
        "spacing|HStack nil (default): before 0 · after 0",
        "edit|Enter next · , . change · e type",
        "▸ lineLimit|1",
      ])
  }

  // Guides as the parent sees them include explicit ones: in the frame gallery with the
  // marker alignment, the content's markerX is its explicit 80 (width − 20), markerY 10;
  // the quarter guides are defaults, a quarter of 100.
  @Test func explicitGuidesInTheInspector() {
    var playground = Playground.gallery(.frameGallery)
    // border › frame (where it opens) › alignmentGuide(markerY) › alignmentGuide(markerX)
    playground.send(.right, .right)
    let guides = Inspector.rows(for: playground).first { $0.label == "h guides" }?.value
    #expect(guides == "leading 0  center 50  trailing 100  quarter 25  markerX 80*")
  }

  // Priority: a Spacer yields to every other view (§13.8); the layoutPriority modifier's
  // value is the element's.
  @Test func priorities() {
    var playground = Playground.builtIn("layout-priority-fillers")
    playground.send(.right, .right, .right, .down)
    #expect(Inspector.rows(for: playground).first { $0.label == "priority" }?.value == "1")
    var spacer = Playground.builtIn("spacer-center")
    spacer.send(.right, .right, .right)
    #expect(
      Inspector.rows(for: spacer).first { $0.label == "priority" }?.value
        == "-∞ (yields to every other view)")
  }

  // A stack shows its spacing and the gaps the layout left: the uneven-spacing VStack has
  // spacing nil; between the two 60-pt ZStacks the default 8, and between a Text-topped
  // ZStack and the next view the same, since Text↔Text metrics are not modelled (§12).
  @Test func stackGaps() {
    var playground = Playground.builtIn("uneven-spacing")
    #expect(playground.selectedNode?.kind.name == "VStack")
    let rows = Inspector.rows(for: playground)
    #expect(rows.first { $0.label == "spacing" }?.value == "nil (default)")
    #expect(rows.first { $0.label == "gaps" }?.value == "8 · 8")
    playground.send(.right)
    #expect(
      Inspector.rows(for: playground).first { $0.label == "spacing" }?.value
        == "VStack nil (default): before — · after 8")
  }

  // The trace scrolls by 3 (J K) and 15 (Ctrl-D Ctrl-U) lines, never past its last screenful,
  // and starts from the top again when the selection moves; j and k move the selection.
  @Test func traceScrolling() {
    var playground = Playground.gallery()
    let limit = ScreenComposer(playground: playground).sidePaneScrollLimit
    #expect(limit > 15)
    playground.send("J")
    #expect(playground.display.traceScroll == 3)
    playground.send(KeyInput(.control("d")))
    #expect(playground.display.traceScroll == 18)
    for _ in 0..<20 { playground.send(KeyInput(.control("d"))) }
    #expect(playground.display.traceScroll == limit)
    playground.send("K")
    #expect(playground.display.traceScroll == limit - 3)
    playground.send(KeyInput(.control("u")))
    #expect(playground.display.traceScroll == limit - 18)
    playground.send(.right)
    #expect(playground.display.traceScroll == 0)
  }
}
