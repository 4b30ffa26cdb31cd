import LayoutCore
import LayoutTestSupport
import Testing
import ViewSource

/// Structs and classes declared in the file are data (issue #13: "'struct X' is not supported
/// in scenes" stopped real files): memberwise initializers with defaults, member access,
/// computed properties, static lets, and `ObservableObject` classes read the same way.
@Suite struct ModelTypeTests {
  static let scene = """
    struct Metric: Identifiable {
        let id = UUID()
        let title: String
        var value: CGFloat = 10
        var doubled: CGFloat { value * 2 }

        static let samples: [Metric] = [
            Metric(title: "Steps", value: 30),
            Metric(title: "Sleep"),
        ]
    }

    final class Dashboard: ObservableObject {
        @Published var metrics = Metric.samples
        var count: Int { metrics.count }
    }

    struct ContentView: View {
        @StateObject private var model = Dashboard()

        var body: some View {
            VStack(spacing: 0) {
                ForEach(model.metrics) { metric in
                    Color.red.frame(width: metric.doubled, height: 10)
                }
                Text(Metric.samples[0].title)
            }
        }
    }
    """

  // Widths 2 × 30 and 2 × 10 (the default), then "Steps" (50×20): 40 high, y 180.
  @Test func membersDefaultsAndComputedPropertiesAreRead() throws {
    let result = try layOutData(Self.scene)
    #expect(result.frames(of: "frame") == [CGRect(170, 180, 60, 10), CGRect(190, 190, 20, 10)])
    #expect(result.frame(of: "Text", label: "Steps") == CGRect(175, 200, 50, 20))
  }

  // Swift's memberwise initializer takes every stored property without a value.
  @Test func aMissingArgumentIsSaidAsSwiftSaysIt() {
    #expect(
      dataErrors("struct Tag {\n    let name: String\n}\nText(Tag().name)")
        == ["4:6: error: missing argument for parameter 'name' in call to 'Tag'"])
  }

  @Test func anUnknownMemberNamesTheType() {
    #expect(
      dataErrors("struct Tag {\n    let name: String\n}\nText(Tag(name: \"a\").nam)")
        == ["4:21: error: value of type 'Tag' has no member 'nam'; did you mean 'name'?"])
  }
}
