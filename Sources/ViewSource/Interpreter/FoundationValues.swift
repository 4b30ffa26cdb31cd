import LayoutCore

/// Foundation values in view code: `String(...)` and the number conversions, formatted
/// interpolation, common `String` members, and opaque placeholders for `Date`, `UUID`, `URL`.
///
/// Real view files show counts with `String(count)` or `"\(value, specifier: "%.1f")"`, and
/// dates, identifiers and links that no layout depends on. The text decides a `Text`'s width,
/// so strings and numbers are formatted as Swift formats them (en_US); the rest are
/// `Value.opaque` placeholders that print as their type's name ("Date") and whose members give
/// more of the same (§16).
enum FoundationValues {
  /// Types whose values are placeholders: any initializer makes one.
  static let opaqueTypes: Set<String> = [
    "Date", "UUID", "URL", "Calendar", "Locale", "TimeZone", "Data", "DateComponents",
    "DateFormatter", "NumberFormatter", "DateInterval", "TimeInterval",
  ]

  /// Names that resolve to a type in a scene, in addition to the interpreter's own.
  static let typeNames: Set<String> = opaqueTypes.union(["Bool", "String"])

  /// Members of a placeholder that read as text: the type's name.
  static let textMembers: Set<String> = ["uuidString", "absoluteString", "description"]

  /// `Date.now`, `Date.distantFuture`, `Locale.current`: placeholders of the type.
  static func staticMember(_ name: String, of type: String) -> Value? {
    guard opaqueTypes.contains(type) else { return nil }
    return ["now", "distantFuture", "distantPast", "current", "autoupdatingCurrent"].contains(name)
      ? .opaque(type) : nil
  }

  static func hasRandom(_ type: String) -> Bool {
    ["Int", "Double", "CGFloat", "Float", "Bool"].contains(type)
  }

  /// Methods `valueMethod` answers: string and number methods, and any on a placeholder.
  static func hasMethod(_ name: String, on receiver: Value) -> Bool {
    switch receiver {
    case .string:
      [
        "uppercased", "lowercased", "formatted", "trimmingCharacters", "prefix", "suffix",
        "dropFirst", "dropLast", "hasPrefix", "hasSuffix", "contains",
      ].contains(name)
    case .int, .double: name == "formatted"
    case .opaque: true
    default: false
    }
  }

  /// `value` formatted as `String(format:)` and `specifier:` do for one C conversion each
  /// (`%d`, `%.1f`, `%5.2f`, `%@`, `%%`); the other text is copied. Only conversions whose
  /// argument is a number are handed to Foundation, with the matching Swift type.
  static func format(_ format: String, _ values: [Value], describe: (Value) -> String) -> String {
    var result = ""
    var characters = Array(format)[...]
    var remaining = values[...]
    while let character = characters.popFirst() {
      guard character == "%" else {
        result.append(character)
        continue
      }
      var spec = "%"
      while let next = characters.first, "-+ 0#123456789.".contains(next) {
        spec.append(next)
        characters.removeFirst()
      }
      while let next = characters.first, "lhqLzjt".contains(next) { characters.removeFirst() }
      guard let conversion = characters.popFirst() else {
        result += spec
        break
      }
      if conversion == "%" {
        result += "%"
        continue
      }
      let value = remaining.popFirst()
      let number = value?.number ?? 0
      switch conversion {
      case "d", "i", "u", "x", "X", "o":
        let integer = Int(exactly: number.rounded(.towardZero)) ?? 0
        result += String(format: spec + "l" + String(conversion), integer)
      case "f", "F", "e", "E", "g", "G", "a", "A":
        result += String(format: spec + String(conversion), number)
      case "@", "s":
        result += value.map(describe) ?? ""
      default:
        result += spec + String(conversion)
      }
    }
    return result
  }

