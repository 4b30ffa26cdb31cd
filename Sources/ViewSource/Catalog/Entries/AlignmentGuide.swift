import LayoutCore

extension Catalog {
  /// `alignmentGuide(_:computeValue:)`: an explicit value for one guide, computed from the
  /// view's dimensions; the closure is kept as source and run at layout time (§8.3).
  static let alignmentGuide = Definition(
    "alignmentGuide", role: .modifier, summary: "modifier: an explicit guide", signatures: nil,
    build: { call in
      let interpreter = call.interpreter
      let arguments = call.arguments
      guard arguments.count == 2, arguments[0].label == nil,
        arguments[1].label == "computeValue" || arguments[1].isTrailing,
        case .closure(let closure) = arguments[1].value
      else {
        call.error(
          "'alignmentGuide' takes a guide and a closure: '.alignmentGuide(.top) { d in ... }'")
        return nil
      }
      let scope = call.scope
      guard let guide = interpreter.alignmentGuide(arguments[0].value, in: scope) else {
        return nil
      }
      let key: AlignmentKey
      if case .horizontal(let h) = guide {
        key = h.key
      } else if case .vertical(let v) = guide {
        key = v.key
      } else {
        return nil
      }
      let parameter = closure.parameters.first ?? "$0"
      if closure.parameters.count > 1 {
        call.error(
          "the alignment guide closure takes one parameter, the view's dimensions",
          at: closure.range.start)
        return nil
      }
      let check = Scope(parent: scope)
      if let probe = ViewDimensionsProbe.make(width: 100, height: 50) {
        check.bind(parameter, .dimensions(probe))
        guard interpreter.evaluateNumber(closure.body, in: check, what: "alignmentGuide") != nil
        else { return nil }
      }
      let source = interpreter.closedSource(closure, in: scope)
      let computation = AlignmentGuideComputation(
        source: source, declarations: interpreter.customAlignmentDeclarations(namedIn: source)
      ) { d in
        interpreter.runtimeLock.withLock {
          let run = Scope(parent: scope)
          run.bind(parameter, .dimensions(d))
          return CGFloat(
            interpreter.attempt {
              interpreter.evaluateNumber(closure.body, in: run, what: "alignmentGuide")
            }.0 ?? 0)
        }
      }
      return call.wrap(.alignmentGuide(key, computation))
    },
    print: { node, printing in
      guard case .alignmentGuide(let key, let computation) = node.kind else { return "" }
      let guide: String
      if key.description == "center" {
        guide = key.axis == .horizontal ? "HorizontalAlignment.center" : "VerticalAlignment.center"
      } else {
        guide = "." + key.description
      }
      return "alignmentGuide(\(guide)) " + printing.reindent(computation.source ?? "{ _ in 0 }")
    })
}
