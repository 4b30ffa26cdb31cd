import LayoutCore

extension Catalog {
  /// `Spacer(minLength:)`: a flexible gap along its stack's axis, at least `minLength`
  /// (nil: the default spacing, 8) (§3.2).
  static let spacer = Definition(
    "Spacer", role: .view, summary: "view: a flexible gap along its stack",
    signatures: [[.labelled("minLength", .number)]],
    properties: [
      EditableProperty(
        "minLength", stepping: .fromZero,
        read: { node in
          guard case .spacer(let minLength) = node.kind else { return nil }
          return .length(minLength)
        },
        write: { node, value in
          guard case .spacer = node.kind, case .length(let length) = value else { return false }
          node.kind = .spacer(minLength: length)
          return true
        })
    ],
    build: { call in call.view(.spacer(minLength: call.length("minLength"))) },
    print: { node, _ in
      guard case .spacer(let minLength) = node.kind else { return "" }
      return "Spacer" + ValuePrinter.arguments([("minLength", minLength.map(ValuePrinter.number))])
    })
}