  /// A number as `.formatted()` writes it in en_US: thousands grouped, at most three
  /// fraction digits for a `Double` (`1234.5` → "1,234.5", `1000` → "1,000").
  static func formatted(_ number: Double, isInteger: Bool, fractionDigits: Int? = nil)
    -> String
  {
    guard number.isFinite else { return number.isNaN ? "NaN" : number < 0 ? "-∞" : "∞" }
    let digits = fractionDigits ?? (isInteger ? 0 : 3)
    var text = String(format: "%.\(digits)f", abs(number))
    if fractionDigits == nil, text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    var whole = String(parts[0])
    var grouped = ""
    while whole.count > 3 {
      grouped = "," + whole.suffix(3) + grouped
      whole.removeLast(3)
    }
    grouped = whole + grouped
    let sign = number < 0 && text.contains(where: { $0 != "0" && $0 != "." }) ? "-" : ""
    return sign + grouped + (parts.count > 1 ? "." + parts[1] : "")
  }

  /// The styles of `Text(_:style:)` and a date format: what each shows.
  enum DateStyle: String, CaseIterable {
    case date, time, relative, offset, timer
    /// `Text(date, format: .dateTime)`: date and time, numeric.
    case dateTime
  }

  /// What a `Date` placeholder shows in `style`, in en_US: the date is WWDC 2023's keynote,
  /// 5 June 2023 at 9:41 AM, and a relative, offset or timer text is 5 minutes from it, so a
  /// Text of a date has a width that does not change from run to run (§19.6, §12 item 29).
  static func datePlaceholder(_ style: DateStyle) -> String {
    switch style {
    case .date: "June 5, 2023"
    case .time: "9:41 AM"
    case .relative: "5 min"
    case .offset: "+5 minutes"
    case .timer: "5:00"
    case .dateTime: "6/5/2023, 9:41 AM"
    }
  }

  /// The symbol en_US writes before an amount of the currency `code`.
  static func currencySymbol(_ code: String) -> String {
    switch code {
    case "USD": "$"
    case "EUR": "€"
    case "GBP": "£"
    case "JPY": "¥"
    default: code + " "
    }
  }
}

extension SceneInterpreter {
  /// `String(...)`, `Date()`, `UUID()`, `URL(string:)`, `Int("42")`: the value, or nil
  /// after an error; nil outside (`.none`... never): the outer nil means the type is not one.
  func foundationValue(
    _ type: String, _ arguments: [Argument], in scope: Scope, at location: SourceLocation
  ) -> Value?? {
    if FoundationValues.opaqueTypes.contains(type) {
      // Placeholders: nothing about the arguments changes the layout, so none is evaluated.
      return .some(.opaque(type))
    }
    switch type {
    case "String":
      return .some(string(arguments, in: scope, at: location))
    case "Int", "Double", "CGFloat", "Float":
      // `Int("42")` and `Double(text)`: from a string, an optional number. Numbers go on to
      // the interpreter's own conversions.
      guard arguments.count == 1, arguments[0].label == nil else { return nil }
      let (value, reported) = attempt { eval(arguments[0].value, in: scope, expecting: .anything) }
      guard case .string(let text)? = value else { return nil }
      report(reported)
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      if type == "Int" { return .some(Int(trimmed).map { .int($0) } ?? Value.none) }
      return .some(Double(trimmed).map { .double($0) } ?? Value.none)
    case "Bool":
      guard arguments.count == 1, arguments[0].label == nil else { return nil }
      return .some(eval(arguments[0].value, in: scope, expecting: .bool))
    default:
      return nil
    }
  }

  /// `String(count)`, `String(describing: x)`, `String(format: "%.1f", x)`,
  /// `String(repeating: "a", count: 3)`.
  private func string(_ arguments: [Argument], in scope: Scope, at location: SourceLocation)
    -> Value?
  {
    switch arguments.first?.label {
    case nil where arguments.count == 1, "describing" where arguments.count == 1:
      guard let value = eval(arguments[0].value, in: scope, expecting: .anything) else {
        return nil
      }
      return .string(describe(value))
    case "format":
      guard case .string(let format)? = eval(arguments[0].value, in: scope, expecting: .string)
      else {
        error("'String(format:)' takes its format as a string", at: arguments[0].value.range.start)
        return nil
      }
      var values: [Value] = []
      for argument in arguments.dropFirst() {
        guard let value = eval(argument.value, in: scope, expecting: .anything) else { return nil }
        values.append(value)
      }
      return .string(FoundationValues.format(format, values, describe: describe))
    case "repeating" where arguments.count == 2 && arguments[1].label == "count":
      guard case .string(let text)? = eval(arguments[0].value, in: scope, expecting: .string),
        case .int(let count)? = eval(arguments[1].value, in: scope, expecting: .int)
      else { return nil }
      guard (0...10_000).contains(count) else {
        error("'String(repeating:count:)' repeats at most 10000 times in scenes", at: location)
        return nil
      }
      return .string(String(repeating: text, count: count))
    default:
      error(
        "'String' is made here from a value ('String(count)', 'String(describing:)'), a format ('String(format:)') or 'String(repeating:count:)'",
        at: location)
      return nil
    }
  }

