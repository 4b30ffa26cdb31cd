import LayoutCore

/// What a scene declares besides views, layouts and alignments: model structs and classes,
/// enums, functions and extensions (issue #13: view files declare the data they show).
struct SceneData {
  /// Structs, classes and enums that are not views, by name.
  var types: [String: TypeDeclaration] = [:]
  /// Members of extensions of types the scene does not declare (`extension Color`).
  var extensionMembers: [String: [Declaration]] = [:]
  /// Where each such extension is, for the error when its type is unknown.
  var extensionRanges: [String: SourceRange] = [:]
  /// `extension View { var name: some View { ... } }`.
  var viewProperties: [String: Variable] = [:]
  /// Each type's static members (and an enum's cases), made on first use.
  var staticScopes: [String: (Scope, Set<String>)] = [:]
}

/// Types the scene may extend with static members though it does not declare them.
private let extensibleTypes: Set<String> = [
  "Color", "Font", "CGFloat", "Double", "Int", "String", "Edge", "UnitPoint", "CGSize", "CGPoint",
  "EdgeInsets", "Alignment", "Array", "ShapeStyle",
]

extension SceneInterpreter {
  // MARK: Collecting

  /// A struct, class or enum that is not a view: its values are data views are built from.
  func collectDataType(_ type: TypeDeclaration) {
    data.types[type.name] = type
  }

  /// `extension X { ... }` of a type other than the alignments and `View`: its members join
  /// the type's once every declaration is collected.
  func collectDataExtension(_ declaration: ExtensionDeclaration) {
    let name = declaration.typeName
    data.extensionMembers[name, default: []] += declaration.members
    if data.extensionRanges[name] == nil { data.extensionRanges[name] = declaration.range }
  }

  /// Joins extension members to their View structs and model types, and reports extensions
  /// of types the scene neither declares nor may extend.
  func finishDataDeclarations() {
    for (name, members) in data.extensionMembers {
      if customViews[name] != nil {
        customViews[name]!.members += members
      } else if viewModifiers[name] != nil {
        viewModifiers[name]!.members += members
      } else if data.types[name] != nil {
        data.types[name]!.members += members
      } else if !extensibleTypes.contains(name) {
        refusedNames.insert(name)
        error(
          "extensions of '\(name)' are not supported in scenes",
          at: data.extensionRanges[name]!.start)
        continue
      } else {
        continue
      }
      data.extensionMembers[name] = nil
    }
  }

  /// The type a declared type name asks for: `.declared("Tab")`, `.declared("[Item]")`.
  func declaredType(_ typeName: String) -> ValueType? {
    let name = typeName.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
    if data.types[name] != nil { return .declared(name) }
    if name.hasPrefix("[") && name.hasSuffix("]") { return .declared(name) }
    if name.hasPrefix("Array<") && name.hasSuffix(">") {
      return .declared("[" + name.dropFirst(6).dropLast() + "]")
    }
    return nil
  }

  /// Whether a property or function of this declared type builds views rather than a value.
  func buildsViews(_ typeName: String?) -> Bool {
    guard let typeName else { return true }
    switch expectedType(typeName) {
    case .view: return true
    case .anything:
      return typeName.hasPrefix("some ") || typeName.contains("View")
        || (Catalog.viewNames.contains(typeName) && typeName != "Color")
        || customViews[typeName] != nil
    default: return false
    }
  }

  // MARK: Static members and enum cases

  /// `Item.samples`, `Tab.home`, `Kind.allCases`, `Color.brand`; nil when `type` has no
  /// such member the scene declares.
  func dataStaticMember(_ name: String, of type: String) -> Value? {
    guard data.types[type] != nil || data.extensionMembers[type] != nil else { return nil }
    let (scope, names) = staticScope(of: type)
    return names.contains(name) ? scope.lookup(name) : nil
  }

