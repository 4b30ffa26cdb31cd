import Foundation

/// The layout of `Toggle`, `Stepper`, `DatePicker` and `ColorPicker` on iOS: the label leading,
/// the control's part trailing, as wide as proposed (reference §20.3).
///
/// SwiftUI lays these out as `HStack { label; Spacer(); part }`: the part keeps its size, the
/// label is proposed the width left after it and the Spacer's 8 pt, and the Spacer takes the
/// rest, so the control fills the proposed width and is as high as the taller of the two.
/// Unspecified, the width is the label's, 8 pt and the part's (the Spacer's minimum).
struct TrailingPartLayout: Layout {
  /// The label's subviews; the part is the last subview.
  let label: Range<Int>
  let spacing: CGFloat

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let (label, part) = sizes(proposal, subviews)
    let gap = label.width > 0 ? spacing : 0
    let width = proposal.width ?? label.width + gap + part.width
    return CGSize(width: width, height: Swift.max(label.height, part.height))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let (label, part) = sizes(proposal, subviews)
    ControlStacks.place(
      VStackLayout(alignment: .leading),
      in: CGRect(
        x: bounds.minX, y: bounds.midY - label.height / 2, width: label.width,
        height: label.height), labelProposal(proposal, part: part, subviews),
      subviews[self.label])
    if let last = subviews.indices.last, !self.label.contains(last) {
      subviews[last].place(
        at: CGPoint(x: bounds.maxX, y: bounds.midY), anchor: .trailing,
        proposal: ProposedViewSize(part))
    }
  }

  private func sizes(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (CGSize, CGSize) {
    var part = CGSize.zero
    if let last = subviews.indices.last, !self.label.contains(last) {
      part = subviews[last].sizeThatFits(.unspecified)
    }
    let label = ControlStacks.size(
      VStackLayout(alignment: .leading), labelProposal(proposal, part: part, subviews),
      subviews[self.label])
    return (label, part)
  }

  private func labelProposal(_ proposal: ProposedViewSize, part: CGSize, _ subviews: Subviews)
    -> ProposedViewSize
  {
    ProposedViewSize(
      width: proposal.width.map { Swift.max(0, $0 - part.width - spacing) },
      height: proposal.height)
  }
}
