import LayoutCore

/// One call of a catalog definition, its arguments resolved against one overload and read by
/// parameter name, never by position.
///
/// A definition's `build` reads `call.number("width")`, `call["content"]`; the names are the
/// labels, or for an unlabelled parameter the name its declaration gives it (`padding(_ edges:
/// _ length:)`), so that an overload's parameters can be reordered or added without breaking
/// the reads.
struct Call {
  let interpreter: SceneInterpreter
  /// The name the source wrote: `frame`, or an alias.
  let name: String
  /// Which of the definition's signatures fitted.
  let overload: Int
  let parameters: [Parameter]
  let values: [Value?]
  let arguments: [Argument]
  let scope: Scope
  let location: SourceLocation
  /// The views a modifier applies to; empty for a view's initializer.
  let views: [ViewNode]

  /// This call with its arguments resolved against `overloads`, or nil after the errors of
  /// the overload that fitted best.
  func resolved(_ overloads: [[Parameter]]) -> Call? {
    guard
      let (overload, values) = interpreter.resolve(
        name, overloads, arguments, in: scope, at: location)
    else { return nil }
    return Call(
      interpreter: interpreter, name: name, overload: overload, parameters: overloads[overload],
      values: values, arguments: arguments, scope: scope, location: location, views: views)
  }

  /// The argument for the parameter named `name`, or nil when it was defaulted.
  subscript(_ name: String) -> Value? {
    guard let index = parameters.firstIndex(where: { $0.name == name }) else {
      assertionFailure("no parameter '\(name)' in this overload of '\(self.name)'")
      return nil
    }
    return values[index]
  }

  /// Whether the fitting overload has a parameter named `name`.
  func has(_ name: String) -> Bool { parameters.contains { $0.name == name } }

  /// A number argument as a length.
  func length(_ name: String) -> CGFloat? { self[name]?.number.map { CGFloat($0) } }

  func number(_ name: String) -> Double? { self[name]?.number }

  func color(_ name: String) -> Color? {
    if case .color(let color)? = self[name] { return color }
    return nil
  }

  func alignment(_ name: String, default value: Alignment = .center) -> Alignment? {
    guard case .alignment(let alignment) = self[name] ?? .alignment(value) else { return nil }
    return alignment
  }

  func edges(_ name: String) -> Edge.Set? {
    if case .edges(let edges)? = self[name] { return edges }
    return nil
  }

  func bool(_ name: String) -> Bool? {
    if case .bool(let flag)? = self[name] { return flag }
    return nil
  }

  /// Where the argument for `name` starts in the source, or the call's location.
  func location(of name: String) -> SourceLocation {
    guard let index = parameters.firstIndex(where: { $0.name == name }), values[index] != nil
    else { return location }
    let supplied = zip(parameters, values).prefix(index + 1).filter { $0.1 != nil }.count - 1
    return arguments.indices.contains(supplied) ? arguments[supplied].range.start : location
  }

  /// The views of a content closure, children of the node built.
  func content(_ name: String = "content") -> [ViewNode]? {
    interpreter.content(self[name], in: scope)
  }

  func error(_ message: String, at location: SourceLocation? = nil) {
    interpreter.error(message, at: location ?? self.location)
  }

  // MARK: Results

  /// A view built from its initializer.
  func view(_ kind: ViewKind, children: [ViewNode] = []) -> Value {
    .views([ViewNode(kind, children: children)])
  }

  /// A layout modifier around the modified views (a group of them when there are several),
  /// with a `background` or `overlay` layer as its second child.
  func wrap(_ kind: ViewKind, secondary: [ViewNode] = []) -> Value {
    let content = views.count == 1 ? views[0] : ViewNode(.group, children: views)
    return .views([ViewNode(kind, children: [content] + secondary)])
  }

  /// A drawing modifier, kept as an attribute of the modified view (of a group of several).
  func attribute(_ attribute: ViewAttribute) -> Value {
    guard views.count == 1 else {
      return .views([ViewNode(.group, children: views, attributes: [attribute])])
    }
    var node = views[0]
    node.attributes.append(attribute)
    return .views([node])
  }
}