  /// A value interpolated with format arguments: `specifier:` as `String(format:)`, `format:`
  /// (`.number`, `.percent`, `.currency(code:)`) as Foundation's format styles in en_US, and
  /// anything else (`style: .date`) as the plain value.
  func interpolate(_ value: Value, formattedBy arguments: [Argument], in scope: Scope) -> String {
    for argument in arguments {
      switch argument.label {
      case "specifier":
        if case .string(let format)? = eval(argument.value, in: scope, expecting: .string) {
          return FoundationValues.format(format, [value], describe: describe)
        }
      case "format":
        if let text = formatStyle(argument.value, value) { return text }
      default:
        break
      }
    }
    return describe(value)
  }

  /// `.number`, `.percent`, `.currency(code: "USD")`, each optionally with
  /// `.precision(.fractionLength(n))`, applied to a number; `.dateTime` and the other date
  /// styles applied to a `Date` placeholder (`FoundationValues.datePlaceholder`). Nil for a
  /// style LayoutLab does not format.
  func formatStyle(_ style: Expr, _ value: Value) -> String? {
    if case .opaque("Date") = value { return FoundationValues.datePlaceholder(.dateTime) }
    guard let number = value.number else { return nil }
    let isInteger = if case .int = value { true } else { false }
    var style = style
    var fractionDigits: Int?
    if case .call(.member(let base, "precision", _), let arguments, _) = style,
      arguments.count == 1,
      case .call(.implicitMember("fractionLength", _), let lengths, _) = arguments[0].value,
      lengths.count == 1, case .number(let length, _, _) = lengths[0].value,
      length >= 0, length <= 20, length == length.rounded()
    {
      style = base
      fractionDigits = Int(length)
    }
    switch style {
    case .implicitMember("number", _):
      return FoundationValues.formatted(
        number, isInteger: isInteger, fractionDigits: fractionDigits)
    case .implicitMember("percent", _):
      // An integer is a count of percent, a Double a fraction: 0.25 → "25%".
      return FoundationValues.formatted(
        isInteger ? number : number * 100, isInteger: isInteger, fractionDigits: fractionDigits)
        + "%"
    case .call(.implicitMember("currency", _), let arguments, _):
      guard arguments.first?.label == "code", case .string(let segments, _) = arguments[0].value,
        case .text(let code)? = segments.first
      else { return nil }
      let digits = fractionDigits ?? (code == "JPY" ? 0 : 2)
      let amount = FoundationValues.formatted(abs(number), isInteger: false, fractionDigits: digits)
      return (number < 0 ? "-" : "") + FoundationValues.currencySymbol(code) + amount
    default:
      return nil
    }
  }

  /// `name.count`, `name.isEmpty`, `name.capitalized`, `tuple.x`, `date.timeIntervalSince1970`;
  /// a method name (`uppercased`) waits for its call. Nil when the value has no such member.
  func valueMember(_ name: String, of value: Value, at range: SourceRange) -> Value? {
    switch value {
    case .string(let text):
      switch name {
      case "count": return .int(text.count)
      case "isEmpty": return .bool(text.isEmpty)
      case "capitalized": return .string(text.capitalized)
      case "description": return value
      default: break
      }
    case .int, .double, .bool:
      if name == "description" { return .string(describe(value)) }
    case .tuple(let elements):
      if let index = Int(name), elements.indices.contains(index) { return elements[index].value }
      if let element = elements.first(where: { $0.label == name }) { return element.value }
      return nil
    case .opaque(let type):
      return FoundationValues.textMembers.contains(name) ? .string(type) : .opaque(type)
    default:
      break
    }
    return FoundationValues.hasMethod(name, on: value) ? .method(value, name, range) : nil
  }

