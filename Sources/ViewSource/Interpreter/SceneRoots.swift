import LayoutCore

/// The views a file can show, and how each is built: previews, the app's window, view structs.
extension SceneInterpreter {
  /// A root the file offers, with what builds its views.
  struct RootCandidate {
    var root: SceneRoot
    /// The preview's title, shown in the playground's title bar.
    var title: String?
    var build: () -> [ViewNode]?
    /// Whether the root is a view struct whose stored properties need values from a caller.
    var needsArguments = false
  }

  /// Wrappers whose value the environment or SwiftUI gives, never a caller: a memberwise
  /// initializer has no parameter for them.
  static let environmentWrappers: Set<String> = [
    "Environment", "EnvironmentObject", "FocusState", "Namespace", "GestureState",
    "FocusedValue", "FocusedBinding", "Query",
  ]

  /// The value an environment-provided property reads as: the scene has no environment, so
  /// nothing (`nil`); a note on the wrapper already says it is read as a plain property.
  func environmentValue(_ variable: Variable) -> Value { Value.none }

  /// Every root of the file, in source order within each kind, kinds in `SceneRoot.Kind`
  /// order.
  func rootCandidates(_ items: [Statement]) -> [RootCandidate] {
    var candidates: [RootCandidate] = []
    var untitledPreviews = 0
    var typeDeclarations: [TypeDeclaration] = []
    for item in items {
      switch item {
      case .declaration(.variable(let variable)) where variable.name == "body":
        candidates.append(
          RootCandidate(
            root: SceneRoot(name: "body", kind: .body, location: variable.range.start),
            build: { [unowned self] in evaluateProperty(variable, in: globals).map { [$0] } }))
      case .declaration(.preview(let title, let closure, let range)):
        var name = title ?? "Preview"
        if title == nil {
          untitledPreviews += 1
          if untitledPreviews > 1 { name += " \(untitledPreviews)" }
        }
        candidates.append(
          RootCandidate(
            root: SceneRoot(name: name, kind: .preview, location: range.start), title: title,
            build: { [unowned self] in buildViews(closure.body, in: Scope(parent: globals)) }))
      case .declaration(.type(let type)):
        typeDeclarations.append(type)
      default:
        break
      }
    }
    for type in typeDeclarations where type.conformances.contains("PreviewProvider") {
      candidates.append(
        RootCandidate(
          root: SceneRoot(name: type.name, kind: .previewProvider, location: type.range.start),
          build: { [unowned self] in previews(of: type) }))
    }
    for type in typeDeclarations where apps[type.name] != nil {
      candidates.append(
        RootCandidate(
          root: SceneRoot(name: type.name, kind: .app, location: type.range.start),
          build: { [unowned self] in window(of: type) }))
    }
    // `customViews` holds each struct with its extensions' members joined.
    for case let type? in typeDeclarations.map({ customViews[$0.name] }) {
      candidates.append(
        RootCandidate(
          root: SceneRoot(name: type.name, kind: .view, location: type.range.start),
          build: { [unowned self] in instantiateRoot(type, from: items) },
          needsArguments: !requiredProperties(of: type).isEmpty))
    }
    return candidates.sorted { $0.root.kind.order < $1.root.kind.order }
  }

  /// The root shown when none is named: a `body`, a preview, a preview provider, the app,
  /// then `ContentView` or the last view struct declared, unless that one needs values and
  /// the file ends in a view expression (a scene that builds its parts).
  func defaultRoot(_ candidates: [RootCandidate], hasExpressions: Bool) -> RootCandidate? {
    if let first = candidates.first(where: { $0.root.kind != .view }) { return first }
    let views = candidates.filter { $0.root.kind == .view }
    guard
      let view = views.first(where: { $0.root.name == "ContentView" })
        ?? views.max(by: { $0.root.location < $1.root.location })
    else { return nil }
    return view.needsArguments && hasExpressions ? nil : view
  }

