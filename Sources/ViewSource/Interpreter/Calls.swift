import LayoutCore

/// Calls: initializers of views and values, modifiers, custom views and modifiers, layouts.
extension SceneInterpreter {
  func call(
    _ callee: Expr, _ arguments: [Argument], in scope: Scope, expecting expected: ValueType,
    at range: SourceRange
  ) -> Value? {
    let outer = currentCall
    currentCall = range
    defer { currentCall = outer }
    if let result = dataCall(callee, arguments, in: scope, expecting: expected, at: range) {
      return result
    }
    switch callee {
    case .implicitMember("constant", _) where arguments.count == 1 && arguments[0].label == nil,
      .member(.name("Binding", _), "constant", _)
    where arguments.count == 1 && arguments[0].label == nil:
      // `.constant(3)`, a binding that never changes (a preview's): for a layout, its value.
      return eval(arguments[0].value, in: scope, expecting: expected)
    case .implicitMember(let name, let memberRange):
      if name == "init" {
        return construct(typeName(for: expected), arguments, in: scope, at: memberRange.start)
      }
      if expected == .font && (name == "system" || name == "custom") {
        return font(name, arguments, in: scope, at: memberRange.start)
      }
      if expected == .gridItemSize {
        return gridItemSize(name, arguments, in: scope, at: memberRange.start)
      }
      if name == "random", [.number, .int, .bool].contains(expected) {
        return random(
          expected == .int ? "Int" : expected == .bool ? "Bool" : "CGFloat", arguments,
          in: scope, at: memberRange.start)
      }
      if (expected == .view || expected == .anything)
        && (Catalog.modifierNames.contains(name) || customModifiers[name] != nil)
      {
        // A line starting with `.padding()` whose view is missing above it.
        error("the modifier '\(name)' has no view before it to modify", at: memberRange.start)
      } else if expected == .anything {
        error(
          "cannot infer contextual base in reference to member '\(name)'", at: memberRange.start)
      } else {
        error("type '\(expected)' has no function '\(name)'", at: memberRange.start)
      }
      return nil
    case .name(let name, let nameRange):
      if let value = scope.lookup(name), case .closure = value {
        error("calling closures is not supported in scenes", at: nameRange.start)
        return nil
      }
      if scope.lookup(name) == nil, let result = numericFunction(name, arguments, in: scope) {
        return result
      }
      if scope.lookup(name) == nil || Self.typeNames.contains(name) {
        return construct(name, arguments, in: scope, at: nameRange.start)
      }
      // `let layout = AnyLayout(GridLayout())` then `layout { ... }` (§9.1).
      if case .layout(let layout)? = scope.lookup(name) {
        return layoutContainer(layout, arguments, in: scope, at: nameRange.start)
      }
      error("'\(name)' is not a function", at: nameRange.start)
      return nil
    case .member(.name(let type, let typeRange), "init", _)
    where scope.lookup(type) == nil && !Self.typeNames.contains(type):
      // `Image.init("x")` is `Image("x")`.
      return construct(type, arguments, in: scope, at: typeRange.start)
    case .member(let base, let name, let memberRange):
      // `.title2.weight(.semibold)`, `.red.opacity(0.5)`: the base has the call's type.
      let baseType: ValueType = expected == .font || expected == .color ? expected : .anything
      guard let receiver = eval(base, in: scope, expecting: baseType) else { return nil }
      currentCall = range
      let nameLocation = memberRange.end.shifted(by: -name.count)
      if let result = dataMethodCall(
        name, on: receiver, base: base, arguments, in: scope, at: nameLocation)
      {
        return result
      }
      switch receiver {
      case .type(let type) where name == "init":
        return construct(type, arguments, in: scope, at: nameLocation)
      case .type("Font") where name == "system" || name == "custom":
        return font(name, arguments, in: scope, at: nameLocation)
      case .type(let type) where name == "random" && FoundationValues.hasRandom(type):
        return random(type, arguments, in: scope, at: nameLocation)
      case .type(let type):
        if let value = staticMember(name, of: type) {
          return applyMethod(name, to: value, arguments, in: scope, at: nameLocation)
        }
        error("type '\(type)' has no function '\(name)'", at: nameLocation)
        return nil
      default:
        return applyMethod(
          name, to: receiver, arguments, in: scope, at: nameLocation, base: base)
      }
    default:
      guard let value = eval(callee, in: scope, expecting: .anything) else { return nil }
      if case .layout(let layout) = value {
        return layoutContainer(layout, arguments, in: scope, at: callee.range.start)
      }
      error("\(value.kindName) cannot be called", at: callee.range.start)
      return nil
    }
  }

