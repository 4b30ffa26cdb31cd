import LayoutCore

/// Expression evaluation: literals, names, members, operators, calls and subscripts.
extension SceneInterpreter {
  /// The value of `expr`, resolving implicit members (`.top`) by the `expected` type; nil
  /// after reporting an error.
  func eval(_ expr: Expr, in scope: Scope, expecting expected: ValueType) -> Value? {
    switch expr {
    case .number(let value, let text, let range):
      guard value.isFinite else {
        error("the number '\(text)' is too large", at: range.start)
        return nil
      }
      let isInteger =
        !text.contains(".") && !text.lowercased().contains("e") || text.hasPrefix("0x")
      if isInteger && expected != .number {
        if let integer = Int(exactly: value) { return .int(integer) }
        if expected == .int {
          error("integer literal '\(text)' overflows when stored into 'Int'", at: range.start)
          return nil
        }
      }
      return .double(value)
    case .string(let segments, _):
      var text = ""
      for segment in segments {
        switch segment {
        case .text(let piece): text += piece
        case .interpolation(let inner):
          guard let value = eval(inner, in: scope, expecting: .anything) else { return nil }
          text += describe(value)
        case .formattedInterpolation(let inner, let arguments):
          guard let value = eval(inner, in: scope, expecting: .anything) else { return nil }
          text += interpolate(value, formattedBy: arguments, in: scope)
        }
      }
      return .string(text)
    case .bool(let flag, _):
      return .bool(flag)
    case .nilLiteral:
      return Value.none
    case .dollar(let n, let range):
      if let value = scope.lookup("$\(n)") { return value }
      error(
        "'$\(n)' is only available in a closure with at least \(n + 1) parameter\(n == 0 ? "" : "s")",
        at: range.start)
      return nil
    case .name(let name, let range):
      return lookupName(name, in: scope, expecting: expected, at: range.start)
    case .implicitMember(let name, let range):
      return implicitMember(name, expecting: expected, at: range.start)
    case .member(let base, let name, let range):
      return member(name, of: base, in: scope, expecting: expected, at: range)
    case .call(let callee, let arguments, let range):
      return call(callee, arguments, in: scope, expecting: expected, at: range)
    case .subscripted(let base, let arguments, let range):
      return subscripted(base, arguments, in: scope, at: range.start)
    case .closure(let closure):
      return .closure(closure, scope)
    case .binary(let op, let left, let right, let range):
      return binary(op, left, right, in: scope, expecting: expected, at: range.start)
    case .prefix("...", _, let range), .prefix("..<", _, let range), .postfix(_, _, let range):
      // Only `lineLimit` takes a one-sided range, and it reads the expression itself.
      error("one-sided ranges are not supported here", at: range.start)
      return nil
    case .prefix(let op, let operand, let range):
      guard let value = eval(operand, in: scope, expecting: expected) else { return nil }
      // `try ` and `await `: effect markers, the operand's value itself.
      if op.hasSuffix(" ") { return value }
      switch (op, value) {
      case ("-", .int(let n)): return .int(-n)
      case ("-", .double(let d)): return .double(-d)
      case ("!", .bool(let b)): return .bool(!b)
      default:
        error("'\(op)' cannot be applied to \(value.kindName)", at: range.start)
        return nil
      }
    case .keyPath(let path, _):
      return .keyPath(path)
    case .array(let elements, let range):
      return array(elements, in: scope, expecting: expected, at: range.start)
    case .parenthesized(let inner, _):
      return eval(inner, in: scope, expecting: expected)
    case .ternary(let condition, let whenTrue, let whenFalse, _):
      guard case .bool(let flag)? = eval(condition, in: scope, expecting: .bool) else {
        error("the condition must be a Boolean", at: condition.range.start)
        return nil
      }
      return eval(flag ? whenTrue : whenFalse, in: scope, expecting: expected)
    case .tuple(let elements, _):
      return tuple(elements, in: scope)
    case .dictionary(let entries, _):
      return dictionaryValue(entries, in: scope, expecting: expected)
    }
  }

