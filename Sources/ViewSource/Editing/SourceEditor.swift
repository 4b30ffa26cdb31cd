import LayoutCore

/// Turns an edit of a scene's tree into the smallest change of its source text: a number
/// replaced where it was written, an argument added with the file's spacing, a modifier line
/// added or removed at the indentation around it, a view wrapped in a stack with only the
/// wrapped lines re-indented. Every other byte of the file stays as it was.
///
/// Each change is checked before it is given back: the changed text must read back as the
/// edited tree (with the edit made at every use of the code it changed). When no single place
/// in the file can make the edit, the editor refuses with a reason and changes nothing.
///
///     let result = SourceEditor.apply(.set(.named("spacing"), .length(16), at: [0]), to: file)
///     // .edited(text, ...): only "12" became "16"
public enum SourceEditor {
  /// What an edit did to the file.
  public enum Outcome: Equatable, Sendable {
    /// The file with the edit made, and how many uses of the edited code it changes (more than
    /// one: the code is a custom view's or modifier's definition, or a loop's body).
    case edited(String, uses: Int, definition: String?)
    /// The edit cannot be made in the file; why, in a sentence for the status line.
    case refused(String)
  }

  /// `source` with `edit` made to its scene's tree.
  public static func apply(_ edit: TreeEdit, to source: String, root: String? = nil)
    -> Outcome
  {
    let parsed = RecentParses.parse(source, root: root)
    guard let tree = parsed.tree else { return .refused("the file does not parse") }
    let text = SourceText(source)
    let path = edit.path
    guard let node = tree[path: path] else { return .refused("the edited view is not in the file") }
    guard node.sourceTag >= 0, Int(node.sourceTag) < parsed.origins.count else {
      return .refused(
        "\(node.kind.name) is not written as a view in the file (a colour given as a style): "
          + "edit the modifier that holds it")
    }
    var origin = parsed.origins[Int(node.sourceTag)]
    // Removing or wrapping the view a custom view, custom modifier or `let` answered with
    // edits where it is used (`Card()` in a VStack): the other uses are left as they are.
    let use = edit.actsAtUse ? origin.use : nil
    if let use {
      origin.expression = use.range
      origin.definition = use.definition
    }
    let uses = tree.allPaths.filter { usePath in
      guard let other = tree[path: usePath], other.sourceTag >= 0 else { return false }
      let written = parsed.origins[Int(other.sourceTag)]
      if let use { return written.use == use }
      return written.call == origin.call
    }
    // The changes to try, in order: the first that reads back as the edited tree is made.
    let plans: [[TextChange]]
    switch edit {
    case .set(let property, let value, _):
      plans = setting(property, value, of: node, origin, in: text)
    case .wrap(_, let wrapper):
      plans = wrapping(node, origin, in: wrapper, text).map { [$0] } ?? []
    case .unwrap:
      plans = unwrapping(node, origin, text).map { [$0] } ?? []
    case .remove:
      plans = [[removal(of: origin.expression, in: text)]]
    }
    guard !plans.isEmpty else {
      return .refused("the file cannot make this edit where \(node.kind.name) is written")
    }
    // A value the file computes (`padding(amount)`, `spacing: gap`) is not replaced by a
    // number: that would cut it from what it is computed from, at every use.
    for plan in plans where edit.isSetting {
      for change in plan where !change.range.isEmpty {
        if let name = computedName(in: text.text(change.range)) {
          return .refused(
            "\(node.kind.name)'s value is computed from '\(name)' in the file: change it where '\(name)' is given"
          )
        }
      }
    }
    // The edit made at every use of the changed code is what the file must now read as.
    var expected = tree
    for usePath in uses.sorted(by: { $0.lexicographicallyPrecedes($1) }).reversed() {
      expected = edit.moved(to: usePath).applied(to: expected) ?? expected
    }
    guard
      let edited = plans.lazy.map({ text.applying($0) }).first(where: { edited in
        let reparsed = RecentParses.parse(edited, root: root)
        guard !reparsed.hasErrors, let tree = reparsed.tree else { return false }
        return tree.readsAs(expected)
      })
    else {
      if uses.count > 1 {
        // Code shared by several uses whose values differ (a parameter, a loop's index).
        return .refused(
          "the file cannot make this edit where \(node.kind.name) is written: "
            + "\(origin.definition ?? "that code") is shared by \(uses.count) uses that would "
            + "not all read as edited")
      }
      return .refused(
        "the file cannot make this edit where \(node.kind.name) is written (it would read back differently)"
      )
    }
    return .edited(edited, uses: uses.count, definition: origin.definition)
  }