  /// A method call on a value: a modifier on a view, `opacity` on a colour, ....
  func applyMethod(
    _ name: String, to receiver: Value, _ arguments: [Argument], in scope: Scope,
    at location: SourceLocation, base: Expr? = nil
  ) -> Value? {
    if case .color(let color) = receiver, name == "opacity" {
      let call = Call(
        interpreter: self, name: "opacity", overload: 0, parameters: [], values: [],
        arguments: arguments, scope: scope, location: location, views: [])
      guard let amount = call.resolved([[.unlabelled("opacity", .number)]])?.number("opacity")
      else { return nil }
      return .color(color.opacity(amount))
    }
    if case .font(let font) = receiver {
      return fontMethod(name, of: font, arguments, in: scope, at: location)
    }
    if case .layout(let layout) = receiver, name == "callAsFunction" {
      return layoutContainer(layout, arguments, in: scope, at: location)
    }
    if FoundationValues.hasMethod(name, on: receiver) {
      return valueMethod(name, on: receiver, arguments, in: scope, at: location)
    }
    guard var views = viewNodes(receiver, at: location) else { return nil }
    // The base view of the chain (`Color.red` in `Color.red.frame(...)`), where no call of its
    // own stamped it.
    if let base { views = stampingUnmarked(views, base) }
    if name == "modifier" {
      let use = currentCall
      return applyModifierStruct(to: views, arguments, in: scope, at: location)
        .map { .views(markingUse($0, at: use)) }
    }
    if let function = customModifiers[name] {
      let use = currentCall
      return applyCustomModifier(
        function, to: views, arguments: arguments, scope: scope, at: location
      )
      .map { .views(markingUse($0, at: use)) }
    }
    return modifier(name, on: views, arguments, in: scope, at: location).map { .views($0) }
  }

  // MARK: Overloads

  /// The first overload whose labels and types fit, with its argument values; reports the
  /// errors of the overload that matched best when none fits.
  func resolve(
    _ callee: String, _ overloads: [[Parameter]], _ arguments: [Argument], in scope: Scope,
    at location: SourceLocation
  ) -> (Int, [Value?])? {
    var best: (matched: Int, diagnostics: [Diagnostic])?
    let labels = overloads.flatMap { $0.compactMap(\.label) }
    for (index, parameters) in overloads.enumerated() {
      switch ArgumentMatcher.match(
        arguments, to: parameters, callee: callee, at: location, knownLabels: labels)
      {
      case .failure(let mismatch):
        let diagnostic = Diagnostic(.error, mismatch.message, at: mismatch.location)
        if best == nil || mismatch.matched > best!.matched {
          best = (mismatch.matched, [diagnostic])
        }
      case .success(let indices):
        // Arguments whose type this overload accepted: `.padding(.nan)` is the length
        // overload with a NaN, not the edges overload with an unknown member.
        var typed = 0
        let (values, reported) = attempt { () -> [Value?]? in
          var values: [Value?] = []
          for (parameter, argumentIndex) in zip(parameters, indices) {
            guard let argumentIndex else {
              values.append(nil)
              continue
            }
            guard
              let value = evaluateArgument(
                arguments[argumentIndex], as: parameter, in: scope, typed: &typed)
            else {
              return nil
            }
            values.append(value)
          }
          return values
        }
        if let values {
          // The notes and warnings of the overload that fitted (a `random` read as its
          // lowest value); the errors made the others fail.
          report(reported)
          return (index, values)
        }
        if best == nil || arguments.count + 1 + typed > best!.matched {
          best = (arguments.count + 1 + typed, reported)
        }
      }
    }
    report(best?.diagnostics ?? [])
    return nil
  }

  /// One argument evaluated as `parameter` expects, with numbers widened and type checked;
  /// `typed` counts the arguments whose type fitted, even if their value did not.
  func evaluateArgument(
    _ argument: Argument, as parameter: Parameter, in scope: Scope, typed: inout Int
  ) -> Value? {
    let location = argument.value.range.start
    if parameter.type == .source { return Value.none }
    if parameter.type == .closure {
      guard case .closure(let closure) = argument.value else {
        error("expected a closure for '\(parameter.label ?? "content")'", at: location)
        return nil
      }
      return .closure(closure, scope)
    }
    guard let value = eval(argument.value, in: scope, expecting: parameter.type) else { return nil }
    if case .none = value, parameter.hasDefault || parameter.acceptsNil { return value }
    if parameter.type == .number, case .double = value { typed += 1 }
    return coerce(value, to: parameter.type, at: location)
  }

