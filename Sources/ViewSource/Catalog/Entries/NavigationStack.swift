import LayoutCore

extension Catalog {
  /// `NavigationStack(path:root:)` and `NavigationView(content:)`: the root content below a
  /// navigation bar that insets its safe area, the bar's title and mode read from the content's
  /// `navigationTitle` and `navigationBarTitleDisplayMode` (§14.9). The path is kept as written.
  static let navigationStack = Definition(
    "NavigationStack", aliases: ["NavigationView"], role: .container,
    summary: "container: the content below a navigation bar",
    signatures: [[.kept("path", optional: true), .content()]],
    properties: [navigationStyle],
    build: { call in
      guard let children = call.content() else { return nil }
      let style: NavigationContainer.Style = call.name == "NavigationView" ? .view : .stack
      return call.view(
        .navigation(NavigationContainer(style, arguments: keptArguments(call, ["path"]))),
        children: children)
    },
    print: { node, printing in
      guard case .navigation(let container) = node.kind else { return "" }
      return container.name + (container.arguments.map { "(\($0))" } ?? "") + " "
        + printing.block(node.children)
    })

  /// `NavigationSplitView(columnVisibility:sidebar:detail:)` and its three-column form with
  /// `content:`: the columns side by side in the regular-width (iPad) form, each below its
  /// own navigation bar (§14.9).
  static let navigationSplitView = Definition(
    "NavigationSplitView", role: .container,
    summary: "container: sidebar and detail columns, each below its navigation bar",
    signatures: [
      [
        .kept("columnVisibility", optional: true), .kept("preferredCompactColumn", optional: true),
        .closure("sidebar"), .closure("detail"),
      ],
      [
        .kept("columnVisibility", optional: true), .kept("preferredCompactColumn", optional: true),
        .closure("sidebar"), .closure("content"), .closure("detail"),
      ],
    ],
    build: { call in
      let names = call.overload == 0 ? ["sidebar", "detail"] : ["sidebar", "content", "detail"]
      var children: [ViewNode] = []
      var counts: [Int] = []
      for name in names {
        guard let views = call.content(name) else { return nil }
        counts.append(views.count)
        children += views
      }
      let arguments = keptArguments(call, ["columnVisibility", "preferredCompactColumn"])
      return call.view(
        .navigation(NavigationContainer(.splitView, columnCounts: counts, arguments: arguments)),
        children: children)
    },
    print: { node, printing in
      guard case .navigation(let container) = node.kind else { return "" }
      let ranges = container.columnRanges(count: node.children.count)
      let labels = ranges.count == 3 ? ["", "content", "detail"] : ["", "detail"]
      var text = "NavigationSplitView" + (container.arguments.map { "(\($0))" } ?? "")
      for (label, range) in zip(labels, ranges) {
        text += " " + (label.isEmpty ? "" : label + ": ")
        text += printing.block(Array(node.children[range]))
      }
      return text
    })

  /// `NavigationLink(_:destination:)`, `NavigationLink(_:value:)`,
  /// `NavigationLink(destination:label:)`, `NavigationLink(value:label:)` and
  /// `NavigationLink { destination } label: { … }`: its label, laid out as a Link; the
  /// destination is kept as written and not laid out (it shows only once pushed) (§14.9).
  static let navigationLink = ControlCall.definition(
    "NavigationLink", summary: "control: its label as a borderless button; pushes a view",
    signatures: [
      [.title, .kept("destination")], [.title, .closure("destination")], [.title, .kept("value")],
      [.kept("destination"), .closure("label")], [.kept("value"), .closure("label")],
      [.closure("destination"), .closure("label")],
    ],
    build: { call in ControlCall.build(call, .navigationLink) })

  /// The arguments named `names` as written, `label: value` each, or nil when none was given:
  /// a container keeps them to print back and evaluates none.
  static func keptArguments(_ call: Call, _ names: [String]) -> String? {
    var parts: [String] = []
    var supplied = 0
    for (parameter, value) in zip(call.parameters, call.values) {
      guard value != nil else { continue }
      let argument = call.arguments[supplied]
      supplied += 1
      guard let name = parameter.name, names.contains(name) else { continue }
      parts.append(
        (parameter.label.map { $0 + ": " } ?? "")
          + call.interpreter.sourceText(from: argument.value.range.start, to: argument.range.end))
    }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  /// Whether a stack is written `NavigationStack` or the deprecated `NavigationView`; both
  /// lay out alike on iPhone (§14.9).
  private static let navigationStyle = EditableProperty(
    "style", stepping: .choice,
    read: { node in
      guard case .navigation(let container) = node.kind, container.style != .splitView else {
        return nil
      }
      return .choice(container.name, among: ["NavigationStack", "NavigationView"])
    },
    write: { node, value in
      guard case .navigation(var container) = node.kind, container.style != .splitView,
        case .choice(let name, _) = value
      else { return false }
      container.style = name == "NavigationView" ? .view : .stack
      node.kind = .navigation(container)
      return true
    })
}
