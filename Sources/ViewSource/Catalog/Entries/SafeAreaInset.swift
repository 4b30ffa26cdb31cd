import LayoutCore

extension Catalog {
  /// `safeAreaInset(edge:alignment:spacing:content:)`: the content at the edge, the modified
  /// view laid out in what is left with its safe area shrunk by the content and the spacing
  /// (§14.6). A top or bottom edge takes a horizontal alignment, a leading or trailing edge a
  /// vertical one, as SwiftUI's two overloads do; `.center` fits either.
  static let safeAreaInset = Definition(
    "safeAreaInset", role: .modifier, summary: "modifier: content at an edge, in the safe area",
    signatures: [
      [
        .labelled("edge", .edges, optional: false), .labelled("alignment", .horizontal),
        .labelled("spacing", .number), .content(),
      ],
      [
        .labelled("edge", .edges, optional: false), .labelled("alignment", .vertical),
        .labelled("spacing", .number), .content(),
      ],
    ],
    properties: [insetEdge, insetAlignment, insetSpacing],
    build: { call in
      guard let edges = call.edges("edge"), let edge = edges.single else {
        call.error(
          "'safeAreaInset' takes one edge: '.top', '.bottom', '.leading' or '.trailing'",
          at: call.location(of: "edge"))
        return nil
      }
      guard let secondary = call.content() else { return nil }
      let isVertical = edge == .top || edge == .bottom
      var alignment: AlignmentKey
      switch call["alignment"] {
      case nil:
        alignment = isVertical ? HorizontalAlignment.center.key : VerticalAlignment.center.key
      case .horizontal(let guide)?: alignment = guide.key
      case .vertical(let guide)?: alignment = guide.key
      default: return nil
      }
      // `.center` read as the first overload's horizontal centre is the vertical one beside.
      if !isVertical, alignment == HorizontalAlignment.center.key {
        alignment = VerticalAlignment.center.key
      }
      guard (alignment.axis == .horizontal) == isVertical else {
        call.error(
          isVertical
            ? "a top or bottom inset is aligned by a HorizontalAlignment such as '.leading'"
            : "a leading or trailing inset is aligned by a VerticalAlignment such as '.top'",
          at: call.location(of: "alignment"))
        return nil
      }
      var inset =
        isVertical
        ? SafeAreaInset(edge: edge == .top ? VerticalEdge.top : .bottom)
        : SafeAreaInset(edge: edge == .leading ? HorizontalEdge.leading : .trailing)
      inset.alignment = alignment
      inset.spacing = call.length("spacing")
      return call.wrap(.safeAreaInset(inset), secondary: secondary)
    },
    print: { node, printing in
      guard case .safeAreaInset(let inset) = node.kind else { return "" }
      let isCentred =
        inset.alignment == HorizontalAlignment.center.key
        || inset.alignment == VerticalAlignment.center.key
      let arguments = ValuePrinter.arguments([
        ("edge", ValuePrinter.edges(Edge.Set(inset.edge))),
        ("alignment", isCentred ? nil : "." + inset.alignment.description),
        ("spacing", inset.spacing.map { ValuePrinter.number($0) }),
      ])
      return "safeAreaInset" + arguments + " " + printing.block(Array(node.children.dropFirst()))
    })

  /// The edge the inset sits on; moving it to the other axis centres the alignment.
  private static let insetEdge = EditableProperty(
    "edge", stepping: .choice,
    read: { node in
      guard case .safeAreaInset(let inset) = node.kind else { return nil }
      return .choice("\(inset.edge)", among: Edge.allCases.map { "\($0)" })
    },
    write: { node, value in
      guard case .safeAreaInset(var inset) = node.kind, case .choice(let name, _) = value,
        let edge = Edge.allCases.first(where: { "\($0)" == name })
      else { return false }
      if edge.isVertical != inset.edge.isVertical {
        inset.alignment =
          edge.isVertical ? HorizontalAlignment.center.key : VerticalAlignment.center.key
      }
      inset.edge = edge
      node.kind = .safeAreaInset(inset)
      return true
    })

  /// The guide across the edge that lines the inset up with the view.
  private static let insetAlignment = EditableProperty(
    "alignment", stepping: .alignment,
    read: { node in
      guard case .safeAreaInset(let inset) = node.kind else { return nil }
      if let guide = inset.horizontalAlignment { return .horizontalGuide(guide) }
      return inset.verticalAlignment.map { .verticalGuide($0) }
    },
    write: { node, value in
      guard case .safeAreaInset(var inset) = node.kind else { return false }
      switch value {
      case .horizontalGuide(let guide) where inset.edge.isVertical: inset.alignment = guide.key
      case .verticalGuide(let guide) where !inset.edge.isVertical: inset.alignment = guide.key
      default: return false
      }
      node.kind = .safeAreaInset(inset)
      return true
    })

  /// The gap between the view and the inset; nil for the views' own spacing.
  private static let insetSpacing = EditableProperty(
    "spacing", stepping: .fromZero,
    read: { node in
      guard case .safeAreaInset(let inset) = node.kind else { return nil }
      return .length(inset.spacing)
    },
    write: { node, value in
      guard case .safeAreaInset(var inset) = node.kind, case .length(let spacing) = value else {
        return false
      }
      inset.spacing = spacing
      node.kind = .safeAreaInset(inset)
      return true
    })

  /// `safeAreaPadding(_:_:)`, `safeAreaPadding(_ length:)` and `safeAreaPadding(_ insets:)`:
  /// padding that adds to the safe area, 16 by default (§14.7).
  static let safeAreaPadding = Definition(
    "safeAreaPadding", role: .modifier, summary: "modifier: padding added to the safe area",
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
        "safeAreaPadding", stepping: .insets,
        read: { node in
          guard case .safeAreaPadding(let insets) = node.kind else { return nil }
          return .insets(insets)
        },
        write: { node, value in
          guard case .safeAreaPadding = node.kind, case .insets(let insets) = value else {
            return false
          }
          node.kind = .safeAreaPadding(insets)
          return true
        })
    ],
    build: { call in
      // The padding entry reads the same three overloads; its node becomes this one's.
      guard case .views(let built)? = padding.build(call), built.count == 1,
        case .padding(let insets) = built[0].kind
      else { return nil }
      var node = built[0]
      node.kind = .safeAreaPadding(insets)
      return .views([node])
    },
    print: { node, _ in
      guard case .safeAreaPadding(let insets) = node.kind else { return "" }
      // Written as padding is: `safeAreaPadding()`, `safeAreaPadding(.horizontal, 20)`.
      return "safeAreaPadding" + paddingSource(insets).dropFirst("padding".count)
    })
}

extension Edge {
  /// True for the top and bottom edges.
  fileprivate var isVertical: Bool { self == .top || self == .bottom }
}

extension Edge.Set {
  /// The one edge in the set, or nil for none or several.
  fileprivate var single: Edge? {
    let edges = Edge.allCases.filter { contains(Edge.Set($0)) }
    return edges.count == 1 ? edges[0] : nil
  }
}
