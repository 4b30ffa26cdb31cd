import LayoutCore

/// Makes the source of a kept closure self-contained.
///
/// A GeometryReader's content, an alignment guide and a ForEach keep their closures as source,
/// to run at layout time and to print back. Names they borrow from the scene (`hello`, a
/// `let` width) would dangle in the printed scene, so each borrowed value is written in place:
/// `hello.position(...)` becomes `Text("Hello world").font(.title).position(...)`.
extension SceneInterpreter {
  /// `expr` as canonical source with the scene's values substituted for the names it borrows.
  func closedSource(_ expr: Expr, in scope: Scope) -> String {
    SyntaxPrinter.print(close(expr, bound: [], scope))
  }

  /// `closure` as canonical source with borrowed names substituted.
  func closedSource(_ closure: Closure, in scope: Scope) -> String {
    SyntaxPrinter.print(close(closure, bound: [], scope), indent: "")
  }

  /// The declarations of the scene's custom alignments that `source` names as members
  /// (`d[.nearBottom]`): a kept closure resolves them when it runs, and the printed scene
  /// must declare them even if no view uses them otherwise.
  func customAlignmentDeclarations(namedIn source: String) -> [String] {
    var names: Set<String> = []
    let tokens = Lexer.tokens(of: source).tokens
    for (index, token) in tokens.enumerated() where index > 0 {
      if let name = token.identifier, tokens[index - 1].isSymbol(".") { names.insert(name) }
    }
    var declarations: [String] = []
    for name in names.sorted() {
      let keys = [horizontalGuides[name]?.key, verticalGuides[name]?.key].compactMap { $0 }
      for key in keys {
        if let declaration = key.declaration, !declarations.contains(declaration) {
          declarations.append(declaration)
        }
      }
    }
    return declarations
  }

  /// Whether `source` still names a View struct or a custom modifier of the scene: the
  /// printed scene declares neither, so such source would not parse on its own.
  func isSelfContained(_ source: String) -> Bool {
    !Lexer.tokens(of: source).tokens.contains {
      guard let name = $0.identifier else { return false }
      return customViews[name] != nil || customModifiers[name] != nil
    }
  }

  /// `expr` with the names it borrows from `scope` written in place; `substitutions` are
  /// the properties of a View struct being inlined, by name.
  private func close(
    _ expr: Expr, bound: Set<String>, _ scope: Scope, _ substitutions: [String: Expr] = [:]
  ) -> Expr {
    func go(_ inner: Expr) -> Expr { close(inner, bound: bound, scope, substitutions) }
    func arguments(_ list: [Argument]) -> [Argument] {
      list.map {
        var a = $0; a.value = go($0.value); return a
      }
    }
    switch expr {
    case .name(let name, _) where !bound.contains(name) && substitutions[name] != nil:
      return substitutions[name]!
    case .call(.name(let name, _), let list, _)
    where !bound.contains(name) && customViews[name] != nil:
      return inline(customViews[name]!, arguments(list), bound: bound) ?? expr
    case .name(let name, _):
      guard !bound.contains(name), !(closesEvaluatedOnly && scope.isUnevaluated(name)),
        let value = scope.lookup(name),
        let replacement = source(of: value)
      else {
        return expr
      }
      var parser = Parser(tokens: Lexer.tokens(of: replacement).tokens)
      guard let parsed = parser.parseExpression(), parser.diagnostics.isEmpty else { return expr }
      if case .binary = parsed { return .parenthesized(parsed, parsed.range) }
      return parsed
    case .member(let base, let name, let range): return .member(go(base), name, range)
    case .call(let callee, let list, let range): return .call(go(callee), arguments(list), range)
    case .subscripted(let base, let list, let range):
      return .subscripted(go(base), arguments(list), range)
    case .closure(let closure):
      return .closure(close(closure, bound: bound, scope, substitutions))
    case .string(let segments, let range):
      return .string(
        Self.folded(
          segments.map {
            if case .interpolation(let inner) = $0 { return .interpolation(go(inner)) }
            return $0
          }), range)
    case .binary(let op, let a, let b, let range): return .binary(op, go(a), go(b), range)
    case .prefix(let op, let a, let range): return .prefix(op, go(a), range)
    case .postfix(let op, let a, let range): return .postfix(op, go(a), range)
    case .array(let elements, let range): return .array(elements.map(go), range)
    case .parenthesized(let inner, let range): return .parenthesized(go(inner), range)
    case .ternary(let c, let a, let b, let range): return .ternary(go(c), go(a), go(b), range)
    default: return expr
    }
  }

