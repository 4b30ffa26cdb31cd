import LayoutCore

extension Catalog {
  /// `ignoresSafeArea(_:edges:)`: the view grows into the safe area on the edges it touches
  /// (§5.2, §1.1). The regions are read as written (`.container`, `.keyboard`, `.all`, or a
  /// list of them); the keyboard's is always empty on a terminal, so `.keyboard` alone changes
  /// nothing (§12 item 42).
  static let ignoresSafeArea = Definition(
    "ignoresSafeArea", role: .modifier, summary: drawingOnly,
    signatures: [
      [
        Parameter(label: nil, type: .source, hasDefault: true, internalName: "regions"),
        .labelled("edges", .edges),
      ]
    ],
    build: { call in
      var regions = SafeAreaRegions.all
      if let source = ControlCall.source(call, "regions") {
        guard let read = safeAreaRegions(source) else {
          call.error(
            "expected SafeAreaRegions ('.container', '.keyboard' or '.all'), found '\(source)'",
            at: call.location(of: "regions"))
          return nil
        }
        regions = read
      }
      return call.wrap(.ignoresSafeArea(regions: regions, edges: call.edges("edges") ?? .all))
    },
    print: { node, _ in
      guard case .ignoresSafeArea(let regions, let edges) = node.kind else { return "" }
      return "ignoresSafeArea"
        + ValuePrinter.arguments([
          (nil, regions == .all ? nil : safeAreaRegionsSource(regions)),
          ("edges", edges == .all ? nil : ValuePrinter.edges(edges)),
        ])
    })

  /// `edgesIgnoringSafeArea(_:)`, the older spelling; prints as `ignoresSafeArea`.
  static let edgesIgnoringSafeArea = Definition(
    "edgesIgnoringSafeArea", role: .modifier, summary: drawingOnly,
    signatures: [[.unlabelled("edges", .edges)]],
    build: { call in call.wrap(.ignoresSafeArea(edges: call.edges("edges") ?? .all)) },
    print: ignoresSafeArea.print)

  /// The regions a `SafeAreaRegions` expression names: `.keyboard`, `SafeAreaRegions.all`,
  /// `[.container, .keyboard]`, `[]`; nil for anything else.
  static func safeAreaRegions(_ source: String) -> SafeAreaRegions? {
    var text = source.filter { !$0.isWhitespace }
    if text.hasPrefix("[") && text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
    var regions: SafeAreaRegions = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) where !text.isEmpty {
      var name = Substring(item)
      if name.hasPrefix("SafeAreaRegions.") { name = name.dropFirst("SafeAreaRegions".count) }
      switch name {
      case ".container": regions.formUnion(.container)
      case ".keyboard": regions.formUnion(.keyboard)
      case ".all": regions.formUnion(.all)
      default: return nil
      }
    }
    return regions
  }

  /// `.container`, `.keyboard`, `[]`: the shortest source of `regions`.
  static func safeAreaRegionsSource(_ regions: SafeAreaRegions) -> String {
    switch regions {
    case .all: ".all"
    case .container: ".container"
    case .keyboard: ".keyboard"
    default: "[]"
    }
  }
}
