/// Scenes written as the seed documents write them parse, lay out as SwiftUI does, and print
/// back to source that parses to the same tree.
import LayoutCore
import LayoutTestSupport
import Testing
import ViewSource

@Suite struct SeedSceneTests {
  /// The seed article's first snippet: a reusable `hello` and a Spacer-centred HStack.
  static let spacerScene = """
    var hello: some View {
        Text("Hello world")
            .foregroundColor(.white)
            .font(.title)
            .lineLimit(1)
    }

    HStack {
        Spacer()
        hello
        Spacer()
    }
    .frame(width: 300, height: 60)
    .background(.blue)
    """

  /// The seed question's `myFrame` extension, with its own `MyFrame: Layout` declaration
  /// (bound to LayoutLab's implementation), a custom alignment, ForEach and GeometryReader.
  static let questionScene = """
    extension View {
        func myFrame(width: CGFloat, height: CGFloat, alignment: Alignment) -> some View {
            MyFrame(size: CGSize(width: width, height: height), alignment: alignment) {
                // make sure we only pass in a single view
                VStack { self }
            }
        }
    }

    private struct MyFrame: Layout {
        let size: CGSize
        let alignment: Alignment

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            size
        }
    }

    extension VerticalAlignment {
        enum Quarter: AlignmentID {
            static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height * 0.25 }
        }
        static let quarter = VerticalAlignment(Quarter.self)
    }

    struct ContentView: View {
        var body: some View {
            VStack {
                Rectangle()
                    .fill(.red)
                    .frame(width: 100, height: 100)
                    .myFrame(width: 250, height: 250, alignment: .bottomTrailing)
                    .border(.blue)
                ForEach(0..<3) { i in
                    Text("row \\(i)").alignmentGuide(.quarter) { d in d[.top] + 10 }
                }
            }
        }
    }
    """

  /// Seed article: the Text of `HStack { Spacer(); hello; Spacer() }` in 300×60 is 110 wide
  /// and centred: x 45 + (300 − 110) / 2 = 140, y 392 + (60 − 20) / 2 = 412 (§3.2, §4.4).
  @Test func spacerSceneLaysOutAsTheArticleSays() throws {
    let scene = SceneParser.parse(Self.spacerScene)
    #expect(scene.diagnostics.isEmpty)
    let tree = try #require(scene.tree)
    let result = LayoutEngine().layout(tree, in: CGSize(390, 844))
    #expect(result.frame(of: "Text") == CGRect(140, 412, 110, 20))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(45, 392, 300, 60))
  }

  /// The question's `myFrame` puts the 100×100 rectangle at the bottom trailing corner of the
  /// 250×250 frame (seed question; §9.4). The VStack is 250 + 3 × (8 + 20) = 334 tall, centred
  /// at y (844 − 334) / 2 = 255 (§1.1, §4.2); the frame is its first child at x (390 − 250) / 2
  /// = 70, so the rectangle is at (70 + 150, 255 + 150).
  @Test func questionSceneUsesTheRegisteredMyFrame() throws {
    let scene = SceneParser.parse(Self.questionScene)
    #expect(scene.diagnostics.map(\.description) == [
      "10:16: note: 'MyFrame' is bound to LayoutLab's built-in implementation; its body is not interpreted"
    ])
    let tree = try #require(scene.tree)
    let result = LayoutEngine().layout(tree, in: CGSize(390, 844))
    #expect(result.frame(of: "Rectangle") == CGRect(220, 405, 100, 100))
    #expect(result.frame(of: "MyFrame") == CGRect(70, 255, 250, 250))
  }

  /// `parse(print(tree)) == tree`, and printing the reparsed tree gives the same text.
  @Test(arguments: [spacerScene, questionScene])
  func printedScenesRoundTrip(source: String) throws {
    let tree = try #require(SceneParser.parse(source).tree)
    let printed = ScenePrinter.print(tree)
    let reparsed = SceneParser.parse(printed)
    #expect(!reparsed.hasErrors, "\(reparsed.diagnostics)")
    #expect(reparsed.tree == tree)
    #expect(reparsed.tree.map(ScenePrinter.print) == printed)
  }
}