  /// `value` as the `type`, or nil after reporting that it does not fit.
  func coerce(_ value: Value, to type: ValueType, at location: SourceLocation) -> Value? {
    switch (type, value) {
    case (.anything, _), (.source, _), (.closure, .closure), (.string, .string), (.bool, .bool),
      (.color, .color), (.font, .font), (.horizontal, .horizontal), (.vertical, .vertical),
      (.alignment, .alignment), (.edges, .edges), (.axes, .axes), (.point, .point),
      (.size, .size), (.insets, .insets), (.unitPoint, .unitPoint), (.range, .range),
      (.listStyle, .listStyle), (.keyPath, .keyPath), (.layout, .layout), (.declared, _),
      (.gridItem, .gridItem), (.gridItemSize, .gridItemSize), (.pinnedViews, .pinnedViews):
      return value
    case (.gridItems, .array(let elements)):
      for element in elements {
        guard case .gridItem = element else {
          error("cannot use \(element.kindName) as 'GridItem'", at: location)
          return nil
        }
      }
      return value
    case (.number, .int(let n)): return .double(Double(n))
    case (.number, .double(let d)) where d.isNaN:
      error("the value is NaN (not a number)", at: location)
      return nil
    case (.number, .double): return value
    case (.int, .int): return value
    case (.int, .double(let d)) where d.rounded() == d && abs(d) < 1e15: return .int(Int(d))
    case (.view, .views), (.view, .color): return value
    default:
      error("cannot use \(value.kindName) as '\(type)'", at: location)
      return nil
    }
  }

  // MARK: Initializers

