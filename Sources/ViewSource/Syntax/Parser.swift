/// Parses scene source into declarations and statements (recursive descent).
///
/// Errors are collected, not thrown: after an error the parser skips to the next line or
/// closing brace and goes on, so one run reports several problems. Every loop consumes a
/// token, and nesting deeper than `maximumDepth` is an error rather than a stack overflow.
struct Parser {
  private var tokens: [Token]
  private var position = 0
  private(set) var diagnostics: [Diagnostic] = []
  private var depth = 0
  /// Nesting beyond this is reported instead of recursing further.
  static let maximumDepth = 200
  /// Where the lexer reported malformed tokens: parse errors right after one are its echo.
  private var lexerErrors: [SourceLocation] = []
  /// Set once nesting got too deep: the rest of the file was skipped, so every later error
  /// would only repeat that.
  private var gaveUp = false
  /// Whether an initializer's body is being parsed, where `self.x = x` assigns.
  private var inInitializer = false
  /// Where errors were reported: one per place, since recovery may revisit a token and
  /// every construct left open at the end of the file fails there.
  private var reported: Set<SourceLocation> = []

  init(tokens: [Token]) {
    self.tokens =
      tokens.isEmpty
      ? [
        Token(
          kind: .end, range: SourceRange(.init(line: 1, column: 1), .init(line: 1, column: 1)),
          followsNewline: true)
      ]
      : tokens
  }

  /// The top-level items of a file.
  static func parse(_ source: String) -> (items: [Statement], diagnostics: [Diagnostic]) {
    let lexed = Lexer.tokens(of: source)
    let resolved = ConditionalCompilation.resolve(lexed.tokens)
    var parser = Parser(tokens: resolved.tokens)
    parser.lexerErrors = lexed.diagnostics.filter { $0.severity == .error }.map(\.location)
    let items = parser.parseFile()
    return (items, lexed.diagnostics + resolved.diagnostics + parser.diagnostics)
  }

  // MARK: Tokens

  private var current: Token { tokens[position] }
  private var previous: Token { tokens[Swift.max(0, position - 1)] }
  private var atEnd: Bool { current.kind == .end }

  private func peek(_ offset: Int) -> Token {
    tokens[Swift.min(position + offset, tokens.count - 1)]
  }

  @discardableResult
  private mutating func advance() -> Token {
    let token = current
    if !atEnd { position += 1 }
    return token
  }

  private mutating func consume(_ symbol: String) -> Bool {
    guard current.isSymbol(symbol) else { return false }
    advance()
    return true
  }

  private mutating func consumeKeyword(_ word: String) -> Bool {
    guard current.isIdentifier(word) else { return false }
    advance()
    return true
  }

  /// Consumes `symbol` or reports it missing. A closing symbol missing at the end of the file
  /// is reported at its `opening` token: the end of the file says nothing about where it belongs.
  private mutating func expect(_ symbol: String, _ context: String, openedAt opening: Token? = nil)
    -> Bool
  {
    if consume(symbol) { return true }
    if atEnd, let opening {
      error(
        "unclosed \(opening.spelling): expected '\(symbol)' \(context) before the end of the file",
        at: opening.start)
    } else {
      error("expected '\(symbol)' \(context), found \(current.spelling)", at: current.start)
    }
    return false
  }

  private mutating func note(_ message: String, at location: SourceLocation) {
    guard !gaveUp else { return }
    Diagnostic.append(Diagnostic(.note, message, at: location), to: &diagnostics)
  }

  private mutating func error(_ message: String, at location: SourceLocation) {
    if reported.contains(location) || gaveUp { return }
    // An unterminated string or comment, or a stray character, just before this point
    // already explains the error.
    let from = Swift.min(previous.start, location)
    let to = Swift.max(current.start, location)
    if lexerErrors.contains(where: { from <= $0 && $0 <= to }) { return }
    reported.insert(location)
    Diagnostic.append(Diagnostic(.error, message, at: location), to: &diagnostics)
  }

  /// Skips to the start of the next statement: the next line that does not continue this one
  /// with a leading `.`, or a closing brace at this level (left for the caller). Stray `)` and
  /// `]` are skipped: statements are only ever closed by braces.
  private mutating func recover() {
    var nesting = 0
    if !atEnd && !current.isSymbol("}") { advance() }
    while !atEnd {
      if nesting == 0 && current.followsNewline && !current.isSymbol(".") { return }
      if current.isSymbol("{") || current.isSymbol("(") || current.isSymbol("[") {
        nesting += 1
      } else if current.isSymbol("}") || current.isSymbol(")") || current.isSymbol("]") {
        if nesting == 0 && current.isSymbol("}") { return }
        nesting = Swift.max(0, nesting - 1)
      }
      advance()
    }
  }

  private func range(from start: SourceLocation) -> SourceRange {
    SourceRange(start, previous.range.end)
  }

  // MARK: Declarations

  private static let declarationModifiers: Set<String> = [
    "private", "fileprivate", "public", "internal", "static", "final", "nonisolated", "open",
    "mutating", "override",
  ]

  private static let unsupportedKeywords: [String: String] = [
    "while": "'while' loops", "repeat": "'repeat' loops", "protocol": "protocol declarations",
    "actor": "actors", "typealias": "type aliases",
    "subscript": "subscript declarations", "defer": "'defer' statements",
    "throw": "'throw' statements", "async": "'async' code", "case": "'case' outside an enum",
    "break": "'break'",
    "continue": "'continue'", "fallthrough": "'fallthrough'", "operator": "operator declarations",
    "precedencegroup": "precedence groups", "associatedtype": "associated types",
    "deinit": "deinitializers",
  ]

  private mutating func parseFile() -> [Statement] {
    var items: [Statement] = []
    while !atEnd {
      let before = position
      if consume(";") { continue }
      if current.isSymbol("}") {
        error("extraneous '}' at top level", at: current.start)
        advance()
        continue
      }
      if let item = parseStatement() { items.append(item) }
      if position == before { recover() }
    }
    return items
  }

  /// Attributes that change nothing a scene can express, accepted silently.
  private static let ignoredAttributes: Set<String> = ["ViewBuilder", "MainActor", "main"]

