import CellRaster
import LayoutCore
import LayoutTestSupport
import Testing

/// Without colour and without UTF-8: ANSI at 256 colours, 8 colours and monochrome (patterns,
/// bold, reverse video), and ASCII lines (`+-|`) for boxes (issue #4).
@Suite struct FallbackTests {
  /// Bold "Hi" on a blue 40×20 fill: plain text shows the fill's pattern around the glyphs.
  static var boldOnBlue: some View {
    Text("Hi").bold().frame(width: 40, height: 20).background(.blue)
  }

  @Test func plainTextShowsPatterns() {
    expectGrid(draw(Self.boldOnBlue, canvas: CGSize(40, 20)).text, "▓Hi▓\n")
  }

  /// Monochrome keeps the pattern; the glyphs over the fill are bold (from `.bold()`) and in
  /// reverse video so that they stand out of the pattern.
  @Test func monochromeUsesPatternsBoldAndReverse() {
    let ansi = draw(Self.boldOnBlue, canvas: CGSize(40, 20)).ansi(depth: .monochrome)
    #expect(ansi == "▓\u{1B}[0;1;7mHi\u{1B}[0m▓\n")
  }

  /// 256 colours: blue is palette entry 33 behind spaces and glyphs; the text has the
  /// default foreground (primary) and is bold; each style change is one SGR sequence.
  @Test func colors256UseThePaletteEntries() {
    let ansi = draw(Self.boldOnBlue, canvas: CGSize(40, 20)).ansi(depth: .colors256)
    #expect(
      ansi
        == "\u{1B}[0;48;5;33m \u{1B}[0;1;48;5;33mHi\u{1B}[0;48;5;33m \u{1B}[0m\n")
  }

  /// 8 colours: blue is ANSI 4 (background 44).
  @Test func colors8UseTheBasicColours() {
    let ansi = draw(Self.boldOnBlue, canvas: CGSize(40, 20)).ansi(depth: .colors8)
    #expect(ansi == "\u{1B}[0;44m \u{1B}[0;1;44mHi\u{1B}[0;44m \u{1B}[0m\n")
  }

  /// Overlapping views stay distinguishable in monochrome: a red square on a red-orange
  /// pair would share a shade by lightness (red `▓`, pink `▓`), so the later one takes the
  /// next lighter shade.
  @Test func overlappingFillsGetDifferentPatterns() {
    let grid = draw(
      ZStack {
        Color.red.frame(width: 60, height: 20)
        Color.pink.frame(width: 20, height: 20)
      }, canvas: CGSize(60, 20))
    expectGrid(grid.ansi(depth: .monochrome), "▓▓▒▒▓▓\n")
  }

  /// The same box in Unicode and in ASCII: a 200×60 frame around a 20×20 Text "Hi"
  /// (columns 9–10); the Text's box is too narrow for its label, which goes beside it.
  @Test func asciiBoxes() {
    let view = Text("Hi").frame(width: 200, height: 60)
    expectGrid(
      draw(view, canvas: CGSize(200, 60), mode: .boxes).text,
      """
      ┌frame 200×60──────┐
      │        ├┤Text    │
      └──────────────────┘

      """)
    expectGrid(
      draw(view, canvas: CGSize(200, 60), mode: .boxes, boxDrawing: .ascii).text,
      """
      +frame 200x60------+
      |        ++Text    |
      +------------------+

      """)
  }

  /// ASCII glyphs everywhere: shades `.;%@`, hatching `/`, the marker `*`, dashes `~` and `:`.
  @Test func asciiHasNoUnicodeGlyphs() {
    let view = VStack {
      Text("Hi").frame(width: 100, height: 40).background(.blue)
      Spacer()
      Color.yellow.frame(width: 0, height: 0)
    }
    for mode in RasterMode.allCases {
      let grid = draw(
        view, canvas: CGSize(200, 200), mode: mode,
        safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0), boxDrawing: .ascii)
      let text = grid.text + grid.ansi(depth: .monochrome)
      let isASCII = text.unicodeScalars.allSatisfy { $0.isASCII }
      #expect(isASCII, "\(mode): \(grid.text)")
    }
  }
}