  /// A value as string interpolation prints it: `3`, `2.5`, `2.0`, `true`.
  func describe(_ value: Value) -> String {
    switch value {
    case .int(let n): String(n)
    case .double(let d): "\(d)"
    case .string(let s): s
    case .bool(let b): b ? "true" : "false"
    case .none: "nil"
    case .opaque(let type): type
    case .tuple(let elements):
      "("
        + elements.map { ($0.label.map { "\($0): " } ?? "") + describe($0.value) }
        .joined(separator: ", ") + ")"
    default: dataDescription(value) ?? value.kindName
    }
  }

  // MARK: Names

  static let typeNames: Set<String> = [
    "Color", "CGFloat", "Double", "Float", "Int", "HorizontalAlignment", "VerticalAlignment",
    "Alignment", "Edge", "UnitPoint", "Font", "EdgeInsets", "CGPoint", "CGSize", "Axis",
    "ProposedViewSize", "ListStyle", "PlainListStyle", "String", "Material",
  ]

  private func lookupName(
    _ name: String, in scope: Scope, expecting expected: ValueType, at location: SourceLocation
  )
    -> Value?
  {
    if let value = scope.lookup(name) { return value }
    if scope.hasFailed(name) { return nil }
    // `$name`, a binding to the property `name`: for a layout, the property's value.
    if name.hasPrefix("$"), name.count > 1, let value = scope.lookup(String(name.dropFirst())) {
      return value
    }
    if Self.typeNames.contains(name) || FoundationValues.typeNames.contains(name)
      || Catalog.viewNames.contains(name) || customViews[name] != nil
      || LayoutRegistry.entry(named: name) != nil || alignmentIDs[name] != nil
      || data.types[name] != nil || name == "Array"
    {
      return .type(name)
    }
    let candidates =
      scope.allNames + Array(Self.typeNames) + Catalog.viewNames + Array(customViews.keys)
      + LayoutRegistry.names + Array(alignmentIDs.keys)
    let visible = candidates.filter { !$0.hasPrefix("__") && !$0.hasPrefix("$") }
    if let suggestion = Suggestions.closest(to: name, in: visible) {
      error("cannot find '\(name)' in scope; did you mean '\(suggestion)'?", at: location)
    } else {
      error("cannot find '\(name)' in scope", at: location)
    }
    return nil
  }

  // MARK: Implicit and static members

  /// `.name` resolved against the expected type.
  func implicitMember(_ name: String, expecting expected: ValueType, at location: SourceLocation)
    -> Value?
  {
    if let value = staticMember(name, of: typeName(for: expected)) { return value }
    // `.tint`, `.thinMaterial`, `.tertiary`: shape styles that are not colours (§21).
    if expected == .color, let style = Catalog.shapeStyleMember(name) { return .color(style) }
    if expected == .anything {
      // Without context try the unambiguous families.
      for type in ["Alignment", "Edge.Set", "Color", "Font", "CGFloat"] {
        if let value = staticMember(name, of: type) { return value }
      }
      if let value = uniqueEnumCase(name) { return value }
      error("cannot infer contextual base in reference to member '\(name)'", at: location)
      return nil
    }
    if refusedNames.contains(name) && [.horizontal, .vertical, .alignment].contains(expected) {
      return nil
    }
    let members = staticMemberNames(of: typeName(for: expected))
    if let suggestion = Suggestions.closest(to: name, in: members) {
      error(
        "type '\(expected)' has no member '\(name)'; did you mean '\(suggestion)'?", at: location)
    } else {
      error("type '\(expected)' has no member '\(name)'", at: location)
    }
    return nil
  }

  /// The type whose static members an implicit member (`.top`) is looked up in, or "" when
  /// the expected type has none.
  func typeName(for expected: ValueType) -> String {
    switch expected {
    case .string, .bool, .view, .range, .keyPath, .closure, .layout, .anything, .source: ""
    default: expected.description
    }
  }

  static let alignmentNames: [String: Alignment] = [
    "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
    "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading,
    "bottomTrailing": .bottomTrailing, "centerFirstTextBaseline": .centerFirstTextBaseline,
    "centerLastTextBaseline": .centerLastTextBaseline,
    "leadingFirstTextBaseline": .leadingFirstTextBaseline,
    "leadingLastTextBaseline": .leadingLastTextBaseline,
    "trailingFirstTextBaseline": .trailingFirstTextBaseline,
    "trailingLastTextBaseline": .trailingLastTextBaseline,
  ]

