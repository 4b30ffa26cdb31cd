import LayoutCore
import Testing
import ViewSource

@testable import PlaygroundCore

/// Edits of the selection: properties, modifiers, wrapping, deleting, and undo of each.
///
/// Paths are those of the spacer-center scene (see `SelectionTests`): [0] the frame,
/// [0, 0] the HStack, [0, 0, 0] and [0, 0, 2] the Spacers, [0, 0, 1] the Text.
@Suite struct EditTests {
  // "stack spacing (nil → 0 → up, and back to nil)": `.` steps up by 10 points from 0,
  // `,` steps down to 0 and then to nil.
  @Test func spacingGoesFromNilToZeroUpAndBack() {
    var playground = Playground.builtIn("spacer-center")
    playground.send(.right, .right)
    #expect(playground.focusedProperty == .spacing)
    var spacings: [CGFloat?] = []
    for key: KeyInput in [".", ".", ".", ",", ",", ","] {
      playground.send(key)
      guard case .hStack(_, let spacing) = playground.selectedNode!.kind else {
        Issue.record("not an HStack")
        return
      }
      spacings.append(spacing)
    }
    #expect(spacings == [0, 10, 20, 10, 0, nil])
    #expect(playground.message?.text == "HStack spacing 0 → nil")
  }

  // Spacer minLength: nil → 0 → 10. With both Spacers at minLength 10 the HStack in 300
  // points still gives the 110-point text 110, and the Spacers (300 − 110) / 2 = 95 each.
  // Undo twice is nil again.
  @Test func spacerMinLength() {
    var playground = Playground.builtIn("spacer-center")
    playground.send(.right, .right, .right)
    playground.send(".")
    #expect(playground.selectedNode?.kind == .spacer(minLength: 0))
    playground.send(".")
    #expect(playground.selectedNode?.kind == .spacer(minLength: 10))
    #expect(playground.layout.frames(of: "Spacer").map(\.width) == [95, 95])
    playground.send("u", "u")
    #expect(playground.selectedNode?.kind == .spacer(minLength: nil))
    #expect(playground.message?.text == "undone: Spacer minLength nil → 0")
  }

  // The frame's width: `.` +10 (310), `<` five steps down (260). The frame is laid out at
  // its new width, centred in the 790×700 canvas (see SelectionTests): x = (790 − 260) / 2
  // = 265, y = (700 − 60) / 2 = 320. Undo goes back one edit at a time; redo forward.
  @Test func frameWidthWithUndoAndRedo() {
    var playground = Playground.builtIn("spacer-center")
    playground.send(.right)
    #expect(playground.focusedProperty == .width)
    playground.send(".", "<")
    #expect(playground.selectedNode?.kind == .frame(width: 260, height: 60, alignment: .center))
    #expect(playground.layout.frame(of: "frame") == CGRect(x: 265, y: 320, width: 260, height: 60))
    playground.send("u")
    #expect(playground.selectedNode?.kind == .frame(width: 310, height: 60, alignment: .center))
    playground.send("u")
    #expect(playground.selectedNode?.kind == .frame(width: 300, height: 60, alignment: .center))
    playground.send("u")
    #expect(playground.message?.text == "nothing to undo")
    playground.send(.control("r"))
    #expect(playground.selectedNode?.kind == .frame(width: 310, height: 60, alignment: .center))
    #expect(playground.message?.text == "redone: frame width 300 → 310")
    // A new edit clears what could be redone.
    playground.send(",", .control("r"))
    #expect(playground.message?.text == "nothing to redo")
  }

  // Enter moves the focus through the frame's properties: width, height, alignment; `a`
  // cycles the alignment through the nine built-in ones, from .center to .trailing.
  @Test func propertiesAndAlignment() {
    var playground = Playground.builtIn("spacer-center")
    playground.send(.right, .enter)
    #expect(playground.focusedProperty == .height)
    playground.send(".")
    #expect(playground.selectedNode?.kind == .frame(width: 300, height: 70, alignment: .center))
    playground.send("a")
    #expect(playground.focusedProperty == .alignment)
    #expect(playground.selectedNode?.kind == .frame(width: 300, height: 70, alignment: .trailing))
    playground.send("A", "A")
    #expect(playground.selectedNode?.kind == .frame(width: 300, height: 70, alignment: .leading))
  }

