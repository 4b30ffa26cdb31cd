import LayoutCore

extension Catalog {
  /// `padding(_:_:)`, `padding(_ length:)` and `padding(_ insets:)`: insets its content; the
  /// default length is 16 (§7).
  static let padding = Definition(
    "padding", role: .modifier, summary: "modifier: insets its content",
    signatures: [
      [
        .unlabelled("edges", .edges, optional: true),
        .unlabelled("length", .number, optional: true),
      ],
      [.unlabelled("length", .number)],
      [.unlabelled("insets", .insets)],
    ],
    properties: [
      EditableProperty(
        "padding", stepping: .insets,
        read: { node in
          guard case .padding(let insets) = node.kind else { return nil }
          return .insets(insets)
        },
        write: { node, value in
          guard case .padding = node.kind, case .insets(let insets) = value else { return false }
          node.kind = .padding(insets)
          return true
        })
    ] + Edge.allCases.map(paddingEdge),
    menuItems: [
      MenuItem(
        key: "3", label: { _ in ".padding()" },
        wrapper: { _ in ViewNode(.padding(EdgeInsets(_all: 16))) })
    ],
    build: { call in
      switch call.overload {
      case 0:
        let edges = call.edges("edges") ?? .all
        let length = call.length("length") ?? 16
        return call.wrap(.padding(insets(edges, length)))
      case 1: return call.wrap(.padding(insets(.all, call.length("length") ?? 0)))
      default:
        guard case .insets(let insets)? = call["insets"] else { return nil }
        return call.wrap(.padding(insets))
      }
    },
    print: { node, _ in
      guard case .padding(let insets) = node.kind else { return "" }
      return paddingSource(insets)
    })

  private static func insets(_ edges: Edge.Set, _ length: CGFloat) -> EdgeInsets {
    EdgeInsets(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0
    )
  }

  /// One padding, by its edge's name.
  private static func paddingEdge(_ edge: Edge) -> EditableProperty {
    EditableProperty(
      "\(edge)", stepping: .nonNegative,
      read: { node in
        guard case .padding(let insets) = node.kind else { return nil }
        return .length(insets[edge])
      },
      write: { node, value in
        guard case .padding(var insets) = node.kind, case .length(let length?) = value else {
          return false
        }
        insets[edge] = length
        node.kind = .padding(insets)
        return true
      })
  }

  /// Padding in its shortest form: `padding()`, `padding(8)`, `padding(.horizontal, 8)`.
  static func paddingSource(_ insets: EdgeInsets) -> String {
    let values = [insets.top, insets.leading, insets.bottom, insets.trailing]
    if Set(values).count == 1 {
      return insets.top == 16 ? "padding()" : "padding(\(ValuePrinter.number(insets.top)))"
    }
    let nonZero = values.filter { $0 != 0 }
    if let length = nonZero.first, Set(nonZero).count == 1 {
      var edges: Edge.Set = []
      for (edge, value) in zip([Edge.Set.top, .leading, .bottom, .trailing], values)
      where value != 0 {
        edges.formUnion(edge)
      }
      let set = ValuePrinter.edges(edges)
      return length == 16 ? "padding(\(set))" : "padding(\(set), \(ValuePrinter.number(length)))"
    }
    return "padding(\(ValuePrinter.insets(insets)))"
  }
}

extension EdgeInsets {
  /// The inset on one edge.
  public subscript(edge: Edge) -> CGFloat {
    get {
      switch edge {
      case .top: top
      case .leading: leading
      case .bottom: bottom
      case .trailing: trailing
      }
    }
    set {
      switch edge {
      case .top: top = newValue
      case .leading: leading = newValue
      case .bottom: bottom = newValue
      case .trailing: trailing = newValue
      }
    }
  }
}
