import LayoutCore

/// Interprets a parsed scene into LayoutCore's value tree.
///
/// Declarations are collected first (views, modifiers, alignments, layouts, properties), so
/// their order in the file does not matter; then the root is chosen (§ scene rules: a
/// top-level `body`, a `#Preview`, the body of a `View` struct, or the last view expression)
/// and evaluated. Errors are recorded with their line and column and evaluation goes on with
/// what it can, so one run reports several.
final class SceneInterpreter {
  private(set) var diagnostics: [Diagnostic] = []
  /// While true, closing source over a scope substitutes only the names already evaluated
  /// there, so that it evaluates nothing (a placeholder's arguments).
  var closesEvaluatedOnly = false
  let globals = Scope(parent: nil)
  var customViews: [String: TypeDeclaration] = [:]
  var customModifiers: [String: Function] = [:]
  /// `ViewModifier` structs, applied with `.modifier(Name())`.
  var viewModifiers: [String: TypeDeclaration] = [:]
  var horizontalGuides: [String: HorizontalAlignment] = [:]
  var verticalGuides: [String: VerticalAlignment] = [:]
  /// Alignment identifier types declared in the scene, by name: their defaultValue function.
  var alignmentIDs: [String: (Function, String)] = [:]
  /// Model types, enums, functions and extensions the scene declares.
  var data = SceneData()
  /// Names the scene declares in a way it may not or that failed (an unknown layout, a
  /// top-level function, an alignment with errors): their uses fail quietly, since the
  /// declaration's error explains them.
  var refusedNames: Set<String> = []
  /// `@main struct X: App` types, by name: their window's content is a root.
  var apps: [String: TypeDeclaration] = [:]
  /// The views the file can show, and the one shown (`SceneRoot`).
  var roots: [SceneRoot] = []
  var root: SceneRoot?
  /// Evaluation depth of custom views and modifiers, against runaway recursion.
  var callDepth = 0
  static let maximumCallDepth = 64
  /// Set once recursion ran too deep: every later custom call fails at once, since a view
  /// that uses itself twice would otherwise retry 2^64 paths.
  private var callDepthExceeded = false
  /// How many times the loops being run repeat their content, all together: nested loops
  /// multiply, and their product is what the scene would build.
  private var loopRepetitions = 1
  /// Set once loops repeated their content too often: every later loop fails at once, since
  /// a recursive view with a loop would otherwise build every branch below the limit
  /// (3^10 views for a `ForEach(0..<3)` that uses its own view: a hang, found by the fuzzer).
  private var loopLimitExceeded = false
  let source: String
  /// The size of each placeholder by view name (`--placeholder NAME=WxH`); others are 100×40.
  var placeholderSizes: [String: CGSize] = [:]
  /// Where each stamped node was written (`ViewNode.sourceTag` indexes it).
  var origins: [NodeOrigin] = []
  /// Whether calls record origins: while the file is read, not when a kept closure (a
  /// GeometryReader's content) runs at layout time, whose nodes are no place in the file.
  var isRecordingOrigins = true
  /// The range of the call being evaluated, for the origins of the nodes it builds.
  var currentCall: SourceRange?
  /// The custom views and modifiers being instantiated, innermost last.
  var definitions: [String] = []
  /// Closures kept in the tree (guides, geometry readers) run at layout time, possibly on
  /// another thread; they share this interpreter's scopes, so they take turns.
  let runtimeLock = NSRecursiveLock()

  init(source: String) { self.source = source }

  /// The diagnostics already in `diagnostics`, so that each is reported once in constant time.
  private var recorded: Set<Diagnostic> = []
  /// Messages said once per file, wherever they come from (`once(_:_:at:)`), and those of
  /// them already in `diagnostics`.
  private var onceMessages: Set<String> = []
  private var saidOnce: Set<String> = []
  /// `source` as the lexer counts it (lines end at every "\n", a "\r\n" included; columns
  /// skip combining marks), for the text of a range; built on first use.
  lazy var scalarText = SourceText(source)

