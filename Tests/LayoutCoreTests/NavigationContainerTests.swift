import LayoutCore
import LayoutTestSupport
import Testing

/// NavigationStack, NavigationView, TabView and NavigationSplitView (reference §14.9, §14.10,
/// bar lengths §12 item 45): pass-through containers that take their proposal and inset their
/// content's safe area by their bars.
///
/// The bars: a navigation bar 44 pt inline and 44 + 52 = 96 pt with a large title [Hackworth],
/// a bottom toolbar 44 pt, a tab bar 49 pt (an approximation), a split view's sidebar 320 pt
/// wide (an approximation). The content is proposed what the bars leave and centred in it, as
/// a root view is placed in the safe area (§1.1). A Color takes its proposal, a one-line Text
/// is 10 pt a glyph and 20 tall (one cell, §12). With no simulated insets the container is
/// the 390×844 canvas.
@Suite struct NavigationContainerTests {
  static func inert(_ name: String, _ arguments: String) -> ViewAttribute {
    .inert(name: name, arguments: arguments)
  }
  static let title = inert("navigationTitle", "(\"Inbox\")")
  static let inline = inert("navigationBarTitleDisplayMode", "(.inline)")
  static let bottomBar = inert(
    "toolbar", "{ ToolbarItem(placement: .bottomBar) { Button(\"Edit\") {} } }")

  static func stack(_ children: ViewNode..., style: NavigationContainer.Style = .stack) -> ViewNode
  {
    ViewNode(.navigation(NavigationContainer(style)), children: children)
  }
  static func color(_ color: Color, _ attributes: ViewAttribute...) -> ViewNode {
    ViewNode(.color(color), attributes: attributes)
  }
  static func layout(
    _ tree: ViewNode, in canvas: CGSize = CGSize(390, 844), safeArea: EdgeInsets = EdgeInsets()
  ) -> LayoutResult {
    LayoutEngine().layout(tree, in: canvas, safeArea: safeArea)
  }

