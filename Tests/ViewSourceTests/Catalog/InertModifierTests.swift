import LayoutCore
import Testing
import ViewSource

/// Modifiers that change no layout (navigation, actions, accessibility, animation, styles,
/// effects): SwiftUI lays a view out the same with or without them (Apple's documentation of
/// each names no effect on size or position; `shadow` and `cornerRadius` draw over the same
/// frame, reference §7). They are kept verbatim with one note per name, never evaluated.
@Suite struct InertModifierTests {
  static let source = """
    import SwiftUI

    var body: some View {
        Text("Hi")
            .navigationTitle("Home")
            .onTapGesture { undefinedAction(count) }
            .padding(10)
            .navigationTitle("Again")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add") { add() }
                }
            }
    }

    """

  @Test func areKeptWithOneNoteEach() {
    let parsed = SceneParser.parse(Self.source)
    // The closures name nothing declared (`undefinedAction`, `ToolbarItem`): not evaluated,
    // so no error; `onTapGesture` is noted. `navigationTitle` and `toolbar` are read by an
    // enclosing NavigationStack for its bars (§14.9): no note calls them inert.
    #expect(
      parsed.diagnostics.map(\.description) == [
        "6:10: note: 'onTapGesture' changes no layout: kept, not drawn"
      ])
    let toolbar = """
      {
                  ToolbarItem(placement: .primaryAction) {
                      Button("Add") { add() }
                  }
              }
      """
    #expect(
      parsed.tree
        == ViewNode(
          .padding(EdgeInsets(_all: 10)),
          children: [
            ViewNode(
              .text("Hi"),
              attributes: [
                .inert(name: "navigationTitle", arguments: #"("Home")"#),
                .inert(name: "onTapGesture", arguments: "{ undefinedAction(count) }"),
              ])
          ],
          attributes: [
            .inert(name: "navigationTitle", arguments: #"("Again")"#),
            .inert(name: "toolbar", arguments: toolbar),
          ]))
  }

  /// The layout ignores them: "Hi" is 20×20 (two 10-point glyphs, one 20-point line, §12),
  /// padded by 10 on each side to 40×40 and centred on the 390×844 canvas (§1.1).
  @Test func changeNoFrame() throws {
    let tree = try #require(SceneParser.parse(Self.source).tree)
    let result = LayoutEngine().layout(tree, in: CGSize(width: 390, height: 844))
    #expect(result.root.frame == CGRect(x: 175, y: 402, width: 40, height: 40))
    #expect(
      result.root.nodes(named: "Text")[0].frame == CGRect(x: 185, y: 412, width: 20, height: 20))
  }

  /// Printed back exactly as written, and the printed scene parses to the same tree.
  @Test func printBackAsWritten() throws {
    let tree = try #require(SceneParser.parse(Self.source).tree)
    let printed = ScenePrinter.print(tree)
    #expect(printed == Self.source)
    #expect(SceneParser.parse(printed).tree == tree)
  }

  /// Effects, styles and accessibility: each noted once, none an error; `cornerRadius` says
  /// that it clips (§12 item 35);
  /// a built-in `buttonStyle` is an environment value of its own now (reference §20.1), and a
  /// gradient in `foregroundStyle` is a style (§21.1): several styles stay kept, not drawn.
  @Test func effectsAndStyles() {
    let parsed = SceneParser.parse(
      """
      VStack {
          Color.red.cornerRadius(8).shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
          Text("a").buttonStyle(.borderedProminent).accessibilityLabel(Text("A"))
          Text("b").foregroundStyle(.primary, .secondary)
          Color.blue.cornerRadius(4)
      }
      """)
    #expect(
      parsed.diagnostics.map(\.description) == [
        "2:15: note: 'cornerRadius' changes no layout: it clips the drawing to the view's frame (§12 item 35)",
        "2:31: note: 'shadow' changes no layout: kept, not drawn (a cell cannot be partly shaded, "
          + "§12 item 38)",
        "3:47: note: 'accessibilityLabel' changes no layout: kept, not drawn",
        "4:15: note: 'foregroundStyle' changes no layout: kept, not drawn",
      ])
    #expect(parsed.tree != nil)
  }

  /// Layout modifiers not modelled yet stay errors (issues 14 and 15).
  @Test func layoutModifiersStayErrors() {
    let parsed = SceneParser.parse("Color.red.scenePadding()")
    #expect(
      parsed.diagnostics.map(\.description) == [
        "1:11: error: the modifier 'scenePadding' is not supported in scenes"
      ])
  }
}