  /// The first variable or parameter a replaced value reads (`amount` in `amount * 2`), or
  /// nil for a value written out (`12`, `.leading`, `Color.red`, `.infinity`).
  static func computedName(in text: String) -> String? {
    let (items, diagnostics) = Parser.parse(text)
    guard diagnostics.isEmpty else { return nil }
    func first(_ expr: Expr) -> String? {
      switch expr {
      case .name(let name, _):
        return name.first.map { $0.isLowercase } == true ? name : nil
      case .dollar(let index, _): return "$\(index)"
      case .member(let base, _, _): return first(base)
      case .call(let callee, let arguments, _), .subscripted(let callee, let arguments, _):
        return first(callee) ?? arguments.lazy.compactMap { first($0.value) }.first
      case .binary(_, let left, let right, _): return first(left) ?? first(right)
      case .prefix(_, let operand, _), .postfix(_, let operand, _), .parenthesized(let operand, _):
        return first(operand)
      case .ternary(let condition, let yes, let no, _):
        return first(condition) ?? first(yes) ?? first(no)
      case .array(let elements, _): return elements.lazy.compactMap(first).first
      case .tuple(let elements, _): return elements.lazy.compactMap { first($0.value) }.first
      case .dictionary(let entries, _):
        return entries.lazy.compactMap { first($0.key) ?? first($0.value) }.first
      case .string(let segments, _):
        for case .interpolation(let inner) in segments {
          if let name = first(inner) { return name }
        }
        return nil
      case .implicitMember, .closure, .number, .bool, .nilLiteral, .keyPath: return nil
      }
    }
    for case .expression(let expr) in items { if let name = first(expr) { return name } }
    return nil
  }

  /// `source` with every Text that shows `old` showing `new`, where it is written as a string
  /// literal: the text knob.
  public static func replacingText(
    _ old: String, with new: String, in source: String, root: String? = nil
  ) -> Outcome {
    guard old != new else { return .edited(source, uses: 0, definition: nil) }
    let parsed = RecentParses.parse(source, root: root)
    guard let tree = parsed.tree else { return .refused("the file does not parse") }
    let text = SourceText(source)
    var changes: [Range<Int>: TextChange] = [:]
    var expected = tree
    for path in tree.allPaths {
      guard let node = tree[path: path], case .text(let string) = node.kind, string == old,
        node.sourceTag >= 0
      else { continue }
      let origin = parsed.origins[Int(node.sourceTag)]
      guard let argument = origin.arguments.first,
        argument.label == nil || argument.label == "verbatim"
      else { continue }
      let range = text.offset(of: argument.value.start)..<text.offset(of: argument.value.end)
      guard text.text(range) == ValuePrinter.string(old) else { continue }
      changes[range] = TextChange(range: range, replacement: ValuePrinter.string(new))
      expected.modify(at: path) { $0.kind = .text(new) }
    }
    let edited = text.applying(Array(changes.values))
    let reparsed = RecentParses.parse(edited, root: root)
    guard !reparsed.hasErrors, let tree = reparsed.tree, tree.readsAs(expected) else {
      return .refused("the text is not written as a string literal everywhere it shows")
    }
    return .edited(edited, uses: changes.count, definition: nil)
  }

  // MARK: Setting a property

  /// The change of one property: the arguments of the node's call (or of the attribute's)
  /// that print differently after the edit; then, when the file does not write the call as the
  /// printer does, only its labelled arguments changed (`.background(Capsule())` gets
  /// `, alignment: .leading`, where the printer writes the content as a closure).
  private static func setting(
    _ property: EditableProperty, _ value: PropertyValue, of node: ViewNode, _ origin: NodeOrigin,
    in text: SourceText
  ) -> [[TextChange]] {
    var edited = node
    guard edited.set(property, to: value) else { return [] }
    if edited.kind == node.kind {
      return attributeChanges(from: node, to: edited, origin, text).map { [$0] } ?? []
    }
    let definition = Catalog.definition(of: node.kind)
    let oldCall = callText(
      definition.print(node, Printing(indent: "")), isModifier: node.kind.isModifier)
    let newCall = callText(
      Catalog.definition(of: edited.kind).print(edited, Printing(indent: "")),
      isModifier: node.kind.isModifier)
    guard let old = oldCall, let new = newCall else { return [] }
    return [
      argumentChanges(from: old, to: new, origin.arguments, nameEnd: origin.nameEnd, text),
      labelledChanges(to: new, origin.arguments, nameEnd: origin.nameEnd, text),
    ].compactMap { $0 }
  }