  /// Whether any error was reported, in an overload's attempt too: a value that failed has
  /// had its cause said, or will have (§16, one cause, one error).
  private(set) var hasReportedErrors = false

  func error(_ message: String, at location: SourceLocation) {
    hasReportedErrors = true
    record(Diagnostic(.error, message, at: location))
  }

  func note(_ message: String, at location: SourceLocation) {
    record(Diagnostic(.note, message, at: location))
  }

  /// Reports `message` the first time only: a note or warning about a name, not each use.
  func once(_ severity: Diagnostic.Severity, _ message: String, at location: SourceLocation) {
    onceMessages.insert(message)
    record(Diagnostic(severity, message, at: location))
  }

  private func record(_ diagnostic: Diagnostic) {
    guard !recorded.contains(diagnostic) else { return }
    if onceMessages.contains(diagnostic.message) {
      guard saidOnce.insert(diagnostic.message).inserted else { return }
    }
    recorded.insert(diagnostic)
    Diagnostic.append(diagnostic, to: &diagnostics)
  }

  /// Runs `body` with diagnostics going to a scratch list; returns its result and whether it
  /// reported errors. Used to try overloads without reporting the ones that do not fit.
  func attempt<T>(_ body: () -> T?) -> (T?, [Diagnostic]) {
    let saved = (diagnostics, recorded, saidOnce)
    (diagnostics, recorded) = ([], [])
    let result = body()
    let reported = diagnostics
    (diagnostics, recorded, saidOnce) = saved
    return (reported.contains { $0.severity == .error } ? nil : result, reported)
  }

  func report(_ reported: [Diagnostic]) {
    for diagnostic in reported { record(diagnostic) }
  }

  // MARK: The scene

  /// The scene's root view, or nil when it has none or it failed: the root named `rootName`,
  /// or the file's default one (§ scene rules: a top-level `body`, a `#Preview`, a
  /// `PreviewProvider`, the `App`'s window, a `View` struct, or the last view expression).
  func interpret(_ items: [Statement], root rootName: String? = nil) -> (
    tree: ViewNode?, title: String?
  ) {
    collectDeclarations(items)
    var expressions: [Statement] = []
    for item in items {
      switch item {
      case .expression, .ifStatement, .forIn, .conditional:
        expressions.append(item)
      case .returnStatement(_, let range):
        error("'return' outside a function or property", at: range.start)
      default:
        break
      }
    }
    let candidates = rootCandidates(items)
    roots = candidates.map(\.root)
    if let rootName {
      guard let chosen = candidates.first(where: { $0.root.name == rootName }) else {
        let names = roots.map(\.name)
        error(
          names.isEmpty
            ? "no view named '\(rootName)': the file declares no previews or views"
            : "no view named '\(rootName)'; the file has: \(names.joined(separator: ", "))",
          at: SourceLocation(line: 1, column: 1))
        return (nil, nil)
      }
      root = chosen.root
      return (group(chosen.build()), chosen.title)
    }
    if let chosen = defaultRoot(candidates, hasExpressions: !expressions.isEmpty) {
      root = chosen.root
      return (group(chosen.build()), chosen.title)
    }
    guard !expressions.isEmpty else {
      // When an error dropped the view (a syntax error, a misplaced 'return'), that error
      // says what is wrong.
      if !hasEarlierErrors() {
        error(
          "the scene has no view: write 'var body: some View { ... }', a '#Preview', a View struct, or a view expression",
          at: SourceLocation(line: 1, column: 1))
      }
      return (nil, nil)
    }
    // The last top-level view expression is the scene, as a playground file shows its
    // last value; earlier expressions are checked but not shown.
    for earlier in expressions.dropLast() { _ = buildViews([earlier], in: globals) }
    return (group(buildViews([expressions.last!], in: globals)), nil)
  }