  /// SwiftUI's property wrappers: they manage state across updates, which a layout does not
  /// have, so the property is read as a plain one with its initial value, and a note says so
  /// (issue #13: real view files are full of them).
  static let propertyWrappers: Set<String> = [
    "State", "Binding", "Environment", "EnvironmentObject", "StateObject", "ObservedObject",
    "FocusState", "AppStorage", "SceneStorage", "Namespace", "GestureState", "Published",
    "Bindable", "ScaledMetric", "FocusedValue", "FocusedBinding", "Query",
  ]

  /// A statement or declaration, or nil after an error.
  private mutating func parseStatement() -> Statement? {
    let start = current.start
    var isStatic = false
    var wrapper: String?
    while true {
      if let word = current.identifier, Self.declarationModifiers.contains(word) {
        if word == "static" { isStatic = true }
        advance()
        if current.isSymbol("(") { skipBalanced() }  // private(set)
      } else if current.isSymbol("@"), let name = peek(1).identifier {
        // Reported, then skipped: the declaration after it still counts (`@State var n = 0`
        // declares `n`), so its uses do not cascade into more errors.
        if Self.propertyWrappers.contains(name) {
          wrapper = name
          note(
            "'@\(name)' is read as a plain property: LayoutLab lays out its initial value",
            at: current.start)
        } else if !Self.ignoredAttributes.contains(name) {
          error("attribute '@\(name)' is not supported in scenes", at: current.start)
        }
        advance()
        advance()
        if current.isSymbol("(") && !current.followsNewline { skipBalanced() }
      } else {
        break
      }
    }
    guard let word = current.identifier else {
      if case .pound(let name) = current.kind {
        return parsePound(name, start: start)
      }
      return parseExpressionStatement()
    }
    switch word {
    case "import":
      advance()
      var name = current.identifier ?? ""
      advance()
      while consume(".") { name += "." + (advance().identifier ?? "") }
      return .declaration(.importDeclaration(name, range(from: start)))
    case "var", "let":
      advance()
      return parseVariable(start: start, isStatic: isStatic, isWrapped: wrapper != nil).map {
        var variable = $0
        variable.wrapper = wrapper
        return .declaration(.variable(variable))
      }
    case "func":
      advance()
      return parseFunction(start: start, isStatic: isStatic).map { .declaration(.function($0)) }
    case "struct", "enum", "class":
      advance()
      return parseType(kind: word, start: start).map { .declaration(.type($0)) }
    case "init":
      // Read as a function named `init`: a View struct's own initializer (DataDeclarations).
      return parseFunction(start: start, isStatic: false).map { .declaration(.function($0)) }
    case "switch":
      return parseSwitch()
    case "extension":
      advance()
      return parseExtension(start: start).map { .declaration(.extensionDeclaration($0)) }
    case "return":
      advance()
      if atEnd || current.isSymbol("}") || current.followsNewline || current.isSymbol(";") {
        return .returnStatement(nil, range(from: start))
      }
      return parseExpression().map { .returnStatement($0, range(from: start)) }
    case "if":
      return parseIf()
    case "guard":
      return parseGuard()
    case "for":
      return parseFor()
    case "do":
      return parseDo()
    default:
      if let construct = Self.unsupportedKeywords[word] {
        error("\(construct) are not supported in scenes", at: start)
        recover()
        if current.isSymbol("{") { skipBalanced() }
        return nil
      }
      return parseExpressionStatement()
    }
  }

