import LayoutCore

extension Catalog {
  /// `layoutPriority(_:)`: a stack offers its space to higher priorities first (§4.3).
  static let layoutPriority = Definition(
    "layoutPriority", role: .modifier, summary: "modifier: priority in its stack",
    signatures: [[.unlabelled("value", .number)]],
    properties: [
      EditableProperty(
        "priority", stepping: .number,
        read: { node in
          guard case .layoutPriority(let priority) = node.kind else { return nil }
          return .number(priority)
        },
        write: { node, value in
          guard case .layoutPriority = node.kind, case .number(let priority) = value else {
            return false
          }
          node.kind = .layoutPriority(priority)
          return true
        })
    ],
    menuItems: [
      MenuItem(
        key: "5", label: { _ in ".layoutPriority(1)" },
        wrapper: { _ in ViewNode(.layoutPriority(1)) })
    ],
    build: { call in
      guard let priority = call.number("value") else { return nil }
      return call.wrap(.layoutPriority(priority))
    },
    print: { node, _ in
      guard case .layoutPriority(let priority) = node.kind else { return "" }
      return "layoutPriority(\(ValuePrinter.number(priority)))"
    })
}
