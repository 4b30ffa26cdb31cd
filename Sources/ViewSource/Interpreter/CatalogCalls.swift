import LayoutCore

/// Calls of the catalog's views and modifiers: each is looked up by name, its arguments
/// resolved against the definition's signatures, and built by the definition.
extension SceneInterpreter {
  /// A built-in view, or nil (after an error for a known view with bad arguments, silently
  /// for a name that is not a view).
  func constructView(
    _ type: String, _ arguments: [Argument], in scope: Scope, at location: SourceLocation
  ) -> Value? {
    guard let definition = Catalog.view(named: type) else { return nil }
    return apply(definition, type, arguments, to: [], in: scope, at: location)
  }

  /// `views.name(arguments)`, or nil after an error.
  func modifier(
    _ name: String, on views: [ViewNode], _ arguments: [Argument], in scope: Scope,
    at location: SourceLocation
  ) -> [ViewNode]? {
    if Catalog.inertModifiers[name] != nil || isInertStyle(name, arguments) {
      // The ones a navigation container or TabView reads for its bars are not inert there:
      // no note says they change nothing (§14.9, §14.10).
      if !Catalog.barModifierNames.contains(name) {
        once(.note, Catalog.inertNote(name), at: location)
      }
      return kept(name, on: views, arguments, in: scope, at: location)
    }
    guard let definition = Catalog.modifier(named: name) else {
      if Catalog.unsupportedModifiers.contains(name) {
        error("the modifier '\(name)' is not supported in scenes", at: location)
        return nil
      }
      let known = Catalog.modifierNames + Array(customModifiers.keys)
      // A near miss of a known name (two edits at most: `paddng`, `forgroundColor`) is a
      // typo; a name further from all of them (`cardStyle` and `formStyle`) is the app's own.
      if let suggestion = Suggestions.closest(to: name, in: known),
        Suggestions.editDistance(name.lowercased(), suggestion.lowercased()) <= 2
      {
        error("unknown modifier '\(name)'; did you mean '\(suggestion)'?", at: location)
        return nil
      }
      // Declared in another file of the app (`.cardStyle()`): kept as written, like the
      // modifiers that change no layout, with one warning (issue #13).
      once(.warning, Catalog.unknownModifierWarning(name), at: location)
      return kept(name, on: views, arguments, in: scope, at: location)
    }
    guard
      case .views(let nodes)? = apply(
        definition, name, arguments, to: views, in: scope, at: location)
    else { return nil }
    return nodes
  }

  /// `views` with the call `name(arguments)` kept verbatim as an inert attribute.
  func modifier(
    _ name: String, keeping views: [ViewNode], _ arguments: [Argument], in scope: Scope,
    at location: SourceLocation
  ) -> [ViewNode]? {
    kept(name, on: views, arguments, in: scope, at: location)
  }

  private func kept(
    _ name: String, on views: [ViewNode], _ arguments: [Argument], in scope: Scope,
    at location: SourceLocation
  ) -> [ViewNode]? {
    let text =
      closedArgumentsText(arguments, in: scope) ?? argumentsText(after: name, at: location)
    let call = Call(
      interpreter: self, name: name, overload: 0, parameters: [], values: [],
      arguments: arguments, scope: scope, location: location, views: views)
    guard case .views(let nodes) = call.attribute(.inert(name: name, arguments: text)) else {
      return nil
    }
    return nodes
  }

  /// The definition's value for a call written `name(arguments)`.
  private func apply(
    _ definition: Definition, _ name: String, _ arguments: [Argument], to views: [ViewNode],
    in scope: Scope, at location: SourceLocation
  ) -> Value? {
    let call = Call(
      interpreter: self, name: name, overload: 0, parameters: [], values: [],
      arguments: arguments, scope: scope, location: location, views: views)
    let built =
      if let signatures = definition.signatures {
        call.resolved(signatures).flatMap(definition.build)
      } else {
        definition.build(call)
      }
    guard case .views(let nodes)? = built else { return built }
    return .views(stamp(nodes, built: definition, name: name, arguments, on: views, at: location))
  }