  /// Whether an error was already reported, here or by the parser: a missing root is then its
  /// consequence, not news. (Parsing again costs little and happens only without a root.)
  func hasEarlierErrors() -> Bool {
    diagnostics.contains { $0.severity == .error }
      || Parser.parse(source).diagnostics.contains { $0.severity == .error }
  }

  /// One node for a list of views: the node itself, or a Group of several.
  private func group(_ views: [ViewNode]?) -> ViewNode? {
    guard let views else { return nil }
    return views.count == 1 ? views[0] : ViewNode(.group, children: views)
  }

  // MARK: Declarations

  private func collectDeclarations(_ items: [Statement]) {
    for item in items {
      guard case .declaration(let declaration) = item else { continue }
      switch declaration {
      case .variable(let variable) where variable.name != "body":
        bindProperty(variable, in: globals)
      case .function(let function):
        globals.bind(function.name, .function(function, globals))
      case .type(let type):
        collectType(type)
      case .extensionDeclaration(let declaration):
        collectExtension(declaration)
      default:
        break
      }
    }
    finishDataDeclarations()
    // Alignments refer to identifier types that may be declared after them.
    for item in items {
      guard case .declaration(.extensionDeclaration(let declaration)) = item else { continue }
      collectAlignments(declaration)
    }
  }

  private func collectType(_ type: TypeDeclaration, in parent: String? = nil) {
    if type.conformances.contains("View") {
      customViews[type.name] = type
    } else if type.conformances.contains("Layout") {
      if LayoutRegistry.entry(named: type.name) != nil {
        note(
          "'\(type.name)' is bound to LayoutLab's built-in implementation; its body is not interpreted",
          at: type.nameRange.start)
      } else {
        refusedNames.insert(type.name)
        error(
          "unknown layout '\(type.name)': LayoutLab runs only its registered layouts (\(LayoutRegistry.names.joined(separator: ", ")))",
          at: type.nameRange.start)
      }
    } else if type.conformances.contains("AlignmentID") {
      collectAlignmentID(type, in: parent)
    } else if type.conformances.contains("ViewModifier") {
      viewModifiers[type.name] = type
    } else if type.conformances.contains("App") {
      apps[type.name] = type
    } else if type.conformances.contains("LayoutValueKey")
      || type.conformances.contains("PreviewProvider")
    {
      // Keys and preview providers carry no layout of their own.
    } else {
      collectDataType(type)
    }
  }

  /// An `AlignmentID` type, by its name and, nested in an extension, by its qualified name
  /// (`HorizontalAlignment.Quarter`): two extensions may each nest a `Quarter`, and each
  /// extension's `Quarter.self` is its own.
  private func collectAlignmentID(_ type: TypeDeclaration, in parent: String?) {
    let names = [parent.map { "\($0).\(type.name)" }, type.name].compactMap { $0 }
    for member in type.members {
      if case .function(let function) = member, function.name == "defaultValue" {
        let parameter = function.parameters.first?.name ?? "context"
        for (index, name) in names.enumerated() where index == 0 || alignmentIDs[name] == nil {
          alignmentIDs[name] = (function, parameter)
          alignmentIDSources[name] = (sourceText(type.range), type.range)
        }
        return
      }
    }
    error(
      "'\(type.name)' must declare 'static func defaultValue(in context: ViewDimensions) -> CGFloat'",
      at: type.nameRange.start)
  }

  private func collectExtension(_ declaration: ExtensionDeclaration) {
    switch declaration.typeName {
    case "View":
      for member in declaration.members {
        if case .function(let function) = member {
          customModifiers[function.name] = function
        } else if case .variable(let variable) = member {
          data.viewProperties[variable.name] = variable
        }
      }
    case "HorizontalAlignment", "VerticalAlignment", "Alignment":
      for member in declaration.members {
        if case .type(let type) = member { collectType(type, in: declaration.typeName) }
      }
    default:
      collectDataExtension(declaration)
    }
  }

