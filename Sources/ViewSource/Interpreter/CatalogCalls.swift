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
    guard let definition = Catalog.modifier(named: name) else {
      if Catalog.unsupportedModifiers.contains(name) {
        error("the modifier '\(name)' is not supported in scenes", at: location)
        return nil
      }
      let known = Catalog.modifierNames + Array(customModifiers.keys)
      if let suggestion = Suggestions.closest(to: name, in: known) {
        error("unknown modifier '\(name)'; did you mean '\(suggestion)'?", at: location)
      } else {
        error("unknown modifier '\(name)'", at: location)
      }
      return nil
    }
    guard
      case .views(let nodes)? = apply(
        definition, name, arguments, to: views, in: scope, at: location)
    else { return nil }
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
