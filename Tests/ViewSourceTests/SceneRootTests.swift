import LayoutCore
import LayoutTestSupport
import Testing
import ViewSource

/// A real view file offers several roots (issue #13): its previews, a `PreviewProvider`, the
/// `App`'s window and every `View` struct. The default is what Xcode's canvas shows first;
/// `--view NAME` picks another.
///
/// Frames: a text is one 10-pt glyph per character and one 20-pt line (§12's cell, the
/// engine's default metrics), centred in the 400×200 proposal as a root is (§1, §12 item 9).
@Suite struct SceneRootTests {
  static let file = """
    import SwiftUI

    struct DetailRow: View {
        let title: String
        var subtitle: String
        @Environment(\\.dismiss) private var dismiss

        var body: some View {
            VStack(alignment: .leading) {
                Text(title)
                Text(subtitle)
            }
        }
    }

    struct ContentView: View {
        var body: some View {
            Text("Content")
        }
    }

    struct DetailRow_Previews: PreviewProvider {
        static var previews: some View {
            DetailRow(title: "Title", subtitle: "Subtitle text")
        }
    }

    #Preview("Dark") {
        Text("Preview")
    }

    """

  static func layout(_ scene: ParsedScene) throws -> LayoutResult {
    let tree = try #require(scene.tree)
    return LayoutEngine().layout(tree, in: CGSize(width: 400, height: 200))
  }

  @Test func theFileListsItsRootsInTheOrderTheDefaultIsChosen() {
    let scene = SceneParser.parse(Self.file)
    #expect(
      scene.roots.map(\.description) == [
        "#Preview \"Dark\"", "DetailRow_Previews (PreviewProvider)", "DetailRow (View)",
        "ContentView (View)",
      ])
    #expect(scene.root?.name == "Dark")
    #expect(scene.title == "Dark")
  }

  @Test func aPreviewIsShownFirst() throws {
    let result = try Self.layout(SceneParser.parse(Self.file))
    // "Preview": 7 glyphs = 70 × 20, centred: x (400 − 70) / 2 = 165, y (200 − 20) / 2 = 90.
    #expect(result.frame(of: "Text", label: "Preview") == CGRect(165, 90, 70, 20))
  }

  @Test func aPreviewProviderShowsItsPreviews() throws {
    let scene = SceneParser.parse(Self.file, root: "DetailRow_Previews")
    #expect(scene.diagnostics.filter { $0.severity == .error }.isEmpty)
    let result = try Self.layout(scene)
    // The leading VStack is as wide as "Subtitle text" (130) and two lines with the default
    // spacing 8 between them tall (48, §4): x (400 − 130) / 2 = 135, y (200 − 48) / 2 = 76;
    // "Title" sits at its leading edge.
    #expect(result.frame(of: "VStack") == CGRect(135, 76, 130, 48))
    #expect(result.frame(of: "Text", label: "Title") == CGRect(135, 76, 50, 20))
  }

  @Test func aViewTakesItsValuesFromThePreviewThatConstructsIt() throws {
    let scene = SceneParser.parse(Self.file, root: "DetailRow")
    #expect(
      scene.diagnostics.map(\.description).filter { $0.contains("DetailRow") } == [
        "3:8: note: 'DetailRow' is shown with the values of its preview at line 24"
      ])
    let result = try Self.layout(scene)
    #expect(result.frame(of: "Text", label: "Subtitle text") == CGRect(135, 104, 130, 20))
  }

  @Test func aViewWithoutPreviewTakesPlaceholders() throws {
    let source = """
      struct Stat: View {
          let label: String
          let value: Int
          var highlighted: Bool
          var body: some View {
              HStack { Text(label); Text("\\(value)") }
          }
      }
      """
    let scene = SceneParser.parse(source)
    #expect(
      scene.diagnostics.map(\.description) == [
        "1:8: note: 'Stat' is shown with placeholder values: label = \"label\", value = 0, highlighted = false"
      ])
    let result = try Self.layout(scene)
    // "label" 50 + spacing 8 + "0" 10 = 68 wide: x (400 − 68) / 2 = 166.
    #expect(result.frame(of: "HStack") == CGRect(166, 90, 68, 20))
    #expect(result.frame(of: "Text", label: "0") == CGRect(224, 90, 10, 20))
  }

  @Test func anAppShowsItsWindowsContent() throws {
    let source = """
      import SwiftUI

      @main
      struct NotesApp: App {
          var body: some Scene {
              WindowGroup {
                  Text("Notes")
              }
          }
      }
      """
    let scene = SceneParser.parse(source)
    #expect(scene.diagnostics.isEmpty)
    #expect(
      scene.root == SceneRoot(name: "NotesApp", kind: .app, location: .init(line: 3, column: 1)))
    let result = try Self.layout(scene)
    #expect(result.frame(of: "Text", label: "Notes") == CGRect(175, 90, 50, 20))
  }

  @Test func anAppWithoutAWindowSaysSo() {
    let source = """
      @main
      struct ToolApp: App {
          var body: some Scene {
              Settings { Text("a") }
          }
      }
      """
    let scene = SceneParser.parse(source)
    #expect(scene.tree == nil)
    #expect(
      scene.diagnostics.map(\.description) == [
        "2:8: error: 'ToolApp' has no 'WindowGroup { ... }' in its body to show"
      ])
  }

  @Test func anUnknownRootNameListsTheFilesRoots() {
    let scene = SceneParser.parse(Self.file, root: "Detail")
    #expect(scene.tree == nil)
    #expect(
      scene.diagnostics.map(\.description) == [
        "1:1: error: no view named 'Detail'; the file has: Dark, DetailRow_Previews, DetailRow, ContentView",
        "6:5: note: '@Environment' is read as a plain property: LayoutLab lays out its initial value",
      ])
  }

  @Test func untitledPreviewsAreNumbered() throws {
    let source = """
      #Preview { Text("a") }
      #Preview { Text("b") }
      """
    let scene = SceneParser.parse(source, root: "Preview 2")
    #expect(scene.roots.map(\.name) == ["Preview", "Preview 2"])
    let result = try Self.layout(scene)
    #expect(result.frame(of: "Text", label: "b") == CGRect(195, 90, 10, 20))
    #expect(result.frame(of: "Text", label: "a") == nil)
  }
}
