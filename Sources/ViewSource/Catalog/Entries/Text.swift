import LayoutCore

extension Catalog {
  /// `Text("…")` and `Text(verbatim:)`: sized by its glyphs, wrapping at spaces (§3.3).
  static let text = Definition(
    "Text", role: .view, summary: "view: text, sized by its glyphs",
    signatures: [
      [.unlabelled("content", .string)], [.labelled("verbatim", .string, optional: false)],
    ],
    properties: [lineLimitProperty],
    build: { call in
      guard case .string(let text)? = call[call.overload == 0 ? "content" : "verbatim"] else {
        return nil
      }
      return call.view(.text(text))
    },
    print: { node, _ in
      guard case .text(let string) = node.kind else { return "" }
      return "Text(\(ValuePrinter.string(string)))"
    })
}
