import LayoutCore
import Testing

@testable import ViewSource

/// Removing or wrapping a view that a custom view, custom modifier or `let` answered with
/// edits where it is used, not its definition (issue #12): `Card()` in a VStack is removed
/// or wrapped there, and the other Cards stay. Setting a property still edits the definition,
/// for every use.
@Suite struct UseSiteEditTests {
  static let cards = """
    struct Card: View {
        var body: some View {
            Text("Card")
                .padding(8)
        }
    }

    struct Screen: View {
        var body: some View {
            VStack(spacing: 20) {
                Card()
                Card()
            }
        }
    }

    #Preview {
        Screen()
    }

    """

  // [] is the VStack, [0] and [1] the Cards' paddings.
  @Test func removingACustomViewRemovesItsUse() {
    #expect(
      SourceEditor.apply(.remove(at: [1]), to: Self.cards)
        == .edited(
          Self.cards.replacingOccurrences(
            of: "            Card()\n            Card()\n", with: "            Card()\n"),
          uses: 1, definition: "Screen"))
  }

  @Test func wrappingACustomViewWrapsItsUse() {
    #expect(
      SourceEditor.apply(.wrap(at: [0], in: ViewNode(.border(.red, width: 1))), to: Self.cards)
        == .edited(
          Self.cards.replacingOccurrences(
            of: "            Card()\n            Card()\n",
            with: "            Card()\n                .border(.red)\n            Card()\n"),
          uses: 1, definition: "Screen"))
    #expect(
      SourceEditor.apply(
        .wrap(at: [1], in: ViewNode(.hStack(alignment: .center, spacing: nil))), to: Self.cards)
        == .edited(
          Self.cards.replacingOccurrences(
            of: "            Card()\n            Card()\n",
            with:
              "            Card()\n            HStack {\n                Card()\n            }\n"),
          uses: 1, definition: "Screen"))
  }

  // The padding is written once, in Card's body: setting it changes both Cards.
  @Test func settingAPropertyStillEditsTheDefinition() {
    let insets = EdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)
    #expect(
      SourceEditor.apply(.set(.named("padding"), .insets(insets), at: [1]), to: Self.cards)
        == .edited(
          Self.cards.replacingOccurrences(of: ".padding(8)", with: ".padding(12)"), uses: 2,
          definition: "Card"))
  }

  static let lets = """
    let rule = Rectangle()
        .frame(height: 1)

    var body: some View {
        VStack {
            rule
            Text("Total")
            rule
        }
    }

    """

  // A `let` answers both uses with the same node; removing the second use leaves the first.
  @Test func removingALetUseRemovesThatUse() {
    #expect(
      SourceEditor.apply(.remove(at: [2]), to: Self.lets)
        == .edited(
          Self.lets.replacingOccurrences(
            of: "        Text(\"Total\")\n        rule\n", with: "        Text(\"Total\")\n"),
          uses: 1, definition: nil))
  }

  static let nested = """
    struct Badge: View {
        var body: some View {
            Text("3")
                .padding(2)
        }
    }

    struct Row: View {
        var body: some View {
            HStack {
                Text("Inbox")
                Badge()
            }
        }
    }

    #Preview {
        VStack {
            Row()
            Row()
        }
    }

    """

  // Badge is used once, in Row's body, and Row twice: removing a Badge edits Row's body,
  // so both rows lose it, and says so.
  @Test func aUseInsideADefinitionIsEditedForEveryUseOfThatDefinition() {
    #expect(
      SourceEditor.apply(.remove(at: [0, 1]), to: Self.nested)
        == .edited(
          Self.nested.replacingOccurrences(of: "            Badge()\n", with: ""), uses: 2,
          definition: "Row"))
  }

  static let chips = """
    extension View {
        func chip(padding amount: CGFloat) -> some View {
            self.padding(amount)
        }
    }

    HStack {
        Text("a").chip(padding: 6)
        Text("b").chip(padding: 10)
    }

    """

  // The padding is written once, `padding(amount)`, for two uses with different amounts:
  // writing a number in its place would cut both uses from their amounts, so the edit is
  // refused and says where the value comes from.
  @Test func sharedCodeWhoseUsesDifferIsRefusedWithTheReason() throws {
    let tree = try #require(SceneParser.parse(Self.chips).tree)
    let top = try #require(tree[path: [0]]?.editableProperties.first { $0.label == "top" })
    #expect(
      SourceEditor.apply(.set(top, .length(11), at: [0]), to: Self.chips)
        == .refused(
          "padding's value is computed from 'amount' in the file: change it where 'amount' is given"
        ))
  }
}
