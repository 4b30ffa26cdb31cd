import LayoutCore

extension Catalog {
  /// `offset(x:y:)` and `offset(_ offset:)`: moves the drawing, not the layout (§7).
  static let offset = Definition(
    "offset", role: .modifier, summary: "modifier: moves the drawing, not the layout",
    signatures: [
      [.labelled("x", .number), .labelled("y", .number)], [.unlabelled("offset", .size)],
    ],
    properties: [offsetLength("x", axis: .horizontal), offsetLength("y", axis: .vertical)],
    menuItems: [
      MenuItem(
        key: "6", label: { _ in ".offset(x: 10, y: 10)" },
        wrapper: { _ in ViewNode(.offset(CGSize(width: 10, height: 10))) })
    ],
    build: { call in
      let size: CGSize
      if call.overload == 0 {
        size = CGSize(width: call.length("x") ?? 0, height: call.length("y") ?? 0)
      } else {
        guard case .size(let offset)? = call["offset"] else { return nil }
        size = offset
      }
      // On a shape it stays the view modifier until a fill or stroke makes it `Shape.offset`
      // (§21.4); the layout is the same.
      return call.wrap(.offset(size))
    },
    print: { node, _ in
      guard case .offset(let offset) = node.kind else { return "" }
      let n = ValuePrinter.number as (CGFloat) -> String
      return "offset"
        + ValuePrinter.arguments([
          ("x", offset.width == 0 ? nil : n(offset.width)),
          ("y", offset.height == 0 ? nil : n(offset.height)),
        ])
    })

  private static func offsetLength(_ label: String, axis: Axis) -> EditableProperty {
    let isX = axis == .horizontal
    return EditableProperty(
      label, axis: axis, stepping: .signed,
      read: { node in
        guard case .offset(let offset) = node.kind else { return nil }
        return .length(isX ? offset.width : offset.height)
      },
      write: { node, value in
        guard case .offset(let offset) = node.kind, case .length(let length?) = value else {
          return false
        }
        node.kind = .offset(
          isX
            ? CGSize(width: length, height: offset.height)
            : CGSize(width: offset.width, height: length))
        return true
      })
  }
}
