import LayoutCore

extension Catalog {
  /// `ScrollView(_:showsIndicators:content:)`: the content proposed nil along the scroll axes,
  /// seen through a viewport as long as the proposal there and as wide as the content across
  /// (§14.3). The content offset is the playground's, never written: it reads as 0.
  static let scrollView = Definition(
    "ScrollView", role: .container, summary: "container: content scrolled in a viewport",
    signatures: [
      [
        .unlabelled("axes", .axes, optional: true), .labelled("showsIndicators", .bool),
        .content(),
      ]
    ],
    // How far the content is scrolled: the playground keeps it as a knob and never writes it
    // to the file (§12 item 39); a property only along a scroll axis.
    properties: [
      scrollOffset("contentOffset y", .vertical), scrollOffset("contentOffset x", .horizontal),
    ],
    build: { call in
      guard let children = call.content() else { return nil }
      var axes: Axis.Set = .vertical
      if case .axes(let given)? = call["axes"] { axes = given }
      return call.view(
        .scrollView(
          axes: axes, showsIndicators: call.bool("showsIndicators") ?? true, contentOffset: .zero),
        children: children)
    },
    print: { node, printing in
      guard case .scrollView(let axes, let showsIndicators, _) = node.kind else { return "" }
      let arguments = ValuePrinter.arguments([
        (nil, axes == .vertical ? nil : ValuePrinter.axes(axes)),
        ("showsIndicators", showsIndicators ? nil : "false"),
      ])
      return "ScrollView" + (arguments == "()" ? "" : arguments) + " "
        + printing.block(node.children)
    })

  /// The content offset along `axis`, when the scroll view scrolls along it.
  private static func scrollOffset(_ label: String, _ axis: Axis) -> EditableProperty {
    let set: Axis.Set = axis == .vertical ? .vertical : .horizontal
    return EditableProperty(
      label, axis: axis, stepping: .nonNegative,
      read: { node in
        guard case .scrollView(let axes, _, let offset) = node.kind, axes.contains(set) else {
          return nil
        }
        return .length(axis == .vertical ? offset.y : offset.x)
      },
      write: { node, value in
        guard case .scrollView(let axes, let shows, var offset) = node.kind, axes.contains(set),
          case .length(let length?) = value
        else { return false }
        if axis == .vertical { offset.y = length } else { offset.x = length }
        node.kind = .scrollView(axes: axes, showsIndicators: shows, contentOffset: offset)
        return true
      })
  }
}
