import Foundation

/// `Label`'s layout: the icon, then the title, side by side and centred vertically, as the
/// title-and-icon style's `HStack { icon; title }` (reference §20.2); `.iconOnly` and
/// `.titleOnly` show one of them.
///
/// The icon is sized first (it is the less flexible: a glyph), the title proposed what is
/// left after the spacing, as an HStack of a fixed view and a text does (§4). Several views
/// in one closure stack as a VStack.
struct LabelLayout: Layout {
  let title: Range<Int>
  let icon: Range<Int>
  let style: LabelStyleKind
  let spacing: CGFloat

  private var showsIcon: Bool { style != .titleOnly }
  private var showsTitle: Bool { style != .iconOnly }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let (icon, title) = sizes(proposal, subviews)
    let gap = icon.width > 0 && title.width > 0 ? spacing : 0
    return CGSize(
      width: icon.width + gap + title.width, height: Swift.max(icon.height, title.height))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let (icon, title) = sizes(proposal, subviews)
    let gap = icon.width > 0 && title.width > 0 ? spacing : 0
    if showsIcon {
      ControlStacks.place(
        VStackLayout(),
        in: CGRect(
          x: bounds.minX, y: bounds.midY - icon.height / 2, width: icon.width,
          height: icon.height), ProposedViewSize(icon), subviews[self.icon])
    } else {
      ControlStacks.hide(subviews[self.icon], at: bounds.origin)
    }
    if showsTitle {
      ControlStacks.place(
        VStackLayout(),
        in: CGRect(
          x: bounds.minX + icon.width + gap, y: bounds.midY - title.height / 2,
          width: title.width, height: title.height),
        titleProposal(proposal, icon: icon), subviews[self.title])
    } else {
      ControlStacks.hide(subviews[self.title], at: bounds.origin)
    }
  }

  private func sizes(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (CGSize, CGSize) {
    let icon =
      showsIcon
      ? ControlStacks.size(
        VStackLayout(), ProposedViewSize(width: nil, height: proposal.height),
        subviews[self.icon]) : .zero
    let title =
      showsTitle
      ? ControlStacks.size(
        VStackLayout(), titleProposal(proposal, icon: icon), subviews[self.title])
      : .zero
    return (icon, title)
  }

  private func titleProposal(_ proposal: ProposedViewSize, icon: CGSize) -> ProposedViewSize {
    let gap = icon.width > 0 ? spacing : 0
    return ProposedViewSize(
      width: proposal.width.map { Swift.max(0, $0 - icon.width - gap) }, height: proposal.height)
  }
}
