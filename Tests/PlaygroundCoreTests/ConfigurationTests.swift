import CellRaster
import LayoutCore
import Testing

@testable import PlaygroundCore

/// The host's choices: ASCII glyphs, no mouse, another cell size, any terminal size.
@Suite struct ConfigurationTests {
  // A terminal whose locale is not UTF-8 gets only ASCII: CellRaster's ASCII boxes, and the
  // playground's own arrows, ellipses and the CJK text replaced. Checked on every screen a
  // session passes through.
  @Test func asciiScreensAreASCII() {
    var playground = Playground(
      document: .centeringGallery, configuration: PlaygroundConfiguration(boxDrawing: .ascii),
      columns: 120, rows: 40)
    let keys: [KeyInput] = ["t", "t", "b", .right, "?", .escape, .tab, "m"]
    for key in keys {
      playground.send(key)
      let nonASCII = playground.screenText.unicodeScalars.filter { !$0.isASCII }
      #expect(
        nonASCII.isEmpty, "after \(key.key.label): \(String(String.UnicodeScalarView(nonASCII)))")
    }
  }

  // Without a mouse, neither the status line nor the help screen mentions clicking.
  @Test func noMouseNoClickHints() {
    var playground = Playground(
      document: .centeringGallery, configuration: PlaygroundConfiguration(mouseEnabled: false),
      columns: 120, rows: 40)
    #expect(playground.screenText.range(of: "click") == nil)
    playground.send("?")
    #expect(playground.screenText.range(of: "click") == nil)
  }

  // The text model follows the cell (§12): with 8×16 cells "Hello world" is 88×16, so the
  // Spacer() panel's text at the default 300×60 sits at x = 3 × 8 (margin) + (300 − 88) / 2.
  @Test func cellSizeDrivesTheTextModel() {
    let playground = Playground(
      document: .centeringGallery,
      configuration: PlaygroundConfiguration(cell: CGSize(width: 8, height: 16)), columns: 120,
      rows: 40)
    #expect(
      playground.panels[0].result?.frame(of: "Text")
        == CGRect(x: 24 + 106, y: 22, width: 88, height: 16))
  }

  // Every size from the minimum up draws exactly columns × rows cells, and resizing
  // re-composes: the same state at the same size gives the same screen.
  @Test func everySizeDrawsItsGrid() {
    var playground = Playground.gallery()
    for (columns, rows) in [(80, 24), (100, 30), (200, 60), (79, 24), (80, 23), (1, 1), (0, 0)] {
      _ = playground.handle(.resize(columns: columns, rows: rows))
      let screen = playground.screen()
      #expect(screen.columns == columns && screen.rows == rows, "\(columns)×\(rows)")
    }
  }
}