  /// `static let name = HorizontalAlignment(ID.self)` members of alignment extensions.
  private func collectAlignments(_ declaration: ExtensionDeclaration) {
    guard
      declaration.typeName == "HorizontalAlignment" || declaration.typeName == "VerticalAlignment"
        || declaration.typeName == "Alignment"
    else { return }
    let extensionSource = sourceText(declaration.range)
    for member in declaration.members {
      guard case .variable(let variable) = member, let initializer = variable.initializer else {
        continue
      }
      let scope = Scope(parent: globals)
      var declarationSource = extensionSource
      if case .call(_, let arguments, _) = initializer, let first = arguments.first,
        case .member(.name(let idName, _), "self", _) = first.value,
        let (idSource, idRange) =
          alignmentIDSources["\(declaration.typeName).\(idName)"] ?? alignmentIDSources[idName],
        !(declaration.range.start <= idRange.start && idRange.end <= declaration.range.end)
      {
        declarationSource = idSource + "\n\n" + extensionSource
      }
      scope.bind("__declaration", .string(declarationSource))
      scope.bind("__memberName", .string(variable.name))
      scope.bind("__extension", .string(declaration.typeName))
      let expected: ValueType =
        declaration.typeName == "HorizontalAlignment"
        ? .horizontal
        : declaration.typeName == "VerticalAlignment" ? .vertical : .alignment
      guard let value = eval(initializer, in: scope, expecting: expected) else {
        refusedNames.insert(variable.name)
        continue
      }
      switch value {
      case .horizontal(let guide): horizontalGuides[variable.name] = guide
      case .vertical(let guide): verticalGuides[variable.name] = guide
      case .alignment(let alignment):
        horizontalGuides[variable.name] = alignment.horizontal
        verticalGuides[variable.name] = alignment.vertical
        alignmentValues[variable.name] = alignment
      default:
        error("'\(variable.name)' must be a \(expected)", at: initializer.range.start)
      }
    }
  }

  var alignmentValues: [String: Alignment] = [:]
  /// The source of each AlignmentID type, so that printing can declare it with its alignment.
  var alignmentIDSources: [String: (String, SourceRange)] = [:]

  /// The source text of a range, as written, byte for byte (a "\r\n" stays one).
  func sourceText(_ range: SourceRange) -> String {
    scalarText.text(range)
  }

  /// Binds a property: a stored value evaluated on first use, or a computed view.
  func bindProperty(_ variable: Variable, in scope: Scope) {
    bindOnFirstUse(variable.name, in: scope) { [unowned self] in
      propertyValue(variable, in: scope)
    }
  }

  /// Binds `name` to the value `make` gives when the name is first used; when that fails
  /// after an error (its own, or the one of a value it used), the name is marked failed, so
  /// that its uses are not more errors.
  func bindOnFirstUse(_ name: String, in scope: Scope, _ make: @escaping () -> Value?) {
    scope.bindLazily(name) { [unowned self, unowned scope] in
      let value = make()
      if value == nil && hasReportedErrors { scope.markFailed(name) }
      return value
    }
  }

  private func propertyValue(_ variable: Variable, in scope: Scope) -> Value? {
    if let body = variable.body {
      if !buildsViews(variable.typeName) {
        return evaluateBody(
          body, in: Scope(parent: scope), expecting: expectedType(variable.typeName))
      }
      return buildViews(body, in: Scope(parent: scope)).map { .views($0) }
    }
    if let initializer = variable.initializer {
      return eval(initializer, in: scope, expecting: expectedType(variable.typeName))
    }
    return Self.isOptional(variable) ? Value.none : nil
  }

  func evaluateProperty(_ variable: Variable, in scope: Scope) -> ViewNode? {
    if let body = variable.body { return group(buildViews(body, in: Scope(parent: scope))) }
    if let initializer = variable.initializer {
      return group(
        viewNodes(eval(initializer, in: scope, expecting: .view), at: initializer.range.start))
    }
    error(
      "'\(variable.name)' has no view: write 'var \(variable.name): some View { ... }'",
      at: variable.range.start)
    return nil
  }

