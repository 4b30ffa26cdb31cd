import LayoutCore

extension Catalog {
  /// `ignoresSafeArea(_:edges:)`: the view grows into the safe area on the edges it touches
  /// (§5.2, §1.1).
  static let ignoresSafeArea = Definition(
    "ignoresSafeArea", role: .modifier, summary: drawingOnly,
    signatures: [
      [
        Parameter(label: nil, type: .anything, hasDefault: true, internalName: "regions"),
        .labelled("edges", .edges),
      ]
    ],
    build: { call in call.wrap(.ignoresSafeArea(edges: call.edges("edges") ?? .all)) },
    print: { node, _ in
      guard case .ignoresSafeArea(let edges) = node.kind else { return "" }
      return edges == .all
        ? "ignoresSafeArea()" : "ignoresSafeArea(edges: \(ValuePrinter.edges(edges)))"
    })

  /// `edgesIgnoringSafeArea(_:)`, the older spelling; prints as `ignoresSafeArea`.
  static let edgesIgnoringSafeArea = Definition(
    "edgesIgnoringSafeArea", role: .modifier, summary: drawingOnly,
    signatures: [[.unlabelled("edges", .edges)]],
    build: { call in call.wrap(.ignoresSafeArea(edges: call.edges("edges") ?? .all)) },
    print: ignoresSafeArea.print)
}
