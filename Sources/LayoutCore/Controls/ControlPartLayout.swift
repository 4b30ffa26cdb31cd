import Foundation

/// A control part's size (reference §20): fixed, or as wide as proposed on a greedy axis.
///
/// A switch, a stepper's buttons, a spinner, a colour well and the glyph parts ignore the
/// proposal, as a view with an intrinsic size does; a slider's track and a progress bar take
/// the proposed width (10 pt unspecified, as Color, §3.1) at a fixed height.
final class ControlPartLayout: LayoutBehavior {
  let part: ControlPart
  let metrics: TextMetrics

  init(part: ControlPart, metrics: TextMetrics) {
    self.part = part
    self.metrics = metrics
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    let greedyWidth = proposal.width ?? ControlMetrics.unspecifiedGreedyLength
    switch part {
    case .symbol, .chevron: return CGSize(width: metrics.glyphWidth, height: metrics.lineHeight)
    case .toggleSwitch: return ControlMetrics.toggleSwitch
    case .stepperButtons: return ControlMetrics.stepperButtons
    case .spinner: return ControlMetrics.spinner
    case .colorWell: return ControlMetrics.colorWell
    case .sliderTrack: return CGSize(width: greedyWidth, height: ControlMetrics.sliderHeight)
    case .progressBar: return CGSize(width: greedyWidth, height: ControlMetrics.progressBarHeight)
    case .datePill:
      let insets = ControlMetrics.buttonInsets(style: .bordered, size: .regular)
      return CGSize(
        width: CGFloat(ControlMetrics.datePillGlyphs) * metrics.glyphWidth + insets.horizontal,
        height: metrics.lineHeight + insets.vertical)
    }
  }
}
