import LayoutCore

/// How a control's call becomes a control node and prints back (reference §20).
///
/// Every control reads its arguments the same way, by parameter name: a `title` string builds
/// a `Text` label, a `systemImage` a symbol part, a `label`, `title` or `icon` closure its
/// views; a Picker's `content` shows its first option; an `action` closure is kept as
/// canonical source, and every other argument (`isOn: $on`, `role: .destructive`, `in: 0...10`)
/// as written, not evaluated: none of them changes layout.
enum ControlCall {
  /// The control of `kind` a resolved call builds, its parts after its label views.
  static func build(_ call: Call, _ kind: ControlKind, parts: [ControlPart] = []) -> Value? {
    var arguments: [ControlArgument] = []
    var children: [ViewNode] = []
    var supplied = 0
    for (parameter, value) in zip(call.parameters, call.values) {
      guard let value, let name = parameter.name else { continue }
      let argument = call.arguments[supplied]
      supplied += 1
      var kept = ControlArgument(
        label: parameter.label, source: nil, isTrailing: argument.isTrailing)
      switch (name, value) {
      case ("title", .string(let title)):
        kept.source = call.interpreter.closedSource(argument.value, in: call.scope)
        kept.viewCount = 1
        children.append(ViewNode(.text(title)))
      case ("systemImage", .string(let symbol)):
        kept.source = call.interpreter.closedSource(argument.value, in: call.scope)
        kept.viewCount = 1
        children.append(part(.symbol(symbol)))
      case ("label", _), ("title", .closure), ("icon", _):
        guard let views = call.content(name) else { return nil }
        kept.viewCount = views.count
        children += views
      case ("options", _):
        guard let views = call.content(name) else { return nil }
        kept.source = call.interpreter.closedSource(argument.value, in: call.scope)
        let first = firstView(views)
        kept.viewCount = first == nil ? 0 : 1
        children += first.map { [$0] } ?? []
      case ("action", _):
        kept.source = SyntaxPrinter.print(argument.value)
      // A NavigationLink's destination closure is not laid out (§14.9): kept as canonical
      // source, which the printer indents where the link is.
      case ("destination", .closure):
        kept.source = call.interpreter.closedSource(argument.value, in: call.scope)
      default:
        // As written: `URL(string: "…")!` keeps its `!`, which canonical printing drops.
        kept.source = call.interpreter.sourceText(
          from: argument.value.range.start, to: argument.range.end)
      }
      arguments.append(kept)
    }
    children += parts.map(part)
    return call.view(.control(Control(kind, arguments: arguments)), children: children)
  }

  /// The first view a content closure shows, looking into groups and ForEach.
  private static func firstView(_ views: [ViewNode]) -> ViewNode? {
    for view in views {
      switch view.kind {
      case .empty: continue
      case .group, .forEach: if let first = firstView(view.children) { return first }
      default: return view
      }
    }
    return nil
  }

  /// A part's node.
  static func part(_ part: ControlPart) -> ViewNode {
    ViewNode(.control(Control(.part(part))))
  }

  /// The kept source of the argument labelled `label`, if the call has one.
  static func source(_ call: Call, _ name: String) -> String? {
    var supplied = 0
    for (parameter, value) in zip(call.parameters, call.values) {
      guard value != nil else { continue }
      defer { supplied += 1 }
      if parameter.name == name { return SyntaxPrinter.print(call.arguments[supplied].value) }
    }
    return nil
  }

  /// The control as source: its arguments in parentheses, its trailing closures after them
  /// (the first unlabelled, as Swift writes it); a label closure printed from its views.
  static func print(_ node: ViewNode, _ printing: Printing) -> String {
    guard case .control(let control) = node.kind else { return "" }
    var inside: [String] = []
    var trailing: [String] = []
    for (argument, range) in zip(control.arguments, control.childRanges()) {
      let text =
        argument.source.map(printing.reindent)
        ?? printing.block(Array(node.children[range.clamped(to: node.children.indices)]))
      if argument.isTrailing {
        trailing.append(trailing.isEmpty ? text : "\(argument.label ?? "content"): \(text)")
      } else {
        inside.append(argument.label.map { "\($0): \(text)" } ?? text)
      }
    }
    var text = control.kind.name
    if !inside.isEmpty || trailing.isEmpty { text += "(" + inside.joined(separator: ", ") + ")" }
    for closure in trailing { text += " " + closure }
    return text
  }

  /// A control definition: its summary, overloads, and the kind a call builds.
  static func definition(
    _ name: String, summary: String, signatures: [[Parameter]],
    build: @escaping @Sendable (Call) -> Value?
  ) -> Definition {
    Definition(
      name, role: .view, summary: summary, signatures: signatures, build: build,
      print: { node, printing in print(node, printing) })
  }
}

extension Parameter {
  /// A labelled argument kept as its source: `isOn: $on`, `role: .destructive`.
  static func kept(_ label: String, optional: Bool = false) -> Parameter {
    Parameter(label: label, type: .source, hasDefault: optional)
  }

  /// A closure written in the parentheses or trailing: an action, a label, a menu's content.
  static func closure(_ label: String, optional: Bool = false) -> Parameter {
    Parameter(label: label, type: .closure, hasDefault: optional, isContent: true)
  }

  /// An action: a closure, trailing or not, or a function's name (`action: save`), kept as
  /// written and never run.
  static let action = Parameter(label: "action", type: .source, isContent: true)

  /// The title string, unlabelled.
  static let title = Parameter(label: nil, type: .string, internalName: "title")
}
