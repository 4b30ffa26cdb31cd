import LayoutCore

extension Catalog {
  /// `lineLimit(_:)`: an environment value; every Text below wraps to at most this many
  /// lines (§3.3 rule 4).
  static let lineLimit = Definition(
    attribute: "lineLimit", signatures: [[.optional("number", .int)]],
    properties: [lineLimitProperty],
    build: { call in
      guard case .int(let limit)? = call["number"] else { return call.attribute(.lineLimit(nil)) }
      guard limit >= 0 else {
        call.error("'lineLimit' must not be negative", at: call.arguments[0].range.start)
        return nil
      }
      return call.attribute(.lineLimit(limit))
    },
    print: { attribute in
      guard case .lineLimit(let limit) = attribute else { return "" }
      return "lineLimit(\(limit.map(String.init) ?? "nil"))"
    })

  /// A Text's line limit, or the one set on a container: a positive count or nil.
  static let lineLimitProperty = EditableProperty(
    "lineLimit", stepping: .count,
    read: { node in
      for attribute in node.attributes {
        if case .lineLimit(let limit) = attribute { return .count(limit) }
      }
      if case .text = node.kind { return .count(nil) }
      return nil
    },
    write: { node, value in
      guard case .count(let limit) = value else { return false }
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
