import LayoutCore

/// What a definition's `print` needs from the printer: the indentation it is printed at, and
/// the printing of child views, blocks and kept closure source.
struct Printing {
  /// The indentation of the line the node's first token is on.
  let indent: String

  /// A child view printed at this node's indentation (a modifier's layer, a shape).
  func view(_ node: ViewNode) -> String { ScenePrinter.body(node, indent: indent) }

  /// `{ children }` on their own lines, one level in, or `{}` for none.
  func block(_ children: [ViewNode]) -> String {
    guard !children.isEmpty else { return "{}" }
    let inner = indent + "    "
    return "{\n"
      + children.map { inner + ScenePrinter.body($0, indent: inner) }.joined(separator: "\n")
      + "\n" + indent + "}"
  }

  /// Stored closure source, its later lines moved to this indentation.
  func reindent(_ source: String) -> String {
    source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .map { $0.offset == 0 ? String($0.element) : indent + $0.element }.joined(separator: "\n")
  }

  /// `(label: value, ...)` leaving out the nil values.
  func arguments(_ pairs: [(String?, String?)]) -> String { ValuePrinter.arguments(pairs) }
}
