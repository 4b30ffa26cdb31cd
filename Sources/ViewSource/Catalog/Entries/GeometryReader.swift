import LayoutCore

extension Catalog {
  /// `GeometryReader { proxy in … }`: takes the whole proposal and builds its content for the
  /// size it is placed at, top-leading (§3.4).
  static let geometryReader = Definition(
    "GeometryReader", role: .container, summary: "container: takes the proposal, shows its size",
    signatures: [[.content()]],
    build: { call in
      guard case .closure(let closure, let scope)? = call["content"] else { return nil }
      let interpreter = call.interpreter
      if closure.parameters.count > 1 {
        call.error(
          "the GeometryReader closure takes one parameter, the geometry proxy",
          at: closure.range.start)
        return nil
      }
      let parameter = closure.parameters.first ?? "$0"
      // Interpret once with a sample size so that errors show now, not at layout time.
      let check = Scope(parent: scope)
      check.bind(parameter, .proxy(GeometryProxy(size: CGSize(width: 100, height: 100))))
      guard interpreter.buildViews(closure.body, in: check) != nil else { return nil }
      let content = GeometryContent(source: interpreter.closedSource(closure, in: scope)) {
        proxy in
        interpreter.runtimeLock.withLock {
          let run = Scope(parent: scope)
          run.bind(parameter, .proxy(proxy))
          return interpreter.attempt { interpreter.buildViews(closure.body, in: run) }.0 ?? []
        }
      }
      return .views([ViewNode(.geometryReader(content))])
    },
    print: { node, printing in
      guard case .geometryReader(let content) = node.kind else { return "" }
      return "GeometryReader " + printing.reindent(content.source ?? "{ _ in EmptyView() }")
    })
}
