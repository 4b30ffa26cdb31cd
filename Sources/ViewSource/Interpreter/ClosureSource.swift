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

  /// Whether `source` still names a View struct or a custom modifier of the scene: the
  /// printed scene declares neither, so such source would not parse on its own.
  func isSelfContained(_ source: String) -> Bool {
    !Lexer.tokens(of: source).tokens.contains {
      guard let name = $0.identifier else { return false }
      return customViews[name] != nil || customModifiers[name] != nil
    }
  }

  private func close(_ expr: Expr, bound: Set<String>, _ scope: Scope) -> Expr {
    func go(_ inner: Expr) -> Expr { close(inner, bound: bound, scope) }
    func arguments(_ list: [Argument]) -> [Argument] {
      list.map {
        var a = $0; a.value = go($0.value); return a
      }
    }
    switch expr {
    case .name(let name, _):
      guard !bound.contains(name), let value = scope.lookup(name),
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
    case .closure(let closure): return .closure(close(closure, bound: bound, scope))
    case .string(let segments, let range):
      return .string(
        segments.map {
          if case .interpolation(let inner) = $0 { return .interpolation(go(inner)) }
          return $0
        }, range)
    case .binary(let op, let a, let b, let range): return .binary(op, go(a), go(b), range)
    case .prefix(let op, let a, let range): return .prefix(op, go(a), range)
    case .array(let elements, let range): return .array(elements.map(go), range)
    case .parenthesized(let inner, let range): return .parenthesized(go(inner), range)
    case .ternary(let c, let a, let b, let range): return .ternary(go(c), go(a), go(b), range)
    default: return expr
    }
  }

  private func close(_ closure: Closure, bound: Set<String>, _ scope: Scope) -> Closure {
    var closure = closure
    var names = bound.union(closure.parameters)
    if closure.parameters.isEmpty { names.formUnion((0..<10).map { "$\($0)" }) }
    closure.body = closeStatements(closure.body, bound: &names, scope)
    return closure
  }

  private func closeStatements(_ statements: [Statement], bound: inout Set<String>, _ scope: Scope)
    -> [Statement]
  {
    statements.map { statement in
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
      case .declaration:
        return statement
      }
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
    case .views(let nodes):
      guard !nodes.isEmpty else { return "EmptyView()" }
      let node = nodes.count == 1 ? nodes[0] : ViewNode(.group, children: nodes)
      return ScenePrinter.view(node)
    default: return nil
    }
  }
}