  static let horizontalNames: [String: HorizontalAlignment] = [
    "leading": .leading, "center": .center, "trailing": .trailing,
  ]

  static let verticalNames: [String: VerticalAlignment] = [
    "top": .top, "center": .center, "bottom": .bottom, "firstTextBaseline": .firstTextBaseline,
    "lastTextBaseline": .lastTextBaseline,
  ]

  static let edgeNames: [String: Edge.Set] = [
    "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
    "horizontal": .horizontal, "vertical": .vertical, "all": .all,
  ]

  static let unitPointNames: [String: UnitPoint] = [
    "zero": .zero, "center": .center, "leading": .leading, "trailing": .trailing, "top": .top,
    "bottom": .bottom, "topLeading": .topLeading, "topTrailing": .topTrailing,
    "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
  ]

  static let fontNames = [
    "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout",
    "footnote", "caption", "caption2",
  ]

  /// A static member of a type by name: `Color.red`, `CGFloat.infinity`, `Alignment.top`.
  func staticMember(_ name: String, of type: String) -> Value? {
    if let value = dataStaticMember(name, of: type) { return value }
    switch type {
    case "CGFloat", "Double", "Float":
      switch name {
      case "infinity": return .double(.infinity)
      case "zero": return .double(0)
      case "pi": return .double(.pi)
      case "nan": return .double(.nan)
      case "greatestFiniteMagnitude": return .double(.greatestFiniteMagnitude)
      default: return nil
      }
    case "Int":
      return name == "zero" ? .int(0) : nil
    case "Color":
      return Color.systemNames.contains(name) ? .color(Color(named: name)) : nil
    case "Font":
      return Self.fontNames.contains(name) ? .font(Font(named: name)) : nil
    case "Material":
      return Catalog.materialMember(name).map { .color($0) }
    case "HorizontalAlignment":
      return (Self.horizontalNames[name] ?? horizontalGuides[name]).map { .horizontal($0) }
    case "VerticalAlignment":
      return (Self.verticalNames[name] ?? verticalGuides[name]).map { .vertical($0) }
    case "Alignment":
      return (Self.alignmentNames[name] ?? alignmentValues[name]).map { .alignment($0) }
    case "PinnedScrollableViews":
      switch name {
      case "sectionHeaders": return .pinnedViews(.sectionHeaders)
      case "sectionFooters": return .pinnedViews(.sectionFooters)
      default: return nil
      }
    case "Edge.Set", "Edge":
      return Self.edgeNames[name].map { .edges($0) }
    case "Axis.Set", "Axis":
      switch name {
      case "horizontal": return .axes(.horizontal)
      case "vertical": return .axes(.vertical)
      default: return nil
      }
    case "UnitPoint":
      return Self.unitPointNames[name].map { .unitPoint($0) }
    case "CGPoint":
      return name == "zero" ? .point(.zero) : nil
    case "CGSize":
      return name == "zero" ? .size(.zero) : nil
    case "EdgeInsets":
      return nil
    case "ListStyle", "PlainListStyle":
      return ListStyleKind(rawValue: name).map { .listStyle($0) }
    default:
      return FoundationValues.staticMember(name, of: type)
    }
  }

  func staticMemberNames(of type: String) -> [String] {
    switch type {
    case "CGFloat", "Double", "Float": ["infinity", "zero", "pi"]
    case "Color": Color.systemNames
    case "Font": Self.fontNames
    case "Material": Catalog.materialMemberNames
    case "HorizontalAlignment": Array(Self.horizontalNames.keys) + Array(horizontalGuides.keys)
    case "VerticalAlignment": Array(Self.verticalNames.keys) + Array(verticalGuides.keys)
    case "Alignment": Array(Self.alignmentNames.keys) + Array(alignmentValues.keys)
    case "Edge.Set": Array(Self.edgeNames.keys)
    case "PinnedScrollableViews": ["sectionHeaders", "sectionFooters"]
    case "GridItem.Size": ["fixed", "flexible", "adaptive"]
    case "UnitPoint": Array(Self.unitPointNames.keys)
    case "ListStyle": ["plain", "automatic", "inset", "grouped", "insetGrouped", "sidebar"]
    default: []
    }
  }

