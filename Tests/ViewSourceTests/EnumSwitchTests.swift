import LayoutCore
import LayoutTestSupport
import Testing
import ViewSource

/// Enums declared in the file (cases, raw values, `CaseIterable.allCases`, associated values,
/// computed properties that `switch self`) and `switch` in view builders and in bodies that
/// return values (issue #13), matched as Swift matches: the first case whose pattern fits.
@Suite struct EnumSwitchTests {
  static let scene = """
    enum Tab: String, CaseIterable {
        case home = "Home", settings, about

        var width: CGFloat {
            switch self {
            case .home: return 30
            case .settings, .about: return 10
            }
        }
    }

    enum Status {
        case idle
        case badge(Int)
    }

    struct ContentView: View {
        @State private var tab: Tab = .settings
        var status: Status = .badge(4)

        var body: some View {
            VStack(spacing: 0) {
                ForEach(Tab.allCases, id: \\.self) { tab in
                    Color.red.frame(width: tab.width, height: 10)
                }
                switch tab {
                case .home:
                    Text("Home")
                case .settings, .about:
                    Text(tab.rawValue)
                }
                switch status {
                case .idle: EmptyView()
                case .badge(let count): Color.blue.frame(width: CGFloat(count * 10), height: 10)
                }
                if tab == .settings {
                    Text(Tab.home.rawValue)
                }
            }
        }
    }
    """

  // Bars 30, 10, 10 wide and 10 high; "settings" (80×20); the badge 40×10; "Home" (40×20):
  // 80 high, y 160.
  @Test func casesRawValuesAndSwitchesLayOut() throws {
    let result = try layOutData(Self.scene)
    #expect(
      result.frames(of: "frame").map { $0.width } == [30, 10, 10, 40])
    #expect(result.frame(of: "Text", label: "settings") == CGRect(160, 190, 80, 20))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(180, 210, 40, 10))
    #expect(result.frame(of: "Text", label: "Home") == CGRect(180, 220, 40, 20))
  }

  @Test func defaultAndValuePatterns() throws {
    let source = """
      let count = 7
      VStack {
          switch count {
          case 0: Text("none")
          case 1..<5: Text("few")
          default: Text("many")
          }
      }
      """
    let result = try layOutData(source)
    #expect(result.frame(of: "Text", label: "many") == CGRect(180, 190, 40, 20))
  }

  @Test func aSwitchWithoutAMatchingCaseIsAnError() {
    #expect(
      dataErrors("VStack {\n    switch 2 {\n    case 1: Text(\"one\")\n    }\n}")
        == ["2:5: error: no case of the 'switch' matches 2; add a 'default:'"])
  }

  @Test func anEnumIsMadeFromItsRawValue() throws {
    let source = """
      enum Size: Int {
          case small = 1, large
      }
      Color.red.frame(width: CGFloat((Size(rawValue: 2) ?? .small).rawValue * 10), height: 10)
      """
    let result = try layOutData(source)
    #expect(result.frame(of: "Color") == CGRect(190, 195, 20, 10))
  }
}