  /// `segments` with each interpolation of a whole-number or plain string literal written
  /// into the text (`"item \(0)"` is `"item 0"`), as Swift would show it: a loop variable
  /// substituted into a string reads the same as the string a property held (fuzz, seed
  /// 24939224814 iteration 23348).
  static func folded(_ segments: [StringSegment]) -> [StringSegment] {
    var result: [StringSegment] = []
    func append(_ text: String) {
      if case .text(let previous)? = result.last {
        result[result.count - 1] = .text(previous + text)
      } else {
        result.append(.text(text))
      }
    }
    for segment in segments {
      switch segment {
      case .text(let text):
        append(text)
      case .interpolation(.number(_, let literal, _))
      where !literal.isEmpty && literal.drop { $0 == "-" }.allSatisfy(\.isNumber)
        && literal.dropFirst().allSatisfy(\.isNumber):
        append(literal)
      case .interpolation(.string(let inner, _))
      where inner.allSatisfy({ if case .text = $0 { true } else { false } }):
        for case .text(let text) in inner { append(text) }
      default:
        result.append(segment)
      }
    }
    return result
  }

  private func close(
    _ closure: Closure, bound: Set<String>, _ scope: Scope,
    _ substitutions: [String: Expr] = [:]
  ) -> Closure {
    var closure = closure
    var names = bound.union(closure.parameters)
    if closure.parameters.isEmpty { names.formUnion((0..<10).map { "$\($0)" }) }
    closure.body = closeStatements(closure.body, bound: &names, scope, substitutions)
    return closure
  }

  private func closeStatements(
    _ statements: [Statement], bound: inout Set<String>, _ scope: Scope,
    _ substitutions: [String: Expr] = [:]
  ) -> [Statement] {
    func close(_ expr: Expr, bound: Set<String>, _ scope: Scope) -> Expr {
      self.close(expr, bound: bound, scope, substitutions)
    }
    func closeStatements(_ statements: [Statement], bound: inout Set<String>, _ scope: Scope)
      -> [Statement]
    {
      self.closeStatements(statements, bound: &bound, scope, substitutions)
    }
    return statements.map { statement in
      switch statement {
      case .expression(let expr):
        return .expression(close(expr, bound: bound, scope))
      case .returnStatement(let expr, let range):
        return .returnStatement(expr.map { close($0, bound: bound, scope) }, range)
      case .declaration(.variable(var variable)):
        variable.initializer = variable.initializer.map { close($0, bound: bound, scope) }
        bound.insert(variable.name)
        return .declaration(.variable(variable))
      case .ifStatement(let condition, let then, let otherwise, let range):
        var thenNames = bound
        var elseNames = bound
        return .ifStatement(
          close(condition, bound: bound, scope), closeStatements(then, bound: &thenNames, scope),
          otherwise.map { closeStatements($0, bound: &elseNames, scope) }, range)
      case .forIn(let name, let sequence, let body, let range):
        var names = bound.union([name])
        return .forIn(
          name, close(sequence, bound: bound, scope), closeStatements(body, bound: &names, scope),
          range)
      case .conditional(let conditions, let then, let otherwise, let range):
        var thenNames = bound
        var elseNames = bound
        let closed = closeConditions(conditions, bound: &thenNames, scope, substitutions)
        return .conditional(
          closed, closeStatements(then, bound: &thenNames, scope),
          otherwise.map { closeStatements($0, bound: &elseNames, scope) }, range)
      case .doStatement(let body, let clauses, let range):
        var bodyNames = bound
        let closedBody = closeStatements(body, bound: &bodyNames, scope)
        let closedClauses = clauses.map { clause in
          // A bare `catch` binds `error`; a pattern's names stay as written.
          var names = bound.union(["error"])
          return CatchClause(
            pattern: clause.pattern, body: closeStatements(clause.body, bound: &names, scope))
        }
        return .doStatement(closedBody, closedClauses, range)
      case .guardStatement(let conditions, let body, let range):
        var bodyNames = bound
        let closed = closeConditions(conditions, bound: &bound, scope, substitutions)
        return .guardStatement(closed, closeStatements(body, bound: &bodyNames, scope), range)
      case .switchStatement(let subject, let cases, let range):
        return .switchStatement(
          close(subject, bound: bound, scope),
          cases.map { switchCase in
            var names = bound.union(switchCase.patterns.flatMap(\.bindings))
            var closed = switchCase
            closed.body = closeStatements(switchCase.body, bound: &names, scope)
            return closed
          }, range)
      case .declaration:
        return statement
      }
    }
  }