  private func staticScope(of typeName: String) -> (Scope, Set<String>) {
    if let made = data.staticScopes[typeName] { return made }
    let scope = Scope(parent: globals)
    var names: Set<String> = []
    let declaration = data.types[typeName]
    let members = declaration?.members ?? data.extensionMembers[typeName] ?? []
    data.staticScopes[typeName] = (scope, names)
    var cases: [Value] = []
    if let declaration, declaration.kind == "enum" {
      let rawType = declaration.conformances.first.map(expectedType)
      var nextRaw = 0
      for case .enumCases(let list, _) in members {
        for enumCase in list {
          var raw: Value?
          if let rawValue = enumCase.rawValue {
            raw = eval(rawValue, in: globals, expecting: rawType ?? .anything)
            if case .int(let n)? = raw { nextRaw = n + 1 }
          } else if rawType == .string {
            raw = .string(enumCase.name)
          } else if rawType == .int {
            raw = .int(nextRaw)
            nextRaw += 1
          }
          names.insert(enumCase.name)
          if enumCase.associated.isEmpty {
            let value = enumValue(declaration, enumCase.name, [], raw: raw)
            scope.bind(enumCase.name, value)
            cases.append(value)
          } else {
            scope.bind(enumCase.name, .type("\(typeName).\(enumCase.name)"))
          }
        }
      }
      names.insert("allCases")
      scope.bind("allCases", .array(cases))
    }
    for member in members {
      switch member {
      case .variable(let variable) where variable.isStatic:
        names.insert(variable.name)
        bindValueProperty(variable, in: scope)
      case .function(let function) where function.isStatic:
        names.insert(function.name)
        scope.bind(function.name, .function(function, scope))
      default:
        break
      }
    }
    data.staticScopes[typeName] = (scope, names)
    return (scope, names)
  }

  /// A value of an enum: its case, associated values, raw value and computed members.
  private func enumValue(
    _ declaration: TypeDeclaration, _ caseName: String, _ associated: [Value], raw: Value?
  ) -> Value {
    let members = Scope(parent: globals)
    var names: Set<String> = ["self"]
    if let raw {
      members.bind("rawValue", raw)
      names.insert("rawValue")
    }
    bindInstanceMembers(declaration, in: members, names: &names)
    let value = Value.instance(
      Instance(
        type: declaration.name, members: members, memberNames: names, caseName: caseName,
        associated: associated))
    members.bind("self", value)
    return value
  }

  /// An enum case with associated values, `.badge(3)`: nil when `name` is not one.
  func enumCaseCall(
    _ name: String, of typeName: String, _ arguments: [Argument], in scope: Scope,
    at location: SourceLocation
  ) -> Value?? {
    guard let declaration = data.types[typeName], declaration.kind == "enum" else { return nil }
    for case .enumCases(let list, _) in declaration.members {
      guard let enumCase = list.first(where: { $0.name == name }) else { continue }
      guard arguments.count == enumCase.associated.count else {
        error(
          "'\(name)' takes \(enumCase.associated.count) associated value\(enumCase.associated.count == 1 ? "" : "s"), found \(arguments.count)",
          at: location)
        return .some(nil)
      }
      var values: [Value] = []
      for argument in arguments {
        guard let value = eval(argument.value, in: scope, expecting: .anything) else {
          return .some(nil)
        }
        values.append(value)
      }
      return enumValue(declaration, name, values, raw: nil)
    }
    return nil
  }

  /// The enum the scene declares with a case named `name`, when exactly one has it: `.home`
  /// where nothing says which type is meant (`tab == .home`).
  func uniqueEnumCase(_ name: String) -> Value? {
    let owners = data.types.values.filter { type in
      type.kind == "enum"
        && type.members.contains {
          if case .enumCases(let list, _) = $0 { list.contains { $0.name == name } } else { false }
        }
    }
    guard owners.count == 1 else { return nil }
    return dataStaticMember(name, of: owners[0].name)
  }

  // MARK: Instances

