// The benchmark runs: every case once at tiny sizes. No timing is asserted (issue #6: the
// figures come from `swift run -c release layoutlab bench`).
import LayoutBench
import LayoutCore
import Testing

@Suite struct LayoutBenchTests {
  @Test func everyCaseRunsOnceAtTinySizes() throws {
    let report = LayoutBenchmark.run(.tiny, repetition: .once)
    let names = report.cases.map(\.name)
    #expect(
      names == [
        "flat-3", "flat-5-nodes", "nested-2", "chain-4", "gallery", "gallery-traced", "texts-3",
        "lazyvgrid-5", "grid-2x2", "scroll-lazyvstack-5", "raster-scroll-lazyvstack-5",
        "keystroke-scroll-lazyvstack-5", "relayout-nested-2", "relayout-nested-2-unchanged",
        "relayout-flat-5", "raster-gallery",
        "raster-flat-5", "keystroke-gallery", "keystroke-flat-5", "edit-flat-5",
      ])
    for item in report.cases { #expect(item.views > 0, "\(item.name)") }
    // A leaf is a frame and a colour: 3 leaves and the stack.
    #expect(report.case("flat-3")?.views == 7)
    // Laid out with a node for each view, the row has as many views.
    #expect(report.case("flat-5-nodes")?.views == 11)
    // Depth 2: 3 stacks and 4 leaves of two nodes each.
    #expect(report.case("nested-2")?.views == 11)
    #expect(report.case("nested-2")?.measurementsPerViewByDepth?.count == 4)
    #expect(report.case("chain-4")?.views == 4 + 5 * 2)
    #expect(report.case("texts-3")?.views == 4)
    #expect(report.case("texts-3")?.note?.hasPrefix("flat HStack of 3: median") == true)
    // 5 leaves and the grid; 4 leaves, 2 rows and the grid; 5 leaves, the stack and the view.
    #expect(report.case("lazyvgrid-5")?.views == 11)
    #expect(report.case("grid-2x2")?.views == 11)
    #expect(report.case("scroll-lazyvstack-5")?.views == 12)
    #expect(
      report.case("lazyvgrid-5")?.note?.hasPrefix(
        "flat HStack of 5, a layout node for each view: median") == true)
    #expect(report.case("lazyvgrid-5")?.note?.contains("the row laid out without nodes") == true)
    // A keystroke that changes the container changes some cells, and writes none twice.
    #expect((report.case("keystroke-gallery")?.cellsChanged ?? 0) > 0)
    // Bytes for the changed cells; none for a frame that did not change.
    #expect((report.case("keystroke-gallery")?.bytesWritten ?? 0) > 0)
    #expect(report.case("keystroke-gallery")?.bytesWrittenUnchanged == 0)
    // A property edit of the scene's source (its HStack's spacing, nil ↔ 0) changes cells too.
    #expect((report.case("edit-flat-5")?.cellsChanged ?? 0) > 0)
    // Laid out again unchanged, a view graph computes no size.
    #expect(report.case("relayout-nested-2-unchanged")?.measurementsPerView == 0)
    #expect(report.memory.map { $0.views == 11 } ?? true)
    #expect(report.text.contains("keystroke-flat-5"))
    #expect(report.json.contains("\"keystroke-flat-5\""))
  }

  @Test func editingTheFirstLeafChangesOnlyItsWidth() {
    let tree = BenchmarkScenes.nested(depth: 2)
    let edited = BenchmarkScenes.editingFirstLeaf(of: tree, width: 20)
    #expect(edited != tree)
    #expect(edited.children[0].children[0] == BenchmarkScenes.leaf(width: 20))
    #expect(edited.children[1] == tree.children[1])
  }

  @Test func timingReportsMedianAndQuartiles() {
    let timing = Timing(samples: [5, 1, 3, 2, 4])
    #expect(timing.median == 3)
    #expect(timing.min == 1)
    #expect(timing.max == 5)
    #expect(timing.q1 == 2)
    #expect(timing.q3 == 4)
    #expect(timing.runs == 5)
  }
}