  /// A placeholder for a view LayoutLab cannot lay out (declared in another file, or not
  /// modelled yet), with one warning per name; its arguments are kept, not evaluated.
  ///
  /// They are kept as written, unless they name what only the enclosing custom view binds (a
  /// `label` property of the struct the call is in): the printed scene inlines that view, so
  /// the names are substituted, as a kept closure's are (fuzz, seed 24939224814 iteration
  /// 23348: `Tt(label)` printed as `Tt(label)` with no `label` in scope).
  func placeholder(
    _ type: String, _ arguments: [Argument], in scope: Scope, at location: SourceLocation
  ) -> Value {
    let size = placeholderSizes[type] ?? Placeholder.defaultSize
    once(.warning, Catalog.placeholderWarning(type, size: size), at: location)
    var text = argumentsText(after: type, at: location)
    let range = SourceRange(location, location)
    let call = Expr.call(.name(type, range), arguments, range)
    // A closure argument is kept as written: its canonical form is not how it was written, and
    // a placeholder's closure is not run, so nothing in it is bound here.
    let hasClosure = arguments.contains { if case .closure = $0.value { true } else { false } }
    // Only names already evaluated are substituted: a placeholder's arguments are not
    // evaluated, so a property no view reads reports nothing (RealFiles, OrderSummary.swift).
    closesEvaluatedOnly = true
    let closed = hasClosure ? "" : closedSource(call, in: scope)
    closesEvaluatedOnly = false
    if !hasClosure, closed != SyntaxPrinter.print(call), closed.hasPrefix(type) {
      text = String(closed.dropFirst(type.count))
    }
    let placeholder = Placeholder(name: type, size: size, arguments: text)
    return .views([ViewNode(.placeholder(placeholder))])
  }

  /// `foregroundStyle` with several styles (`.foregroundStyle(.primary, .secondary)`): styles
  /// LayoutLab does not draw, kept as an inert modifier. A gradient is one style (§21.1).
  private func isInertStyle(_ name: String, _ arguments: [Argument]) -> Bool {
    name == "foregroundStyle" && arguments.count > 1
  }

  /// The source of the call being evaluated after its name `name` written at `location`:
  /// `("Title")`, `{ ... }` (without the space before a trailing closure), `.init("x")`.
  func argumentsText(after name: String, at location: SourceLocation) -> String {
    guard let call = currentCall else { return "()" }
    let text = sourceText(from: location.shifted(by: name.count), to: call.end)
    let trimmed = text.drop { $0 == " " || $0 == "\t" }
    return trimmed.isEmpty ? "()" : String(trimmed)
  }

  /// The arguments of a kept call with the names they borrow from the scene written in place
  /// (`.shadow(color: tint)` in a custom view becomes `.shadow(color: Color.red)`), or nil when
  /// they borrow none and are kept as written. A kept call inside a custom view would
  /// otherwise print a name the printed scene does not declare, and read back differently.
  func closedArgumentsText(_ arguments: [Argument], in scope: Scope) -> String? {
    guard !arguments.isEmpty, !arguments.contains(where: \.isTrailing) else { return nil }
    var borrows = false
    let parts = arguments.map { argument in
      let closed = closedSource(argument.value, in: scope)
      if closed != SyntaxPrinter.print(argument.value) { borrows = true }
      return (argument.label.map { "\($0): " } ?? "") + closed
    }
    return borrows ? "(" + parts.joined(separator: ", ") + ")" : nil
  }

  /// The source between two locations, as written, found as the lexer counts lines and
  /// columns (`scalarText`), so that a "\r\n" or a combining mark before it moves nothing.
  func sourceText(from start: SourceLocation, to end: SourceLocation) -> String {
    scalarText.text(SourceRange(start, end))
  }

  /// The views of a content closure, with no parameters.
  func content(_ value: Value?, in scope: Scope) -> [ViewNode]? {
    guard case .closure(let closure, let closureScope)? = value else { return [] }
    if let parameter = closure.parameters.first {
      error(
        "this closure takes no parameters, but declares '\(parameter)'", at: closure.range.start)
      return nil
    }
    return buildViews(closure.body, in: Scope(parent: closureScope))
  }

}