  /// `Item(title: "a")`, `Model()`, `Kind(rawValue: "a")`: a value of a declared type.
  func constructData(
    _ typeName: String, _ arguments: [Argument], in scope: Scope, at location: SourceLocation
  ) -> Value?? {
    if typeName == "Array" || typeName == "Set" {
      guard arguments.count <= 1 else { return nil }
      guard let argument = arguments.first else { return .array([]) }
      guard let value = eval(argument.value, in: scope, expecting: .anything) else {
        return .some(nil)
      }
      guard let elements = loopElements(value) else {
        error("'\(typeName)' is made from a sequence, found \(value.kindName)", at: location)
        return .some(nil)
      }
      return .array(elements)
    }
    guard let declaration = data.types[typeName] else { return nil }
    if declaration.kind == "enum" {
      guard arguments.count == 1, arguments[0].label == "rawValue",
        let raw = eval(arguments[0].value, in: scope, expecting: .anything)
      else {
        error("an enum is made from its raw value: '\(typeName)(rawValue: ...)'", at: location)
        return .some(nil)
      }
      guard case .array(let cases)? = dataStaticMember("allCases", of: typeName) else {
        return Value.none
      }
      return cases.first {
        if case .instance(let instance) = $0, let value = instance.member("rawValue") {
          return same(value, raw) == true
        }
        return false
      } ?? Value.none
    }
    guard enterCall(typeName, at: location) else { return .some(nil) }
    defer { callDepth -= 1 }
    let members = Scope(parent: globals)
    var names: Set<String> = ["self"]
    var stored: [Variable] = []
    for case .variable(let variable) in declaration.members
    where !variable.isStatic && variable.body == nil {
      stored.append(variable)
      names.insert(variable.name)
    }
    bindInstanceMembers(declaration, in: members, names: &names)
    let instance = Instance(type: typeName, members: members, memberNames: names)
    members.bind("self", .instance(instance))
    let initializer = declaration.members.lazy.compactMap { member -> Function? in
      if case .function(let function) = member, function.name == "init" { return function }
      return nil
    }.first
    if let initializer {
      guard
        runInitializer(
          initializer, stored: stored, arguments, from: scope, into: members, at: location)
      else { return .some(nil) }
      return .instance(instance)
    }
    let parameters = stored.map {
      Parameter(label: $0.name, type: expectedType($0.typeName), hasDefault: $0.initializer != nil)
    }
    switch ArgumentMatcher.match(arguments, to: parameters, callee: typeName, at: location) {
    case .failure(let mismatch):
      error(mismatch.message, at: mismatch.location)
      return .some(nil)
    case .success(let indices):
      for (variable, index) in zip(stored, indices) {
        if let index {
          guard
            let value = eval(
              arguments[index].value, in: scope, expecting: expectedType(variable.typeName))
          else { return .some(nil) }
          members.bind(variable.name, value)
        } else {
          bindValueProperty(variable, in: members)
        }
      }
    }
    return .instance(instance)
  }

  /// Computed properties and methods of an instance (not its stored properties).
  private func bindInstanceMembers(
    _ declaration: TypeDeclaration, in members: Scope, names: inout Set<String>
  ) {
    for member in declaration.members {
      switch member {
      case .variable(let variable) where !variable.isStatic && variable.body != nil:
        names.insert(variable.name)
        bindValueProperty(variable, in: members)
      case .function(let function) where !function.isStatic && function.name != "init":
        names.insert(function.name)
        members.bind(function.name, .function(function, members))
      default:
        break
      }
    }
  }

  /// Binds a property whose body computes a value (`var isEmpty: Bool { items.isEmpty }`)
  /// or views (`var header: some View { ... }`), or a stored one with its initial value.
  func bindValueProperty(_ variable: Variable, in scope: Scope) {
    guard let body = variable.body, !buildsViews(variable.typeName) else {
      bindProperty(variable, in: scope)
      return
    }
    bindOnFirstUse(variable.name, in: scope) { [unowned self] in
      evaluateBody(body, in: Scope(parent: scope), expecting: expectedType(variable.typeName))
    }
  }

  // MARK: Initializers

  /// A struct's own `init(...)` run into `instance`: its arguments bound, its `self.x = x` and
  /// `_x = State(initialValue: x)` run. False after an error.
  func runOwnInitializer(
    _ type: TypeDeclaration, initializer: Function, instance: Scope, arguments: [Argument],
    from scope: Scope, at location: SourceLocation
  ) -> Bool {
    let stored = type.members.compactMap { member -> Variable? in
      guard case .variable(let variable) = member, variable.name != "body", !variable.isStatic,
        variable.body == nil
      else { return nil }
      return variable
    }
    return runInitializer(
      initializer, stored: stored, arguments, from: scope, into: instance, at: location)
  }

