import LayoutCore

extension Catalog {
  /// `fixedSize()` and `fixedSize(horizontal:vertical:)`: proposes nil (the ideal size) on
  /// the fixed axes (§7).
  static let fixedSize = Definition(
    "fixedSize", role: .modifier, summary: "modifier: proposes nil (ideal size)",
    signatures: [
      [],
      [
        .labelled("horizontal", .bool, optional: false),
        .labelled("vertical", .bool, optional: false),
      ],
    ],
    properties: [fixedAxis("horizontal"), fixedAxis("vertical")],
    menuItems: [
      MenuItem(
        key: "4", label: { _ in ".fixedSize()" },
        wrapper: { _ in ViewNode(.fixedSize(horizontal: true, vertical: true)) })
    ],
    build: { call in
      if call.overload == 0 { return call.wrap(.fixedSize(horizontal: true, vertical: true)) }
      guard let horizontal = call.bool("horizontal"), let vertical = call.bool("vertical") else {
        return nil
      }
      return call.wrap(.fixedSize(horizontal: horizontal, vertical: vertical))
    },
    print: { node, _ in
      guard case .fixedSize(let horizontal, let vertical) = node.kind else { return "" }
      if horizontal && vertical { return "fixedSize()" }
      return "fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
    })

  private static func fixedAxis(_ label: String) -> EditableProperty {
    let isHorizontal = label == "horizontal"
    return EditableProperty(
      label, stepping: .flag,
      read: { node in
        guard case .fixedSize(let horizontal, let vertical) = node.kind else { return nil }
        return .flag(isHorizontal ? horizontal : vertical)
      },
      write: { node, value in
        guard case .fixedSize(let horizontal, let vertical) = node.kind,
          case .flag(let flag) = value
        else { return false }
        node.kind = .fixedSize(
          horizontal: isHorizontal ? flag : horizontal, vertical: isHorizontal ? vertical : flag)
        return true
      })
  }
}