  // Typing a value: `e` opens the input line with the value, Backspace and characters edit
  // it, Enter sets it; a value that does not read says so and changes nothing.
  @Test func typedValues() {
    var playground = Playground.builtIn("spacer-center")
    playground.send(.right, "e")
    #expect(playground.overlay == .input(InputLine(purpose: .property(.width), text: "300")))
    playground.send([.backspace, .backspace, .backspace] + KeyInput.typing("inf") + [.enter])
    #expect(playground.overlay == nil)
    #expect(
      playground.selectedNode?.kind == .frame(width: .infinity, height: 60, alignment: .center))
    // An infinite fixed width is invalid in SwiftUI; the engine says so and treats it as nil.
    #expect(
      playground.layout.diagnostics.map(\.message) == ["invalid frame width ∞: treated as nil"])
    playground.send("e")
    playground.send(KeyInput.typing("x") + [.enter])
    #expect(
      playground.message == StatusMessage(text: "'∞x' is not a value for width", isError: true))
    playground.send("e", .escape)
    #expect(playground.overlay == nil)
    #expect(playground.message?.text == "cancelled")
  }

  // The modify menu wraps the selection: `1` adds a frame of the view's own size
  // (110×20 for the Text) and selects it; `d` on a modifier removes it, keeping its content.
  @Test func addAndRemoveAModifier() {
    var playground = Playground.builtIn("spacer-center")
    playground.send(.right, .right, .right, .down, "m")
    #expect(playground.overlay == .modifyMenu)
    playground.send("1")
    #expect(playground.overlay == nil)
    #expect(playground.selection.path == [0, 0, 1])
    #expect(playground.selectedNode?.kind == .frame(width: 110, height: 20, alignment: .center))
    #expect(playground.tree[path: [0, 0, 1, 0]]?.kind == .text("Hello world"))
    playground.send("x")
    #expect(playground.selectedNode?.kind == .text("Hello world"))
    #expect(playground.message?.text == "removed .frame, kept its content")
    // `x` in the menu is offered for modifiers only.
    playground.send("m", "x")
    #expect(playground.selectedNode?.kind == .text("Hello world"))
    #expect(playground.message?.text == "menu closed")
  }

  // Wrapping in a stack, deleting a view, and undoing the deletion.
  @Test func wrapAndDelete() {
    var playground = Playground.builtIn("spacer-center")
    playground.send(.right, .right, .right, .down, "m", "v")
    #expect(playground.selectedNode?.kind == .vStack(alignment: .center, spacing: nil))
    #expect(playground.selectedNode?.children.map(\.kind) == [.text("Hello world")])
    playground.send("u")
    #expect(playground.selectedNode?.kind == .text("Hello world"))
    playground.send("x")
    #expect(
      playground.tree[path: [0, 0]]?.children.map(\.kind) == [
        .spacer(minLength: nil), .spacer(minLength: nil),
      ])
    // The selection moves to the view that took the deleted one's place.
    #expect(playground.selection.path == [0, 0, 1])
    playground.send("u")
    #expect(playground.tree[path: [0, 0, 1]]?.kind == .text("Hello world"))
  }

  // Deleting a view that is a modifier's content deletes the view with its modifiers from
  // its container: in layout-priority-fillers the Text sits in `.layoutPriority(1)`.
  @Test func deletingAViewTakesItsModifiers() {
    var playground = Playground.builtIn("layout-priority-fillers")
    // background › frame › HStack › layoutPriority(0) › Color, layoutPriority(1) › Text, …
    playground.send(.right, .right, .right, .down, .right)
    #expect(playground.selectedNode?.kind.name == "Text")
    playground.send("x")
    #expect(playground.tree[path: [0, 0]]?.children.count == 2)
    // Deleting a background's colour removes the background.
    playground.send(.left, .left, .down)
    #expect(playground.selectedNode?.kind == .color(.cyan))
    playground.send("x")
    #expect(playground.tree.kind.name == "frame")
    #expect(playground.message?.text == "removed .background, kept its content")
    // A root view that is not a modifier cannot be deleted.
    var single = Playground.scene("Text(\"Hi\")")
    single.send("x")
    #expect(single.message?.text.hasPrefix("the root view cannot be deleted") == true)
  }

  // fixedSize: `f` adds `.fixedSize()`, then cycles its axes. lineLimit is the Text's
  // property: `,` from 1 is nil (no limit), `.` from nil is 1.
  @Test func fixedSizeAndLineLimit() {
    var playground = Playground.builtIn("spacer-center")
    playground.send(.right, .right, .right, .down, "f")
    #expect(playground.selectedNode?.kind == .fixedSize(horizontal: true, vertical: true))
    playground.send("f")
    #expect(playground.selectedNode?.kind == .fixedSize(horizontal: true, vertical: false))
    playground.send("f", "f")
    #expect(playground.selectedNode?.kind == .fixedSize(horizontal: true, vertical: true))
    playground.send(.right)
    #expect(playground.focusedProperty == .lineLimit)
    playground.send(",")
    #expect(!playground.selectedNode!.attributes.contains(.lineLimit(1)))
    playground.send(".", ".")
    #expect(playground.selectedNode!.attributes.contains(.lineLimit(2)))
  }

  // Reset drops every edit and knob change at once, and is itself undone by `u`.
  @Test func resetAndUndoTheReset() {
    var playground = Playground.gallery()
    playground.send("]", .right, ".")
    let edited = playground.tree
    playground.send("R")
    #expect(playground.state == playground.history.undoStack.first!.state)
    #expect(playground.state.knobs.container == CGSize(width: 300, height: 60))
    playground.send("u")
    #expect(playground.tree == edited)
  }

  // `r` resets the selected panel alone: panel 2's edit goes, panel 1's and the knobs stay;
  // `u` brings it back; on a panel without edits it says so.
  @Test func resetOnePanel() {
    var playground = Playground.gallery()
    playground.send("]", ",")  // container 310; panel 1's frame 310 → 300
    playground.send("n", .right, ",")  // panel 2's frame 310 → 300
    #expect(playground.state.edits.map(\.count).prefix(3) == [1, 1, 0])
    playground.send("r")
    #expect(playground.message?.text == "panel 2 as the gallery made it (u undoes the reset)")
    #expect(playground.state.edits.map(\.count).prefix(3) == [1, 0, 0])
    #expect(playground.state.knobs.container == CGSize(width: 310, height: 60))
    #expect(playground.selectedNode?.kind == .frame(width: 310, height: 60, alignment: .center))
    playground.send("r")
    #expect(playground.message?.text == "nothing to reset: panel 2 has no edits (R: all)")
    playground.send("u")
    #expect(playground.selectedNode?.kind == .frame(width: 300, height: 60, alignment: .center))
  }
}