  /// Runs an initializer's assignments into `instance`; the stored properties it leaves
  /// take their initial values. False after an error.
  func runInitializer(
    _ initializer: Function, stored: [Variable], _ arguments: [Argument], from scope: Scope,
    into instance: Scope, at location: SourceLocation
  ) -> Bool {
    guard let call = bindArguments(of: initializer, arguments, from: scope, at: location) else {
      return false
    }
    let callScope = Scope(parent: instance)
    for (name, value) in call { callScope.bind(name, value) }
    var assigned: Set<String> = []
    for statement in initializer.body {
      switch statement {
      case .expression(.binary("=", let target, let value, _)):
        var name: String
        switch target {
        case .member(.name("self", _), let member, _): name = member
        case .name(let plain, _): name = plain
        default:
          error("an initializer assigns properties: 'self.name = name'", at: target.range.start)
          return false
        }
        var expression = value
        if name.hasPrefix("_") {
          // `_count = State(initialValue: count)`: the wrapper's initial value.
          name.removeFirst()
          if case .call(.name(let wrapper, _), let list, _) = value,
            Parser.propertyWrappers.contains(wrapper), list.count == 1
          {
            expression = list[0].value
          }
        }
        guard let variable = stored.first(where: { $0.name == name }) else {
          error(
            "'\(initializer.name)' assigns '\(name)', which is not a stored property",
            at: target.range.start)
          return false
        }
        guard
          let result = eval(expression, in: callScope, expecting: expectedType(variable.typeName))
        else { return false }
        instance.bind(name, result)
        assigned.insert(name)
      case .declaration(.variable(let variable)):
        if let initial = variable.initializer,
          let value = eval(initial, in: callScope, expecting: expectedType(variable.typeName))
        {
          callScope.bind(variable.name, value)
        }
      default:
        break
      }
    }
    for variable in stored where !assigned.contains(variable.name) {
      bindValueProperty(variable, in: instance)
    }
    return true
  }

  /// A function's parameters bound to the call's arguments (or their defaults), by name;
  /// nil after an error.
  func bindArguments(
    of function: Function, _ arguments: [Argument], from scope: Scope, at location: SourceLocation
  ) -> [(String, Value)]? {
    let parameters = function.parameters.map {
      Parameter(
        label: $0.label, type: $0.typeName.contains("->") ? .closure : expectedType($0.typeName),
        hasDefault: $0.defaultValue != nil, isContent: $0.typeName.contains("->"))
    }
    let callee = function.name == "init" ? "init" : function.name
    switch ArgumentMatcher.match(arguments, to: parameters, callee: callee, at: location) {
    case .failure(let mismatch):
      error(mismatch.message, at: mismatch.location)
      return nil
    case .success(let indices):
      var bound: [(String, Value)] = []
      for ((parameter, declared), index) in zip(zip(parameters, function.parameters), indices) {
        let expression = index.map { arguments[$0].value } ?? declared.defaultValue
        guard let expression else { continue }
        if parameter.type == .closure, case .closure(let closure) = expression {
          bound.append((declared.name, .closure(closure, index == nil ? globals : scope)))
          continue
        }
        guard
          let value = eval(
            expression, in: index == nil ? globals : scope, expecting: parameter.type)
        else { return nil }
        bound.append((declared.name, value))
      }
      return bound
    }
  }

  // MARK: Functions

  /// Calls a function the scene declares: a helper method or property's views (edited in
  /// the helper, as a custom view's are), or the value it returns.
  func invoke(
    _ function: Function, in definingScope: Scope, _ arguments: [Argument], from scope: Scope,
    at location: SourceLocation
  ) -> Value? {
    guard enterCall(function.name, at: location) else { return nil }
    defer { callDepth -= 1 }
    guard let bound = bindArguments(of: function, arguments, from: scope, at: location) else {
      return nil
    }
    let call = Scope(parent: definingScope)
    for (name, value) in bound { call.bind(name, value) }
    guard let returnType = function.returnType, returnType != "Void", returnType != "()" else {
      _ = evaluateBody(function.body, in: call, expecting: .anything)
      return Value.none
    }
    if buildsViews(returnType) {
      let use = currentCall
      definitions.append(function.name)
      defer { definitions.removeLast() }
      return buildViews(function.body, in: call).map { .views(markingUse($0, at: use)) }
    }
    return evaluateBody(function.body, in: call, expecting: expectedType(returnType))
  }

