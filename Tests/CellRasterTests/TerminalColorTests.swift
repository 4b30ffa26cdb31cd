import CellRaster
import LayoutCore
import Testing

/// SwiftUI colours on terminal palettes: named colours hand-mapped, others to the nearest
/// entry; opacity blends.
@Suite struct TerminalColorTests {
  /// Named colours, each with its 256- and 8-colour entries.
  @Test(
    arguments: [
      (Color.red, 196, 1), (.orange, 208, 3), (.yellow, 220, 3), (.green, 41, 2), (.mint, 44, 6),
      (.teal, 37, 6), (.cyan, 38, 6), (.blue, 33, 4), (.indigo, 62, 4), (.purple, 134, 5),
      (.pink, 204, 5), (.brown, 137, 3), (.white, 231, 7), (.gray, 245, 7), (.black, 16, 0),
    ] as [(Color, Int, Int)])
  func namedColours(color: Color, palette256: Int, palette8: Int) throws {
    let terminal = try #require(TerminalColor(color))
    #expect(Int(terminal.palette256) == palette256)
    #expect(Int(terminal.palette8) == palette8)
  }

  /// `clear` draws nothing.
  @Test func clearHasNoTerminalColour() {
    #expect(TerminalColor(Color.clear) == nil)
  }

  /// Components take the nearest entry: pure red is cube entry 196 and ANSI red; mid grey
  /// (128) is grey-ramp entry 244 (exactly 8 + 10 × 12), nearer than the cube's 135.
  @Test func componentsTakeTheNearestEntry() throws {
    let red = try #require(TerminalColor(Color(red: 1, green: 0, blue: 0)))
    #expect(red.palette256 == 196)
    #expect(red.palette8 == 1)
    let grey = try #require(TerminalColor(Color(white: 128.0 / 255)))
    #expect(grey.palette256 == 244)
  }

  /// Blue (0, 122, 255) at 0.5 over black: (0, 61, 128), unnamed.
  @Test func opacityBlends() throws {
    let blue = try #require(TerminalColor(Color.blue))
    let blended = blue.blended(over: .canvas, opacity: 0.5)
    #expect(blended == TerminalColor(red: 0, green: 61, blue: 128))
    #expect(blue.blended(over: .canvas, opacity: 1) == blue)
  }
}
