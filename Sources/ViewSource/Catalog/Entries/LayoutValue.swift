import LayoutCore

extension Catalog {
  /// `layoutValue(key:value:)`: a value a custom `Layout` reads from its subview (§9.1).
  /// Scenes cannot write it yet (the key is a Swift type); Swift code builds it.
  static let layoutValue = Definition(
    "layoutValue", role: .modifier, summary: drawingOnly, signatures: nil, isCallable: false,
    build: { _ in nil },
    print: { node, _ in
      guard case .layoutValue(let entry) = node.kind else { return "" }
      return "layoutValue(key: \(entry.keyName).self, value: \(entry))"
    })
}
