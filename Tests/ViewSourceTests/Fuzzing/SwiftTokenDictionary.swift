/// Swift and SwiftUI fragments the scene mutator inserts: the punctuation that opens and
/// closes things, the names scenes use, and the literals that break naive number handling.
///
/// Random bytes rarely form a token, so most byte mutants die in the lexer; inserting whole
/// tokens reaches the parser, the interpreter and the layout engine instead (libFuzzer's
/// `-dict` does the same, and `Fuzz/scene.dict` holds the same list for it).
enum SwiftTokenDictionary {
  static let tokens: [String] = [
    // Structure
    "{", "}", "(", ")", "[", "]", ".", ",", ":", ";", " in ", "$0", "$1", "d in", "_ in",
    "\\.self", "->", "..<", "...", "?", "!", "=", "==", "+", "-", "*", "/", "\n", "\r\n", "\t",
    "//", "/*", "*/", "\"", "\"\"\"", "\\(", "#Preview", "#if", "@State ", "`",
    // Declarations and keywords
    "var ", "let ", "func ", "struct ", "extension ", "enum ", "return ", "if ", "else ",
    "for ", "switch ", "case ", "some View", "View", "Layout", "AlignmentID", "self", "body",
    "static ", "where ", "nil", "true", "false",
    // Views and modifiers
    "Text(\"x\")", "VStack {", "HStack(spacing: ", "ZStack(alignment: .topLeading) {",
    "Spacer()", "Color.red", "Rectangle()", "GeometryReader { proxy in ", "ForEach(0..<",
    ".frame(width: ", ".frame(maxWidth: .infinity)", ".padding(", ".offset(x: ",
    ".position(x: ", ".layoutPriority(", ".fixedSize()", ".alignmentGuide(.leading) { d in ",
    ".background(", ".overlay(", "minLength: ", "spacing: ", "alignment: .center",
    "proxy.size.width", "d[.leading]", "d.width", "MyFrame(", "FractionFrame(",
    // Numbers that overflow, vanish or are not numbers
    "0", "1", "-1", "1e308", "-1e309", "1e400", "4.9e-324", "0x7fffffffffffffff",
    "0xffffffffffffffffff", "1_000_000_000_000_000_000_000", "9223372036854775807",
    "-9223372036854775808", ".nan", ".infinity", "-.infinity", "CGFloat.infinity",
    "Double.nan", "CGFloat.greatestFiniteMagnitude", "1e308 * 10", "0 / 0",
    // Strings that are not plain
    "\"\\u{0}\"", "\"\\u{110000}\"", "\"\\u{D800}\"", "\"\\(", "\"\\(\"\\(1)\")\"",
    "String(repeating: \"ab\", count: 1_000_000_000)", "\u{0}", "\u{FEFF}", "居", "é",
    "\u{0301}", "👩‍👩‍👧", "\u{202E}",
  ]
}
