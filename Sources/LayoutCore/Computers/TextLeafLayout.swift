/// Text's size: the terminal text model of reference §3.3 and §12.
///
/// An unspecified proposal is unconstrained (every paragraph on one line); a width wraps; a
/// height keeps only the lines that fit, truncating the last with "…". Text supplies explicit
/// baselines: the terminal model puts a line's baseline at the bottom of its cell.
final class TextLeafLayout: LayoutBehavior {
  let string: String
  /// The string's paragraphs of glyphs under a text case, split on first use: the text is
  /// measured for every proposal it gets, and once more to place it.
  private var paragraphs: (textCase: Text.Case?, paragraphs: [[TextLayout.Glyph]])?

  init(string: String) { self.string = string }

  /// The lines and size of the text for `proposal`; without `makesLines`, only the size.
  func layout(
    for proposal: ProposedViewSize, environment: LayoutEnvironment, makesLines: Bool = true
  ) -> TextLayout {
    let split: [[TextLayout.Glyph]]
    if let paragraphs, paragraphs.textCase == environment.textCase {
      split = paragraphs.paragraphs
    } else {
      split = TextLayout.paragraphs(of: environment.textCase?.apply(to: string) ?? string)
      paragraphs = (environment.textCase, split)
    }
    return TextLayout.measure(
      paragraphs: split, width: proposal.width, height: proposal.height,
      lineLimit: environment.lineLimit, metrics: environment.metrics,
      truncationMode: environment.truncationMode, reservedLines: environment.reservedLines,
      makesLines: makesLines)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    layout(for: proposal, environment: node.environment, makesLines: false).size
  }

  func explicitAlignment(
    _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode
  ) -> CGFloat? {
    if key == VerticalAlignment.firstTextBaseline.key {
      return bounds.minY + Swift.min(node.environment.metrics.lineHeight, bounds.height)
    }
    if key == VerticalAlignment.lastTextBaseline.key {
      return bounds.maxY
    }
    return nil
  }
}
