import LayoutCore
import LayoutTestSupport
import Testing

@testable import ViewSource

/// NavigationStack, NavigationView, NavigationSplitView, NavigationLink and TabView in a scene
/// (Docs §14.9, §14.10): SwiftUI's spellings build the nodes, print back as written (the
/// navigation modifiers kept as they were, §12 item 24) and read back to the same tree.
@Suite struct NavigationSceneTests {
  /// A real-looking file: a list in a navigation stack with a title, a trailing button and a
  /// bottom toolbar, in a TabView of two tabs.
  static let inbox = """
    import SwiftUI

    var body: some View {
        TabView(selection: $tab) {
            NavigationStack {
                List {
                    NavigationLink("Welcome", destination: Text("Hello"))
                    NavigationLink { Text("Details") } label: {
                        Text("Invoice")
                    }
                    NavigationLink("Receipt", value: 3)
                }
                .navigationTitle("Inbox")
                .toolbar {
                    ToolbarItem(placement: .navigationBarTrailing) {
                        Button("Edit") {
                        }
                    }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Archive") {
                        }
                    }
                }
            }
            .tabItem {
                Label("Inbox", systemImage: "tray")
            }
            .tag(0)
            NavigationView {
                Text("Settings")
                    .navigationBarTitleDisplayMode(.inline)
                    .navigationTitle("Settings")
            }
            .tabItem {
                Label("Settings", systemImage: "gear")
            }
            .tag(1)
        }
    }

    """

  static let split = """
    import SwiftUI

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List {
                Text("Mailboxes")
            }
            .navigationTitle("Mail")
        } content: {
            Text("Messages")
        } detail: {
            Text("Message")
            Text("Body")
        }
    }

    """

  @Test func theInboxPrintsBackAsWritten() throws {
    let parsed = SceneParser.parse(Self.inbox)
    #expect(parsed.diagnostics.filter { $0.severity == .error }.isEmpty)
    let tree = try #require(parsed.tree)
    guard case .tabView(let tabs) = tree.kind else {
      Issue.record("not a TabView: \(tree.kind)")
      return
    }
    #expect(tabs.selection == "$tab")
    #expect(tree.children.map(\.kind.name) == ["NavigationStack", "NavigationView"])
    let printed = ScenePrinter.print(tree)
    #expect(printed == Self.inbox, "\(lineDiff(Self.inbox, printed))")
    #expect(SceneParser.parse(printed).tree == tree)
  }

  // The commonest link, a title and the destination as a trailing closure
  // (`NavigationLink(_:destination:)`, Apple's NavigationLink documentation): it stopped a
  // real settings file at 11:47 ("missing argument for parameter 'destination'"). Its label
  // is laid out as a Link's, the destination kept as written and not laid out (§14.9).
  @Test func aTrailingDestinationIsTheLinksDestination() throws {
    let source = """
      import SwiftUI

      struct SettingsView: View {
          var body: some View {
              NavigationStack {
                  List {
                      NavigationLink("Profile") {
                          Text("Profile details")
                      }
                  }
              }
          }
      }

      """
    let parsed = SceneParser.parse(source)
    #expect(parsed.diagnostics.filter { $0.severity == .error }.isEmpty)
    let tree = try #require(parsed.tree)
    #expect(SceneParser.parse(ScenePrinter.print(tree)).tree == tree)
    let result = LayoutEngine().layout(tree, in: CGSize(width: 390, height: 844))
    let texts = result.root.nodes(named: "Text").compactMap(\.label)
    #expect(texts.contains("Profile"))
    #expect(!texts.contains("Profile details"))
  }

  // §14.9, §14.10: the inbox laid out: the first tab, a 96-pt large "Inbox" bar, a 44-pt bottom
  // toolbar and the 49-pt tab bar: the List is 390 × (844 − 96 − 44 − 49) = 655 from y 96.
  @Test func theInboxIsLaidOutUnderItsBars() throws {
    let tree = try #require(SceneParser.parse(Self.inbox).tree)
    let result = LayoutEngine().layout(tree, in: CGSize(390, 844))
    #expect(result.frame(of: "List") == CGRect(0, 96, 390, 655))
    let stack = try #require(result.root.children.first)
    #expect(stack.bars.map(\.role) == [.navigationBar, .bottomToolbar])
    #expect(stack.bars.first?.title == "Inbox")
    #expect(stack.bars.last?.frame == CGRect(0, 751, 390, 44))
    #expect(result.root.bars.first?.items == ["Inbox", "Settings"])
    #expect(result.frames(of: "NavigationLink").count == 3)
  }