  /// `static var previews: some View { ... }` of a `PreviewProvider`.
  private func previews(of type: TypeDeclaration) -> [ViewNode]? {
    for member in type.members {
      if case .variable(let variable) = member, variable.name == "previews" {
        return evaluateProperty(variable, in: globals).map { [$0] }
      }
    }
    error(
      "'\(type.name)' has no 'static var previews: some View { ... }'", at: type.nameRange.start)
    return nil
  }

  /// The content of an `App`'s first `WindowGroup` (or `Window`, `DocumentGroup`): the
  /// window is the device's screen, which the playground's canvas stands for.
  private func window(of type: TypeDeclaration) -> [ViewNode]? {
    let scenes: Set<String> = ["WindowGroup", "Window", "DocumentGroup", "MenuBarExtra"]
    for member in type.members {
      guard case .variable(let variable) = member, variable.name == "body",
        let body = variable.body
      else { continue }
      for statement in body {
        guard case .expression(.call(.name(let name, _), let arguments, _)) = statement,
          scenes.contains(name),
          let content = arguments.last(where: { $0.isTrailing || $0.label == "content" }),
          case .closure(let closure) = content.value
        else { continue }
        return buildViews(closure.body, in: Scope(parent: globals))
      }
    }
    error(
      "'\(type.name)' has no 'WindowGroup { ... }' in its body to show", at: type.nameRange.start)
    return nil
  }

  /// The stored properties of a View struct that a caller must give: no value of their own,
  /// not given by the environment.
  func requiredProperties(of type: TypeDeclaration) -> [Variable] {
    type.members.compactMap { member in
      guard case .variable(let variable) = member, variable.name != "body", !variable.isStatic,
        variable.body == nil, variable.initializer == nil, !Self.isOptional(variable),
        variable.wrapper.map(Self.environmentWrappers.contains) != true
      else { return nil }
      return variable
    }
  }

  /// A View struct shown on its own: with the values a preview in the file gives it, or else
  /// with typed placeholders (a `String` its name, numbers 0), each said in a note.
  private func instantiateRoot(_ type: TypeDeclaration, from items: [Statement]) -> [ViewNode]? {
    let required = requiredProperties(of: type)
    if required.isEmpty { return instantiate(type, arguments: [], at: type.range.start) }
    if let (arguments, range) = previewCall(of: type.name, in: items) {
      let (views, reported) = attempt {
        instantiate(type, arguments: arguments, at: range.start)
      }
      if let views {
        report(reported)
        note(
          "'\(type.name)' is shown with the values of its preview at line \(range.start.line)",
          at: type.nameRange.start)
        return views
      }
    }
    var arguments: [Argument] = []
    var described: [String] = []
    for variable in required {
      guard let (value, text) = placeholder(for: variable) else {
        error(
          "'\(type.name)' needs a value for '\(variable.name)' to be shown: add '#Preview { \(type.name)(\(variable.name): ...) }'",
          at: type.nameRange.start)
        return nil
      }
      arguments.append(Argument(label: variable.name, value: value, range: variable.range))
      described.append("\(variable.name) = \(text)")
    }
    note(
      "'\(type.name)' is shown with placeholder values: \(described.joined(separator: ", "))",
      at: type.nameRange.start)
    return instantiate(type, arguments: arguments, at: type.range.start)
  }

  /// A placeholder for a property by its declared type, as source: a `String` is its own
  /// name, numbers are 0, a `Bool` is false, an optional is nil, an array three placeholders.
  private func placeholder(for variable: Variable) -> (Expr, String)? {
    guard let typeName = variable.typeName else { return nil }
    return placeholder(ofType: typeName, named: variable.name, at: variable.range)
  }

