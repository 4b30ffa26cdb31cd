import LayoutCore
import LayoutTestSupport
import Testing
import ViewSource

/// A View struct's own `init(...)`: its assignments (`self.x = x`, `_x = State(initialValue:)`)
/// give the stored properties their values, and those it leaves keep their initial ones
/// (issue #13).
@Suite struct ViewInitializerTests {
  @Test func theInitializerAssignsTheProperties() throws {
    let source = """
      struct Bar: View {
          let width: CGFloat
          @State private var height: CGFloat
          var color = Color.red

          init(_ width: CGFloat, tall: Bool = false) {
              self.width = width * 2
              _height = State(initialValue: tall ? 30 : 10)
          }

          var body: some View {
              color.frame(width: width, height: height)
          }
      }

      VStack(spacing: 0) {
          Bar(20)
          Bar(5, tall: true)
      }
      """
    // 40×10 then 10×30: a 40-high stack at y 180.
    let result = try layOutData(source)
    #expect(result.frames(of: "frame") == [CGRect(180, 180, 40, 10), CGRect(195, 190, 10, 30)])
  }

  @Test func anAssignmentToAnUnknownPropertyIsAnError() {
    let source = """
      struct Bar: View {
          let width: CGFloat
          init(width: CGFloat) {
              self.widht = width
          }
          var body: some View { Color.red.frame(width: width, height: 1) }
      }
      Bar(width: 1)
      """
    #expect(
      dataErrors(source) == ["4:9: error: 'init' assigns 'widht', which is not a stored property"])
  }
}
