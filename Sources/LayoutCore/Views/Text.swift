/// A view of read-only text: wraps at word boundaries, truncates with "…", and reports the
/// width of its longest line (reference §3.3 and §12).
///
/// Text is partially flexible: its minimum is about one glyph wide and its maximum is its ideal
/// width, which is why stacks offer it space before greedy views.
public struct Text: PrimitiveView {
  /// The text as written.
  public let content: String

  public init(_ content: String) { self.content = content }

  /// Creates text from a string without localisation, as SwiftUI's `Text(verbatim:)`.
  public init(verbatim content: String) { self.content = content }

  var viewNodes: [ViewNode] { [ViewNode(.text(content))] }
}
