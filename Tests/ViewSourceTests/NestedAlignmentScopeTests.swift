import LayoutCore
import LayoutTestSupport
import Testing
import ViewSource

/// Two extensions may each nest an `AlignmentID` of the same name; each extension's
/// `Quarter.self` is its own (issue #13's wrong layout: the vertical `Quarter` was used for
/// the horizontal guide).
@Suite struct NestedAlignmentScopeTests {
  static let scene = """
    extension HorizontalAlignment {
        enum Quarter: AlignmentID {
            static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 4 }
        }
        static let quarter = HorizontalAlignment(Quarter.self)
    }

    extension VerticalAlignment {
        enum Quarter: AlignmentID {
            static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 4 }
        }
        static let quarter = VerticalAlignment(Quarter.self)
    }

    VStack(alignment: .quarter, spacing: 0) {
        Color.red.frame(width: 200, height: 20)
        Color.blue.frame(width: 100, height: 80)
    }

    """

  // SwiftUI (the measurement): the red guide is 200 / 4 = 50, the blue 100 / 4 = 25,
  // so blue sits 25 to the right of red; the stack is 200 wide, centred on 400: x 100, blue
  // at 125 (§8.4).
  @Test func eachExtensionUsesItsOwnQuarter() throws {
    let parsed = SceneParser.parse(Self.scene)
    #expect(parsed.diagnostics.isEmpty)
    let tree = try #require(parsed.tree)
    let result = LayoutEngine().layout(tree, in: CGSize(width: 400, height: 200))
    #expect(result.frame(of: "VStack") == CGRect(100, 50, 200, 100))
    #expect(result.frame(of: "Color", label: "red") == CGRect(100, 50, 200, 20))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(125, 70, 100, 80))
  }
}
