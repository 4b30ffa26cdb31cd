import LayoutCore
import Testing
import ViewSource

/// `zIndex(_:)` in a scene: SwiftUI's spelling, printed back as written; a NaN is refused
/// (Docs §5.1).
@Suite struct ZIndexSceneTests {
  @Test func parsesAndPrintsBack() throws {
    let source = """
      import SwiftUI

      var body: some View {
          ZStack {
              Color.red
                  .zIndex(1)
              Color.blue
                  .zIndex(-0.5)
          }
      }

      """
    let parsed = SceneParser.parse(source)
    #expect(parsed.diagnostics.isEmpty)
    #expect(
      parsed.tree
        == ViewNode(
          .zStack(alignment: .center),
          children: [
            ViewNode(.color(.red), attributes: [.zIndex(1)]),
            ViewNode(.color(.blue), attributes: [.zIndex(-0.5)]),
          ]))
    #expect(parsed.tree.map(ScenePrinter.print) == source)
  }

  @Test func needsANumber() {
    let parsed = SceneParser.parse("Text(\"a\").zIndex(\"top\")")
    #expect(
      parsed.diagnostics.map(\.description) == ["1:18: error: cannot use a string as 'CGFloat'"])
  }
}