  /// `T(arguments)` for a view, a value type, a layout or a custom view.
  func construct(
    _ type: String, _ arguments: [Argument], in scope: Scope, at location: SourceLocation
  )
    -> Value?
  {
    if let custom = customViews[type] {
      let use = currentCall
      return instantiate(custom, arguments: arguments, at: location, scope: scope).map {
        .views(markingUse($0, at: use))
      }
    }
    if let value = constructData(type, arguments, in: scope, at: location) { return value }
    // Arguments are read by name from the overload that fitted (`Call`), never by position.
    let call = Call(
      interpreter: self, name: type, overload: 0, parameters: [], values: [],
      arguments: arguments, scope: scope, location: location, views: [])
    if let entry = LayoutRegistry.entry(named: type) {
      let content = arguments.filter { $0.isTrailing }
      let plain = Call(
        interpreter: self, name: type, overload: 0, parameters: [], values: [],
        arguments: arguments.filter { !$0.isTrailing }, scope: scope, location: location,
        views: [])
      guard let resolved = plain.resolved(entry.overloads), let layout = entry.make(resolved)
      else { return nil }
      if content.isEmpty { return .layout(layout) }
      return layoutContainer(layout, content, in: scope, at: location)
    }
    if let value = foundationValue(type, arguments, in: scope, at: location) { return value }
    if let view = constructView(type, arguments, in: scope, at: location) { return view }
    if Catalog.viewNames.contains(type) { return nil }
    switch type {
    case "CGPoint", "UnitPoint":
      guard
        let point = call.resolved([
          [.labelled("x", .number, optional: false), .labelled("y", .number, optional: false)]
        ]), let x = point.number("x"), let y = point.number("y")
      else { return nil }
      return type == "CGPoint" ? .point(CGPoint(x: x, y: y)) : .unitPoint(UnitPoint(x: x, y: y))
    case "CGSize":
      guard
        let size = call.resolved([
          [
            .labelled("width", .number, optional: false),
            .labelled("height", .number, optional: false),
          ]
        ]), let width = size.length("width"), let height = size.length("height")
      else { return nil }
      return .size(CGSize(width: width, height: height))
    case "EdgeInsets":
      let edges = ["top", "leading", "bottom", "trailing"]
      guard let insets = call.resolved([edges.map { .labelled($0, .number) }]) else { return nil }
      let n = edges.map { insets.length($0) ?? 0 }
      return .insets(EdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3]))
    case "Alignment":
      guard
        let pair = call.resolved([
          [
            .labelled("horizontal", .horizontal, optional: false),
            .labelled("vertical", .vertical, optional: false),
          ]
        ]),
        case .horizontal(let h)? = pair["horizontal"], case .vertical(let v)? = pair["vertical"]
      else { return nil }
      return .alignment(Alignment(horizontal: h, vertical: v))
    case "HorizontalAlignment", "VerticalAlignment":
      return customAlignment(type, arguments, in: scope, at: location)
    case "GridItem":
      return gridItem(call)
    case "AnyLayout":
      // `AnyLayout(GridLayout())`: the layout itself; every layout value is type-erased here.
      return call.resolved([[.unlabelled("layout", .layout)]])?["layout"]
    case "Array":
      // `Array(repeating: GridItem(), count: 3)`: three equal columns.
      guard
        let repeated = call.resolved([
          [
            .labelled("repeating", .anything, optional: false),
            .labelled("count", .int, optional: false),
          ]
        ]), let element = repeated["repeating"], case .int(let count)? = repeated["count"]
      else { return nil }
      guard (0...ForEachLimit.maximum).contains(count) else {
        error(
          "'Array(repeating:count:)' repeats 0 to \(ForEachLimit.maximum) times in scenes",
          at: location)
        return nil
      }
      return .array(Array(repeating: element, count: count))
    case "CGFloat", "Double", "Float":
      return call.resolved([[.unlabelled("value", .number)]])?["value"]
    case "Int":
      guard let number = call.resolved([[.unlabelled("value", .number)]])?.number("value"),
        number.isFinite, abs(number) < 1e15
      else { return nil }
      return .int(Int(number))
    default:
      // Declared in the scene but refused there: that error is the one to read.
      if refusedNames.contains(type) { return nil }
      if Catalog.unsupportedViews.contains(type) {
        return placeholder(type, arguments, in: scope, at: location)
      }
      let known =
        Catalog.viewNames + LayoutRegistry.names + Array(customViews.keys) + Array(Self.typeNames)
      let suggestion = Suggestions.closest(to: type, in: known)
      // A view of another file; a name close to a known one is a typo, not a placeholder.
      if suggestion == nil, type.first?.isUppercase == true, !Self.typeNames.contains(type) {
        return placeholder(type, arguments, in: scope, at: location)
      }
      if let suggestion {
        error("unknown view '\(type)'; did you mean '\(suggestion)'?", at: location)
      } else {
        error("unknown view '\(type)'", at: location)
      }
      return nil
    }
  }

  /// `HorizontalAlignment(MyID.self)` for an identifier declared in the scene.
  private func customAlignment(
    _ type: String, _ arguments: [Argument], in scope: Scope, at location: SourceLocation
  )
    -> Value?
  {
    guard arguments.count == 1, arguments[0].label == nil else {
      error("'\(type)' is created from an AlignmentID type: '\(type)(MyID.self)'", at: location)
      return nil
    }
    guard let identifier = eval(arguments[0].value, in: scope, expecting: .anything) else {
      return nil
    }
    guard case .metatype(let idName) = identifier else {
      error("'\(type)' is created from an AlignmentID type: '\(type)(MyID.self)'", at: location)
      return nil
    }
    // In an extension, its own nested type first (`HorizontalAlignment.Quarter`).
    var qualified: (Function, String)?
    if case .string(let parent)? = scope.lookup("__extension") {
      qualified = alignmentIDs["\(parent).\(idName)"]
    }
    guard let (function, parameter) = qualified ?? alignmentIDs[idName] else {
      error(
        "cannot find the AlignmentID '\(idName)' in the scene", at: arguments[0].value.range.start)
      return nil
    }
    let memberName: String
    if case .string(let name)? = scope.lookup("__memberName") {
      memberName = name
    } else {
      memberName = idName
    }
    var declaration: String?
    if case .string(let text)? = scope.lookup("__declaration") { declaration = text }
    // Check the default value once now, so its errors point at the scene; at layout time it
    // runs again for each size.
    let check = Scope(parent: globals)
    if let probe = ViewDimensionsProbe.make(width: 100, height: 50) {
      check.bind(parameter, .dimensions(probe))
      _ = evaluateNumber(function.body, in: check, what: "defaultValue")
    }
    let compute: (ViewDimensions) -> CGFloat = { d in
      self.runtimeLock.withLock {
        let scope = Scope(parent: self.globals)
        scope.bind(parameter, .dimensions(d))
        let quiet = self.attempt {
          self.evaluateNumber(function.body, in: scope, what: "defaultValue")
        }
        return CGFloat(quiet.0 ?? 0)
      }
    }
    if type == "HorizontalAlignment" {
      return .horizontal(
        HorizontalAlignment(named: memberName, declaration: declaration, defaultValue: compute))
    }
    return .vertical(
      VerticalAlignment(named: memberName, declaration: declaration, defaultValue: compute))
  }

  /// The number a function body or closure body computes: one expression or a `return`.
  func evaluateNumber(_ body: [Statement], in scope: Scope, what: String) -> Double? {
    var result: Double?
    for statement in body {
      switch statement {
      case .expression(let expr), .returnStatement(let expr?, _):
        guard let value = eval(expr, in: scope, expecting: .number) else { return nil }
        guard let number = value.number else {
          error("'\(what)' must compute a number, found \(value.kindName)", at: expr.range.start)
          return nil
        }
        result = number
        if case .returnStatement = statement { return result }
      case .declaration(.variable(let variable)):
        if let initializer = variable.initializer,
          let value = eval(initializer, in: scope, expecting: expectedType(variable.typeName))
        {
          scope.bind(variable.name, value)
        }
      default:
        error(
          "'\(what)' may only hold 'let' constants and one expression", at: statement.range.start)
        return nil
      }
    }
    if result == nil, let first = body.first {
      error("'\(what)' must compute a number", at: first.range.start)
    }
    return result
  }

  // MARK: Layout containers

  /// A layout applied to its content closure: `MyFrame(...) { ... }`.
  func layoutContainer(
    _ layout: AnyLayout, _ arguments: [Argument], in scope: Scope, at location: SourceLocation
  )
    -> Value?
  {
    guard arguments.count == 1, arguments[0].isTrailing || arguments[0].label == nil,
      case .closure(let closure) = arguments[0].value
    else {
      error(
        "a layout takes its content as a trailing closure: '\(layout.name)(...) { ... }'",
        at: location)
      return nil
    }
    guard let content = buildViews(closure.body, in: Scope(parent: scope)) else { return nil }
    let helpers = LayoutRegistry.entry(for: layout)?.helpers ?? []
    return .views([ViewNode(.layout(layout), children: helpers + content)])
  }
}

