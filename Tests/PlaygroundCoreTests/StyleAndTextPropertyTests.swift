import LayoutCore
import LayoutTestSupport
import Testing
import ViewSource

@testable import PlaygroundCore

/// Control styles, the Text modifiers and `scaleEffect` are properties of the node they are
/// written on (issue #14): `,`/`.` cycle a style or a mode through SwiftUI's cases and step a
/// factor, `e` types one, and the file changes only in the edited argument.
@Suite struct StyleAndTextPropertyTests {
  static let source = """
    import SwiftUI

    // A settings row.
    struct Row: View {
        var body: some View {
            VStack(spacing: 0) {
                Button("OK") { }
                    .buttonStyle(.bordered)
                Text("Hello, world")
                    .truncationMode(.tail)
                    .textCase(.uppercase)
                    .minimumScaleFactor(0.5)
                    .scaleEffect(2)
            }
        }
    }

    """

  static func playground() -> Playground {
    Playground.scene(source, name: "Row.swift", path: "/tmp/Row.swift")
  }

  /// `playground` with the view at `path` selected and its property `label` focused.
  static func focusing(_ label: String, at path: [Int], in playground: inout Playground) {
    playground.selection.path = path
    let labels = playground.selectedNode?.editableProperties.map(\.label) ?? []
    playground.selection.property = labels.firstIndex(of: label) ?? -1
    #expect(playground.focusedProperty?.label == label, "properties: \(labels)")
  }

  // A bordered button at the regular size pads its label by 12 pt across and 7 pt along
  // (reference §20.1): the 20×20 "OK" makes a 44×34 button; borderedProminent has the same
  // insets; the automatic style (plain on iOS) has none, so the button is its label, 20×20.
  @Test func stepsTheButtonStyleThroughSwiftUIsStyles() {
    var playground = Self.playground()
    Self.focusing("buttonStyle", at: [0], in: &playground)
    #expect(playground.layout.frames(of: "Button").map(\.size) == [CGSize(44, 34)])
    playground.send(".")
    #expect(playground.selectedNode?.value(of: .key("buttonStyle"))?.text == ".borderedProminent")
    #expect(
      playground.state.sceneSource
        == Self.source.replacingOccurrences(of: "(.bordered)", with: "(.borderedProminent)"))
    #expect(playground.layout.frames(of: "Button").map(\.size) == [CGSize(44, 34)])
    playground.send(".")
    #expect(playground.selectedNode?.value(of: .key("buttonStyle"))?.text == ".automatic")
    #expect(playground.layout.frames(of: "Button").map(\.size) == [CGSize(20, 20)])
    playground.send(",", ",")
    #expect(playground.state.sceneSource == Self.source)
  }

  // The Text modifiers cycle through their cases in SwiftUI's order, textCase through nil;
  // only the argument changes in the file.
  @Test func cyclesTheTextModes() {
    var playground = Self.playground()
    Self.focusing("truncationMode", at: [1], in: &playground)
    playground.send(".")
    #expect(playground.selectedNode?.value(of: .key("truncationMode"))?.text == ".head")
    Self.focusing("textCase", at: [1], in: &playground)
    playground.send(".")
    #expect(playground.selectedNode?.value(of: .key("textCase"))?.text == ".lowercase")
    playground.send(".")
    #expect(playground.selectedNode?.value(of: .key("textCase"))?.text == "nil")
    #expect(
      playground.state.sceneSource
        == Self.source.replacingOccurrences(of: "(.tail)", with: "(.head)")
        .replacingOccurrences(of: "(.uppercase)", with: "(nil)"))
  }

  // A minimum scale factor steps by tenths within 0...1 (SwiftUI's documented range); a typed
  // 2 is refused and changes nothing.
  @Test func stepsTheMinimumScaleFactorByTenths() {
    var playground = Self.playground()
    Self.focusing("minimumScaleFactor", at: [1], in: &playground)
    playground.send(".", ".")
    #expect(playground.selectedNode?.value(of: .key("minimumScaleFactor")) == .number(0.7))
    #expect(
      playground.state.sceneSource
        == Self.source.replacingOccurrences(of: "(0.5)", with: "(0.7)"))
    playground.send("e")
    playground.send(
      [.backspace, .backspace, .backspace] + KeyInput.typing("2") + [KeyInput.enter])
    #expect(playground.selectedNode?.value(of: .key("minimumScaleFactor")) == .number(0.7))
  }

  // One factor of a uniform scale steps by 0.25 and the call is written with both factors;
  // the Text's frame does not move (scaleEffect changes drawing only, reference §7).
  @Test func stepsOneScaleFactor() {
    var playground = Self.playground()
    let before = playground.layout.frames(of: "Text")
    Self.focusing("scale x", at: [1], in: &playground)
    playground.send(".")
    #expect(playground.selectedNode?.value(of: .key("scale x")) == .number(2.25))
    #expect(playground.selectedNode?.value(of: .key("scale y")) == .number(2))
    #expect(
      playground.state.sceneSource
        == Self.source.replacingOccurrences(of: "(2)", with: "(x: 2.25, y: 2)"))
    #expect(playground.layout.frames(of: "Text") == before)
  }
}
