import LayoutCore

extension Catalog {
  /// `environment(_:_:)` for the one environment value the engine reads,
  /// `\.defaultMinListRowHeight` (§15).
  static let environment = Definition(
    attribute: "environment",
    signatures: [[.unlabelled("keyPath", .keyPath), .unlabelled("value", .anything)]],
    build: { call in
      guard case .keyPath(let path)? = call["keyPath"] else { return nil }
      let arguments = call.arguments
      switch path.last {
      case "defaultMinListRowHeight":
        guard let height = call.length("value") else {
          call.error(
            "'defaultMinListRowHeight' takes a number", at: arguments[1].range.start)
          return nil
        }
        return call.attribute(.defaultMinListRowHeight(height))
      case let key? where Catalog.modifierNames.contains(key):
        call.error(
          "the environment value '\(path.joined(separator: "."))' is not supported; use the modifier '.\(key)(...)' instead",
          at: arguments[0].range.start)
        return nil
      default:
        call.error(
          "the environment value '\(path.joined(separator: "."))' is not supported; LayoutLab knows 'defaultMinListRowHeight'",
          at: arguments[0].range.start)
        return nil
      }
    },
    print: { attribute in
      guard case .defaultMinListRowHeight(let height) = attribute else { return "" }
      return "environment(\\.defaultMinListRowHeight, \(ValuePrinter.number(height)))"
    })
}
