import LayoutCore
import LayoutTestSupport
import Testing

@testable import ViewSource

/// List, Section, Form and the list styles in a scene (Docs §15): SwiftUI's spellings build the
/// nodes, print back and read back to the same tree; a file with sections edited changes only
/// the edited bytes; every diagnostic word for word.
@Suite struct ListSceneTests {
  static let canonical = """
    import SwiftUI

    var body: some View {
        List {
            Section("Fruit") {
                Text("Apple")
            }
            Section {
                Text("Carrot")
            } header: {
                Text("Veg")
            } footer: {
                Text("Fresh")
            }
        }
        .listStyle(.grouped)
    }

    """

  @Test func parsesAndPrintsBack() throws {
    let parsed = SceneParser.parse(Self.canonical)
    #expect(parsed.diagnostics.isEmpty)
    let expected = ViewNode(
      .list,
      children: [
        ViewNode(
          .section(SectionParts(title: "Fruit", headerCount: 1)),
          children: [ViewNode(.text("Fruit")), ViewNode(.text("Apple"))]),
        ViewNode(
          .section(SectionParts(headerCount: 1, footerCount: 1)),
          children: [ViewNode(.text("Veg")), ViewNode(.text("Carrot")), ViewNode(.text("Fresh"))]),
      ], attributes: [.listStyle(.grouped)])
    #expect(parsed.tree == expected)
    let printed = try #require(parsed.tree.map(ScenePrinter.print))
    #expect(printed == Self.canonical, "\(lineDiff(Self.canonical, printed))")
    #expect(SceneParser.parse(printed).tree == expected)
  }

  // The older spellings read as SwiftUI reads them: a header and footer given as views, a style
  // given as its type, a list over data as a List of one ForEach, and a Form.
  @Test func otherSpellings() throws {
    let source = """
      Form {
          Section(header: Text("H"), footer: Text("F")) {
              Text("a")
          }
          Section(footer: Text("Only a footer")) {
              Text("b")
          }
          List(["x", "y"], id: \\.self) { name in
              Text(name)
          }
          .listStyle(InsetGroupedListStyle())
          List {
          }
          .listStyle(DefaultListStyle())
      }
      """
    let parsed = SceneParser.parse(source)
    #expect(parsed.diagnostics.isEmpty)
    let tree = try #require(parsed.tree)
    #expect(tree.kind == .form)
    #expect(tree.children[0].kind == .section(SectionParts(headerCount: 1, footerCount: 1)))
    #expect(tree.children[0].children.map(\.kind) == [.text("H"), .text("a"), .text("F")])
    #expect(tree.children[1].kind == .section(SectionParts(footerCount: 1)))
    let list = tree.children[2]
    #expect(list.kind == .list)
    #expect(list.attributes == [.listStyle(.insetGrouped)])
    #expect(list.children.count == 1)
    #expect(list.children[0].children.map(\.kind) == [.text("x"), .text("y")])
    #expect(tree.children[3].attributes == [.listStyle(.automatic)])
    let printed = ScenePrinter.view(tree)
    #expect(printed.contains("Section {\n        Text(\"a\")\n    } header: {"))
    #expect(printed.contains(".listStyle(.insetGrouped)"))
    #expect(
      SceneParser.parse(printed).tree == tree,
      "\(printed)\n\(SceneParser.parse(printed).diagnostics)")
  }

  // A section's header and footer views are laid out in their places (§15.2): the inset grouped
  // header text at (36, 16), the row at 42 + 12 = 54 (ListStyleTests derives the numbers).
  @Test func aParsedSectionIsLaidOut() throws {
    let tree = try #require(SceneParser.parse(Self.canonical).tree)
    let result = LayoutEngine().layout(tree, in: CGSize(390, 844))
    // Grouped: no margin; the first header at 16, its row at 42 + 12 = 54; the second section
    // starts at 42 + 44 = 86: header at 102, Carrot at 128 + 12 = 140, the footer at 172 + 6.
    #expect(result.frames(of: "Section") == [CGRect(0, 0, 390, 86), CGRect(0, 86, 390, 128)])
    #expect(result.frames(of: "Text").map(\.minY) == [16, 54, 102, 140, 178])
    #expect(result.frames(of: "Text").map(\.minX) == [16, 16, 16, 16, 16])
  }

  @Test(arguments: [
    (
      "Section(header: 3) { Text(\"a\") }",
      "1:17: error: cannot use a number as 'some View'"
    ),
    (
      "Section(\"a\", \"b\") { Text(\"a\") }",
      "1:14: error: missing argument label 'content:' in call to 'Section'"
    ),
    (
      "List { }.listStyle(.fancy)",
      "1:10: error: 'listStyle' takes .plain, .automatic, .inset, .grouped, .insetGrouped or "
        + ".sidebar"
    ),
  ])
  func diagnostics(_ source: String, _ expected: String) {
    let parsed = SceneParser.parse(source)
    #expect(parsed.diagnostics.map(\.description) == [expected], "\(source)")
  }

  @Test func noLongerUnsupported() {
    for name in ["Section", "Form", "List"] {
      #expect(!Catalog.unsupportedViews.contains(name))
      #expect(Catalog.view(named: name) != nil)
    }
  }

  // MARK: Lossless edits (issue #12)

  static let file = """
    import SwiftUI

    // Settings, in sections.
    struct SettingsView: View {
        var body: some View {
            List {
                Section("Account") {   // who
                    Text("Name")
                        .frame(width: 100)
                }
                Section {
                    Text("Version 1.0")
                } footer: {
                    Text("Thanks")
                }
            }
            .listStyle(.insetGrouped)
        }
    }

    #Preview {
        SettingsView()
    }

    """

  static func edited(_ edit: TreeEdit) throws -> String { editedFile(file, edit) }

  @Test func aRowInASectionIsEditedInPlace() throws {
    let text = try Self.edited(.set(.named("width"), .length(120), at: [0, 1]))
    #expect(text == Self.file.replacingOccurrences(of: "width: 100", with: "width: 120"))
  }

  @Test func theListStyleIsCycledInPlace() throws {
    let text = try Self.edited(
      .set(
        .named("listStyle"), .choice("plain", among: ListStyleKind.allCases.map(\.rawValue)),
        at: []))
    #expect(text == Self.file.replacingOccurrences(of: ".insetGrouped", with: ".plain"))
  }

  @Test func aFooterRowIsRemovedAlone() throws {
    let text = try Self.edited(.remove(at: [1, 1]))
    #expect(!text.contains("Thanks"))
    #expect(text.contains("// Settings, in sections.") && text.contains("#Preview"))
    #expect(text.contains("Section(\"Account\") {   // who"))
    let tree = try #require(SceneParser.parse(text, root: "SettingsView").tree)
    #expect(tree.children[1].kind == .section(SectionParts()))
  }
}
