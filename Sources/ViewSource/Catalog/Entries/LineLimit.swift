import LayoutCore

extension Catalog {
  /// `lineLimit(_:)`: an environment value; every Text below wraps to at most this many
  /// lines (§3.3 rule 4). With a range (`2...4`, `2...`, `...4`) or `reservesSpace: true` the
  /// Text is also at least the lower bound tall (§19.4).
  static let lineLimit = Definition(
    attribute: "lineLimit", signatures: nil,
    properties: [lineLimitProperty],
    build: { call in
      if call.arguments.count == 1, call.arguments[0].label == nil,
        let range = lineLimitRange(call.arguments[0].value, call)
      {
        guard let range = range else { return nil }
        return call.attribute(.lineLimitRange(range))
      }
      guard
        let resolved = call.resolved([
          [.optional("number", .int)],
          [.unlabelled("limit", .int), .labelled("reservesSpace", .bool, optional: false)],
        ])
      else { return nil }
      let name = resolved.overload == 0 ? "number" : "limit"
      guard case .int(let limit)? = resolved[name] else { return call.attribute(.lineLimit(nil)) }
      guard limit >= 0 else {
        call.error("'lineLimit' must not be negative", at: call.arguments[0].range.start)
        return nil
      }
      guard resolved.overload == 1, let reserves = resolved.bool("reservesSpace") else {
        return call.attribute(.lineLimit(limit))
      }
      return call.attribute(.lineLimitRange(.reserving(limit, reservesSpace: reserves)))
    },
    print: { attribute in
      switch attribute {
      case .lineLimit(let limit): "lineLimit(\(limit.map(String.init) ?? "nil"))"
      case .lineLimitRange(.closed(let lower, let upper)): "lineLimit(\(lower)...\(upper))"
      case .lineLimitRange(.from(let lower)): "lineLimit(\(lower)...)"
      case .lineLimitRange(.through(let upper)): "lineLimit(...\(upper))"
      case .lineLimitRange(.reserving(let limit, let reserves)):
        "lineLimit(\(limit), reservesSpace: \(reserves))"
      default: ""
      }
    })

  /// The range `expr` writes (`2...4`, `2...`, `...4`), nil when it is not a range, and
  /// `.some(nil)` after an error: a bound that is not a whole number, negative, or a lower
  /// bound above the upper (which Swift traps on).
  private static func lineLimitRange(_ expr: Expr, _ call: Call) -> LineLimitRange?? {
    func bound(_ expr: Expr) -> Int? {
      guard case .int(let value)? = call.interpreter.eval(expr, in: call.scope, expecting: .int)
      else {
        call.error("a line limit's bounds are whole numbers", at: expr.range.start)
        return nil
      }
      guard value >= 0 else {
        call.error("'lineLimit' must not be negative", at: expr.range.start)
        return nil
      }
      return value
    }
    switch expr {
    case .binary("...", let low, let high, _):
      guard let lower = bound(low), let upper = bound(high) else { return .some(nil) }
      guard lower <= upper else {
        call.error(
          "the range's lower bound \(lower) is above its upper bound", at: expr.range.start)
        return .some(nil)
      }
      return .closed(lower, upper)
    case .postfix("...", let low, _):
      return .some(bound(low).map(LineLimitRange.from))
    case .prefix("...", let high, _):
      return .some(bound(high).map(LineLimitRange.through))
    case .parenthesized(let inner, _):
      return lineLimitRange(inner, call)
    default:
      return nil
    }
  }

  /// A Text's line limit, or the one set on a container: a positive count or nil. A range's
  /// upper bound shows; a range is edited in the source, not with the count keys.
  static let lineLimitProperty = EditableProperty(
    "lineLimit", stepping: .count,
    read: { node in
      for attribute in node.attributes {
        if case .lineLimit(let limit) = attribute { return .count(limit) }
        if case .lineLimitRange(let range) = attribute { return .count(range.upper) }
      }
      if case .text = node.kind { return .count(nil) }
      return nil
    },
    write: { node, value in
      guard case .count(let limit) = value else { return false }
      let hasRange = node.attributes.contains {
        if case .lineLimitRange = $0 { true } else { false }
      }
      guard !hasRange else { return false }
      let index = node.attributes.firstIndex {
        if case .lineLimit = $0 { true } else { false }
      }
      switch (index, limit) {
      case (let index?, nil): node.attributes.remove(at: index)
      case (let index?, let limit?): node.attributes[index] = .lineLimit(limit)
      case (nil, let limit?):
        guard case .text = node.kind else { return false }
        node.attributes.append(.lineLimit(limit))
      case (nil, nil): break
      }
      return true
    })
}
