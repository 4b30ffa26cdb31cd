/// Prints syntax trees as canonical Swift: the form closures are stored and printed in.
///
/// Printing is idempotent: parsing the output and printing again gives the same text, which
/// is what makes `parse(print(tree)) == tree` hold for closures kept as source.
enum SyntaxPrinter {
  static func print(_ expr: Expr, indent: String = "") -> String {
    switch expr {
    case .name(let name, _): return name
    case .implicitMember(let name, _): return "." + name
    case .member(let base, let name, _): return print(base, indent: indent) + "." + name
    case .call(let callee, let arguments, _):
      let plain = arguments.filter { !$0.isTrailing }
      let trailing = arguments.filter(\.isTrailing)
      var text = print(callee, indent: indent)
      if !plain.isEmpty || trailing.isEmpty {
        text += "(" + plain.map { argument($0, indent: indent) }.joined(separator: ", ") + ")"
      }
      for (offset, closure) in trailing.enumerated() {
        if offset > 0, let label = closure.label { text += " \(label):" }
        text += " " + print(closure.value, indent: indent)
      }
      return text
    case .subscripted(let base, let arguments, _):
      return print(base, indent: indent) + "["
        + arguments.map { argument($0, indent: indent) }.joined(separator: ", ") + "]"
    case .closure(let closure):
      return print(closure, indent: indent)
    case .number(_, let text, _): return text
    case .string(let segments, _):
      var text = "\""
      for segment in segments {
        switch segment {
        case .text(let piece): text += escape(piece)
        case .interpolation(let inner): text += "\\(" + print(inner, indent: indent) + ")"
        case .formattedInterpolation(let inner, let arguments):
          text +=
            "\\(" + print(inner, indent: indent)
            + arguments.map { ", " + argument($0, indent: indent) }.joined() + ")"
        }
      }
      return text + "\""
    case .bool(let flag, _): return flag ? "true" : "false"
    case .nilLiteral: return "nil"
    case .dollar(let n, _): return "$\(n)"
    case .binary(let op, let left, let right, _):
      return print(left, indent: indent) + (op == "..<" || op == "..." ? op : " \(op) ")
        + print(right, indent: indent)
    case .prefix(let op, let operand, _): return op + print(operand, indent: indent)
    case .postfix(let op, let operand, _): return print(operand, indent: indent) + op
    case .keyPath(let path, _):
      guard let first = path.first else { return "\\" }
      let isRootless = first.first?.isLowercase ?? true
      return isRootless ? "\\." + path.joined(separator: ".") : "\\" + path.joined(separator: ".")
    case .array(let elements, _):
      return "[" + elements.map { print($0, indent: indent) }.joined(separator: ", ") + "]"
    case .parenthesized(let inner, _): return "(" + print(inner, indent: indent) + ")"
    case .ternary(let condition, let a, let b, _):
      return print(condition, indent: indent) + " ? " + print(a, indent: indent) + " : "
        + print(b, indent: indent)
    case .tuple(let elements, _):
      return "(" + elements.map { argument($0, indent: indent) }.joined(separator: ", ") + ")"
    case .dictionary(let entries, _):
      if entries.isEmpty { return "[:]" }
      return "["
        + entries.map { print($0.key, indent: indent) + ": " + print($0.value, indent: indent) }
        .joined(separator: ", ") + "]"
    }
  }

  private static func argument(_ argument: Argument, indent: String) -> String {
    (argument.label.map { "\($0): " } ?? "") + print(argument.value, indent: indent)
  }

  /// A closure on one line when its body is one short expression, else one statement a line.
  static func print(_ closure: Closure, indent: String) -> String {
    let captures = closure.captureList.map { " " + $0 } ?? ""
    let head =
      closure.parameters.isEmpty
      ? (captures.isEmpty ? "{" : "{" + captures + " in")
      : "{" + captures + " " + closure.parameters.joined(separator: ", ") + " in"
    if closure.body.count == 1, case .expression(let expr) = closure.body[0] {
      let line = print(expr, indent: indent)
      if !line.contains("\n") && line.count <= 60 { return head + " " + line + " }" }
    }
    if closure.body.isEmpty { return head + " }" }
    let inner = indent + "    "
    let lines = closure.body.map { inner + print($0, indent: inner) }
    return head + "\n" + lines.joined(separator: "\n") + "\n" + indent + "}"
  }

  /// The longest line a statement is printed on before its modifier chain is broken up.
  static let lineLimit = 80

