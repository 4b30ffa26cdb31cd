import LayoutCore
import Testing

@testable import ViewSource

/// A file saved with Windows line endings ("\r\n") reads, edits and formats as the same file
/// with "\n" does, and keeps its endings: Swift reads "\r\n" as one Character, so code that
/// split lines at "\n" saw such a file as one line.
@Suite struct WindowsLineEndingTests {
  static let file = SourceEditorTests.file
  static let windowsFile = file.replacingOccurrences(of: "\n", with: "\r\n")

  static func windows(_ text: String) -> String {
    text.replacingOccurrences(of: "\n", with: "\r\n")
  }

  // Every kind of edit: a value, a modifier added on its own line, a multi-line view wrapped
  // in a stack (every line moved in), a view removed with its lines; each gives the "\n"
  // file's edit with "\r\n" endings, and no bare "\n" is added.
  @Test(arguments: [
    TreeEdit.set(.named("spacing"), .length(16), at: []),
    .wrap(at: [1], in: ViewNode(.border(.red, width: 1))),
    .wrap(at: [1, 0], in: ViewNode(.vStack(alignment: .center, spacing: nil))),
    .set(.named("lineLimit"), .count(2), at: [1, 0, 0]),
    .remove(at: [0]),
  ])
  func anEditKeepsTheFilesLineEndings(_ edit: TreeEdit) throws {
    let unix = try SourceEditorTests.edited(edit)
    let windows = try SourceEditorTests.edited(edit, Self.windowsFile)
    #expect(windows == Self.windows(unix))
    #expect(unix != Self.file)
  }

  // `layoutlab fmt`'s formatter re-indents a "\r\n" file as it does a "\n" one, and writes
  // "\r\n" back.
  @Test func theFormatterKeepsTheFilesLineEndings() {
    let messy = "struct A: View {\n var body: some View {\n  Text(\"a\")\n   .padding()\n }\n}\n"
    let formatted = SourceFormatter.format(messy)
    #expect(formatted != messy)
    #expect(SourceFormatter.format(Self.windows(messy)) == Self.windows(formatted))
    #expect(SourceFormatter.problem(in: Self.windows(messy)) == nil)
  }

  // Swift reads a multi-line string literal's line breaks as "\n" whatever the file uses, and
  // strips the closing delimiter's indentation: the Text is "Hello\nWorld", 5 glyphs wide and
  // two lines high (50×40 at 10×20 points a glyph, §12 item 5).
  @Test func aMultiLineStringReadsAsInSwift() throws {
    let source = "Text(\"\"\"\n    Hello\n    World\n    \"\"\")\n"
    let windows = try #require(SceneParser.parse(Self.windows(source)).tree)
    #expect(windows == SceneParser.parse(source).tree)
    #expect(windows.kind == .text("Hello\nWorld"))
  }
}
