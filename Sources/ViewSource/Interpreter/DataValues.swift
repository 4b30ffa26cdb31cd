import LayoutCore

/// A value of a struct, class or enum declared in the scene, or a pair that `enumerated()`
/// makes: its members are a scope of their own, so `item.title` reads the instance's `title`.
///
/// Layout reads data only to build views (issue #13: rows from `[Item]`, tabs from an enum),
/// so instances are immutable: a scene is laid out once, with its initial values.
final class Instance {
  let type: String
  let members: Scope
  /// The names `members` declares itself (its parent is the scene's globals).
  let memberNames: Set<String>
  /// The case, for an enum value.
  let caseName: String?
  /// An enum case's associated values, or a pair's two values.
  let associated: [Value]

  init(
    type: String, members: Scope, memberNames: Set<String>, caseName: String? = nil,
    associated: [Value] = []
  ) {
    self.type = type
    self.members = members
    self.memberNames = memberNames
    self.caseName = caseName
    self.associated = associated
  }

  /// The member named `name` of this instance, not of the scope around it.
  func member(_ name: String) -> Value? {
    memberNames.contains(name) ? members.lookup(name) : nil
  }
}

/// One entry of a dictionary value.
struct DictionaryValue {
  var key: Value
  var value: Value
}

/// Arrays, dictionaries and instances as values: literals, members (`count`, `first`),
/// methods (`enumerated()`, `sorted()`, `filter { }`), subscripts and equality, as Swift
/// gives them for the data a view is built from.
extension SceneInterpreter {
  /// `[a, b]` when no edge or axis set is expected: an array whose elements are typed by the
  /// expected element type (`[Tab]` makes `.home` a `Tab`).
  func arrayValue(
    _ elements: [Expr], in scope: Scope, expecting expected: ValueType
  ) -> Value? {
    let elementType = self.elementType(of: expected)
    var values: [Value] = []
    for element in elements {
      guard let value = eval(element, in: scope, expecting: elementType) else { return nil }
      values.append(value)
    }
    return .array(values)
  }

  /// `["a": 1]`.
  func dictionaryValue(_ entries: [DictionaryEntry], in scope: Scope, expecting: ValueType)
    -> Value?
  {
    var (keyType, valueType) = (ValueType.anything, ValueType.anything)
    if case .declared(let name) = expecting, name.hasPrefix("["), name.hasSuffix("]"),
      let colon = name.firstIndex(of: ":")
    {
      keyType = expectedType(String(name[name.index(after: name.startIndex)..<colon]))
      valueType = expectedType(
        String(name[name.index(after: colon)..<name.index(before: name.endIndex)])
          .trimmingCharacters(in: .whitespaces))
    }
    var values: [DictionaryValue] = []
    for entry in entries {
      guard let key = eval(entry.key, in: scope, expecting: keyType),
        let value = eval(entry.value, in: scope, expecting: valueType)
      else { return nil }
      values.append(DictionaryValue(key: key, value: value))
    }
    return .dictionary(values)
  }

  /// The type of an array's elements: `Tab` for `[Tab]`.
  func elementType(of expected: ValueType) -> ValueType {
    if expected == .gridItems { return .gridItem }
    guard case .declared(let name) = expected, name.hasPrefix("["), name.hasSuffix("]"),
      !name.contains(":")
    else { return .anything }
    return expectedType(String(name.dropFirst().dropLast()))
  }

  /// The values a `for` loop or a `ForEach` runs over: a range's integers, an array's
  /// elements, a dictionary's key–value pairs.
  func loopElements(_ value: Value) -> [Value]? {
    switch value {
    case .range(let range):
      // A range longer than any loop may run is never made into an array.
      guard range.count <= ForEachLimit.maximum else { return nil }
      return range.map { .int($0) }
    case .array(let values): return values
    case .dictionary(let entries): return entries.map { pair($0.key, $0.value, "key", "value") }
    default: return nil
    }
  }

  /// How many elements a loop over `value` runs, without making them.
  func loopCount(_ value: Value) -> Int? {
    switch value {
    case .range(let range): return range.count
    case .array(let values): return values.count
    case .dictionary(let entries): return entries.count
    default: return nil
    }
  }

  /// Binds one element of a loop to the closure's parameters: `item`, `index, item` for a
  /// pair from `enumerated()`, or `$0`.
  func bindLoopElement(_ element: Value, to parameters: [String], in scope: Scope) {
    if parameters.count >= 2, case .instance(let pair) = element, pair.associated.count == 2 {
      scope.bind(parameters[0], pair.associated[0])
      scope.bind(parameters[1], pair.associated[1])
      return
    }
    scope.bind(parameters.first ?? "$0", element)
  }