  /// A call the scene's data answers: a declared function by name, an enum case with
  /// associated values (`.badge(3)`); nil when the callee is none of these.
  func dataCall(
    _ callee: Expr, _ arguments: [Argument], in scope: Scope, expecting expected: ValueType,
    at range: SourceRange
  ) -> Value?? {
    switch callee {
    case .name(let name, let nameRange):
      // Views are capitalized; only a lowercase name can be a modifier of `self`.
      if name.first?.isLowercase == true,
        Catalog.modifierNames.contains(name) || customModifiers[name] != nil
          || name == "modifier",
        case .views(let receiver)? = scope.lookup("self")
      {
        // `padding(5)` in `extension View`: a modifier of `self`, as Swift reads it.
        return .some(
          applyMethod(name, to: .views(receiver), arguments, in: scope, at: nameRange.start))
      }
      guard case .function(let function, let defining)? = scope.lookup(name) else { return nil }
      return .some(invoke(function, in: defining, arguments, from: scope, at: nameRange.start))
    case .implicitMember(let name, let memberRange):
      guard case .declared(let type) = expected else { return nil }
      if let value = enumCaseCall(name, of: type, arguments, in: scope, at: memberRange.start) {
        return value
      }
      if case .function(let function, let defining)? = dataStaticMember(name, of: type) {
        return .some(invoke(function, in: defining, arguments, from: scope, at: memberRange.start))
      }
      return nil
    default:
      return nil
    }
  }

  /// A method call on a data value or type: `row.title.uppercased()`, `Kind.badge(1)`,
  /// `model.total()`, `self.row("a")`; nil when the receiver is none of these.
  func dataMethodCall(
    _ name: String, on receiver: Value, base: Expr, _ arguments: [Argument], in scope: Scope,
    at location: SourceLocation
  ) -> Value?? {
    if case .name("self", _) = base,
      case .function(let function, let defining)? = scope.lookup(name)
    {
      return .some(invoke(function, in: defining, arguments, from: scope, at: location))
    }
    switch receiver {
    case .type(let type):
      if let value = enumCaseCall(name, of: type, arguments, in: scope, at: location) {
        return value
      }
      if case .function(let function, let defining)? = dataStaticMember(name, of: type) {
        return .some(invoke(function, in: defining, arguments, from: scope, at: location))
      }
      return nil
    case .instance(let instance):
      if case .function(let function, let defining)? = instance.member(name) {
        return .some(invoke(function, in: defining, arguments, from: scope, at: location))
      }
      return dataMethod(name, on: receiver, arguments, in: scope, at: location)
    default:
      return dataMethod(name, on: receiver, arguments, in: scope, at: location)
    }
  }

  // MARK: Bodies that compute values

  /// The value a function, computed property or closure body returns: its one expression,
  /// or the `return` its `if` and `switch` statements reach.
  func evaluateBody(_ statements: [Statement], in scope: Scope, expecting expected: ValueType)
    -> Value?
  {
    switch run(statements, in: scope, expecting: expected) {
    case .returned(let value): return value
    case .finished: return Value.none
    case .failed: return nil
    }
  }

  private enum BodyResult {
    case returned(Value)
    case finished
    case failed
  }

  private func run(_ statements: [Statement], in scope: Scope, expecting expected: ValueType)
    -> BodyResult
  {
    for statement in statements {
      switch statement {
      case .returnStatement(let expr, _):
        guard let expr else { return .returned(Value.none) }
        return eval(expr, in: scope, expecting: expected).map { .returned($0) } ?? .failed
      case .expression(let expr):
        guard let value = eval(expr, in: scope, expecting: expected) else { return .failed }
        // A body of one expression returns it, as a single-expression closure does.
        if statements.count == 1 { return .returned(value) }
      case .declaration(.variable(let variable)):
        if let initializer = variable.initializer, variable.body == nil {
          guard let value = eval(initializer, in: scope, expecting: expectedType(variable.typeName))
          else { return .failed }
          scope.bind(variable.name, value)
        } else {
          bindValueProperty(variable, in: scope)
        }
      case .declaration:
        break
      case .ifStatement(let condition, let then, let otherwise, _):
        guard case .bool(let flag)? = eval(condition, in: scope, expecting: .bool) else {
          error("the 'if' condition must be a Boolean", at: condition.range.start)
          return .failed
        }
        guard let branch = flag ? then : otherwise else { continue }
        let result = run(branch, in: Scope(parent: scope), expecting: expected)
        if case .finished = result { continue }
        return result
      case .switchStatement(let subject, let cases, let range):
        guard let (chosen, caseScope) = chooseCase(subject, cases, in: scope, at: range.start)
        else { return .failed }
        let result = run(chosen.body, in: caseScope, expecting: expected)
        if case .finished = result { continue }
        return result
      case .conditional(let conditions, let then, let otherwise, _):
        let branch = Scope(parent: scope)
        guard let flag = holds(conditions, binding: branch) else { return .failed }
        guard let taken = flag ? then : otherwise else { continue }
        let result = run(taken, in: flag ? branch : Scope(parent: scope), expecting: expected)
        if case .finished = result { continue }
        return result
      case .guardStatement(let conditions, let body, _):
        // `guard let x = y else { return ... }`: the bindings stay visible after it.
        guard let flag = holds(conditions, binding: scope) else { return .failed }
        if flag { continue }
        let result = run(body, in: Scope(parent: scope), expecting: expected)
        if case .finished = result { continue }
        return result
      case .doStatement(let body, _, _):
        // Nothing a scene runs throws: the body runs, no `catch` does.
        let result = run(body, in: Scope(parent: scope), expecting: expected)
        if case .finished = result { continue }
        return result
      case .forIn:
        break
      }
    }
    return .finished
  }