  /// The value type a declared type name asks for.
  func expectedType(_ typeName: String?) -> ValueType {
    guard let typeName else { return .anything }
    switch typeName.trimmingCharacters(in: CharacterSet(charactersIn: "?!")) {
    case "CGFloat", "Double", "Float": return .number
    case "Int": return .int
    case "String", "LocalizedStringKey": return .string
    case "Bool": return .bool
    case "Color": return .color
    case "Font": return .font
    case "Alignment": return .alignment
    case "HorizontalAlignment": return .horizontal
    case "VerticalAlignment": return .vertical
    case "Edge.Set": return .edges
    case "CGPoint": return .point
    case "CGSize": return .size
    case "EdgeInsets": return .insets
    case "UnitPoint": return .unitPoint
    case "GridItem": return .gridItem
    case "GridItem.Size": return .gridItemSize
    case "[GridItem]": return .gridItems
    case "PinnedScrollableViews": return .pinnedViews
    default:
      return typeName.hasPrefix("some View") || typeName == "AnyView"
        ? .view : declaredType(typeName) ?? .anything
    }
  }

  // MARK: Custom views and modifiers

  /// The views of a custom `View` struct created with `arguments`.
  func instantiate(
    _ type: TypeDeclaration, arguments: [Argument], at location: SourceLocation, scope: Scope? = nil
  )
    -> [ViewNode]?
  {
    guard enterCall(type.name, at: location) else { return nil }
    definitions.append(type.name)
    defer {
      callDepth -= 1
      definitions.removeLast()
    }
    guard let instance = makeInstance(type, arguments: arguments, at: location, scope: scope)
    else { return nil }
    let body = type.members.lazy.compactMap { member -> [Statement]? in
      guard case .variable(let variable) = member, variable.name == "body" else { return nil }
      return variable.body
    }.first
    guard let body else {
      error("'\(type.name)' has no 'var body: some View { ... }'", at: type.nameRange.start)
      return nil
    }
    return buildViews(body, in: Scope(parent: instance))
  }

  /// An instance of a struct the scene declares (a `View` or a `ViewModifier`) made with
  /// `arguments`: its properties bound by its own `init` or the memberwise one, its methods
  /// and computed properties ready; nil after an error.
  func makeInstance(
    _ type: TypeDeclaration, arguments: [Argument], at location: SourceLocation, scope: Scope?
  ) -> Scope? {
    let instance = Scope(parent: globals)
    var stored: [Variable] = []
    for member in type.members {
      switch member {
      case .variable(let variable) where variable.name == "body": break
      case .variable(let variable)
      where variable.body == nil && !variable.isStatic && variable.initializer == nil
        && variable.wrapper.map(Self.environmentWrappers.contains) == true:
        // `@Environment(\.dismiss) var dismiss`: the environment gives it, no caller does.
        instance.bind(variable.name, environmentValue(variable))
      case .variable(let variable) where variable.body == nil && !variable.isStatic:
        stored.append(variable)
      case .variable(let variable): bindProperty(variable, in: instance)
      case .function(let function) where function.name != "init":
        instance.bind(function.name, .function(function, instance))
      default: break
      }
    }
    defer { instance.bind("self", .type(type.name)) }
    if let initializer = type.members.lazy.compactMap(\.initializer).first {
      return runOwnInitializer(
        type, initializer: initializer, instance: instance, arguments: arguments,
        from: scope ?? globals, at: location) ? instance : nil
    }
    // The memberwise initializer: stored properties in order, those with a value optional.
    let parameters = stored.map {
      Parameter(
        label: $0.name, type: expectedType($0.typeName),
        hasDefault: $0.initializer != nil || Self.isOptional($0), acceptsNil: Self.isOptional($0))
    }
    switch ArgumentMatcher.match(arguments, to: parameters, callee: type.name, at: location) {
    case .failure(let mismatch):
      error(mismatch.message, at: mismatch.location)
      return nil
    case .success(let indices):
      for (variable, index) in zip(stored, indices) {
        if let index {
          let value = eval(
            arguments[index].value, in: scope ?? globals, expecting: expectedType(variable.typeName)
          )
          if let value {
            instance.bind(variable.name, value)
          } else {
            instance.markFailed(variable.name)
          }
        } else {
          bindProperty(variable, in: instance)
        }
      }
    }
    return instance
  }

