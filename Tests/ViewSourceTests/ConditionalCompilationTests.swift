import LayoutCore
import LayoutTestSupport
import Testing

@testable import ViewSource

/// `#if` blocks keep their first branch (issue #13): LayoutLab does not evaluate compilation
/// conditions, except that a preview is a debug build (`DEBUG` true, `!DEBUG` false).
@Suite struct ConditionalCompilationTests {
  static let note =
    "note: '#if' takes its first branch: LayoutLab does not evaluate compilation conditions"

  static func colorFrame(_ source: String) throws -> (CGRect?, [String]) {
    let parsed = SceneParser.parse(source)
    guard let tree = parsed.tree else { return (nil, parsed.diagnostics.map(\.description)) }
    let result = LayoutEngine().layout(tree, in: CGSize(width: 400, height: 200))
    return (result.frame(of: "Color"), parsed.diagnostics.map(\.description))
  }

  // A 100×50 colour centred in 400×200 is at (150, 75); a 300×50 one at (50, 75).
  @Test func aModifierChainTakesTheFirstBranch() throws {
    let (frame, diagnostics) = try Self.colorFrame(
      """
      Color.red
          #if os(iOS)
          .frame(width: 100, height: 50)
          #elseif os(macOS)
          .frame(width: 200, height: 50)
          #else
          .frame(width: 300, height: 50)
          #endif
      """)
    #expect(frame == CGRect(150, 75, 100, 50))
    #expect(diagnostics == ["2:5: \(Self.note)"])
  }

  @Test func debugHoldsAndNotDebugDoesNotWithoutANote() throws {
    let (debug, debugNotes) = try Self.colorFrame(
      "#if DEBUG\nColor.red.frame(width: 100, height: 50)\n#else\nColor.red.frame(width: 300, height: 50)\n#endif"
    )
    #expect(debug == CGRect(150, 75, 100, 50))
    #expect(debugNotes.isEmpty)
    let (release, releaseNotes) = try Self.colorFrame(
      "#if !DEBUG\nColor.red.frame(width: 100, height: 50)\n#else\nColor.red.frame(width: 300, height: 50)\n#endif"
    )
    #expect(release == CGRect(50, 75, 300, 50))
    #expect(releaseNotes.isEmpty)
  }

  // In a type body and a view builder, nested; the note is said once per file.
  @Test func typeBodiesAndViewBuildersTakeTheFirstBranchWithOneNote() throws {
    let (frame, diagnostics) = try Self.colorFrame(
      """
      struct ContentView: View {
          #if os(iOS)
          let width: CGFloat = 100
          #else
          let width: CGFloat = 300
          #endif
          var body: some View {
              VStack {
                  #if os(watchOS)
                  #if DEBUG
                  Color.red.frame(width: width, height: 50)
                  #endif
                  #else
                  Text("never")
                  #endif
              }
          }
      }
      """)
    #expect(frame == CGRect(150, 75, 100, 50))
    #expect(diagnostics == ["2:5: \(Self.note)"])
  }

  @Test func anUnclosedBlockAndAStrayEndAreErrors() throws {
    let (_, unclosed) = try Self.colorFrame("#if os(iOS)\nColor.red")
    #expect(
      Set(unclosed) == [
        "1:1: error: expected '#else' or '#endif' at the end of the conditional compilation block",
        "1:1: \(Self.note)",
      ])
    let (_, stray) = try Self.colorFrame("Color.red\n#endif")
    #expect(stray == ["2:1: error: unexpected '#endif' without '#if'"])
  }

  // Lossless editing finds the taken branch's nodes by their ranges: an edit changes that
  // branch's text only, and the other branch stays byte for byte.
  @Test func anEditChangesTheTakenBranchOnly() throws {
    let file = """
      struct ContentView: View {
          var body: some View {
              #if os(iOS)
              VStack(spacing: 12) {
                  Text("A")
                  Text("B")
              }
              #else
              VStack(spacing: 12) {
                  Text("A")
              }
              #endif
          }
      }

      """
    guard
      case .edited(let text, _, _) = SourceEditor.apply(
        .set(.named("spacing"), .length(16), at: []), to: file)
    else {
      Issue.record("the edit was refused")
      return
    }
    let expected = file.replacingOccurrences(
      of: "#if os(iOS)\n        VStack(spacing: 12)",
      with: "#if os(iOS)\n        VStack(spacing: 16)")
    #expect(text == expected)
  }
}
