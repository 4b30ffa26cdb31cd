import LayoutCore
import Testing
import ViewSource

/// `hidden()` in a scene: SwiftUI's spelling parses to the `hidden` attribute, prints back
/// as written, and takes no arguments (Docs §7).
@Suite struct HiddenSceneTests {
  @Test func parsesAndPrintsBack() throws {
    let source = """
      import SwiftUI

      var body: some View {
          Text("a")
              .hidden()
      }

      """
    let parsed = SceneParser.parse(source)
    #expect(parsed.diagnostics.isEmpty)
    #expect(parsed.tree == ViewNode(.text("a"), attributes: [.hidden]))
    #expect(parsed.tree.map(ScenePrinter.print) == source)
  }

  @Test func takesNoArguments() {
    let parsed = SceneParser.parse("Text(\"a\").hidden(true)")
    #expect(
      parsed.diagnostics.map(\.description) == ["1:18: error: extra argument in call to 'hidden'"])
  }
}