  // §14.9: automatic with a title is large on a stack's root: the bar is 96 tall, the red
  // content proposed and placed in 390 × (844 − 96) = 748 below it.
  @Test func aTitleGivesALargeBar() {
    let result = Self.layout(Self.stack(Self.color(.red, Self.title)))
    #expect(result.root.frame == CGRect(0, 0, 390, 844))
    #expect(result.frame(of: "Color") == CGRect(0, 96, 390, 748))
    #expect(
      result.root.bars == [
        NavigationBar(.navigationBar, frame: CGRect(0, 0, 390, 96), title: "Inbox", isLarge: true)
      ])
  }

  // §14.9: `.inline` keeps the 44-pt bar: 844 − 44 = 800. With no title at all the bar is
  // inline too, and a NavigationView lays out as a NavigationStack.
  @Test(arguments: [
    [title, inline], [],
  ])
  func anInlineBarIs44Tall(_ attributes: [ViewAttribute]) {
    for style in [NavigationContainer.Style.stack, .view] {
      let content = ViewNode(.color(.red), attributes: attributes)
      let result = Self.layout(Self.stack(content, style: style))
      #expect(result.frame(of: "Color") == CGRect(0, 44, 390, 800))
      #expect(result.root.bars.map(\.frame) == [CGRect(0, 0, 390, 44)])
      #expect(result.root.bars.first?.isLarge == false)
    }
  }

  // §14.9: `dump` reports the bars as part of the container's layout, before its children.
  @Test func theDumpListsTheBars() {
    let result = Self.layout(Self.stack(Self.color(.red, Self.title)))
    #expect(
      result.jsonDump(cell: CGSize(10, 20)).contains(
        "\"kind\":\"NavigationStack\",\"x\":0,\"y\":0,\"width\":390,\"height\":844,"
          + "\"proposal\":{\"width\":390,\"height\":844},\"bars\":[{\"role\":\"navigationBar\","
          + "\"x\":0,\"y\":0,\"width\":390,\"height\":96,\"title\":\"Inbox\",\"large\":true}],"
          + "\"children\":[{\"kind\":\"Color\""))
  }

  // §14.9: a hidden bar takes nothing: the content is the whole 390×844, and no bar is drawn.
  @Test(arguments: [
    inert("toolbar", "(.hidden, for: .navigationBar)"), inert("navigationBarHidden", "(true)"),
    inert("toolbar", "(.hidden)"),
  ])
  func aHiddenBarTakesNothing(_ hidden: ViewAttribute) {
    let result = Self.layout(Self.stack(Self.color(.red, Self.title, hidden)))
    #expect(result.frame(of: "Color") == CGRect(0, 0, 390, 844))
    #expect(result.root.bars.isEmpty)
  }

  // §14.9: a bottomBar toolbar item adds the 44-pt toolbar at the bottom: 844 − 96 − 44 = 704
  // from y 96, the toolbar at 844 − 44 = 800.
  @Test func aBottomToolbarInsetsTheBottom() {
    let result = Self.layout(Self.stack(Self.color(.red, Self.title, Self.bottomBar)))
    #expect(result.frame(of: "Color") == CGRect(0, 96, 390, 704))
    #expect(result.root.bars.map(\.role) == [.navigationBar, .bottomToolbar])
    #expect(result.root.bars.last?.frame == CGRect(0, 800, 390, 44))
    #expect(result.root.bars.last?.items == ["Edit"])
  }

  // §14.9: a toolbar's items are placed by their placement, each labelled by its views'
  // strings in the order written; items not at the bottom are the navigation bar's and add
  // no toolbar.
  @Test func toolbarItemsGoWhereTheirPlacementSays() {
    let toolbar = Self.inert(
      "toolbar",
      """
      {
          ToolbarItem(placement: .navigationBarTrailing) { Button("Add") {} }
          ToolbarItemGroup(placement: .bottomBar) {
              Label("Share", systemImage: "square.and.arrow.up")
              Button("Archive") {}
          }
      }
      """)
    let result = Self.layout(Self.stack(Self.color(.red, toolbar)))
    #expect(result.root.bars.map(\.items) == [["Add"], ["Share", "Archive"]])
    let trailingOnly = Self.inert(
      "toolbar", "{ ToolbarItem(placement: .primaryAction) { Text(\"Done\") } }")
    let inline = Self.layout(Self.stack(Self.color(.red, trailingOnly)))
    #expect(inline.root.bars.map(\.role) == [.navigationBar])
    #expect(inline.root.bars.first?.items == ["Done"])
    #expect(inline.frame(of: "Color") == CGRect(0, 44, 390, 800))
  }

  // §14.9, §14.6: the content's safe area ends under the bar, so a Color that ignores it
  // reaches the container's top, under the 96-pt bar: the whole 390×844.
  @Test func ignoringTheSafeAreaReachesUnderTheBar() {
    let red = ViewNode(
      .ignoresSafeArea(edges: .all), children: [Self.color(.red)], attributes: [Self.title])
    let result = Self.layout(Self.stack(red))
    #expect(result.frame(of: "Color") == CGRect(0, 0, 390, 844))
    #expect(result.frame(of: "ignoresSafeArea") == CGRect(0, 0, 390, 844))
  }

  // §14.9, §1.2: on a phone with a 47-pt status bar and a 34-pt home indicator the stack is
  // the safe area, 390 × (844 − 81) = 763 from y 47; the content starts 96 lower, at 143, and
  // is 763 − 96 = 667 tall. Ignoring the safe area, it reaches both screen edges.
  @Test func theStackSitsInTheScreensSafeArea() {
    let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
    let result = Self.layout(Self.stack(Self.color(.red, Self.title)), safeArea: insets)
    #expect(result.root.frame == CGRect(0, 47, 390, 763))
    #expect(result.frame(of: "Color") == CGRect(0, 143, 390, 667))
    let ignoring = ViewNode(
      .ignoresSafeArea(edges: .all), children: [Self.color(.red)], attributes: [Self.title])
    let bleeding = Self.layout(Self.stack(ignoring), safeArea: insets)
    #expect(bleeding.frame(of: "Color") == CGRect(0, 0, 390, 844))
  }

  // §14.9: the content is centred in what the bar leaves, as a root view: a 20×20 Text at
  // x (390 − 20)/2 = 185, y 96 + (748 − 20)/2 = 460.
  @Test func theContentIsCentredBelowTheBar() {
    let result = Self.layout(Self.stack(ViewNode(.text("Hi"), attributes: [Self.title])))
    #expect(result.frame(of: "Text") == CGRect(185, 460, 20, 20))
  }

  // §14.9, §1.1: several root views stack as a VStack: 10 wide, 20 + 8 + 20 = 48 tall, at
  // x (390 − 10)/2 = 190, from y 96 + (748 − 48)/2 = 446; the second at 446 + 28 = 474.
  @Test func severalRootViewsStack() {
    let result = Self.layout(
      Self.stack(ViewNode(.text("A"), attributes: [Self.title]), ViewNode(.text("B"))))
    #expect(result.frame(of: "Text", label: "A") == CGRect(190, 446, 10, 20))
    #expect(result.frame(of: "Text", label: "B") == CGRect(190, 474, 10, 20))
  }

  // §14.9: proposed nil (under fixedSize) the stack is its content and its bar: 20 × (20 + 96),
  // centred on the canvas at ((390 − 20)/2, (844 − 116)/2) = (185, 364); the Text under the bar.
  @Test func proposedNilItIsItsContentAndItsBar() {
    let tree = ViewNode(
      .fixedSize(horizontal: true, vertical: true),
      children: [Self.stack(ViewNode(.text("Hi"), attributes: [Self.title]))])
    let result = Self.layout(tree)
    #expect(result.frame(of: "NavigationStack") == CGRect(185, 364, 20, 116))
    #expect(result.frame(of: "Text") == CGRect(185, 460, 20, 20))
  }

  // §14.9: a nested stack keeps its content's title: the outer bar has none and is inline
  // (44), the inner one large (96), so the Color starts at 44 + 96 = 140.
  @Test func aNestedStackKeepsItsTitle() {
    let result = Self.layout(Self.stack(Self.stack(Self.color(.red, Self.title))))
    #expect(result.frame(of: "Color") == CGRect(0, 140, 390, 704))
    #expect(result.root.bars.first?.title == nil)
    #expect(result.root.children.first?.bars.first?.title == "Inbox")
  }

  // §14.9: the outermost modifier's preference replaces its content's, and the first view
  // that has one gives it (depth first): "Outer", not "Inner" or "Second".
  @Test func theFirstTitleFoundWins() {
    let first = Self.color(
      .red, Self.inert("navigationTitle", "(\"Inner\")"),
      Self.inert("navigationTitle", "(Text(\"Outer\"))"))
    let second = Self.color(.blue, Self.inert("navigationTitle", "(\"Second\")"))
    let content = ViewNode(.vStack(alignment: .center, spacing: 0), children: [first, second])
    let result = Self.layout(Self.stack(content))
    #expect(result.root.bars.first?.title == "Outer")
  }

  // §14.10: the first tab is shown above the 49-pt tab bar: 390 × (844 − 49) = 795; the second
  // tab is not laid out. The bar lists the tabItem labels, the first selected.
  @Test func aTabViewShowsItsFirstTab() {
    let tabs = ViewNode(
      .tabView(TabContainer()),
      children: [
        Self.color(.red, Self.inert("tabItem", "{ Label(\"Home\", systemImage: \"house\") }")),
        Self.color(.blue, Self.inert("tabItem", "{ Text(\"Settings\") }")),
      ])
    let result = Self.layout(tabs)
    #expect(result.frame(of: "Color", label: "red") == CGRect(0, 0, 390, 795))
    #expect(result.root.children.count == 1)
    #expect(
      result.root.bars == [
        NavigationBar(
          .tabBar, frame: CGRect(0, 795, 390, 49), items: ["Home", "Settings"], selectedItem: 0)
      ])
  }

  // §14.10: a literal selection shows the tab with that tag; `.page` style has no bar.
  @Test func aLiteralSelectionPicksTheTaggedTab() {
    let tabs = ViewNode(
      .tabView(TabContainer(selection: ".constant(2)")),
      children: [
        Self.color(.red, Self.inert("tag", "(1)")), Self.color(.blue, Self.inert("tag", "(2)")),
      ])
    let result = Self.layout(tabs)
    #expect(result.frame(of: "Color", label: "blue") == CGRect(0, 0, 390, 795))
    #expect(result.root.bars.first?.selectedItem == 1)
    #expect(result.root.bars.first?.items == ["Tab 1", "Tab 2"])
    var paged = tabs
    paged.attributes = [Self.inert("tabViewStyle", "(.page)")]
    let page = Self.layout(paged)
    #expect(page.frame(of: "Color", label: "blue") == CGRect(0, 0, 390, 844))
    #expect(page.root.bars.isEmpty)
  }

  // §14.10, §14.9: a tab that is a navigation stack has both bars: 844 − 49 − 96 = 699 from 96;
  // a tab that hides the tab bar gets the whole height under its own bar: 844 − 96 = 748.
  @Test func aTabOfANavigationStackHasBothBars() {
    let tab = Self.stack(Self.color(.red, Self.title))
    let result = Self.layout(ViewNode(.tabView(TabContainer()), children: [tab]))
    #expect(result.frame(of: "Color") == CGRect(0, 96, 390, 699))
    let hidden = Self.stack(
      Self.color(.red, Self.title, Self.inert("toolbar", "(.hidden, for: .tabBar)")))
    let full = Self.layout(ViewNode(.tabView(TabContainer()), children: [hidden]))
    #expect(full.frame(of: "Color") == CGRect(0, 96, 390, 748))
    #expect(full.root.bars.isEmpty)
  }

  // §14.9, regular width: on a 1024×768 iPad the sidebar is 320 wide under its large "Mail"
  // bar: (0, 96, 320, 672); the detail takes 1024 − 320 = 704 under its inline bar: (320, 44,
  // 704, 724). Each column has its own bar.
  @Test func aSplitViewPutsTheSidebarBesideTheDetail() {
    let split = ViewNode(
      .navigation(.splitView),
      children: [
        Self.color(.red, Self.inert("navigationTitle", "(\"Mail\")")), Self.color(.blue),
      ])
    let result = Self.layout(split, in: CGSize(1024, 768))
    #expect(result.frame(of: "Color", label: "red") == CGRect(0, 96, 320, 672))
    #expect(result.frame(of: "Color", label: "blue") == CGRect(320, 44, 704, 724))
    #expect(result.root.bars.map(\.frame) == [CGRect(0, 0, 320, 96), CGRect(320, 0, 704, 44)])
  }

  // §14.9: three columns on 1180×820: 320, 320 and 1180 − 640 = 540; on a canvas narrower
  // than the sidebar the sidebar gets all of it and the detail nothing.
  @Test func threeColumnsAndANarrowCanvas() {
    let split = ViewNode(
      .navigation(NavigationContainer(.splitView, columnCounts: [1, 1, 1])),
      children: [Self.color(.red), Self.color(.green), Self.color(.blue)])
    let result = Self.layout(split, in: CGSize(1180, 820))
    #expect(
      result.root.children.map(\.frame) == [
        CGRect(0, 44, 320, 776), CGRect(320, 44, 320, 776), CGRect(640, 44, 540, 776),
      ])
    let narrow = Self.layout(split, in: CGSize(200, 400))
    #expect(narrow.root.children.map(\.frame.width) == [200, 0, 0])
  }

  // §14.9: a column of several views is one VStack: the detail's two Texts stack, 48 tall,
  // centred in (320, 44, 704, 724): y 44 + (724 − 48)/2 = 382.
  @Test func aColumnOfSeveralViewsStacks() {
    let split = ViewNode(
      .navigation(NavigationContainer(.splitView, columnCounts: [1, 2])),
      children: [Self.color(.red), ViewNode(.text("A")), ViewNode(.text("B"))])
    let result = Self.layout(split, in: CGSize(1024, 768))
    #expect(result.frame(of: "VStack") == CGRect(667, 382, 10, 48))
  }
}
