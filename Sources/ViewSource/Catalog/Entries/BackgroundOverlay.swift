import LayoutCore

extension Catalog {
  /// `background`: a layer behind its content, proposed the content's size (§5.2).
  static let background = layer(
    "background", summary: "modifier: a layer behind, content's size",
    menuItems: [
      MenuItem(
        key: "8", label: { _ in ".background(.yellow)" },
        wrapper: { _ in
          ViewNode(
            .background(.style(ignoresSafeAreaEdges: .all)), children: [ViewNode(.color(.yellow))]
          )
        })
    ])

  /// `overlay`: a layer in front of its content, proposed the content's size (§5.2).
  static let overlay = layer(
    "overlay", summary: "modifier: a layer in front, content's size",
    menuItems: [
      MenuItem(
        key: "9", label: { _ in ".overlay(alignment: .topLeading) { Color.red… }" },
        wrapper: { _ in
          ViewNode(
            .overlay(.view(alignment: .topLeading)),
            children: [
              ViewNode(
                .frame(width: 10, height: 20, alignment: .center),
                children: [ViewNode(.color(.red))])
            ])
        })
    ])

  /// `background` and `overlay` in their SwiftUI forms: a style, a style in a shape, a view,
  /// or a content closure with an alignment.
  private static func layer(_ name: String, summary: String, menuItems: [MenuItem]) -> Definition {
    let isBackground = name == "background"
    @Sendable func kind(_ layer: SecondaryLayer) -> ViewKind {
      isBackground ? .background(layer) : .overlay(layer)
    }
    @Sendable func layerOf(_ node: ViewNode) -> SecondaryLayer? {
      if case .background(let layer) = node.kind, isBackground { return layer }
      if case .overlay(let layer) = node.kind, !isBackground { return layer }
      return nil
    }
    return Definition(
      name, role: .modifier, summary: summary,
      signatures: [
        [.labelled("alignment", .alignment), .content()],
        [.unlabelled("style", .color), .labelled("ignoresSafeAreaEdges", .edges)],
        [.unlabelled("style", .color), .labelled("in", .view, optional: false)],
        [.unlabelled("content", .view), .labelled("alignment", .alignment)],
      ],
      properties: [
        EditableProperty(
          "alignment", stepping: .alignment,
          read: { node in
            guard case .view(let alignment)? = layerOf(node) else { return nil }
            return .alignment(alignment)
          },
          write: { node, value in
            guard case .view? = layerOf(node), case .alignment(let alignment) = value else {
              return false
            }
            node.kind = kind(.view(alignment: alignment))
            return true
          })
      ],
      menuItems: menuItems,
      build: { call in
        switch call.overload {
        case 0:
          guard let alignment = call.alignment("alignment"), let secondary = call.content() else {
            return nil
          }
          return call.wrap(kind(.view(alignment: alignment)), secondary: secondary)
        case 1:
          guard let color = call.color("style") else { return nil }
          let edges = call.edges("ignoresSafeAreaEdges") ?? .all
          return call.wrap(
            kind(.style(ignoresSafeAreaEdges: edges)), secondary: [ViewNode(.color(color))])
        case 2:
          guard let color = call.color("style"), case .views(let shape)? = call["in"],
            shape.count == 1, case .shape(let shapeKind, .fill(nil)) = shape[0].kind
          else {
            call.error("'\(call.name)(_:in:)' takes a shape such as 'Capsule()'")
            return nil
          }
          return call.wrap(
            kind(.style(ignoresSafeAreaEdges: [])),
            secondary: [ViewNode(.shape(shapeKind, .fill(color)))])
        default:
          guard
            let secondary = call.interpreter.viewNodes(
              call["content"], at: call.arguments[0].range.start),
            let alignment = call.alignment("alignment")
          else { return nil }
          return call.wrap(kind(.view(alignment: alignment)), secondary: secondary)
        }
      },
      print: { node, printing in
        let secondary = node.children.count > 1 ? node.children[1] : nil
        switch layerOf(node) {
        case .style(let edges)?:
          guard let secondary else { return name + "(.clear)" }
          if case .shape(let shape, .fill(let color?)) = secondary.kind {
            return "\(name)(\(ValuePrinter.color(color)), in: \(shapeSource(shape, .fill(nil))))"
          }
          guard case .color(let color) = secondary.kind else { return name + "(.clear)" }
          return name
            + ValuePrinter.arguments([
              (nil, ValuePrinter.color(color)),
              ("ignoresSafeAreaEdges", edges == .all ? nil : ValuePrinter.edges(edges)),
            ])
        case .view(let alignment)?:
          let head =
            alignment == .center
            ? name + " " : name + "(alignment: \(ValuePrinter.alignment(alignment))) "
          // Every view of the layer: `.overlay { Text("a"); Color.white }` keeps both.
          return head + printing.block(Array(node.children.dropFirst()))
        case nil:
          return ""
        }
      })
  }
}
