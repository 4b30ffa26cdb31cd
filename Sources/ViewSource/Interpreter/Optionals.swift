import LayoutCore

/// Optionals and the operators of non-layout code: `??`, `if let`, `guard`, assignments, casts.
///
/// A layout has no state: a property's value is its initial value, `nil` included, so
/// `if let name` takes its `else` when `name` is `nil` and `x ?? .red` reads `.red` in the
/// context of the whole expression (a colour argument makes it `Color.red`). Assignments and
/// `guard` belong to actions, which are kept, never run: meeting one while laying out is an
/// error, and so is `is`, a question about types at run time.
extension SceneInterpreter {
  static let swiftOperators: Set<String> = Parser.assignmentOperators.union([
    "??", "as", "as?", "as!", "is",
  ])

  func swiftOperator(
    _ op: String, _ left: Expr, _ right: Expr, in scope: Scope, expecting expected: ValueType,
    at location: SourceLocation
  ) -> Value? {
    switch op {
    case "??":
      guard let value = eval(left, in: scope, expecting: expected) else { return nil }
      if case .none = value { return eval(right, in: scope, expecting: expected) }
      return value
    case "as", "as?", "as!":
      let type: String? = if case .name(let name, _) = right { name } else { nil }
      return eval(left, in: scope, expecting: expectedType(type))
    case "is":
      error(
        "'is' cannot be evaluated: LayoutLab does not check types while laying out",
        at: location)
      return nil
    default:
      error(
        "'\(op)' assigns, which only an action does: LayoutLab keeps actions but does not run them",
        at: location)
      return nil
    }
  }

  /// Whether every condition holds, binding each `let` into `scope`; nil after an error.
  func holds(_ conditions: [Condition], binding scope: Scope) -> Bool? {
    for condition in conditions {
      switch condition {
      case .expression(let expr):
        guard let value = eval(expr, in: scope, expecting: .bool) else { return nil }
        guard case .bool(let flag) = value else {
          error("the 'if' condition must be a Boolean", at: expr.range.start)
          return nil
        }
        if !flag { return false }
      case .optionalBinding(_, let name, let expr, let range):
        guard let value = eval(expr ?? .name(name, range), in: scope, expecting: .anything)
        else { return nil }
        if case .none = value { return false }
        scope.bind(name, value)
      case .casePattern(let pattern, let expr, _):
        guard let value = eval(expr, in: scope, expecting: .anything) else { return nil }
        guard let matched = matches(pattern, value, in: scope, binding: scope) else { return nil }
        if !matched { return false }
      }
    }
    return true
  }

  /// The views of `if let ... { } else { }` in a view builder; nil after an error.
  func buildConditional(
    _ conditions: [Condition], _ then: [Statement], _ otherwise: [Statement]?, in scope: Scope
  ) -> [ViewNode]? {
    let branch = Scope(parent: scope)
    guard let flag = holds(conditions, binding: branch) else { return nil }
    if flag { return buildViews(then, in: branch) }
    guard let otherwise else { return [] }
    return buildViews(otherwise, in: Scope(parent: scope))
  }

  /// Whether a property declared without a value is `nil` by default: `var name: String?`.
  static func isOptional(_ variable: Variable) -> Bool {
    variable.typeName.map { $0.hasSuffix("?") || $0.hasPrefix("Optional<") } ?? false
  }
}
