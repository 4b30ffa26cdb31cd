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
}