  @Test func aSplitViewPrintsItsColumns() throws {
    let parsed = SceneParser.parse(Self.split)
    #expect(parsed.diagnostics.filter { $0.severity == .error }.isEmpty)
    let tree = try #require(parsed.tree)
    #expect(
      tree.kind
        == .navigation(
          NavigationContainer(
            .splitView, columnCounts: [1, 1, 2], arguments: "columnVisibility: $visibility")))
    let printed = ScenePrinter.print(tree)
    #expect(printed == Self.split, "\(lineDiff(Self.split, printed))")
    #expect(SceneParser.parse(printed).tree == tree)
    // §14.9: on a 1180×820 iPad the columns are 320, 320 and 1180 − 640 = 540 wide, each
    // content centred in its column below its bar: "Messages" (80 wide) at 320 + 120 = 440,
    // the detail's two Texts one VStack, 70 wide, at 640 + (540 − 70)/2 = 875.
    let result = LayoutEngine().layout(tree, in: CGSize(1180, 820))
    #expect(result.frame(of: "List") == CGRect(0, 96, 320, 724))
    #expect(result.frame(of: "Text", label: "Messages")?.minX == 440)
    #expect(result.frame(of: "VStack")?.minX == 875)
    #expect(result.root.bars.map(\.frame.width) == [320, 320, 540])
  }

  // Every diagnostic the containers give, word for word.
  @Test(arguments: [
    (
      "NavigationSplitView { Text(\"a\") }",
      "1:1: error: missing argument for parameter 'detail' in call to 'NavigationSplitView'"
    ),
    (
      "NavigationStack(path: $p, foo: 1) { Text(\"a\") }",
      "1:27: error: 'NavigationStack' has no argument labelled 'foo'"
    ),
    (
      "NavigationLink(\"a\")",
      "1:1: error: missing argument for parameter 'destination' in call to 'NavigationLink'"
    ),
    (
      "TabView(selection: $t)",
      "1:1: error: missing argument for parameter 'content' in call to 'TabView'"
    ),
  ])
  func diagnostics(_ source: String, _ message: String) {
    #expect(SceneParser.parse(source).diagnostics.map(\.description) == [message])
  }

  // §14.9, §14.10: SwiftUI code written in Swift builds the tree its source parses to.
  @Test func theSwiftAPIBuildsTheParsedTree() throws {
    let built = TabView {
      NavigationStack {
        Text("a").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
      }
      .tabItem { Text("Home") }
      NavigationSplitView {
        Text("b").navigationBarHidden(true)
      } detail: {
        Text("c")
      }
    }
    let parsed = try #require(
      SceneParser.parse(
        """
        TabView {
            NavigationStack {
                Text("a")
                    .navigationTitle("Inbox")
                    .navigationBarTitleDisplayMode(.inline)
            }
            .tabItem { Text("Home") }
            NavigationSplitView {
                Text("b")
                    .navigationBarHidden(true)
            } detail: {
                Text("c")
            }
        }
        """
      ).tree)
    #expect(built.viewNodes == [parsed])
  }

  // §14.9: the playground's one property of a stack switches its spelling; the split view,
  // whose columns are its closures, has none. The edited tree prints as the other container.
  @Test func theStyleSwitchesBetweenStackAndView() throws {
    var tree = try #require(SceneParser.parse("NavigationStack { Text(\"a\") }").tree)
    #expect(tree.editableProperties.map(\.label) == ["style"])
    let style = try #require(tree.editableProperties.first)
    #expect(
      tree.value(of: style)
        == .choice("NavigationStack", among: ["NavigationStack", "NavigationView"]))
    let changed = tree.set(style, to: .choice("NavigationView", among: []))
    #expect(changed)
    #expect(ScenePrinter.view(tree) == "NavigationView {\n    Text(\"a\")\n}")
    let split = try #require(
      SceneParser.parse("NavigationSplitView { Text(\"a\") } detail: { Text(\"b\") }").tree)
    #expect(split.editableProperties.isEmpty)
  }

  @Test(arguments: [
    ("NavigationStack {\n    Text(\"a\")\n}", "NavigationStack"),
    ("NavigationStack(path: $path) {\n    Text(\"a\")\n}", "NavigationStack"),
    ("NavigationView {\n    Text(\"a\")\n}", "NavigationView"),
    (
      "NavigationSplitView {\n    Text(\"a\")\n} detail: {\n    Text(\"b\")\n}",
      "NavigationSplitView"
    ),
    ("TabView {\n    Text(\"a\")\n    Text(\"b\")\n}", "TabView"),
    ("TabView(selection: .constant(2)) {\n    Text(\"a\")\n}", "TabView"),
  ])
  func eachFormPrintsBack(_ source: String, _ name: String) throws {
    let parsed = SceneParser.parse(source)
    #expect(parsed.diagnostics.isEmpty)
    let tree = try #require(parsed.tree)
    #expect(tree.kind.name == name)
    #expect(ScenePrinter.view(tree) == source)
  }
}
