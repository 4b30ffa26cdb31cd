import LayoutCore
import Testing
import ViewSource

/// Every way real files write a `Font` and a `Color` (Apple's documentation of `Font` and
/// `Color`): each reads as a value, prints canonically and parses back to the same tree. Fonts
/// keep a text one cell a glyph and one line high (§12); bold weights draw bold.
@Suite struct FontAndColorFormTests {
  struct FontCase: Sendable, CustomTestStringConvertible {
    var source: String
    var printed: String
    var isBold: Bool
    var testDescription: String { source }
  }

  static let fonts: [FontCase] = [
    FontCase(
      source: ".title2.weight(.semibold)", printed: ".title2.weight(.semibold)", isBold: true),
    FontCase(source: "Font.body.bold()", printed: ".body.bold()", isBold: true),
    FontCase(
      source: ".system(size: 70, weight: .medium)", printed: ".system(size: 70, weight: .medium)",
      isBold: false),
    FontCase(
      source: ".system(size: 12.0, weight: .heavy, design: .rounded)",
      printed: ".system(size: 12, weight: .heavy, design: .rounded)", isBold: true),
    FontCase(
      source: ".system(.title, design: .rounded)", printed: ".system(.title, design: .rounded)",
      isBold: true),
    FontCase(
      source: #".custom("Avenir Next", size: 17)"#, printed: #".custom("Avenir Next", size: 17)"#,
      isBold: false),
    FontCase(source: ".caption.italic()", printed: ".caption.italic()", isBold: false),
    FontCase(
      source: ".body.monospaced().weight(.bold)", printed: ".body.monospaced().weight(.bold)",
      isBold: true),
  ]

  @Test(arguments: fonts) func fontForms(_ example: FontCase) throws {
    let parsed = SceneParser.parse("Text(\"Hello\").font(\(example.source))")
    #expect(parsed.diagnostics.isEmpty)
    let tree = try #require(parsed.tree)
    guard case .font(let font?)? = tree.attributes.first else {
      Issue.record("no font in \(tree)")
      return
    }
    #expect("." + font.name == example.printed)
    #expect(font.isBold == example.isBold)
    #expect(SceneParser.parse(ScenePrinter.print(tree)).tree == tree)
    // One cell a glyph, one line high: "Hello" is 50×20 whatever the font.
    let result = LayoutEngine().layout(tree, in: CGSize(width: 390, height: 844))
    #expect(result.root.frame.size == CGSize(width: 50, height: 20))
  }

  @Test func aBadWeightIsNamed() {
    let parsed = SceneParser.parse("Text(\"a\").font(.system(size: 12, weight: .bld))")
    #expect(
      parsed.diagnostics.map(\.description) == [
        "1:42: error: '.bld' is not a font weight; did you mean '.bold'?"
      ])
  }

  struct ColorCase: Sendable, CustomTestStringConvertible {
    var source: String
    var color: Color
    var testDescription: String { source }
  }

  /// UIKit colours in their dark-appearance values (Apple's Human Interface Guidelines,
  /// "Color": systemGray6 is 28, 28, 30 in dark mode, taken as white 28/255); HSB converted as
  /// `Color(hue:saturation:brightness:)` does (hue 0.5 at full saturation is cyan).
  static let colors: [ColorCase] = [
    ColorCase(source: "Color(uiColor: .systemBlue)", color: .blue),
    ColorCase(source: "Color(.label)", color: .primary),
    ColorCase(source: "Color(.secondaryLabel)", color: .secondary),
    ColorCase(source: "Color(.systemGray6)", color: Color(white: 28 / 255)),
    ColorCase(source: #"Color("AccentColor")"#, color: Color(named: "asset:AccentColor")),
    ColorCase(
      source: "Color(red: 1, green: 0.5, blue: 0)", color: Color(red: 1, green: 0.5, blue: 0)),
    ColorCase(
      source: "Color(red: 1, green: 0.5, blue: 0, opacity: 0.5)",
      color: Color(red: 1, green: 0.5, blue: 0, opacity: 0.5)),
    ColorCase(source: "Color(white: 0.2, opacity: 0.8)", color: Color(white: 0.2, opacity: 0.8)),
    ColorCase(
      source: "Color(hue: 0.5, saturation: 1, brightness: 1)",
      color: Color(red: 0, green: 1, blue: 1)),
    ColorCase(source: "Color.accentColor", color: .accentColor),
    ColorCase(source: "Color.secondary.opacity(0.5)", color: Color.secondary.opacity(0.5)),
  ]

  @Test(arguments: colors) func colorForms(_ example: ColorCase) throws {
    let parsed = SceneParser.parse(example.source + ".frame(width: 10, height: 10)")
    #expect(parsed.diagnostics.isEmpty)
    let tree = try #require(parsed.tree)
    #expect(tree.children.first?.kind == .color(example.color))
    #expect(SceneParser.parse(ScenePrinter.print(tree)).tree == tree)
  }

  @Test func anAssetColourPrintsByName() throws {
    let tree = try #require(SceneParser.parse(#"Text("a").foregroundColor(Color("Brand"))"#).tree)
    #expect(ScenePrinter.view(tree) == "Text(\"a\")\n    .foregroundColor(Color(\"Brand\"))")
  }

  @Test func anUnknownUIKitColourIsNamed() {
    let parsed = SceneParser.parse("Color(uiColor: .systemPlum)")
    #expect(
      parsed.diagnostics.map(\.description) == [
        "1:16: error: 'systemPlum' is not a UIKit colour LayoutLab knows"
      ])
  }

  /// `strokeBorder(style:)` takes its line width from the `StrokeStyle`; `stroke().fill(_:)`
  /// colours the stroke.
  @Test func strokeForms() throws {
    let border = try #require(
      SceneParser.parse(
        "Circle().strokeBorder(style: StrokeStyle(lineWidth: 2, dash: [4]))"
      ).tree)
    #expect(border.kind == .shape(.circle, .strokeBorder(nil, lineWidth: 2)))
    let filled = try #require(SceneParser.parse("Circle().stroke(lineWidth: 3).fill(.white)").tree)
    #expect(filled.kind == .shape(.circle, .stroke(.white, lineWidth: 3)))
  }
}
