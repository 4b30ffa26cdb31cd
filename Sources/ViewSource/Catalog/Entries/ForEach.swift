import LayoutCore

extension Catalog {
  /// `ForEach(0..<n) { i in … }`, `ForEach(items, id: \.self) { item in … }` and
  /// `ForEach(Array(items.enumerated()), id: \.offset) { index, item in … }`: its views join
  /// the enclosing container. It prints back as the loop it was written as.
  ///
  /// The data is taken as any value and then checked, so that data that is no sequence gets
  /// an error about ForEach.
  static let forEach = Definition(
    "ForEach", role: .container, summary: "container: splices its views", signatures: nil,
    build: { call in
      let interpreter = call.interpreter
      func refuse(_ found: String, at location: SourceLocation) -> Value? {
        call.error(
          "'ForEach' in scenes runs over a range such as '0..<3' or an array, found \(found)",
          at: location)
        return nil
      }
      guard
        let call = call.resolved([
          [.unlabelled("data", .anything), .content()],
          [
            .unlabelled("data", .anything), .labelled("id", .keyPath, optional: false),
            .content(),
          ],
        ]),
        let data = call["data"]
      else { return nil }
      guard let count = interpreter.loopCount(data) else {
        return refuse(data.kindName, at: call.arguments[0].range.start)
      }
      guard case .closure(let closure, let closureScope)? = call["content"] else { return nil }
      var children: [ViewNode] = []
      var failed = false
      let ran = interpreter.repeatingLoop(count, at: call.arguments[0].range.start) {
        for element in interpreter.loopElements(data) ?? [] {
          let iteration = Scope(parent: closureScope)
          interpreter.bindLoopElement(element, to: closure.parameters, in: iteration)
          guard let views = interpreter.buildViews(closure.body, in: iteration) else {
            failed = true
            return
          }
          children += views
        }
      }
      guard ran, !failed else { return nil }
      let location = call.location
      let source = interpreter.closedSource(
        .call(
          .name("ForEach", SourceRange(location, location)), call.arguments,
          SourceRange(location, location)),
        in: call.scope)
      // A loop over the scene's own views cannot be printed as a loop (the printed scene has
      // no View structs), so it is kept as what it built, as every other custom view is.
      // Over data, the loop prints only when its source reads on its own: an array of
      // strings or numbers is written in place, a model's values are not.
      let isRange = if case .range = data { true } else { false }
      guard interpreter.isSelfContained(source),
        isRange || interpreter.printsOnItsOwn(source, closure: closure, in: call.scope)
      else {
        return .views([ViewNode(.group, children: children)])
      }
      return .views([ViewNode(.forEach(source: source), children: children)])
    },
    print: { node, printing in
      guard case .forEach(let source) = node.kind else { return "" }
      guard let source else { return "Group" + printing.block(node.children) }
      return printing.reindent(source)
    })
}