  /// A custom modifier (`extension View { func name(...) -> some View }`) applied to `receiver`.
  func applyCustomModifier(
    _ function: Function, to receiver: [ViewNode], arguments: [Argument], scope: Scope,
    at location: SourceLocation
  ) -> [ViewNode]? {
    guard enterCall(function.name, at: location) else { return nil }
    definitions.append(function.name)
    defer {
      callDepth -= 1
      definitions.removeLast()
    }
    let parameters = function.parameters.map {
      Parameter(
        label: $0.label, type: expectedType($0.typeName), hasDefault: $0.defaultValue != nil)
    }
    let call = Scope(parent: globals)
    switch ArgumentMatcher.match(arguments, to: parameters, callee: function.name, at: location) {
    case .failure(let mismatch):
      error(mismatch.message, at: mismatch.location)
      return nil
    case .success(let indices):
      for (parameter, index) in zip(function.parameters, indices) {
        let expression = index.map { arguments[$0].value } ?? parameter.defaultValue
        guard let expression else { continue }
        let value = eval(
          expression, in: index == nil ? globals : scope,
          expecting: expectedType(parameter.typeName))
        if let value {
          call.bind(parameter.name, value)
        } else {
          call.markFailed(parameter.name)
        }
      }
    }
    call.bind("self", .views(receiver))
    return buildViews(function.body, in: call)
  }

  func enterCall(_ name: String, at location: SourceLocation) -> Bool {
    guard callDepth < Self.maximumCallDepth, !callDepthExceeded else {
      if !callDepthExceeded {
        error(
          "'\(name)' is nested too deeply (\(Self.maximumCallDepth) levels): is it recursive?",
          at: location)
      }
      callDepthExceeded = true
      return false
    }
    callDepth += 1
    return true
  }

  // MARK: View builders

  /// The views a builder closure or body produces, or nil when it had errors only.
  func buildViews(_ statements: [Statement], in scope: Scope) -> [ViewNode]? {
    var views: [ViewNode] = []
    var failed = false
    for statement in statements {
      switch statement {
      case .expression(let expr):
        let value = eval(expr, in: scope, expecting: .view)
        if let nodes = viewNodes(value, at: expr.range.start) {
          views += stampingUnmarked(nodes, expr)
        } else {
          failed = true
        }
      case .returnStatement(let expr, let range):
        guard let expr else {
          error("a view builder must return a view", at: range.start)
          return nil
        }
        return viewNodes(eval(expr, in: scope, expecting: .view), at: expr.range.start)
      case .declaration(.variable(let variable)):
        if let initializer = variable.initializer, variable.body == nil {
          if let value = eval(initializer, in: scope, expecting: expectedType(variable.typeName)) {
            scope.bind(variable.name, value)
          } else {
            scope.markFailed(variable.name)
          }
        } else {
          bindProperty(variable, in: scope)
        }
      case .declaration(let declaration):
        error(
          "declarations other than 'let' and 'var' are not supported inside a view builder",
          at: declaration.range.start)
      case .ifStatement(let condition, let then, let otherwise, _):
        guard case .bool(let flag)? = eval(condition, in: scope, expecting: .bool) else {
          error("the 'if' condition must be a Boolean", at: condition.range.start)
          failed = true
          continue
        }
        if let branch = flag ? then : otherwise {
          if let nodes = buildViews(branch, in: Scope(parent: scope)) {
            views += nodes
          } else {
            failed = true
          }
        }
      case .switchStatement(let subject, let cases, let range):
        if let nodes = buildSwitch(subject, cases, in: scope, at: range.start) {
          views += nodes
        } else {
          failed = true
        }
      case .forIn(let name, let sequence, let body, _):
        guard let value = eval(sequence, in: scope, expecting: .range) else {
          failed = true
          continue
        }
        guard let count = loopCount(value) else {
          error(
            "'for' loops run over ranges such as '0..<3' and arrays, found \(value.kindName)",
            at: sequence.range.start)
          failed = true
          continue
        }
        let names = loopParameters(name)
        let ran = repeatingLoop(count, at: sequence.range.start) {
          for element in loopElements(value) ?? [] {
            let iteration = Scope(parent: scope)
            bindLoopElement(element, to: names, in: iteration)
            if let nodes = buildViews(body, in: iteration) { views += nodes } else { failed = true }
          }
        }
        if !ran { failed = true }
      case .conditional(let conditions, let then, let otherwise, _):
        if let nodes = buildConditional(conditions, then, otherwise, in: scope) {
          views += nodes
        } else {
          failed = true
        }
      case .doStatement(let body, _, _):
        // A result builder builds a `do` block's views; nothing in it throws.
        if let nodes = buildViews(body, in: Scope(parent: scope)) {
          views += nodes
        } else {
          failed = true
        }
      case .guardStatement(_, _, let range):
        error(
          "closure containing control flow statement cannot be used with result builder 'ViewBuilder'",
          at: range.start)
        failed = true
      }
    }
    return failed && views.isEmpty ? nil : views
  }