  /// The changes that keep the written unlabelled arguments and make the labelled ones those
  /// of `new`: a value replaced, an argument added after the last one, or removed with the
  /// comma before it. Nil when the call has no argument list.
  private static func labelledChanges(
    to new: [(String?, String)], _ written: [NodeOrigin.ArgumentOrigin], nameEnd: SourceLocation,
    _ text: SourceText
  ) -> [TextChange]? {
    let arguments = written.filter { !$0.isTrailing }
    guard !arguments.isEmpty, argumentList(arguments, nameEnd: nameEnd, text) != nil else {
      return nil
    }
    let labelled = new.filter { $0.0 != nil }
    var changes: [TextChange] = []
    for (index, argument) in arguments.enumerated()
    where argument.label != nil && !labelled.contains(where: { $0.0 == argument.label }) {
      guard index > 0 else { return nil }
      let start = text.offset(of: arguments[index - 1].range.end)
      changes.append(
        TextChange(range: start..<text.offset(of: argument.range.end), replacement: ""))
    }
    let end = text.offset(of: arguments[arguments.count - 1].range.end)
    for (label, value) in labelled {
      if let argument = arguments.first(where: { $0.label == label }) {
        let range = text.offset(of: argument.value.start)..<text.offset(of: argument.value.end)
        if text.text(range) != value {
          changes.append(TextChange(range: range, replacement: value))
        }
      } else {
        changes.append(
          TextChange(range: end..<end, replacement: ", \(label ?? ""): " + value))
      }
    }
    return changes
  }

  /// Attributes added, changed or removed (a Text's `lineLimit`).
  private static func attributeChanges(
    from node: ViewNode, to edited: ViewNode, _ origin: NodeOrigin, _ text: SourceText
  ) -> [TextChange]? {
    guard node.attributes.count == origin.attributes.count else { return nil }
    if edited.attributes.count == node.attributes.count {
      var changes: [TextChange] = []
      for (index, (old, new)) in zip(node.attributes, edited.attributes).enumerated()
      where old != new {
        let call = origin.attributes[index]
        guard
          let before = callText(Catalog.definition(of: old).printAttribute(old), isModifier: true),
          let after = callText(Catalog.definition(of: new).printAttribute(new), isModifier: true),
          let argumentEdits = argumentChanges(
            from: before, to: after, call.arguments, nameEnd: call.nameEnd, text)
        else { return nil }
        changes += argumentEdits
      }
      return changes
    }
    if edited.attributes.count == node.attributes.count + 1,
      Array(edited.attributes.dropLast()) == node.attributes, let added = edited.attributes.last
    {
      let call = Catalog.definition(of: added).printAttribute(added)
      return [insertion(ofModifier: call, after: origin, text)]
    }
    if edited.attributes.count + 1 == node.attributes.count,
      let removed = node.attributes.indices.first(where: {
        var remaining = node.attributes
        remaining.remove(at: $0)
        return remaining == edited.attributes
      })
    {
      let call = origin.attributes[removed]
      guard let dot = call.dot else { return nil }
      return [removal(of: SourceRange(dot, call.call.end), in: text)]
    }
    return nil
  }

  /// A call's arguments as the printer writes them: `(label, value text)`, trailing closures
  /// left out; nil when the text does not read as a call.
  private static func callText(_ printed: String, isModifier: Bool) -> [(String?, String)]? {
    let source = isModifier ? "x." + printed : printed
    let (items, diagnostics) = Parser.parse(source)
    guard diagnostics.isEmpty, items.count == 1, case .expression(let expr) = items[0] else {
      return nil
    }
    let call: [Argument]
    switch expr {
    case .call(_, let arguments, _): call = arguments
    case .member, .name: call = []
    default: return nil
    }
    let text = SourceText(source)
    return call.filter { !$0.isTrailing }.map { ($0.label, text.text($0.value.range)) }
  }

