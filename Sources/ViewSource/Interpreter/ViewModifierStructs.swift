import LayoutCore

/// `ViewModifier` structs: `struct CardBackground: ViewModifier { func body(content: Content)
/// -> some View { ... } }`, applied with `.modifier(CardBackground(padding: 8))`.
///
/// Real view files wrap a reused chain of modifiers this way (often behind an
/// `extension View { func cardStyle() -> some View { modifier(CardBackground()) } }`). The
/// struct is made as a View struct is (memberwise or its own `init`), and its `body(content:)`
/// is built with `content` standing for the modified views, as SwiftUI builds it (§17).
extension SceneInterpreter {
  /// The views `views.modifier(arguments)` makes, or nil after an error.
  func applyModifierStruct(
    to views: [ViewNode], _ arguments: [Argument], in scope: Scope, at location: SourceLocation
  ) -> [ViewNode]? {
    guard arguments.count == 1, arguments[0].label == nil else {
      error("'modifier' takes one ViewModifier: '.modifier(Name())'", at: location)
      return nil
    }
    let argument = arguments[0].value
    guard case .call(.name(let typeName, let nameRange), let list, _) = argument,
      let type = viewModifiers[typeName]
    else {
      if case .call(.name(let typeName, _), _, _) = argument, customViews[typeName] == nil,
        data.types[typeName] == nil
      {
        // A ViewModifier declared in another file: kept, as an unknown modifier is.
        once(.warning, Catalog.unknownModifierWarning(typeName), at: argument.range.start)
        return modifier("modifier", keeping: views, arguments, in: scope, at: location)
      }
      error(
        "'modifier' needs a ViewModifier declared in this file: '.modifier(Name())'",
        at: argument.range.start)
      return nil
    }
    guard enterCall(type.name, at: nameRange.start) else { return nil }
    definitions.append(type.name)
    defer {
      callDepth -= 1
      definitions.removeLast()
    }
    guard
      let instance = makeInstance(type, arguments: list, at: nameRange.start, scope: scope)
    else { return nil }
    let body = type.members.lazy.compactMap { member -> Function? in
      guard case .function(let function) = member, function.name == "body",
        function.parameters.count == 1
      else { return nil }
      return function
    }.first
    guard let body else {
      error(
        "'\(type.name)' has no 'func body(content: Content) -> some View { ... }'",
        at: type.nameRange.start)
      return nil
    }
    let call = Scope(parent: instance)
    call.bind(body.parameters[0].name, .views(views))
    return buildViews(body.body, in: call)
  }
}