  // MARK: Members

  private func member(
    _ name: String, of base: Expr, in scope: Scope, expecting expected: ValueType,
    at range: SourceRange
  ) -> Value? {
    // `Edge.Set.top`, `HorizontalAlignment.center`, `MyID.self`.
    if case .member(.name("Edge", _), "Set", _) = base {
      if let value = staticMember(name, of: "Edge.Set") { return value }
    }
    if case .member(.name("Axis", _), "Set", _) = base {
      if let value = staticMember(name, of: "Axis.Set") { return value }
    }
    if case .name("Edge", _) = base, name == "Set" { return .type("Edge.Set") }
    if case .name("Axis", _) = base, name == "Set" { return .type("Axis.Set") }
    // `self.title` in a View struct or a model's member.
    if case .name("self", _) = base, name != "self", let value = scope.lookup(name) {
      return value
    }
    guard let value = eval(base, in: scope, expecting: .anything) else { return nil }
    if let result = dataMember(name, of: value, at: range) { return result }
    switch value {
    case .type(let type):
      if name == "self" { return .metatype(type) }
      if name == "init" { return .type(type) }
      if let member = staticMember(name, of: type) { return member }
      if type != "Color" && (Catalog.viewNames.contains(type) || customViews[type] != nil) {
        return .method(value, name, range)
      }
      let members = staticMemberNames(of: type)
      if let suggestion = Suggestions.closest(to: name, in: members) {
        error(
          "type '\(type)' has no member '\(name)'; did you mean '\(suggestion)'?",
          at: range.end.shifted(by: -name.count))
      } else {
        error("type '\(type)' has no member '\(name)'", at: range.end.shifted(by: -name.count))
      }
      return nil
    case .dimensions(let d):
      switch name {
      case "width": return .double(d.width)
      case "height": return .double(d.height)
      default: break
      }
    case .proxy(let proxy):
      switch name {
      case "size": return .size(proxy.size)
      case "safeAreaInsets": return .insets(proxy.safeAreaInsets)
      default: break
      }
    case .size(let size):
      switch name {
      case "width": return .double(size.width)
      case "height": return .double(size.height)
      default: break
      }
    case .point(let point):
      switch name {
      case "x": return .double(point.x)
      case "y": return .double(point.y)
      default: break
      }
    case .insets(let insets):
      switch name {
      case "top": return .double(insets.top)
      case "leading": return .double(insets.leading)
      case "bottom": return .double(insets.bottom)
      case "trailing": return .double(insets.trailing)
      default: break
      }
    case .alignment(let alignment):
      switch name {
      case "horizontal": return .horizontal(alignment.horizontal)
      case "vertical": return .vertical(alignment.vertical)
      default: break
      }
    case .color(let color) where name == "gradient":
      // `Color.blue.gradient`: SwiftUI's `AnyGradient`, a style drawn as its colour (§21.1).
      return .color(color.gradient)
    case .views, .color:
      return .method(value, name, range)
    case .string, .int, .double, .bool, .tuple, .opaque:
      if let result = valueMember(name, of: value, at: range) { return result }
    default:
      break
    }
    let location = range.end.shifted(by: -name.count)
    guard let (typeName, members) = Self.memberNames(of: value) else {
      error("\(value.kindName) has no member '\(name)'", at: location)
      return nil
    }
    if let suggestion = Suggestions.closest(to: name, in: members) {
      error(
        "value of type '\(typeName)' has no member '\(name)'; did you mean '\(suggestion)'?",
        at: location)
    } else {
      error("value of type '\(typeName)' has no member '\(name)'", at: location)
    }
    return nil
  }

  /// The Swift type of a value that has members, and the members a scene may read.
  private static func memberNames(of value: Value) -> (String, [String])? {
    switch value {
    case .dimensions: ("ViewDimensions", ["width", "height"])
    case .proxy: ("GeometryProxy", ["size", "safeAreaInsets"])
    case .size: ("CGSize", ["width", "height"])
    case .point: ("CGPoint", ["x", "y"])
    case .insets: ("EdgeInsets", ["top", "leading", "bottom", "trailing"])
    case .alignment: ("Alignment", ["horizontal", "vertical"])
    default: nil
    }
  }