  /// The names of a `for` loop's variable: `item`, or `(index, item)` as its two names.
  func loopParameters(_ name: String) -> [String] {
    guard name.hasPrefix("(") else { return [name] }
    return name.dropFirst().dropLast().split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  /// A pair as `enumerated()` (`offset`, `element`) or a dictionary (`key`, `value`) makes it.
  func pair(_ first: Value, _ second: Value, _ firstName: String, _ secondName: String) -> Value {
    let members = Scope(parent: nil)
    members.bind(firstName, first)
    members.bind(secondName, second)
    return .instance(
      Instance(
        type: "(\(firstName): _, \(secondName): _)", members: members,
        memberNames: [firstName, secondName], associated: [first, second]))
  }

  // MARK: Members

  /// A property of a data value (`items.count`, `item.title`, `kind.rawValue`), `.some`
  /// with nil after an error; nil when the value is not data, for the caller to answer.
  func dataMember(_ name: String, of value: Value, at range: SourceRange) -> Value?? {
    let location = range.end.shifted(by: -name.count)
    switch value {
    case .array(let values):
      switch name {
      case "count": return .int(values.count)
      case "isEmpty": return .bool(values.isEmpty)
      case "first": return values.first ?? Value.none
      case "last": return values.last ?? Value.none
      case "indices": return .range(0..<values.count)
      case "startIndex": return .int(0)
      case "endIndex": return .int(values.count)
      default:
        return .some(unknownMember(name, of: "Array", Self.arrayMembers, at: location))
      }
    case .range(let range):
      switch name {
      case "count": return .int(range.count)
      case "isEmpty": return .bool(range.isEmpty)
      case "first": return range.first.map { .int($0) } ?? Value.none
      case "last": return range.last.map { .int($0) } ?? Value.none
      case "lowerBound": return .int(range.lowerBound)
      case "upperBound": return .int(range.upperBound)
      case "indices": return .range(0..<range.count)
      default: return nil
      }
    case .dictionary(let entries):
      switch name {
      case "count": return .int(entries.count)
      case "isEmpty": return .bool(entries.isEmpty)
      case "keys": return .array(entries.map(\.key))
      case "values": return .array(entries.map(\.value))
      default:
        return .some(
          unknownMember(
            name, of: "Dictionary", ["count", "isEmpty", "keys", "values"], at: location))
      }
    case .string(let text):
      switch name {
      case "count": return .int(text.count)
      case "isEmpty": return .bool(text.isEmpty)
      case "capitalized": return .string(text.capitalized)
      case "first": return text.first.map { .string(String($0)) } ?? Value.none
      default: return nil
      }
    case .int(let n):
      return name == "description" ? .string(String(n)) : nil
    case .instance(let instance):
      if let member = instance.member(name) { return member }
      if name == "rawValue" || name == "id", instance.caseName != nil {
        return .string(instance.caseName!)
      }
      if name == "hashValue" { return .int(0) }
      let members = instance.memberNames.filter { $0 != "self" }
      return .some(unknownMember(name, of: instance.type, Array(members), at: location))
    case .views(let nodes):
      guard let property = data.viewProperties[name] else { return nil }
      let scope = Scope(parent: globals)
      scope.bind("self", .views(nodes))
      let use = currentCall
      definitions.append(name)
      defer { definitions.removeLast() }
      guard let body = property.body,
        let views = buildViews(body, in: scope)
      else { return .some(nil) }
      return .views(markingUse(views, at: use))
    default:
      return nil
    }
  }

  static let arrayMembers = [
    "count", "isEmpty", "first", "last", "indices", "enumerated", "prefix", "suffix",
    "reversed", "sorted", "filter", "map", "contains", "dropFirst", "dropLast",
  ]

  private func unknownMember(
    _ name: String, of type: String, _ members: [String], at location: SourceLocation
  ) -> Value? {
    if let suggestion = Suggestions.closest(to: name, in: members) {
      error(
        "value of type '\(type)' has no member '\(name)'; did you mean '\(suggestion)'?",
        at: location)
    } else {
      error("value of type '\(type)' has no member '\(name)'", at: location)
    }
    return nil
  }

  // MARK: Methods

  /// A method of an array or a string: `items.enumerated()`, `names.sorted()`,
  /// `items.filter { $0.isDone }`; nil when the receiver has no such method.
  func dataMethod(
    _ name: String, on receiver: Value, _ arguments: [Argument], in scope: Scope,
    at location: SourceLocation
  ) -> Value?? {
    let values: [Value]
    switch receiver {
    case .array(let elements): values = elements
    case .range(let range) where Self.arrayMethods.contains(name):
      guard let elements = loopElements(receiver) else {
        error(
          "the range has \(range.count) elements; scenes allow at most \(ForEachLimit.maximum)",
          at: location)
        return .some(nil)
      }
      values = elements
    case .dictionary(let entries) where Self.arrayMethods.contains(name):
      values = entries.map { pair($0.key, $0.value, "key", "value") }
    case .string(let text):
      switch name {
      case "uppercased": return .string(text.uppercased())
      case "lowercased": return .string(text.lowercased())
      case "hasPrefix", "hasSuffix", "contains":
        guard let argument = arguments.first,
          case .string(let other)? = eval(argument.value, in: scope, expecting: .string)
        else { return .some(nil) }
        let result =
          name == "hasPrefix"
          ? text.hasPrefix(other)
          : name == "hasSuffix" ? text.hasSuffix(other) : text.contains(other)
        return .bool(result)
      default: return nil
      }
    default: return nil
    }
    func count() -> Int? {
      guard let argument = arguments.first else { return 1 }
      guard case .int(let n)? = eval(argument.value, in: scope, expecting: .int), n >= 0 else {
        error("'\(name)' takes a count that is not negative", at: argument.value.range.start)
        return nil
      }
      return n
    }
    func closure() -> (Closure, Scope)? {
      guard let argument = arguments.first, case .closure(let closure) = argument.value else {
        error("'\(name)' takes a closure: '\(name) { ... }'", at: location)
        return nil
      }
      return (closure, scope)
    }
    let takesClosure =
      arguments.first.map { if case .closure = $0.value { true } else { false } } == true
    switch name {
    case "enumerated":
      return .array(
        values.enumerated().map { pair(.int($0.offset), $0.element, "offset", "element") })
    case "reversed": return .array(values.reversed())
    case "shuffled": return .array(values)
    case "sorted":
      if !arguments.isEmpty {
        error(
          "'sorted' in scenes sorts strings and numbers in increasing order: 'sorted()'",
          at: location)
        return .some(nil)
      }
      return sortedValues(values, at: location).map { .array($0) }
    case "prefix", "suffix", "dropFirst", "dropLast":
      guard let n = count() else { return .some(nil) }
      switch name {
      case "prefix": return .array(Array(values.prefix(n)))
      case "suffix": return .array(Array(values.suffix(n)))
      case "dropFirst": return .array(Array(values.dropFirst(n)))
      default: return .array(Array(values.dropLast(n)))
      }
    case _
    where ["filter", "map", "compactMap"].contains(name)
      || (["first", "contains"].contains(name) && takesClosure):
      guard let (closure, closureScope) = closure() else { return .some(nil) }
      var results: [Value] = []
      for value in values {
        guard let result = callClosure(closure, closureScope, with: [value]) else {
          return .some(nil)
        }
        switch name {
        case "map": results.append(result)
        case "compactMap": if case .none = result {} else { results.append(result) }
        default:
          guard case .bool(let keep) = result else {
            error("the closure of '\(name)' must return a Boolean", at: closure.range.start)
            return .some(nil)
          }
          if keep {
            if name == "first" { return value }
            if name == "contains" { return .bool(true) }
            results.append(value)
          }
        }
      }
      if name == "first" { return Value.none }
      if name == "contains" { return .bool(false) }
      return .array(results)
    case "contains":
      guard let argument = arguments.first,
        let needle = eval(argument.value, in: scope, expecting: .anything)
      else { return .some(nil) }
      return .bool(values.contains { same($0, needle) == true })
    case "randomElement", "min", "max":
      guard !values.isEmpty else { return Value.none }
      if name == "randomElement" { return values[0] }
      guard let sorted = sortedValues(values, at: location) else { return .some(nil) }
      return name == "min" ? sorted.first! : sorted.last!
    case "joined":
      var separator = ""
      if let argument = arguments.first,
        case .string(let text)? = eval(argument.value, in: scope, expecting: .string)
      {
        separator = text
      }
      return .string(values.map(describe).joined(separator: separator))
    default:
      if case .array = receiver {
        return .some(unknownMember(name, of: "Array", Self.arrayMembers, at: location))
      }
      return nil
    }
  }

  static let arrayMethods: Set<String> = [
    "enumerated", "reversed", "sorted", "prefix", "suffix", "dropFirst", "dropLast", "filter",
    "map", "compactMap", "contains", "first", "min", "max", "joined", "shuffled", "randomElement",
  ]

  /// Strings or numbers in increasing order.
  private func sortedValues(_ values: [Value], at location: SourceLocation) -> [Value]? {
    if values.allSatisfy({ $0.number != nil }) {
      return values.sorted { $0.number! < $1.number! }
    }
    var strings: [(String, Value)] = []
    for value in values {
      guard case .string(let text) = value else {
        error("'sorted' in scenes sorts strings and numbers, found \(value.kindName)", at: location)
        return nil
      }
      strings.append((text, value))
    }
    return strings.sorted { $0.0 < $1.0 }.map(\.1)
  }

  /// The value a closure computes for `arguments`, bound to its parameters or `$0`, `$1`.
  func callClosure(_ closure: Closure, _ scope: Scope, with arguments: [Value]) -> Value? {
    let call = Scope(parent: scope)
    if closure.parameters.isEmpty {
      for (index, argument) in arguments.enumerated() { call.bind("$\(index)", argument) }
      if arguments.count == 1, case .instance(let pair) = arguments[0], pair.associated.count == 2,
        pair.memberNames.contains("offset")
      {
        call.bind("$1", pair.associated[1])
      }
    } else if arguments.count == 1 {
      bindLoopElement(arguments[0], to: closure.parameters, in: call)
    } else {
      for (name, argument) in zip(closure.parameters, arguments) { call.bind(name, argument) }
    }
    return evaluateBody(closure.body, in: call, expecting: .anything)
  }

  // MARK: Subscripts and equality

  /// `items[0]`, `scores["a"]`; nil when the value is not an array or a dictionary.
  func dataSubscript(
    _ value: Value, _ arguments: [Argument], in scope: Scope, at location: SourceLocation
  )
    -> Value??
  {
    switch value {
    case .array(let values):
      guard arguments.count == 1,
        case .int(let index)? = eval(arguments[0].value, in: scope, expecting: .int)
      else {
        error("an array subscript takes one integer index: 'items[0]'", at: location)
        return .some(nil)
      }
      guard values.indices.contains(index) else {
        error(
          "index \(index) is out of range: the array has \(values.count) elements", at: location)
        return .some(nil)
      }
      return values[index]
    case .dictionary(let entries):
      guard arguments.count == 1,
        let key = eval(arguments[0].value, in: scope, expecting: .anything)
      else { return .some(nil) }
      return entries.first { same($0.key, key) == true }?.value ?? Value.none
    default:
      return nil
    }
  }

  /// Whether two values are equal as Swift compares them, or nil when they cannot be.
  func same(_ a: Value, _ b: Value) -> Bool? {
    switch (a, b) {
    case (.string(let x), .string(let y)): return x == y
    case (.bool(let x), .bool(let y)): return x == y
    case (.none, .none): return true
    case (.none, _), (_, .none): return false
    case (.instance(let x), .instance(let y)):
      if x === y { return true }
      guard x.type == y.type, let xc = x.caseName, xc == y.caseName,
        x.associated.count == y.associated.count
      else { return x.caseName != nil && y.caseName != nil ? false : nil }
      return zip(x.associated, y.associated).allSatisfy { same($0, $1) == true }
    case (.array(let x), .array(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) == true }
    default:
      if let x = a.number, let y = b.number { return x == y }
      return nil
    }
  }

  /// `==` and `!=` of data values (enum cases, arrays, nil), nil when not data.
  func dataEquality(_ op: String, _ a: Value, _ b: Value) -> Value? {
    guard op == "==" || op == "!=" else { return nil }
    switch (a, b) {
    case (.instance, _), (_, .instance), (.array, _), (.none, _), (_, .none):
      guard let equal = same(a, b) else { return nil }
      return .bool(op == "==" ? equal : !equal)
    default:
      return nil
    }
  }

  /// How interpolation prints a data value: an enum case's name, an array's elements.
  func dataDescription(_ value: Value) -> String? {
    switch value {
    case .instance(let instance):
      guard let name = instance.caseName else { return instance.type + "(...)" }
      if instance.associated.isEmpty { return name }
      return name + "(" + instance.associated.map(describe).joined(separator: ", ") + ")"
    case .array(let values):
      return "["
        + values.map { if case .string(let s) = $0 { "\"\(s)\"" } else { describe($0) } }
        .joined(separator: ", ") + "]"
    default:
      return nil
    }
  }

  /// Whether a loop's closed source reads without the scene's data: it names no declared
  /// type or function and no value that cannot be written in place (a model's instance).
  func printsOnItsOwn(_ source: String, closure: Closure, in scope: Scope) -> Bool {
    let parameters = Set(closure.parameters)
    return !Lexer.tokens(of: source).tokens.contains { token in
      guard let name = token.identifier, !parameters.contains(name) else { return false }
      if data.types[name] != nil || data.extensionMembers[name] != nil { return true }
      switch scope.lookup(name) {
      case .instance?, .array?, .dictionary?, .function?: return true
      default: return false
      }
    }
  }
}