  private mutating func parseExpressionStatement() -> Statement? {
    if current.isSymbol(")") || current.isSymbol("]") {
      error(
        "extraneous \(current.spelling) with no matching '\(current.isSymbol(")") ? "(" : "[")'",
        at: current.start)
      recover()
      return nil
    }
    guard let expr = parseExpression() else {
      recover()
      return nil
    }
    if (current.isSymbol(")") || current.isSymbol("]")) && !current.followsNewline {
      error(
        "extraneous \(current.spelling) with no matching '\(current.isSymbol(")") ? "(" : "[")'",
        at: current.start)
      recover()
    } else if !atEnd && !current.followsNewline && !current.isSymbol("}") && !current.isSymbol(";")
    {
      if case .identifier = current.kind {
        // `Text("a") Text("b")`: said as Swift says it, at the place the ';' goes.
        error("consecutive statements on a line must be separated by ';'", at: previous.range.end)
      } else {
        error(
          "expected a line break or ';' after the expression, found \(current.spelling)",
          at: current.start)
      }
      recover()
    }
    return .expression(expr)
  }

  private mutating func parsePound(_ name: String, start: SourceLocation) -> Statement? {
    advance()
    guard name == "Preview" else {
      error("'#\(name)' is not supported in scenes", at: start)
      recover()
      return nil
    }
    var title: String?
    let opening = current
    if consume("(") {
      if case .string(let pieces) = current.kind {
        title = pieces.compactMap { if case .text(let t) = $0 { return t } else { return nil } }
          .joined()
        advance()
      }
      while !atEnd && !current.isSymbol(")") { advance() }
      _ = expect(")", "after the preview's title", openedAt: opening)
    }
    guard current.isSymbol("{") else {
      error(
        "expected '{' to begin the preview's body, found \(current.spelling)", at: current.start)
      recover()
      return nil
    }
    guard let closure = parseClosure() else { return nil }
    return .declaration(.preview(title, closure, range(from: start)))
  }

  private mutating func parseVariable(
    start: SourceLocation, isStatic: Bool, isWrapped: Bool = false
  ) -> Variable? {
    guard let name = current.identifier else {
      error("expected a name after 'var' or 'let', found \(current.spelling)", at: current.start)
      recover()
      return nil
    }
    advance()
    var typeName: String?
    if consume(":") { typeName = parseType() }
    var initializer: Expr?
    var body: [Statement]?
    if consume("=") {
      initializer = parseExpression()
      if initializer == nil { return nil }
    } else if current.isSymbol("{") {
      let opening = advance()
      // `var body: some View { get { ... } }` is also accepted.
      if current.isIdentifier("get") && peek(1).isSymbol("{") {
        advance()
        let getter = advance()
        body = parseStatements(until: "}")
        _ = expect("}", "to end the getter", openedAt: getter)
      } else {
        body = parseStatements(until: "}")
      }
      _ = expect("}", "to end the property's body", openedAt: opening)
    } else if typeName == nil && !isWrapped {
      // `@Environment(\.dismiss) var dismiss` takes its type from the wrapper's key path.
      error("expected ':', '=' or '{' after '\(name)'", at: current.start)
    }
    return Variable(
      name: name, isStatic: isStatic, typeName: typeName, initializer: initializer, body: body,
      range: range(from: start))
  }

  private mutating func parseFunction(start: SourceLocation, isStatic: Bool) -> Function? {
    guard let name = current.identifier else {
      error("expected a function name, found \(current.spelling)", at: current.start)
      recover()
      return nil
    }
    advance()
    if name == "init" && (current.isSymbol("?") || current.isSymbol("!")) { advance() }
    if current.isSymbol("<") {
      error("generic functions are not supported in scenes", at: current.start)
      skipAngles()
    }
    let openingParenthesis = current
    guard expect("(", "to begin the parameters") else {
      recover()
      return nil
    }
    var parameters: [Function.Parameter] = []
    while !atEnd && !current.isSymbol(")") {
      let before = position
      guard let first = current.identifier else {
        error("expected a parameter name, found \(current.spelling)", at: current.start)
        recover()
        break
      }
      advance()
      var label: String? = first == "_" ? nil : first
      var parameterName = first
      if let second = current.identifier {
        parameterName = second
        advance()
      } else {
        label = first
      }
      _ = expect(":", "after the parameter name")
      let type = parseType()
      var defaultValue: Expr?
      if consume("=") { defaultValue = parseExpression() }
      parameters.append(
        Function.Parameter(
          label: label, name: parameterName, typeName: type, defaultValue: defaultValue))
      if !consume(",") && !current.isSymbol(")") {
        error(
          "expected ',' or ')' in the parameter list, found \(current.spelling)", at: current.start)
        break
      }
      if position == before { advance() }
    }
    _ = expect(")", "to end the parameters", openedAt: openingParenthesis)
    var returnType: String?
    if consume("->") { returnType = parseType() }
    while current.isIdentifier("where") || current.isIdentifier("throws")
      || current.isIdentifier("async")
    {
      advance()
      while !atEnd && !current.isSymbol("{") && !current.followsNewline { advance() }
    }
    let opening = current
    guard expect("{", "to begin the function's body") else {
      recover()
      return nil
    }
    let outerInitializer = inInitializer
    inInitializer = name == "init"
    let body = parseStatements(until: "}")
    inInitializer = outerInitializer
    _ = expect("}", "to end the function's body", openedAt: opening)
    return Function(
      name: name, isStatic: isStatic, parameters: parameters, returnType: returnType, body: body,
      range: range(from: start))
  }

  private mutating func parseType(kind: String, start: SourceLocation) -> TypeDeclaration? {
    guard let name = current.identifier else {
      error("expected a type name after '\(kind)', found \(current.spelling)", at: current.start)
      recover()
      return nil
    }
    let nameRange = current.range
    advance()
    if current.isSymbol("<") { skipAngles() }
    var conformances: [String] = []
    if consume(":") {
      repeat { conformances.append(parseType()) } while consume(",")
    }
    let opening = current
    guard expect("{", "to begin the \(kind)'s body") else {
      recover()
      return nil
    }
    // A Layout's body is never interpreted (the name binds to a built-in layout), so it may
    // use any Swift: skip it rather than reject what the subset does not parse.
    if conformances.contains("Layout") {
      var nesting = 1
      while !atEnd && nesting > 0 {
        if current.isSymbol("{") { nesting += 1 }
        if current.isSymbol("}") { nesting -= 1 }
        advance()
      }
      if nesting > 0 { _ = expect("}", "to end the \(kind)'s body", openedAt: opening) }
      return TypeDeclaration(
        kind: kind, name: name, conformances: conformances, members: [],
        range: range(from: start), nameRange: nameRange)
    }
    let members = parseMembers()
    return TypeDeclaration(
      kind: kind, name: name, conformances: conformances, members: members,
      range: range(from: start), nameRange: nameRange)
  }

  private mutating func parseExtension(start: SourceLocation) -> ExtensionDeclaration? {
    let typeName = parseType()
    if consume(":") {
      repeat { _ = parseType() } while consume(",")
    }
    if current.isIdentifier("where") {
      while !atEnd && !current.isSymbol("{") { advance() }
    }
    guard expect("{", "to begin the extension's body") else {
      recover()
      return nil
    }
    return ExtensionDeclaration(
      typeName: typeName, members: parseMembers(), range: range(from: start))
  }

  /// Declarations up to the closing brace of a type or extension.
  private mutating func parseMembers() -> [Declaration] {
    let opening = previous
    var members: [Declaration] = []
    guard enterNesting() else { return [] }
    defer { depth -= 1 }
    while !atEnd && !current.isSymbol("}") {
      let before = position
      if consume(";") { continue }
      if current.isIdentifier("case") {
        if let cases = parseEnumCases() { members.append(cases) }
        if position == before { recover() }
        continue
      }
      if let item = parseStatement() {
        if case .declaration(let declaration) = item {
          members.append(declaration)
        } else {
          error("expected a declaration inside a type", at: item.range.start)
        }
      }
      if position == before { recover() }
    }
    _ = expect("}", "to end the declaration", openedAt: opening)
    return members
  }

  /// A type as written, e.g. `some View`, `CGFloat?`, `(ViewDimensions) -> CGFloat`.
  private mutating func parseType() -> String {
    guard enterNesting() else { return "" }
    defer { depth -= 1 }
    var text = ""
    if current.isIdentifier("some") || current.isIdentifier("any") || current.isIdentifier("inout")
    {
      text += advance().identifier! + " "
    }
    if current.isSymbol("(") {
      let start = position
      skipBalanced()
      text += tokens[start..<position].map(\.plainText).joined()
      if consume("->") { text += " -> " + parseType() }
      return text
    }
    if current.isSymbol("[") {
      let opening = advance()
      text += "[" + parseType()
      if consume(":") { text += ": " + parseType() }
      _ = expect("]", "to end the collection type", openedAt: opening)
      text += "]"
    } else if let name = current.identifier {
      advance()
      text += name
      while current.isSymbol("."), let member = peek(1).identifier {
        advance()
        advance()
        text += "." + member
      }
      if current.isSymbol("<") && !current.followsNewline {
        let start = position
        skipAngles()
        text += tokens[start..<position].map(\.plainText).joined()
      }
    } else {
      error("expected a type, found \(current.spelling)", at: current.start)
      return text
    }
    while current.isSymbol("?") || current.isSymbol("!") {
      text += advance().plainText
    }
    return text
  }

  private mutating func skipBalanced() {
    var nesting = 0
    repeat {
      if current.isSymbol("(") || current.isSymbol("[") || current.isSymbol("{") { nesting += 1 }
      if current.isSymbol(")") || current.isSymbol("]") || current.isSymbol("}") { nesting -= 1 }
      advance()
    } while nesting > 0 && !atEnd
  }

  private mutating func skipAngles() {
    var nesting = 0
    repeat {
      if current.isSymbol("<") { nesting += 1 }
      if current.isSymbol(">") { nesting -= 1 }
      advance()
    } while nesting > 0 && !atEnd
  }

  private mutating func enterNesting() -> Bool {
    depth += 1
    if depth > Self.maximumDepth {
      error(
        "nesting is too deep (more than \(Self.maximumDepth) levels of expressions and blocks)",
        at: current.start)
      // Skip the rest of the input: nothing deeper can be parsed safely.
      while !atEnd { advance() }
      gaveUp = true
      return false
    }
    return true
  }

  // MARK: Statements

  /// Statements up to (not including) the closing `symbol`.
  private mutating func parseStatements(until symbol: String) -> [Statement] {
    var statements: [Statement] = []
    guard enterNesting() else { return [] }
    defer { depth -= 1 }
    while !atEnd && !current.isSymbol(symbol) {
      let before = position
      if consume(";") { continue }
      if let statement = parseStatement() { statements.append(statement) }
      if position == before { recover() }
    }
    return statements
  }

  private mutating func parseIf() -> Statement? {
    let start = current.start
    advance()
    guard let conditions = parseConditions() else { return nil }
    let opening = current
    guard expect("{", "after the 'if' condition") else { return nil }
    let body = parseStatements(until: "}")
    _ = expect("}", "to end the 'if' body", openedAt: opening)
    var elseBody: [Statement]?
    if consumeKeyword("else") {
      let elseOpening = current
      if current.isIdentifier("if") {
        // An `else if` chain recurses once per link.
        guard enterNesting() else { return nil }
        defer { depth -= 1 }
        elseBody = parseIf().map { [$0] } ?? []
      } else if expect("{", "after 'else'") {
        elseBody = parseStatements(until: "}")
        _ = expect("}", "to end the 'else' body", openedAt: elseOpening)
      }
    }
    if conditions.count == 1, case .expression(let condition) = conditions[0] {
      return .ifStatement(condition, body, elseBody, range(from: start))
    }
    return .conditional(conditions, body, elseBody, range(from: start))
  }

  /// `do { ... } catch pattern { ... }`, as action closures and helpers write it around
  /// `try await`.
  private mutating func parseDo() -> Statement? {
    let start = current.start
    advance()
    let opening = current
    guard expect("{", "after 'do'") else { return nil }
    let body = parseStatements(until: "}")
    _ = expect("}", "to end the 'do' body", openedAt: opening)
    var clauses: [CatchClause] = []
    while consumeKeyword("catch") {
      var words: [String] = []
      while !atEnd && !current.isSymbol("{") && !current.followsNewline {
        let token = advance()
        switch token.kind {
        case .identifier(let name): words.append(name)
        case .symbol(let symbol): words.append(symbol)
        case .number(_, let text): words.append(text)
        default: words.append(token.spelling)
        }
      }
      let clauseOpening = current
      guard expect("{", "to begin the 'catch' body") else { return nil }
      let clauseBody = parseStatements(until: "}")
      _ = expect("}", "to end the 'catch' body", openedAt: clauseOpening)
      let pattern = words.joined(separator: " ")
        .replacingOccurrences(of: " . ", with: ".").replacingOccurrences(of: " (", with: "(")
        .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
        .replacingOccurrences(of: " ,", with: ",")
      clauses.append(CatchClause(pattern: words.isEmpty ? nil : pattern, body: clauseBody))
    }
    return .doStatement(body, clauses, range(from: start))
  }

  private mutating func parseFor() -> Statement? {
    let start = current.start
    advance()
    var pair: [String] = []
    if current.isSymbol("(") {
      // `for (index, item) in items.enumerated()`: the pair's names, kept as written.
      advance()
      while let element = current.identifier {
        pair.append(element)
        advance()
        if !consume(",") { break }
      }
      _ = expect(")", "to end the loop's pair")
    }
    guard let name = pair.isEmpty ? current.identifier : "(" + pair.joined(separator: ", ") + ")"
    else {
      error("expected a loop variable after 'for', found \(current.spelling)", at: current.start)
      recover()
      return nil
    }
    if pair.isEmpty { advance() }
    guard consumeKeyword("in") else {
      error("expected 'in' after the loop variable, found \(current.spelling)", at: current.start)
      recover()
      return nil
    }
    guard let sequence = parseExpression(allowTrailingClosure: false) else { return nil }
    let opening = current
    guard expect("{", "to begin the loop's body") else { return nil }
    let body = parseStatements(until: "}")
    _ = expect("}", "to end the loop's body", openedAt: opening)
    return .forIn(name, sequence, body, range(from: start))
  }

  // MARK: Expressions

  private static let binaryPrecedence: [String: Int] = [
    // Swift's precedence groups, lowest first: `??` binds tighter than comparisons, casts
    // (`as`, `is`: `castPrecedence`) tighter than `??`.
    "||": 2, "&&": 3, "==": 4, "!=": 4, "<": 4, ">": 4, "<=": 4, ">=": 4, "??": 5,
    "..<": 7, "...": 7, "+": 8, "-": 8, "*": 9, "/": 9, "%": 9,
  ]

  mutating func parseExpression(allowTrailingClosure: Bool = true) -> Expr? {
    guard enterNesting() else { return nil }
    defer { depth -= 1 }
    guard let condition = parseBinary(0, allowTrailingClosure) else { return nil }
    if current.isSymbol("?") && !current.followsNewline {
      advance()
      guard let whenTrue = parseExpression(allowTrailingClosure: allowTrailingClosure) else {
        return nil
      }
      guard expect(":", "in the conditional expression") else { return nil }
      guard let whenFalse = parseExpression(allowTrailingClosure: allowTrailingClosure) else {
        return nil
      }
      return .ternary(condition, whenTrue, whenFalse, condition.range.to(whenFalse.range))
    }
    if case .symbol(let op) = current.kind, Self.assignmentOperators.contains(op) {
      return parseAssignment(to: condition, allowTrailingClosure)
    }
    return condition
  }

  private mutating func parseBinary(_ minimum: Int, _ allowTrailingClosure: Bool) -> Expr? {
    guard var left = parsePrefix(allowTrailingClosure) else { return nil }
    while true {
      if let cast = parseCast(of: left, above: minimum) {
        left = cast
        continue
      }
      guard case .symbol(let op) = current.kind, let precedence = Self.binaryPrecedence[op],
        precedence > minimum
      else { break }
      advance()
      // `2...)`: a one-sided range, the operator with no right operand.
      if op == "...", current.isSymbol(")") || current.isSymbol(",") || current.isSymbol("]") {
        left = .postfix(op, left, left.range.to(range(from: left.range.start)))
        continue
      }
      guard let right = parseBinary(precedence, allowTrailingClosure) else { return nil }
      left = .binary(op, left, right, left.range.to(right.range))
    }
    return left
  }

  private mutating func parsePrefix(_ allowTrailingClosure: Bool) -> Expr? {
    let start = current.start
    if let marked = parseEffectMarker(allowTrailingClosure) { return marked }
    if current.isSymbol("-") || current.isSymbol("!") || current.isSymbol("+")
      || current.isSymbol("...") || current.isSymbol("..<")
    {
      let op = advance().plainText
      guard enterNesting() else { return nil }
      defer { depth -= 1 }
      guard let operand = parsePrefix(allowTrailingClosure) else { return nil }
      return op == "+" ? operand : .prefix(op, operand, range(from: start))
    }
    return parsePostfix(allowTrailingClosure)
  }

  private mutating func parsePostfix(_ allowTrailingClosure: Bool) -> Expr? {
    guard var expr = parsePrimary() else { return nil }
    var chain = 0
    // Each call in a chain wraps the view once more (`Color.red.padding(1).padding(1)` is
    // two levels deep), and everything after the parser recurses per level: calls count as
    // nesting, so 4,000 chained modifiers are an error here, not a stack overflow later.
    var calls = 0
    defer { depth -= calls }
    while true {
      chain += 1
      if chain > 10_000 {
        error("expression is too long", at: current.start)
        return nil
      }
      let opensCall =
        (current.isSymbol("(") || current.isSymbol("[")) && !current.followsNewline
        || current.isSymbol("{") && !current.followsNewline && allowTrailingClosure
      if opensCall {
        guard enterNesting() else {
          depth -= 1
          return nil
        }
        calls += 1
      }
      if current.isSymbol(".") {
        advance()
        if let name = current.identifier {
          advance()
          expr = .member(expr, name, expr.range.to(previous.range))
        } else if case .number(_, let text) = current.kind, !text.contains(".") {
          advance()
          expr = .member(expr, text, expr.range.to(previous.range))
        } else {
          error("expected a member name after '.', found \(current.spelling)", at: current.start)
          return nil
        }
      } else if current.isSymbol("(") && !current.followsNewline {
        advance()
        guard let arguments = parseArguments(closing: ")") else { return nil }
        expr = .call(expr, arguments, expr.range.to(previous.range))
      } else if current.isSymbol("[") && !current.followsNewline {
        advance()
        guard let arguments = parseArguments(closing: "]") else { return nil }
        expr = .subscripted(expr, arguments, expr.range.to(previous.range))
      } else if current.isSymbol("{") && !current.followsNewline && allowTrailingClosure {
        guard let trailing = parseTrailingClosures() else { return nil }
        if case .call(let callee, let arguments, _) = expr {
          expr = .call(callee, arguments + trailing, expr.range.to(previous.range))
        } else {
          expr = .call(expr, trailing, expr.range.to(previous.range))
        }
      } else if isPostfixUnwrap {
        advance()  // force unwrap and optional chaining read as the value itself
      } else {
        return expr
      }
    }
  }

  /// A trailing closure and any labelled ones after it: `{ ... } label: { ... }`.
  private mutating func parseTrailingClosures() -> [Argument]? {
    guard let first = parseClosure() else { return nil }
    var arguments = [
      Argument(label: nil, value: .closure(first), range: first.range, isTrailing: true)
    ]
    while let label = current.identifier, peek(1).isSymbol(":"), peek(2).isSymbol("{") {
      advance()
      advance()
      guard let closure = parseClosure() else { return nil }
      arguments.append(
        Argument(label: label, value: .closure(closure), range: closure.range, isTrailing: true))
    }
    return arguments
  }

  /// Arguments up to `closing`: `label: value, value`.
  private mutating func parseArguments(closing: String) -> [Argument]? {
    let opening = previous
    var arguments: [Argument] = []
    while !current.isSymbol(closing) {
      if atEnd {
        _ = expect(closing, "to end the argument list", openedAt: opening)
        return nil
      }
      let start = current.start
      var label: String?
      if let name = current.identifier, peek(1).isSymbol(":") {
        label = name
        advance()
        advance()
      }
      guard let value = parseExpression() else { return nil }
      arguments.append(Argument(label: label, value: value, range: range(from: start)))
      if consume(",") { continue }
      if !current.isSymbol(closing) {
        // What is missing belongs right after the argument, as Swift reports it.
        let startsArgument = current.identifier != nil && peek(1).isSymbol(":")
        if atEnd {
          _ = expect(closing, "to end the argument list", openedAt: opening)
        } else if startsArgument {
          error("expected ',' between arguments", at: previous.range.end)
        } else if current.followsNewline {
          error("expected '\(closing)' to end the argument list", at: previous.range.end)
        } else {
          error(
            "expected ',' or '\(closing)' in the argument list, found \(current.spelling)",
            at: current.start)
        }
        return nil
      }
    }
    advance()
    return arguments
  }

  private mutating func parsePrimary() -> Expr? {
    let token = current
    let start = token.start
    switch token.kind {
    case .number(let value, let text):
      advance()
      return .number(value, text, token.range)
    case .string(let pieces):
      advance()
      var segments: [StringSegment] = []
      for piece in pieces {
        switch piece {
        case .text(let text):
          segments.append(.text(text))
        case .interpolation(let inner):
          var parser = Parser(tokens: inner)
          parser.depth = depth
          parser.lexerErrors = lexerErrors
          if let expr = parser.parseExpression() {
            if parser.current.isSymbol(","), let arguments = parser.parseInterpolationArguments() {
              segments.append(.formattedInterpolation(expr, arguments))
              diagnostics += parser.diagnostics
              continue
            }
            if !parser.atEnd {
              parser.error(
                "expected ')' to end the interpolation, found \(parser.current.spelling)",
                at: parser.current.start)
            }
            segments.append(.interpolation(expr))
          } else if !parser.diagnostics.contains(where: { $0.severity == .error }) {
            parser.error("expected an expression in the interpolation", at: start)
          }
          diagnostics += parser.diagnostics
        }
      }
      return .string(segments, token.range)
    case .dollar(let n):
      advance()
      return .dollar(n, token.range)
    case .identifier(let name):
      switch name {
      case "true", "false":
        advance()
        return .bool(name == "true", token.range)
      case "nil":
        advance()
        return .nilLiteral(token.range)
      default:
        if let construct = Self.unsupportedKeywords[name] {
          error("\(construct) are not supported in scenes", at: start)
          return nil
        }
        advance()
        return .name(name, token.range)
      }
    case .symbol("."):
      advance()
      guard let name = current.identifier else {
        error("expected a member name after '.', found \(current.spelling)", at: current.start)
        return nil
      }
      advance()
      return .implicitMember(name, range(from: start))
    case .symbol("("):
      advance()
      if current.isSymbol(")") {
        error("empty tuples are not supported in scenes", at: start)
        return nil
      }
      if current.identifier != nil && peek(1).isSymbol(":") {
        return parseTuple(opening: token)
      }
      let afterParenthesis = position
      guard let inner = parseExpression() else { return nil }
      if current.isSymbol(",") {
        position = afterParenthesis
        return parseTuple(opening: token)
      }
      guard expect(")", "to close the parenthesis", openedAt: token) else { return nil }
      return .parenthesized(inner, range(from: start))
    case .symbol("["):
      advance()
      var elements: [Expr] = []
      while !current.isSymbol("]") {
        if atEnd {
          _ = expect("]", "to end the array", openedAt: token)
          return nil
        }
        if current.isSymbol(":") && elements.isEmpty && peek(1).isSymbol("]") {
          advance()
          advance()
          return .dictionary([], range(from: start))
        }
        guard let element = parseExpression() else { return nil }
        if current.isSymbol(":") && elements.isEmpty {
          return parseDictionary(firstKey: element, start: start, opening: token)
        }
        elements.append(element)
        if !consume(",") && !current.isSymbol("]") {
          error("expected ',' or ']' in the array, found \(current.spelling)", at: current.start)
          return nil
        }
      }
      advance()
      return .array(elements, range(from: start))
    case .symbol("\\"):
      advance()
      var path: [String] = []
      if let root = current.identifier {
        path.append(root)
        advance()
      }
      while consume(".") {
        guard let component = current.identifier else {
          error("expected a key path component, found \(current.spelling)", at: current.start)
          return nil
        }
        path.append(component)
        advance()
      }
      return .keyPath(path, range(from: start))
    case .symbol("{"):
      return parseClosure().map { .closure($0) }
    case .symbol("@") where { if case .string = peek(1).kind { true } else { false } }():
      // `@"text"` pasted from Objective-C: read the string after saying so.
      error("string literals in Swift are not preceded by an '@' sign", at: start)
      advance()
      return parsePrimary()
    case .end:
      error("expected an expression, found end of file", at: start)
      return nil
    default:
      error("expected an expression, found \(token.spelling)", at: start)
      return nil
    }
  }

  /// A closure, with its parameters if it declares any (`d in`, `_ in`, `(a, b) in`).
  private mutating func parseClosure() -> Closure? {
    let start = current.start
    let opening = current
    guard expect("{", "to begin the closure") else { return nil }
    var parameters: [String] = []
    let captureList = parseCaptureList()
    if closureParameterLength() != nil {
      var expectingName = true
      while !atEnd && !current.isIdentifier("in") {
        if expectingName, let name = current.identifier {
          parameters.append(name)
          expectingName = false
        } else if current.isSymbol(",") || current.isSymbol("(") {
          expectingName = true
        }
        advance()
      }
      advance()
    }
    let body = parseStatements(until: "}")
    guard expect("}", "to end the closure", openedAt: opening) else { return nil }
    return Closure(
      parameters: parameters, body: body, range: range(from: start), captureList: captureList)
  }

  /// Words that start a statement, so never a closure parameter: `{ for i in 0..<3 { ... } }`
  /// begins with a loop, not with the parameters `for i`.
  private static let statementKeywords: Set<String> = [
    "for", "if", "let", "var", "return", "switch", "while", "guard", "repeat", "case", "do",
  ]

  /// If the closure starts with a parameter list followed by `in`, its length in tokens.
  private func closureParameterLength() -> Int? {
    var offset = 0
    var sawName = false
    while true {
      let token = peek(offset)
      // `in:` is an argument label (`ViewThatFits(in: .horizontal)`), not the closure's `in`.
      if token.isIdentifier("in") {
        return sawName && !peek(offset + 1).isSymbol(":") ? offset : nil
      }
      if let name = token.identifier, Self.statementKeywords.contains(name) { return nil }
      if let name = token.identifier, name != "in" {
        sawName = true
      } else if token.isSymbol(",") || token.isSymbol("(") || token.isSymbol(")")
        || token.isSymbol(":") || token.isSymbol(".") || token.isSymbol("->")
        || token.isSymbol("?")
      {
        // part of a parameter list or its types
      } else {
        return nil
      }
      offset += 1
      if offset > 40 { return nil }
    }
  }
}

// MARK: The Swift real view code uses (issue #13)

extension Parser {
  static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*=", "/=", "%="]
  static let castPrecedence = 6

  /// `count += 1`, `x = y`: right-associative and lowest, as in Swift. Kept as a binary
  /// expression: actions are never run for layout, and a view builder refuses it.
  fileprivate mutating func parseAssignment(to target: Expr, _ allowTrailingClosure: Bool)
    -> Expr?
  {
    let op = advance().plainText
    guard let value = parseExpression(allowTrailingClosure: allowTrailingClosure) else {
      return nil
    }
    return .binary(op, target, value, target.range.to(value.range))
  }

  /// `x as Int`, `x as? String`, `x as! T`, `x is T`: the type kept as a name on the right.
  fileprivate mutating func parseCast(of left: Expr, above minimum: Int) -> Expr? {
    guard Self.castPrecedence > minimum, current.isIdentifier("as") || current.isIdentifier("is")
    else { return nil }
    var op = advance().plainText
    if op == "as", current.isSymbol("?") || current.isSymbol("!"),
      current.start == previous.range.end
    {
      op += advance().plainText
    }
    let typeStart = current.start
    let type = parseType()
    let typeRange = range(from: typeStart)
    return .binary(op, left, .name(type, typeRange), left.range.to(typeRange))
  }

  /// `try`, `try?`, `try!` and `await` before an expression: kept as a prefix (`try `) that
  /// evaluates to its operand.
  fileprivate mutating func parseEffectMarker(_ allowTrailingClosure: Bool) -> Expr? {
    guard current.isIdentifier("try") || current.isIdentifier("await") else { return nil }
    // `try` as a name (`try(...)`) is not Swift; a marker is followed by its expression.
    let start = current.start
    var marker = advance().plainText
    if marker == "try", current.isSymbol("?") || current.isSymbol("!"),
      current.start == previous.range.end
    {
      marker += advance().plainText
    }
    guard enterNesting() else { return nil }
    defer { depth -= 1 }
    guard let operand = parsePrefix(allowTrailingClosure) else { return nil }
    return .prefix(marker + " ", operand, range(from: start))
  }

  /// Whether the current `!` or `?` is a postfix unwrap (`a!`, `a?.b`): written against the
  /// value before it, where the ternary's `?` stands apart (`flag ? .red : .blue`).
  fileprivate var isPostfixUnwrap: Bool {
    let attached = !current.followsNewline && current.start == previous.range.end
    if current.isSymbol("!") { return attached }
    return current.isSymbol("?") && attached && peek(1).isSymbol(".")
  }

  /// `(x: 0, y: 1, z: 0)` or `(a, b)`, after its `(`.
  fileprivate mutating func parseTuple(opening: Token) -> Expr? {
    let start = opening.start
    var elements: [Argument] = []
    while !current.isSymbol(")") {
      if atEnd {
        _ = expect(")", "to end the tuple", openedAt: opening)
        return nil
      }
      let elementStart = current.start
      var label: String?
      if let name = current.identifier, peek(1).isSymbol(":") {
        label = name
        advance()
        advance()
      }
      guard let value = parseExpression() else { return nil }
      elements.append(Argument(label: label, value: value, range: range(from: elementStart)))
      if !consume(",") && !current.isSymbol(")") {
        error("expected ',' or ')' in the tuple, found \(current.spelling)", at: current.start)
        return nil
      }
    }
    advance()
    return .tuple(elements, range(from: start))
  }

  /// The format arguments after an interpolated value: `, specifier: "%.1f"`.
  fileprivate mutating func parseInterpolationArguments() -> [Argument]? {
    var arguments: [Argument] = []
    while consume(",") {
      let start = current.start
      guard let label = current.identifier, peek(1).isSymbol(":") else {
        error(
          "expected a labelled format argument such as 'specifier:', found \(current.spelling)",
          at: current.start)
        return nil
      }
      advance()
      advance()
      guard let value = parseExpression() else { return nil }
      arguments.append(Argument(label: label, value: value, range: range(from: start)))
    }
    if !atEnd {
      error(
        "expected ')' to end the interpolation, found \(current.spelling)", at: current.start)
      return nil
    }
    return arguments
  }

  /// `[weak self]` or `[unowned self, value]` at the start of a closure, as written, with the
  /// `in` after it when no parameters follow.
  fileprivate mutating func parseCaptureList() -> String? {
    guard current.isSymbol("[") else { return nil }
    // Only a capture list ends in `]` followed by parameters or `in`: `{ [a, b] }` is an array.
    var offset = 1
    var nesting = 1
    while nesting > 0 {
      let token = peek(offset)
      if token.kind == .end { return nil }
      if token.isSymbol("[") { nesting += 1 }
      if token.isSymbol("]") { nesting -= 1 }
      offset += 1
      if offset > 40 { return nil }
    }
    let after = peek(offset)
    guard
      after.isIdentifier("in")
        || !after.followsNewline && (after.isSymbol("(") || after.identifier != nil)
    else { return nil }
    let first = position
    for _ in 0..<offset { advance() }
    let text = tokens[first..<position].map(\.plainText).joined(separator: " ")
      .replacingOccurrences(of: "[ ", with: "[").replacingOccurrences(of: " ]", with: "]")
      .replacingOccurrences(of: " , ", with: ", ")
    if current.isIdentifier("in") && closureParameterLength() == nil { advance() }
    return text
  }

  /// The clauses of an `if` or `guard`: `let x = y`, `let x`, `var x`, `#available(...)`, and
  /// Boolean expressions, separated by commas.
  fileprivate mutating func parseConditions() -> [Condition]? {
    var conditions: [Condition] = []
    repeat {
      let start = current.start
      if current.isIdentifier("let") || current.isIdentifier("var") {
        let isVariable = advance().isIdentifier("var")
        guard let name = current.identifier else {
          error(
            "expected a name after '\(isVariable ? "var" : "let")', found \(current.spelling)",
            at: current.start)
          recover()
          return nil
        }
        advance()
        var value: Expr?
        if consume("=") {
          guard let bound = parseExpression(allowTrailingClosure: false) else { return nil }
          value = bound
        }
        conditions.append(
          .optionalBinding(
            isVariable: isVariable, name: name, value: value, range: range(from: start)))
      } else if consumeKeyword("case") {
        // `if case .badge(let n) = item.kind`, as a switch's case matches it.
        guard let pattern = parseCasePattern() else { return nil }
        guard expect("=", "after the case pattern") else {
          recover()
          return nil
        }
        guard let value = parseExpression(allowTrailingClosure: false) else { return nil }
        conditions.append(.casePattern(pattern, value, range(from: start)))
      } else if case .pound(let name) = current.kind, name == "available" || name == "unavailable" {
        // A preview runs on a current system: `#available` holds, `#unavailable` does not.
        let token = advance()
        if current.isSymbol("(") { skipBalanced() }
        conditions.append(.expression(.bool(name == "available", token.range.to(previous.range))))
      } else {
        guard let condition = parseExpression(allowTrailingClosure: false) else { return nil }
        conditions.append(.expression(condition))
      }
    } while consume(",")
    return conditions
  }

  /// `guard conditions else { ... }`.
  fileprivate mutating func parseGuard() -> Statement? {
    let start = current.start
    advance()
    guard let conditions = parseConditions() else { return nil }
    guard consumeKeyword("else") else {
      error("expected 'else' after 'guard' condition, found \(current.spelling)", at: current.start)
      recover()
      return nil
    }
    let opening = current
    guard expect("{", "after 'else'") else { return nil }
    let body = parseStatements(until: "}")
    _ = expect("}", "to end the 'guard' body", openedAt: opening)
    return .guardStatement(conditions, body, range(from: start))
  }
}

extension Parser {
  /// `[key: value, ...]` after its first key.
  fileprivate mutating func parseDictionary(firstKey: Expr, start: SourceLocation, opening: Token)
    -> Expr?
  {
    var entries: [DictionaryEntry] = []
    var key: Expr? = firstKey
    while true {
      guard let entryKey = key ?? parseExpression() else { return nil }
      guard expect(":", "after the dictionary key") else { return nil }
      guard let value = parseExpression() else { return nil }
      entries.append(DictionaryEntry(key: entryKey, value: value))
      key = nil
      if consume(",") {
        if current.isSymbol("]") { break }
        continue
      }
      break
    }
    guard expect("]", "to end the dictionary", openedAt: opening) else { return nil }
    return .dictionary(entries, range(from: start))
  }

  /// `switch subject { case patterns: statements ... default: statements }`.
  fileprivate mutating func parseSwitch() -> Statement? {
    let start = current.start
    advance()
    guard let subject = parseExpression(allowTrailingClosure: false) else {
      recover()
      return nil
    }
    let opening = current
    guard expect("{", "after the 'switch' subject") else { return nil }
    guard enterNesting() else { return nil }
    defer { depth -= 1 }
    var cases: [SwitchCase] = []
    while !atEnd && !current.isSymbol("}") {
      let caseStart = current.start
      var patterns: [CasePattern] = []
      if consumeKeyword("default") {
        guard expect(":", "after 'default'") else { return nil }
      } else if consumeKeyword("case") {
        repeat {
          guard let pattern = parseCasePattern() else { return nil }
          patterns.append(pattern)
        } while consume(",")
        if current.isIdentifier("where") {
          error("'where' clauses in 'case' are not supported in scenes", at: current.start)
          while !atEnd && !current.isSymbol(":") { advance() }
        }
        guard expect(":", "after the case's patterns") else { return nil }
      } else {
        error(
          "expected 'case' or 'default' in the switch, found \(current.spelling)", at: current.start
        )
        recover()
        continue
      }
      var body: [Statement] = []
      while !atEnd && !current.isSymbol("}") && !current.isIdentifier("case")
        && !(current.isIdentifier("default") && peek(1).isSymbol(":"))
      {
        let before = position
        if consume(";") { continue }
        if current.isIdentifier("break") {
          advance()
          continue
        }
        if let statement = parseStatement() { body.append(statement) }
        if position == before { recover() }
      }
      cases.append(SwitchCase(patterns: patterns, body: body, range: range(from: caseStart)))
    }
    _ = expect("}", "to end the switch", openedAt: opening)
    return .switchStatement(subject, cases, range(from: start))
  }

  /// One pattern of a `case`: `.home`, `.badge(let n)`, `let .badge(n)`, `_`, `"a"`, `0..<3`.
  fileprivate mutating func parseCasePattern() -> CasePattern? {
    let start = current.start
    let bindsAll = consumeKeyword("let") || consumeKeyword("var")
    if current.isIdentifier("_") {
      advance()
      return .wildcard(range(from: start))
    }
    if current.isSymbol("."), let name = peek(1).identifier {
      advance()
      advance()
      var bindings: [String?] = []
      if current.isSymbol("(") && !current.followsNewline {
        advance()
        while !atEnd && !current.isSymbol(")") {
          if current.isIdentifier("let") || current.isIdentifier("var") { advance() }
          if let label = current.identifier, peek(1).isSymbol(":") {
            _ = label
            advance()
            advance()
            if current.isIdentifier("let") || current.isIdentifier("var") { advance() }
          }
          if let binding = current.identifier {
            advance()
            bindings.append(binding == "_" ? nil : binding)
          } else {
            // A value inside the pattern (`.badge(0)`) matches any value here.
            _ = parseExpression(allowTrailingClosure: false)
            bindings.append(nil)
          }
          if !consume(",") { break }
        }
        _ = expect(")", "to end the case's values")
      }
      return .enumCase(name, bindings, range(from: start))
    }
    if bindsAll, let name = current.identifier {
      // `case let x:` binds the whole value.
      advance()
      return .enumCase("", [name], range(from: start))
    }
    return parseExpression(allowTrailingClosure: false).map { .value($0) }
  }

  /// `case a, b(Int), c = "C"` in an enum.
  fileprivate mutating func parseEnumCases() -> Declaration? {
    let start = current.start
    advance()
    var cases: [EnumCase] = []
    repeat {
      let caseStart = current.start
      guard let name = current.identifier else {
        error("expected a case name, found \(current.spelling)", at: current.start)
        recover()
        return nil
      }
      advance()
      var associated: [String?] = []
      if current.isSymbol("(") {
        let opening = advance()
        while !atEnd && !current.isSymbol(")") {
          var label: String?
          if let word = current.identifier, peek(1).isSymbol(":") {
            label = word
            advance()
            advance()
          } else if let word = current.identifier, peek(1).identifier != nil,
            peek(2).isSymbol(":")
          {
            label = word
            advance()
            advance()
            advance()
          }
          _ = parseType()
          if consume("=") { _ = parseExpression() }
          associated.append(label)
          if !consume(",") { break }
        }
        _ = expect(")", "to end the case's associated values", openedAt: opening)
      }
      var rawValue: Expr?
      if consume("=") { rawValue = parseExpression() }
      cases.append(
        EnumCase(
          name: name, associated: associated, rawValue: rawValue, range: range(from: caseStart)))
    } while consume(",")
    return .enumCases(cases, range(from: start))
  }
}

extension Token {
  /// The token as source text, for types kept as strings.
  var plainText: String {
    switch kind {
    case .identifier(let name): name
    case .number(_, let text): text
    case .symbol(let symbol): symbol == "," ? ", " : symbol
    case .dollar(let n): "$\(n)"
    case .pound(let name): "#\(name)"
    case .string: "\"\""
    case .end: ""
    }
  }
}