  // MARK: Operators

  private func binary(
    _ op: String, _ left: Expr, _ right: Expr, in scope: Scope, expecting expected: ValueType,
    at location: SourceLocation
  ) -> Value? {
    if Self.swiftOperators.contains(op) {
      return swiftOperator(op, left, right, in: scope, expecting: expected, at: location)
    }
    if op == "..<" || op == "..." {
      guard case .int(let low)? = eval(left, in: scope, expecting: .int),
        case .int(let high)? = eval(right, in: scope, expecting: .int)
      else {
        error("ranges in scenes are integer ranges", at: location)
        return nil
      }
      let upper = op == "..<" ? high : high + 1
      guard low <= upper else {
        error("the range's lower bound \(low) is above its upper bound", at: location)
        return nil
      }
      return .range(low..<upper)
    }
    let operandType: ValueType =
      ["&&", "||"].contains(op) ? .bool : (expected == .int ? .int : .anything)
    guard let a = eval(left, in: scope, expecting: operandType),
      let b = eval(right, in: scope, expecting: operandType)
    else { return nil }
    if let result = dataEquality(op, a, b) { return result }
    switch (op, a, b) {
    case ("&&", .bool(let x), .bool(let y)): return .bool(x && y)
    case ("||", .bool(let x), .bool(let y)): return .bool(x || y)
    case ("==", .bool(let x), .bool(let y)): return .bool(x == y)
    case ("!=", .bool(let x), .bool(let y)): return .bool(x != y)
    case ("==", .string(let x), .string(let y)): return .bool(x == y)
    case ("!=", .string(let x), .string(let y)): return .bool(x != y)
    case ("+", .string(let x), .string(let y)): return .string(x + y)
    case ("+", .views(let x), .views(let y)): return concatenated(x, y, at: location)
    case (_, .int(let x), .int(let y)):
      switch op {
      case "+": return .int(x &+ y)
      case "-": return .int(x &- y)
      case "*": return .int(x &* y)
      case "/", "%":
        guard y != 0 else {
          error("division by zero", at: location)
          return nil
        }
        return .int(op == "/" ? x / y : x % y)
      default: return compare(op, Double(x), Double(y), at: location)
      }
    default:
      guard let x = a.number, let y = b.number else {
        error("'\(op)' cannot combine \(a.kindName) and \(b.kindName)", at: location)
        return nil
      }
      switch op {
      case "+": return .double(x + y)
      case "-": return .double(x - y)
      case "*": return .double(x * y)
      case "/", "%":
        // Swift would give infinity or NaN, which no frame or offset can use.
        guard y != 0 else {
          error("division by zero", at: location)
          return nil
        }
        return .double(op == "/" ? x / y : x.truncatingRemainder(dividingBy: y))
      default: return compare(op, x, y, at: location)
      }
    }
  }

  /// `Text("a") + Text("b").bold()`: one Text of the joined strings (§19.7). Each part's own
  /// styles are Text modifiers, which change no glyph width, so the joined Text lays out as
  /// SwiftUI's; they are not drawn run by run: the whole is drawn in the style around it.
  /// It has no place in the file of its own (`sourceTag` -1): its text is edited in the file.
  private func concatenated(_ left: [ViewNode], _ right: [ViewNode], at location: SourceLocation)
    -> Value?
  {
    for part in [left, right] {
      guard part.count == 1, case .text = part[0].kind else {
        let name = part.count == 1 ? "'\(part[0].kind.name)'" : "several views"
        error("'+' joins Texts, and this operand is \(name)", at: location)
        return nil
      }
    }
    guard case .text(let a) = left[0].kind, case .text(let b) = right[0].kind else { return nil }
    var joined = ViewNode(.text(a + b))
    joined.sourceTag = -1
    return .views([joined])
  }

  private func compare(_ op: String, _ x: Double, _ y: Double, at location: SourceLocation)
    -> Value?
  {
    switch op {
    case "==": return .bool(x == y)
    case "!=": return .bool(x != y)
    case "<": return .bool(x < y)
    case ">": return .bool(x > y)
    case "<=": return .bool(x <= y)
    case ">=": return .bool(x >= y)
    default:
      error("'\(op)' cannot be applied to numbers", at: location)
      return nil
    }
  }

