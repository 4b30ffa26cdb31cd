/// A navigation stack: its root content below a navigation bar that insets its safe area, the
/// bar's title and mode read from the content's `navigationTitle` and
/// `navigationBarTitleDisplayMode` (reference §14.9).
///
///     NavigationStack {
///       List { Text("Apple") }
///         .navigationTitle("Fruit")
///     }
public struct NavigationStack: PrimitiveView {
  let root: [ViewNode]

  public init<Root: View>(@ViewBuilder root: () -> Root) { self.root = root().viewNodes }

  var viewNodes: [ViewNode] { [ViewNode(.navigation(NavigationContainer(.stack)), children: root)] }
}

/// The deprecated navigation container: on iPhone a `NavigationStack` (reference §14.9).
public struct NavigationView: PrimitiveView {
  let content: [ViewNode]

  public init<Content: View>(@ViewBuilder content: () -> Content) {
    self.content = content().viewNodes
  }

  var viewNodes: [ViewNode] {
    [ViewNode(.navigation(NavigationContainer(.view)), children: content)]
  }
}

/// Columns side by side, each below its own navigation bar, as on an iPad at regular width:
/// the sidebar (and a content column) 320 pt wide, the detail the rest (reference §14.9).
public struct NavigationSplitView: PrimitiveView {
  let columns: [[ViewNode]]

  public init<Sidebar: View, Detail: View>(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    columns = [sidebar().viewNodes, detail().viewNodes]
  }

  public init<Sidebar: View, Content: View, Detail: View>(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    columns = [sidebar().viewNodes, content().viewNodes, detail().viewNodes]
  }

  var viewNodes: [ViewNode] {
    [
      ViewNode(
        .navigation(NavigationContainer(.splitView, columnCounts: columns.map(\.count))),
        children: columns.flatMap { $0 })
    ]
  }
}

/// Tabs, the first shown above a 49-pt tab bar labelled by each tab's `tabItem`
/// (reference §14.10).
public struct TabView: PrimitiveView {
  let tabs: [ViewNode]

  public init<Content: View>(@ViewBuilder content: () -> Content) {
    tabs = content().viewNodes
  }

  var viewNodes: [ViewNode] { [ViewNode(.tabView(TabContainer()), children: tabs)] }
}
