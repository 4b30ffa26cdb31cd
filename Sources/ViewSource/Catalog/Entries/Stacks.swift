import LayoutCore

extension Catalog {
  /// `HStack(alignment:spacing:content:)`: children side by side, the least flexible sized
  /// first (§4).
  static let hStack = Definition(
    "HStack", role: .container, summary: "container: a stack",
    signatures: [[.labelled("alignment", .vertical), .labelled("spacing", .number), .content()]],
    properties: [stackSpacing, stackAlignment],
    menuItems: [
      MenuItem(
        key: "h", label: { _ in "wrap in HStack { … }" },
        wrapper: { _ in ViewNode(.hStack(alignment: .center, spacing: nil)) })
    ],
    build: { call in
      guard case .vertical(let alignment) = call["alignment"] ?? .vertical(.center),
        let children = call.content()
      else { return nil }
      return call.view(
        .hStack(alignment: alignment, spacing: call.length("spacing")), children: children)
    },
    print: { node, printing in
      guard case .hStack(let alignment, let spacing) = node.kind else { return "" }
      return "HStack"
        + stackArguments(alignment == .center ? nil : ValuePrinter.guide(alignment), spacing)
        + printing.block(node.children)
    })

  /// `VStack(alignment:spacing:content:)`: children one above the other (§4).
  static let vStack = Definition(
    "VStack", role: .container, summary: "container: a stack",
    signatures: [
      [.labelled("alignment", .horizontal), .labelled("spacing", .number), .content()]
    ],
    properties: [stackSpacing, stackAlignment],
    menuItems: [
      MenuItem(
        key: "v", label: { _ in "wrap in VStack { … }" },
        wrapper: { _ in ViewNode(.vStack(alignment: .center, spacing: nil)) })
    ],
    build: { call in
      guard case .horizontal(let alignment) = call["alignment"] ?? .horizontal(.center),
        let children = call.content()
      else { return nil }
      return call.view(
        .vStack(alignment: alignment, spacing: call.length("spacing")), children: children)
    },
    print: { node, printing in
      guard case .vStack(let alignment, let spacing) = node.kind else { return "" }
      return "VStack"
        + stackArguments(alignment == .center ? nil : ValuePrinter.guide(alignment), spacing)
        + printing.block(node.children)
    })

  /// `ZStack(alignment:content:)`: children on top of each other, sized to their union (§5.1).
  static let zStack = Definition(
    "ZStack", role: .container, summary: "container: a stack",
    signatures: [[.labelled("alignment", .alignment), .content()]],
    properties: [
      EditableProperty(
        "alignment", stepping: .alignment,
        read: { node in
          guard case .zStack(let alignment) = node.kind else { return nil }
          return .alignment(alignment)
        },
        write: { node, value in
          guard case .zStack = node.kind, case .alignment(let alignment) = value else {
            return false
          }
          node.kind = .zStack(alignment: alignment)
          return true
        })
    ],
    menuItems: [
      MenuItem(
        key: "z", label: { _ in "wrap in ZStack { … }" },
        wrapper: { _ in ViewNode(.zStack(alignment: .center)) })
    ],
    build: { call in
      guard let children = call.content(), let alignment = call.alignment("alignment") else {
        return nil
      }
      return call.view(.zStack(alignment: alignment), children: children)
    },
    print: { node, printing in
      guard case .zStack(let alignment) = node.kind else { return "" }
      return "ZStack"
        + stackArguments(alignment == .center ? nil : ValuePrinter.alignment(alignment), nil)
        + printing.block(node.children)
    })

  /// `(alignment: …, spacing: …) ` or a space before the block.
  static func stackArguments(_ alignment: String?, _ spacing: CGFloat?) -> String {
    if alignment == nil && spacing == nil { return " " }
    return ValuePrinter.arguments([
      ("alignment", alignment), ("spacing", spacing.map(ValuePrinter.number)),
    ]) + " "
  }

  /// A stack's spacing: nil (the children's preferred spacing) → 0 → 10 → ….
  private static let stackSpacing = EditableProperty(
    "spacing", stepping: .fromZero,
    read: { node in
      if case .hStack(_, let spacing) = node.kind { return .length(spacing) }
      if case .vStack(_, let spacing) = node.kind { return .length(spacing) }
      return nil
    },
    write: { node, value in
      guard case .length(let spacing) = value else { return false }
      if case .hStack(let alignment, _) = node.kind {
        node.kind = .hStack(alignment: alignment, spacing: spacing)
      } else if case .vStack(let alignment, _) = node.kind {
        node.kind = .vStack(alignment: alignment, spacing: spacing)
      } else {
        return false
      }
      return true
    })

  /// A stack's cross-axis guide: vertical for an HStack, horizontal for a VStack.
  private static let stackAlignment = EditableProperty(
    "alignment", stepping: .alignment,
    read: { node in
      if case .hStack(let alignment, _) = node.kind { return .verticalGuide(alignment) }
      if case .vStack(let alignment, _) = node.kind { return .horizontalGuide(alignment) }
      return nil
    },
    write: { node, value in
      if case .hStack(_, let spacing) = node.kind, case .verticalGuide(let alignment) = value {
        node.kind = .hStack(alignment: alignment, spacing: spacing)
      } else if case .vStack(_, let spacing) = node.kind,
        case .horizontalGuide(let alignment) = value
      {
        node.kind = .vStack(alignment: alignment, spacing: spacing)
      } else {
        return false
      }
      return true
    })
}