  /// The changes that make the written arguments `written` (whose call reads as `old` when
  /// printed) read as `new`: values replaced in place, arguments added after their neighbour
  /// or removed with their comma. When the file does not write the call as the printer does
  /// (a default spelled out, another overload), the whole argument list is replaced.
  private static func argumentChanges(
    from old: [(String?, String)], to new: [(String?, String)],
    _ written: [NodeOrigin.ArgumentOrigin], nameEnd: SourceLocation, _ text: SourceText
  ) -> [TextChange]? {
    let arguments = written.filter { !$0.isTrailing }
    let values = arguments.map { text.text($0.value) }
    let list = argumentList(arguments, nameEnd: nameEnd, text)
    let writtenLabels = arguments.map(\.label)
    let canonical =
      writtenLabels == old.map(\.0) && zip(values, old.map(\.1)).allSatisfy { $0 == $1 }
    if !canonical || list == nil && !arguments.isEmpty {
      return wholeList(new, list: list, nameEnd: nameEnd, text)
    }
    var changes: [TextChange] = []
    var matched = Array(repeating: false, count: arguments.count)
    var searchFrom = 0
    var insertAfter: Int? = nil  // the index of the written argument an insertion follows
    var pending: [(String?, String)] = []
    func flush(before next: Int?) {
      guard !pending.isEmpty else { return }
      let written = pending.map { ($0.0.map { "\($0): " } ?? "") + $0.1 }.joined(separator: ", ")
      if let after = insertAfter {
        let end = text.offset(of: arguments[after].range.end)
        changes.append(TextChange(range: end..<end, replacement: ", " + written))
      } else if let next {
        let start = text.offset(of: arguments[next].range.start)
        changes.append(TextChange(range: start..<start, replacement: written + ", "))
      } else if let list {
        changes.append(
          TextChange(range: list.lowerBound + 1..<list.upperBound - 1, replacement: written))
      } else {
        let end = text.offset(of: nameEnd)
        changes.append(TextChange(range: end..<end, replacement: "(" + written + ")"))
      }
      pending = []
    }
    for (label, value) in new {
      if let index = (searchFrom..<arguments.count).first(where: { arguments[$0].label == label }) {
        flush(before: index)
        matched[index] = true
        if values[index] != value {
          let range =
            text.offset(
              of: arguments[index].value.start)..<text.offset(of: arguments[index].value.end)
          changes.append(TextChange(range: range, replacement: value))
        }
        insertAfter = index
        searchFrom = index + 1
      } else {
        pending.append((label, value))
      }
    }
    flush(before: nil)
    // Written arguments the new call does not have, with the comma that joined them.
    let removed = matched.indices.filter { !matched[$0] }
    if removed.count == arguments.count, !arguments.isEmpty, new.isEmpty, let list {
      // No argument left: `padding()` keeps its parentheses; before a trailing closure
      // (`HStack(spacing: 8) {`) they go, with the space after them.
      let range =
        written.contains(where: \.isTrailing)
        ? list.lowerBound..<text.skippingSpace(from: list.upperBound)
        : list.lowerBound + 1..<list.upperBound - 1
      let keepsSpace = written.contains(where: \.isTrailing)
      return [TextChange(range: range, replacement: keepsSpace ? " " : "")]
    }
    for index in removed {
      let start = text.offset(of: arguments[index].range.start)
      let end = text.offset(of: arguments[index].range.end)
      if index + 1 < arguments.count {
        changes.append(
          TextChange(
            range: start..<text.offset(of: arguments[index + 1].range.start), replacement: ""))
      } else if index > 0 {
        changes.append(
          TextChange(range: text.offset(of: arguments[index - 1].range.end)..<end, replacement: ""))
      } else {
        changes.append(TextChange(range: start..<end, replacement: ""))
      }
    }
    return changes
  }

  /// The whole argument list replaced by the printed one (or written where there was none).
  private static func wholeList(
    _ new: [(String?, String)], list: Range<Int>?, nameEnd: SourceLocation, _ text: SourceText
  ) -> [TextChange]? {
    let written = new.map { ($0.0.map { "\($0): " } ?? "") + $0.1 }.joined(separator: ", ")
    if let list { return [TextChange(range: list, replacement: "(" + written + ")")] }
    let end = text.offset(of: nameEnd)
    return [TextChange(range: end..<end, replacement: "(" + written + ")")]
  }

  /// The offsets of a call's `(` … `)`, found after its name; nil when it has none.
  private static func argumentList(
    _ arguments: [NodeOrigin.ArgumentOrigin], nameEnd: SourceLocation, _ text: SourceText
  ) -> Range<Int>? {
    let open = text.skippingSpace(from: text.offset(of: nameEnd))
    guard open < text.scalars.count, text.scalars[open] == "(" else { return nil }
    let afterLast = arguments.last.map { text.offset(of: $0.range.end) } ?? open + 1
    let close = text.skippingSpace(from: afterLast)
    guard close < text.scalars.count, text.scalars[close] == ")" else { return nil }
    return open..<close + 1
  }

  // MARK: Wrapping, unwrapping, removing