  /// An `if let` or `guard` condition list closed over `scope`; its bound names join `bound`.
  private func closeConditions(
    _ conditions: [Condition], bound: inout Set<String>, _ scope: Scope,
    _ substitutions: [String: Expr]
  ) -> [Condition] {
    conditions.map { condition in
      switch condition {
      case .expression(let expr):
        return .expression(close(expr, bound: bound, scope, substitutions))
      case .optionalBinding(let isVariable, let name, let value, let range):
        // `if let name` reads the outer `name`: written out, so that it survives closing.
        let read = value ?? .name(name, range)
        let closed = close(read, bound: bound, scope, substitutions)
        bound.insert(name)
        return .optionalBinding(isVariable: isVariable, name: name, value: closed, range: range)
      case .casePattern(let pattern, let value, let range):
        let closed = close(value, bound: bound, scope, substitutions)
        switch pattern {
        case .enumCase(_, let names, _): bound.formUnion(names.compactMap { $0 })
        case .value, .wildcard: break
        }
        return .casePattern(pattern, closed, range)
      }
    }
  }

  /// `Type(arguments)` of a View struct whose body is one expression, as that expression with
  /// the arguments (or the properties' defaults) in place of the properties: the printed
  /// scene declares no View structs, so a kept closure (a ForEach's, a GeometryReader's)
  /// carries the body instead. Nil, keeping the call, when the body is more than one
  /// expression, an argument has no property, or the view contains itself.
  private func inline(_ type: TypeDeclaration, _ arguments: [Argument], bound: Set<String>)
    -> Expr?
  {
    let marker = "#" + type.name
    guard !bound.contains(marker), bound.filter({ $0.hasPrefix("#") }).count < 16 else {
      return nil
    }
    var substitutions: [String: Expr] = [:]
    var body: [Statement]?
    var labels: Set<String> = []
    for case .variable(let variable) in type.members {
      if variable.name == "body" {
        body = variable.body
      } else if variable.body == nil && !variable.isStatic {
        labels.insert(variable.name)
        let value: Expr
        if let argument = arguments.first(where: { $0.label == variable.name }) {
          value = argument.value
        } else if let initializer = variable.initializer {
          value = close(initializer, bound: [], globals)
        } else {
          return nil
        }
        guard let explicit = typed(value, variable.typeName) else { return nil }
        substitutions[variable.name] = grouped(explicit)
      } else {
        return nil
      }
    }
    guard arguments.allSatisfy({ $0.label.map(labels.contains) == true }),
      let body, body.count == 1
    else { return nil }
    let inner: Set<String> = bound.filter { $0.hasPrefix("#") }.union([marker])
    switch body[0] {
    case .expression(let expr), .returnStatement(let expr?, _):
      return close(expr, bound: inner, globals, substitutions)
    default:
      return nil
    }
  }