  static func print(_ statement: Statement, indent: String) -> String {
    switch statement {
    case .expression(let expr): return chained(expr, indent: indent)
    case .returnStatement(let expr, _):
      return "return" + (expr.map { " " + print($0, indent: indent) } ?? "")
    case .declaration(.variable(let variable)):
      var text = "let \(variable.name)"
      if let type = variable.typeName { text += ": \(type)" }
      if let initializer = variable.initializer {
        text += " = " + print(initializer, indent: indent)
      }
      return text
    case .declaration:
      return "/* declaration */"
    case .ifStatement(let condition, let then, let otherwise, _):
      var text = "if " + print(condition, indent: indent) + " " + block(then, indent: indent)
      if let otherwise {
        if otherwise.count == 1, case .ifStatement = otherwise[0] {
          text += " else " + print(otherwise[0], indent: indent)
        } else {
          text += " else " + block(otherwise, indent: indent)
        }
      }
      return text
    case .forIn(let name, let sequence, let body, _):
      return "for \(name) in " + print(sequence, indent: indent) + " " + block(body, indent: indent)
    case .conditional(let conditions, let then, let otherwise, _):
      var text =
        "if " + print(conditions, indent: indent) + " " + block(then, indent: indent)
      if let otherwise {
        if otherwise.count == 1, case .ifStatement = otherwise[0] {
          text += " else " + print(otherwise[0], indent: indent)
        } else if otherwise.count == 1, case .conditional = otherwise[0] {
          text += " else " + print(otherwise[0], indent: indent)
        } else {
          text += " else " + block(otherwise, indent: indent)
        }
      }
      return text
    case .doStatement(let body, let clauses, _):
      var text = "do " + block(body, indent: indent)
      for clause in clauses {
        text +=
          " catch " + (clause.pattern.map { $0 + " " } ?? "") + block(clause.body, indent: indent)
      }
      return text
    case .guardStatement(let conditions, let body, _):
      return "guard " + print(conditions, indent: indent) + " else " + block(body, indent: indent)
    case .switchStatement(let subject, let cases, _):
      var text = "switch " + print(subject, indent: indent) + " {\n"
      let inner = indent + "    "
      for switchCase in cases {
        let head =
          switchCase.patterns.isEmpty
          ? "default:"
          : "case " + switchCase.patterns.map { print($0, indent: indent) }.joined(separator: ", ")
            + ":"
        text += indent + head + "\n"
        text += switchCase.body.map { inner + print($0, indent: inner) + "\n" }.joined()
      }
      return text + indent + "}"
    }
  }

  /// A case pattern as written: `.badge(let n)`, `.home`, `_`.
  static func print(_ pattern: CasePattern, indent: String) -> String {
    switch pattern {
    case .value(let expr): return print(expr, indent: indent)
    case .wildcard: return "_"
    case .enumCase(let name, let bindings, _):
      if name.isEmpty { return "let " + (bindings.first.flatMap { $0 } ?? "_") }
      if bindings.isEmpty { return "." + name }
      return "." + name + "("
        + bindings.map { $0.map { "let " + $0 } ?? "_" }
        .joined(separator: ", ") + ")"
    }
  }

  /// `let name = value, flag`: an `if` or `guard` condition list.
  static func print(_ conditions: [Condition], indent: String) -> String {
    conditions.map { condition in
      switch condition {
      case .expression(let expr): return print(expr, indent: indent)
      case .optionalBinding(let isVariable, let name, let value, _):
        return (isVariable ? "var " : "let ") + name
          + (value.map { " = " + print($0, indent: indent) } ?? "")
      case .casePattern(let pattern, let value, _):
        return "case " + print(pattern, indent: indent) + " = " + print(value, indent: indent)
      }
    }.joined(separator: ", ")
  }

  private static func block(_ statements: [Statement], indent: String) -> String {
    let inner = indent + "    "
    return "{\n" + statements.map { inner + print($0, indent: inner) + "\n" }.joined() + indent
      + "}"
  }

  /// A string's characters with Swift's escapes.
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case "\0": result += "\\0"
      default: result.append(character)
      }
    }
    return result
  }

  /// A long member chain one link a line, as SwiftUI code is written:
  ///
  ///     Text("Hello")
  ///         .font(.title)
  ///         .position(x: 150, y: 30)
  static func chained(_ expr: Expr, indent: String) -> String {
    let flat = print(expr, indent: indent)
    guard flat.count + indent.count > lineLimit || flat.contains("\n") else { return flat }
    var links: [Expr] = []
    var base = expr
    while true {
      if case .call(.member(let inner, let name, let range), let arguments, let callRange) = base {
        links.append(.call(.implicitMember(name, range), arguments, callRange))
        base = inner
      } else if case .member(let inner, let name, let range) = base, !isTypeName(inner) {
        links.append(.implicitMember(name, range))
        base = inner
      } else {
        break
      }
    }
    guard links.count > 1 else { return flat }
    let inner = indent + "    "
    var text = print(base, indent: indent)
    for link in links.reversed() { text += "\n" + inner + print(link, indent: inner) }
    return text
  }

  /// Whether `expr` names a type, whose members (`Color.red`) stay on one line.
  private static func isTypeName(_ expr: Expr) -> Bool {
    if case .name(let name, _) = expr, name.first?.isUppercase == true { return true }
    return false
  }
}