  /// `name.uppercased()`, `price.formatted()`, `date.formatted(date: .long, time: .omitted)`.
  func valueMethod(
    _ name: String, on receiver: Value, _ arguments: [Argument], in scope: Scope,
    at location: SourceLocation
  ) -> Value? {
    switch (receiver, name) {
    case (.string(let text), "uppercased"): return .string(text.uppercased())
    case (.string(let text), "lowercased"): return .string(text.lowercased())
    case (.string(let text), "trimmingCharacters"):
      return .string(text.trimmingCharacters(in: .whitespacesAndNewlines))
    case (.string, "formatted"): return receiver
    case (.string(let text), "prefix"), (.string(let text), "suffix"),
      (.string(let text), "dropFirst"), (.string(let text), "dropLast"):
      // `name.prefix(1)`: the initial of a name, as a String (Swift gives a Substring).
      let isDrop = name.hasPrefix("drop")
      var count = isDrop ? 1 : 0
      if let argument = arguments.first {
        guard arguments.count == 1, argument.label == nil,
          case .int(let n)? = eval(argument.value, in: scope, expecting: .int)
        else {
          if arguments.count != 1 || arguments[0].label != nil {
            error("'\(name)' takes a count: '.\(name)(1)'", at: location)
          }
          return nil
        }
        guard n >= 0 else {
          error("'\(name)' needs a count of 0 or more, found \(n)", at: location)
          return nil
        }
        count = n
      } else if !isDrop {
        error("'\(name)' takes a count: '.\(name)(1)'", at: location)
        return nil
      }
      switch name {
      case "prefix": return .string(String(text.prefix(count)))
      case "suffix": return .string(String(text.suffix(count)))
      case "dropFirst": return .string(String(text.dropFirst(count)))
      default: return .string(String(text.dropLast(count)))
      }
    case (.string(let text), "hasPrefix"), (.string(let text), "hasSuffix"),
      (.string(let text), "contains"):
      guard arguments.count == 1, arguments[0].label == nil,
        case .string(let other)? = eval(arguments[0].value, in: scope, expecting: .string)
      else {
        if arguments.count != 1 || arguments[0].label != nil {
          error("'\(name)' takes a string: '.\(name)(\"a\")'", at: location)
        }
        return nil
      }
      switch name {
      case "hasPrefix": return .bool(text.hasPrefix(other))
      case "hasSuffix": return .bool(text.hasSuffix(other))
      default: return .bool(text.contains(other))
      }
    case (.int(let n), "formatted"):
      return .string(FoundationValues.formatted(Double(n), isInteger: true))
    case (.double(let d), "formatted"):
      if let style = arguments.first, arguments.count == 1, style.label == nil,
        let text = formatStyle(style.value, receiver)
      {
        return .string(text)
      }
      return .string(FoundationValues.formatted(d, isInteger: false))
    case (.opaque(let type), _):
      return name == "formatted" ? .string(type) : .opaque(type)
    default:
      error("\(receiver.kindName) has no method '\(name)'", at: location)
      return nil
    }
  }

  /// `Int.random(in: 1...6)`, `.random(in: 0...1)`, `Bool.random()`: the lower bound (and
  /// `false`), with a note: a layout is the same every time it is drawn.
  func random(
    _ type: String, _ arguments: [Argument], in scope: Scope, at location: SourceLocation
  ) -> Value? {
    note(
      "'random' is read as its lowest value: LayoutLab lays a scene out the same way every time",
      at: location)
    if type == "Bool" { return .bool(false) }
    guard arguments.count == 1, arguments[0].label == "in",
      case .binary(let op, let low, _, _) = arguments[0].value, op == "..." || op == "..<"
    else {
      error("'random' takes a range: '\(type).random(in: 0...10)'", at: location)
      return nil
    }
    return eval(low, in: scope, expecting: type == "Int" ? .int : .number)
  }

  /// A tuple's elements, each evaluated without context.
  func tuple(_ elements: [Argument], in scope: Scope) -> Value? {
    var values: [TupleElement] = []
    for element in elements {
      guard let value = eval(element.value, in: scope, expecting: .anything) else { return nil }
      values.append(TupleElement(label: element.label, value: value))
    }
    return .tuple(values)
  }
}
