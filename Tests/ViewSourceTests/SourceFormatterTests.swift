import Testing

@testable import ViewSource

/// `layoutlab fmt`'s formatting: indentation and blank lines only, every token and comment
/// kept (issue #12).
@Suite struct SourceFormatterTests {
  @Test func reindentsAndKeepsEverything() {
    let messy = """
      import SwiftUI
      // A user comment that must survive.
      struct Probe: View {
        @State private var count = 0   // a note
      var body: some View {
              VStack(alignment: .leading,
                     spacing: 12) {
          Text("Hi")   // trailing note
          .padding(.horizontal, 16)
          Button("Add") { count += 1 }
              }
      .padding()   \t


      }
      }

      #Preview {
      Probe()
      }
      """
    let expected = """
      import SwiftUI
      // A user comment that must survive.
      struct Probe: View {
          @State private var count = 0   // a note
          var body: some View {
              VStack(alignment: .leading,
                  spacing: 12) {
                  Text("Hi")   // trailing note
                      .padding(.horizontal, 16)
                  Button("Add") { count += 1 }
              }
              .padding()

          }
      }

      #Preview {
          Probe()
      }

      """
    #expect(SourceFormatter.format(messy) == expected)
    #expect(SourceFormatter.format(expected) == expected)
  }

  @Test func keepsMultilineStringsAndBlockCommentsAsWritten() {
    let source = """
      let text = \"\"\"
        one { two
      three
      \"\"\"
      /* a comment {
         still ( inside */
      struct A {
      var x = 1
      }

      """
    let expected = """
      let text = \"\"\"
        one { two
      three
      \"\"\"
      /* a comment {
         still ( inside */
      struct A {
          var x = 1
      }

      """
    #expect(SourceFormatter.format(source) == expected)
  }

  @Test func switchCasesSitLevelWithTheirSwitch() {
    let source = """
      switch kind {
      case .a:
      Text("a")
      default:
      EmptyView()
      }
      enum Kind {
      case a
      case b
      }

      """
    let expected = """
      switch kind {
      case .a:
          Text("a")
      default:
          EmptyView()
      }
      enum Kind {
          case a
          case b
      }

      """
    #expect(SourceFormatter.format(source) == expected)
  }

  @Test func stringsWithBracketsAndInterpolationsDoNotCount() {
    let source = "Text(\"a { (\\(count)) [\")\n.padding()\n"
    #expect(SourceFormatter.format(source) == "Text(\"a { (\\(count)) [\")\n    .padding()\n")
  }
}