  /// `expr` with an implicit member spelled out (`.red` as `Color.red`): in the body it stands
  /// where no type is expected. Nil when it is implicit and the property's type is unknown.
  private func typed(_ expr: Expr, _ typeName: String?) -> Expr? {
    let type = typeName.map { $0.hasSuffix("?") ? String($0.dropLast()) : $0 }
    switch expr {
    case .implicitMember(let name, let range):
      // Spelled out only with a type the scene language knows: a property declared with an
      // unknown type (`var color: Colr = .blue`) would print as `Colr.blue`, which does not
      // parse (found by the fuzz loop, issue #7); such a view is kept as what it built.
      guard let type, knowsType(type) else { return nil }
      return .member(.name(type, range), name, range)
    case .call(.implicitMember(let name, let memberRange), let list, let range):
      guard let type, knowsType(type) else { return nil }
      return .call(.member(.name(type, memberRange), name, memberRange), list, range)
    case .member(let base, let name, let range):
      return typed(base, typeName).map { .member($0, name, range) }
    case .call(let callee, let list, let range):
      return typed(callee, typeName).map { .call($0, list, range) }
    default:
      return expr
    }
  }

  /// Whether `name` is a type whose members a scene can name: `Color`, `Font`, the alignments.
  private func knowsType(_ name: String) -> Bool {
    [
      "Color", "Font", "HorizontalAlignment", "VerticalAlignment", "Alignment", "Edge", "Axis",
      "UnitPoint", "CGFloat", "Double", "Int", "String", "Bool",
    ].contains(name)
  }

  /// `expr` in parentheses when an operator in it could bind to what surrounds it.
  private func grouped(_ expr: Expr) -> Expr {
    switch expr {
    case .binary(_, _, _, let range), .ternary(_, _, _, let range), .prefix(_, _, let range):
      return .parenthesized(expr, range)
    default:
      return expr
    }
  }

  /// Source that evaluates to `value` wherever the name stood, or nil to keep the name.
  private func source(of value: Value) -> String? {
    switch value {
    case .int(let n): return String(n)
    case .double(let d): return ValuePrinter.number(d)
    case .string(let s): return ValuePrinter.string(s)
    case .bool(let b): return b ? "true" : "false"
    case .color(let color): return ValuePrinter.colorView(color)
    case .font(let font): return "Font." + font.name
    case .horizontal(let guide): return "HorizontalAlignment." + guide.description
    case .vertical(let guide): return "VerticalAlignment." + guide.description
    case .alignment(let alignment):
      let text = ValuePrinter.alignment(alignment)
      return text.hasPrefix(".") ? "Alignment" + text : text
    case .edges(let edges):
      let text = ValuePrinter.edges(edges)
      return text.hasPrefix(".") ? "Edge.Set" + text : text
    case .point(let p):
      return "CGPoint(x: \(ValuePrinter.number(p.x)), y: \(ValuePrinter.number(p.y)))"
    case .size(let s):
      return
        "CGSize(width: \(ValuePrinter.number(s.width)), height: \(ValuePrinter.number(s.height)))"
    case .insets(let insets): return ValuePrinter.insets(insets)
    case .unitPoint(let u):
      return "UnitPoint(x: \(ValuePrinter.number(u.x)), y: \(ValuePrinter.number(u.y)))"
    case .range(let r): return "\(r.lowerBound)..<\(r.upperBound)"
    case .array(let values):
      // An array of values that print: `["A", "B"]`; one of a model's values keeps its name.
      var elements: [String] = []
      for value in values {
        switch value {
        case .string, .int, .double, .bool:
          guard let element = source(of: value) else { return nil }
          elements.append(element)
        default: return nil
        }
      }
      return "[" + elements.joined(separator: ", ") + "]"
    case .views(let nodes):
      guard !nodes.isEmpty else { return "EmptyView()" }
      let node = nodes.count == 1 ? nodes[0] : ViewNode(.group, children: nodes)
      return ScenePrinter.view(node)
    default: return nil
    }
  }
}