  private static func wrapping(
    _ node: ViewNode, _ origin: NodeOrigin, in wrapper: ViewNode, _ text: SourceText
  ) -> [TextChange]? {
    let definition = Catalog.definition(of: wrapper.kind)
    if wrapper.kind.isModifier {
      let indent = chainIndent(after: origin, text)
      var printedNode = wrapper
      printedNode.children.insert(node, at: 0)
      let call = definition.print(printedNode, Printing(indent: indent))
      return [insertion(ofModifier: call, after: origin, text, indent: indent)]
    }
    // A container: the view's lines inside `Stack { … }`, one level in.
    let printed = definition.print(wrapper, Printing(indent: ""))
    guard printed.hasSuffix("{}") else { return nil }
    let head = String(printed.dropLast(2))
    let start = text.offset(of: origin.expression.start)
    let end = text.offset(of: origin.expression.end)
    let body = text.text(start..<end)
    guard text.startsLine(start) else {
      return [TextChange(range: start..<end, replacement: head + "{ " + body + " }")]
    }
    let indent = text.indentation(of: start)
    let newline = text.lineEnding
    let inner = body.sourceLines.enumerated().map {
      $0.offset == 0
        ? indent + "    " + $0.element : ($0.element.isEmpty ? "" : "    " + $0.element)
    }.joined(separator: newline)
    return [
      TextChange(
        range: start..<end, replacement: head + "{" + newline + inner + newline + indent + "}")
    ]
  }

  /// A modifier `call` (without its dot) added after the node's expression, on its own line.
  private static func insertion(
    ofModifier call: String, after origin: NodeOrigin, _ text: SourceText, indent: String? = nil
  ) -> TextChange {
    let end = text.offset(of: origin.expression.end)
    let indent = indent ?? chainIndent(after: origin, text)
    return TextChange(range: end..<end, replacement: text.lineEnding + indent + "." + call)
  }

  /// The indentation of a modifier added after the node: that of the line its expression ends
  /// on when that line is a closing brace or a modifier (`}` then `.padding()`), else one level
  /// in from the line it starts on.
  private static func chainIndent(after origin: NodeOrigin, _ text: SourceText) -> String {
    let end = text.offset(of: origin.expression.end)
    let lastLineStart = text.skippingSpace(from: text.lineStart(of: Swift.max(0, end - 1)))
    if lastLineStart < text.scalars.count, [".", "}", ")"].contains(text.scalars[lastLineStart]),
      text.lineStart(of: lastLineStart)
        != text.lineStart(of: text.offset(of: origin.expression.start))
    {
      return text.indentation(of: lastLineStart)
    }
    return text.indentation(of: text.offset(of: origin.expression.start)) + "    "
  }

  private static func unwrapping(_ node: ViewNode, _ origin: NodeOrigin, _ text: SourceText)
    -> [TextChange]?
  {
    guard node.kind.isModifier, let dot = origin.dot else { return nil }
    return [removal(of: SourceRange(dot, origin.call.end), in: text)]
  }

  /// The range removed, with its whole lines when nothing else stands on them.
  private static func removal(of range: SourceRange, in text: SourceText) -> TextChange {
    let start = text.offset(of: range.start)
    let end = text.offset(of: range.end)
    if text.startsLine(start), text.endsLine(end) {
      let lineStart = text.lineStart(of: start)
      let lineEnd = text.lineEnd(of: end)
      return TextChange(
        range: lineStart..<Swift.min(text.scalars.count, lineEnd + 1), replacement: "")
    }
    // A modifier on the view's own line: `Text("a").padding()` loses `.padding()`.
    return TextChange(range: start..<end, replacement: "")
  }
}

extension ViewNode {
  /// Whether an edited file's tree is `expected`, the tree with the edit made: equal but for
  /// the text a `ForEach` keeps of itself (`source`, for printing), which an edit of its body
  /// changes while the tree edit cannot know how.
  func readsAs(_ expected: ViewNode) -> Bool {
    withoutLoopSources == expected.withoutLoopSources
  }

  private var withoutLoopSources: ViewNode {
    var node = self
    if case .forEach = node.kind { node.kind = .forEach(source: nil) }
    node.children = node.children.map(\.withoutLoopSources)
    return node
  }
}

extension TreeEdit {
  /// Whether the edit is made where a custom view, custom modifier or `let` is used rather
  /// than in its definition: removing and wrapping are; setting a property and unwrapping a
  /// modifier written in the definition are not.
  var actsAtUse: Bool {
    switch self {
    case .wrap, .remove: true
    case .set, .unwrap: false
    }
  }

  /// Whether the edit sets a property (rather than wrapping, unwrapping or removing).
  var isSetting: Bool {
    if case .set = self { return true }
    return false
  }
}