  /// Runs a loop of `count` iterations inside the running ones, unless together they would
  /// repeat their content more than `ForEachLimit.maximum` times; returns whether it ran.
  func repeatingLoop(_ count: Int, at location: SourceLocation, _ body: () -> Void) -> Bool {
    guard !loopLimitExceeded else { return false }
    let (total, overflow) = loopRepetitions.multipliedReportingOverflow(by: Swift.max(count, 1))
    guard !overflow, total <= ForEachLimit.maximum else {
      loopLimitExceeded = true
      if loopRepetitions == 1 {
        error(
          "the range has \(count) elements; scenes allow at most \(ForEachLimit.maximum)",
          at: location)
      } else {
        error(
          "this loop inside other loops repeats its content \(overflow ? "too many" : String(total)) times; scenes allow at most \(ForEachLimit.maximum)",
          at: location)
      }
      return false
    }
    let outer = loopRepetitions
    loopRepetitions = total
    defer { loopRepetitions = outer }
    body()
    return true
  }

  /// The nodes of a value used as a view, or nil after reporting that it is not one.
  func viewNodes(_ value: Value?, at location: SourceLocation) -> [ViewNode]? {
    guard let value else { return nil }
    switch value {
    case .views(let nodes): return nodes
    case .color(let color): return [ViewNode(.color(color))]
    case .layout(let layout):
      error(
        "the layout '\(layout.name)' needs its content: '\(layout.name)(...) { ... }'", at: location
      )
      return nil
    case .type(let name) where customViews[name] != nil || Catalog.viewNames.contains(name):
      error("'\(name)' is a type: write '\(name)()' to make the view", at: location)
      return nil
    case .method(_, let name, let range):
      // `Text("a").padding` without its parentheses.
      let at = range.end.shifted(by: -name.count)
      if Catalog.modifierNames.contains(name) || customModifiers[name] != nil {
        error("the modifier '\(name)' needs its arguments: write '.\(name)()'", at: at)
      } else if let suggestion = Suggestions.closest(
        to: name, in: Catalog.modifierNames + customModifiers.keys)
      {
        error("unknown modifier '\(name)'; did you mean '\(suggestion)'?", at: at)
      } else {
        error("unknown modifier '\(name)'", at: at)
      }
      return nil
    default:
      error("expected a view, found \(value.kindName)", at: location)
      return nil
    }
  }
}

/// The largest number of elements a `ForEach` or `for` loop may produce in a scene.
enum ForEachLimit {
  static let maximum = 100_000
}
