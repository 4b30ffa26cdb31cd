import Testing

@testable import PlaygroundCore

/// Notes are facts (issue #16): a gallery panel whose note was written for the panel as built
/// says it is edited, and what changed, once the user edits it; the other panels keep theirs.
@Suite struct EditedNoteTests {
  // Panel 1's note, "Spacers keep 8 pt each: text ≤ 284", is the article's fact for its code
  // (§3.2: 300 − 2 × 8). After `.` on its HStack's spacing the fact no longer holds, so the note
  // says what changed; panel 2's note is untouched; R brings the note back with the panel.
  @Test func anEditedPanelSaysSo() throws {
    var playground = Playground.gallery()
    let original = playground.panels[0].note
    #expect(original == "Spacers keep 8 pt each: text ≤ 284")
    playground.send("/")
    playground.send(KeyInput.typing("HStack"))
    playground.send(.enter)
    #expect(playground.selection.panel == 0)
    let property = try #require(playground.focusedProperty)
    playground.send(".")
    let value = try #require(playground.selectedNode?.value(of: property))
    #expect(playground.panels[0].note == "✎ edited: \(property.label) → \(value.text) · r resets")
    #expect(playground.panels[1].note == "Spacers shrink to 0: text may use 300")
    playground.send(".")
    #expect(playground.panels[0].note.hasSuffix(" and 1 more · r resets"))
    playground.send("R")
    #expect(playground.panels[0].note == original)
  }

  // A note read off the layout stays the layout's after an edit (the leaf-views gallery).
  @Test func aLayoutNoteStaysTheLayouts() {
    var playground = Playground.gallery(.leafViewsGallery)
    playground.send("n", "n", ">")
    #expect(!playground.panels[2].note.hasPrefix("✎"))
  }
}