/// Dimensions for checking a guide's closure before any layout exists.
enum ViewDimensionsProbe {
  /// Dimensions of a view of the given size with no explicit guides, obtained from the engine.
  static func make(width: CGFloat, height: CGFloat) -> ViewDimensions? {
    var captured: ViewDimensions?
    let probe = Color.clear.frame(width: width, height: height)
      .alignmentGuide(HorizontalAlignment.leading) { d in
        captured = d
        return 0
      }
    _ = LayoutEngine(isTracing: false).layout(
      VStack(alignment: .leading) {
        probe
        Color.clear.frame(width: 0, height: 0)
      }, in: CGSize(width: width, height: height))
    return captured
  }
}

extension SceneInterpreter {
  /// `max(people, 1)`, `min(a, b, c)`, `abs(x)`: Swift's standard numeric functions; nil
  /// when `name` is none of them, so a file's own `max` view still constructs. An `Int` stays
  /// an `Int` when every argument is one. `.some(nil)` after an argument's error.
  func numericFunction(_ name: String, _ arguments: [Argument], in scope: Scope) -> Value?? {
    let arity = name == "abs" ? 1...1 : 2...Int.max
    guard ["max", "min", "abs"].contains(name), arity.contains(arguments.count),
      arguments.allSatisfy({ $0.label == nil && !$0.isTrailing })
    else { return nil }
    var values: [Value] = []
    for argument in arguments {
      guard let value = eval(argument.value, in: scope, expecting: .number), value.number != nil
      else {
        error("'\(name)' takes numbers", at: argument.value.range.start)
        return .some(nil)
      }
      values.append(value)
    }
    let integers = values.compactMap { if case .int(let n) = $0 { n } else { nil } }
    if integers.count == values.count {
      switch name {
      case "max": return .some(.int(integers.max()!))
      case "min": return .some(.int(integers.min()!))
      default:
        // Swift traps on `abs(Int.min)`; the magnitude saturates instead.
        return .some(.int(integers[0] == .min ? .max : abs(integers[0])))
      }
    }
    let numbers = values.compactMap(\.number)
    switch name {
    case "max": return .some(.double(numbers.max()!))
    case "min": return .some(.double(numbers.min()!))
    default: return .some(.double(abs(numbers[0])))
    }
  }
}