  /// `[.top, .leading]` as an edge or axis set; `[]` as the empty set.
  private func array(
    _ elements: [Expr], in scope: Scope, expecting expected: ValueType, at location: SourceLocation
  )
    -> Value?
  {
    switch expected {
    case .edges:
      var set: Edge.Set = []
      for element in elements {
        guard case .edges(let edges)? = eval(element, in: scope, expecting: .edges) else {
          return nil
        }
        set.formUnion(edges)
      }
      return .edges(set)
    case .axes:
      var set: Axis.Set = []
      for element in elements {
        guard case .axes(let axes)? = eval(element, in: scope, expecting: .axes) else { return nil }
        set.formUnion(axes)
      }
      return .axes(set)
    case .pinnedViews:
      var set: PinnedScrollableViews = []
      for element in elements {
        guard case .pinnedViews(let views)? = eval(element, in: scope, expecting: .pinnedViews)
        else { return nil }
        set.formUnion(views)
      }
      return .pinnedViews(set)
    default:
      return arrayValue(elements, in: scope, expecting: expected)
    }
  }

  // MARK: Subscripts

  private func subscripted(
    _ base: Expr, _ arguments: [Argument], in scope: Scope, at location: SourceLocation
  )
    -> Value?
  {
    guard let value = eval(base, in: scope, expecting: .anything) else { return nil }
    if let result = dataSubscript(value, arguments, in: scope, at: location) { return result }
    guard case .dimensions(let d) = value else {
      error("\(value.kindName) cannot be subscripted", at: location)
      return nil
    }
    guard arguments.count == 1, arguments[0].label == nil || arguments[0].label == "explicit" else {
      error(
        "ViewDimensions subscripts take one guide: 'd[.top]' or 'd[explicit: .top]'", at: location)
      return nil
    }
    let argument = arguments[0]
    guard let guide = alignmentGuide(argument.value, in: scope) else { return nil }
    let isExplicit = argument.label == "explicit"
    switch guide {
    case .horizontal(let h):
      return isExplicit ? d[explicit: h].map { .double($0) } ?? Value.none : .double(d[h])
    case .vertical(let v):
      return isExplicit ? d[explicit: v].map { .double($0) } ?? Value.none : .double(d[v])
    default: return nil
    }
  }

  /// A horizontal or vertical guide, with `.center` refused as ambiguous as Swift does.
  func alignmentGuide(_ expr: Expr, in scope: Scope) -> Value? {
    if case .implicitMember(let name, let range) = expr {
      let horizontal = Self.horizontalNames[name] ?? horizontalGuides[name]
      let vertical = Self.verticalNames[name] ?? verticalGuides[name]
      switch (horizontal, vertical) {
      case (let h?, nil): return .horizontal(h)
      case (nil, let v?): return .vertical(v)
      case (.some, .some):
        error(
          "'.\(name)' is ambiguous here: write 'HorizontalAlignment.\(name)' or 'VerticalAlignment.\(name)'",
          at: range.start)
        return nil
      case (nil, nil):
        if refusedNames.contains(name) { return nil }
        let names =
          Array(Self.horizontalNames.keys) + Array(Self.verticalNames.keys)
          + Array(horizontalGuides.keys) + Array(verticalGuides.keys)
        if let suggestion = Suggestions.closest(to: name, in: names) {
          error(
            "unknown alignment guide '.\(name)'; did you mean '.\(suggestion)'?", at: range.start)
        } else {
          error("unknown alignment guide '.\(name)'", at: range.start)
        }
        return nil
      }
    }
    guard let value = eval(expr, in: scope, expecting: .anything) else { return nil }
    switch value {
    case .horizontal, .vertical: return value
    default:
      error("expected an alignment guide, found \(value.kindName)", at: expr.range.start)
      return nil
    }
  }
}

extension SourceLocation {
  /// The location `offset` columns to the right (or left, when negative), on the same line.
  func shifted(by offset: Int) -> SourceLocation {
    SourceLocation(line: line, column: Swift.max(1, column + offset))
  }
}