  // MARK: Switch

  /// Whether `value` matches `pattern` (a `switch` case's, an `if case`'s), binding the names
  /// the pattern binds into `bound`; nil after an error.
  func matches(_ pattern: CasePattern, _ value: Value, in scope: Scope, binding bound: Scope)
    -> Bool?
  {
    var patternType = ValueType.anything
    if case .instance(let instance) = value, data.types[instance.type] != nil {
      patternType = .declared(instance.type)
    }
    switch pattern {
    case .wildcard:
      return true
    case .enumCase("", let names, _):
      if let name = names.first, let name { bound.bind(name, value) }
      return true
    case .enumCase("some", let names, _) where names.count == 1:
      // `case .some(let text) = name`: an optional that holds a value.
      if case .none = value { return false }
      if let name = names[0] { bound.bind(name, value) }
      return true
    case .enumCase("none", let names, _) where names.isEmpty:
      if case .none = value { return true }
      return false
    case .enumCase(let name, let names, let range):
      if case .instance(let instance) = value, instance.caseName != nil {
        guard instance.caseName == name else { return false }
        for (binding, associated) in zip(names, instance.associated) {
          if let binding { bound.bind(binding, associated) }
        }
        return true
      }
      guard let member = eval(.implicitMember(name, range), in: scope, expecting: patternType)
      else { return nil }
      return same(value, member) == true
    case .value(let expr):
      guard let candidate = eval(expr, in: scope, expecting: patternType) else { return nil }
      if case .range(let range) = candidate, case .int(let n) = value {
        return range.contains(n)
      }
      return same(value, candidate) == true
    }
  }

  /// The views of the `switch` case that matches, in a view builder.
  func buildSwitch(
    _ subject: Expr, _ cases: [SwitchCase], in scope: Scope, at location: SourceLocation
  ) -> [ViewNode]? {
    guard let (chosen, caseScope) = chooseCase(subject, cases, in: scope, at: location) else {
      return nil
    }
    return buildViews(chosen.body, in: caseScope)
  }

  /// The first case whose pattern matches the subject, with the names its pattern binds.
  private func chooseCase(
    _ subject: Expr, _ cases: [SwitchCase], in scope: Scope, at location: SourceLocation
  ) -> (SwitchCase, Scope)? {
    guard let value = eval(subject, in: scope, expecting: .anything) else { return nil }
    for switchCase in cases {
      if switchCase.patterns.isEmpty { return (switchCase, Scope(parent: scope)) }
      for pattern in switchCase.patterns {
        let bound = Scope(parent: scope)
        guard let matched = matches(pattern, value, in: scope, binding: bound) else { return nil }
        if matched { return (switchCase, bound) }
      }
    }
    error(
      "no case of the 'switch' matches \(dataDescription(value) ?? describe(value)); add a 'default:'",
      at: location)
    return nil
  }
}

extension Declaration {
  /// The function, when this is an `init(...)`.
  var initializer: Function? {
    if case .function(let function) = self, function.name == "init" { return function }
    return nil
  }
}