  private func placeholder(ofType written: String, named name: String, at range: SourceRange)
    -> (Expr, String)?
  {
    var typeName = written.trimmingCharacters(in: .whitespaces)
    if typeName.hasSuffix("?") || typeName.hasSuffix("!") {
      return (.nilLiteral(range), "nil")
    }
    if typeName.hasPrefix("Binding<") && typeName.hasSuffix(">") {
      typeName = String(typeName.dropFirst("Binding<".count).dropLast())
    }
    if typeName.hasPrefix("Optional<") { return (.nilLiteral(range), "nil") }
    switch typeName {
    case "String", "LocalizedStringKey", "Substring":
      return (.string([.text(name)], range), "\"\(name)\"")
    case "Int", "Double", "CGFloat", "Float", "Int64", "UInt", "TimeInterval":
      return (.number(0, "0", range), "0")
    case "Bool":
      return (.bool(false, range), "false")
    case "Color":
      return (.member(.name("Color", range), "gray", range), "Color.gray")
    default:
      if typeName.hasPrefix("[") && typeName.hasSuffix("]") && !typeName.contains(":") {
        let element = String(typeName.dropFirst().dropLast())
        var elements: [Expr] = []
        var texts: [String] = []
        for index in 1...3 {
          guard
            let (expr, text) = placeholder(ofType: element, named: "\(name) \(index)", at: range)
          else { return nil }
          elements.append(expr)
          texts.append(text)
        }
        return (.array(elements, range), "[\(texts.joined(separator: ", "))]")
      }
      return nil
    }
  }

  /// The arguments of the first call `name(...)` in the file's previews, and its range.
  private func previewCall(of name: String, in items: [Statement]) -> ([Argument], SourceRange)? {
    for item in items {
      switch item {
      case .declaration(.preview(_, let closure, _)):
        if let found = firstCall(of: name, in: closure.body) { return found }
      case .declaration(.type(let type)) where type.conformances.contains("PreviewProvider"):
        for member in type.members {
          guard case .variable(let variable) = member else { continue }
          if let body = variable.body, let found = firstCall(of: name, in: body) { return found }
          if let initializer = variable.initializer,
            let found = firstCall(of: name, in: [.expression(initializer)])
          {
            return found
          }
        }
      default:
        break
      }
    }
    return nil
  }

  private func firstCall(of name: String, in statements: [Statement]) -> (
    [Argument], SourceRange
  )? {
    for statement in statements {
      switch statement {
      case .expression(let expr), .returnStatement(let expr?, _):
        if let found = firstCall(of: name, in: expr) { return found }
      case .declaration(.variable(let variable)):
        if let initializer = variable.initializer, let found = firstCall(of: name, in: initializer)
        {
          return found
        }
      case .ifStatement(_, let then, let otherwise, _):
        if let found = firstCall(of: name, in: then)
          ?? otherwise.flatMap({
            firstCall(of: name, in: $0)
          })
        {
          return found
        }
      case .forIn(_, _, let body, _), .doStatement(let body, _, _):
        if let found = firstCall(of: name, in: body) { return found }
      default:
        break
      }
    }
    return nil
  }

  private func firstCall(of name: String, in expr: Expr) -> ([Argument], SourceRange)? {
    switch expr {
    case .call(let callee, let arguments, let range):
      if case .name(name, _) = callee { return (arguments, range) }
      if case .member(.name(name, _), "init", _) = callee { return (arguments, range) }
      if let found = firstCall(of: name, in: callee) { return found }
      for argument in arguments {
        if let found = firstCall(of: name, in: argument.value) { return found }
      }
      return nil
    case .member(let base, _, _):
      return firstCall(of: name, in: base)
    case .closure(let closure):
      return firstCall(of: name, in: closure.body)
    case .parenthesized(let inner, _):
      return firstCall(of: name, in: inner)
    default:
      return nil
    }
  }
}

extension SceneRoot.Kind {
  /// The order in which a file's default root is chosen.
  var order: Int { Self.allCases.firstIndex(of: self)! }
}
