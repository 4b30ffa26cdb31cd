import Foundation

/// A button's layout (`Button`, `Link`, `Menu`, a menu-style `Picker`): the label inside the
/// button style's insets (reference §20.1).
///
/// SwiftUI's bordered styles pad the label (`configuration.label.padding(...)`), the plain and
/// borderless ones draw it as it is, so a button hugs its label: proposed the proposal minus
/// the insets, answering the label's size plus the insets. Several label views are stacked
/// as a VStack would stack them (a Picker's selection and chevron as an HStack).
struct ButtonLayout: Layout {
  let insets: EdgeInsets
  let axis: Axis

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let label = stackSize(proposal.inset(by: insets), subviews)
    return CGSize(
      width: label.width + insets.horizontal, height: label.height + insets.vertical)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let inner = CGRect(
      x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
      width: Swift.max(0, bounds.width - insets.horizontal),
      height: Swift.max(0, bounds.height - insets.vertical))
    placeStack(in: inner, proposal.inset(by: insets), subviews)
  }

  private func stackSize(_ proposal: ProposedViewSize, _ subviews: Subviews) -> CGSize {
    switch axis {
    case .horizontal: ControlStacks.size(HStackLayout(), proposal, subviews)
    case .vertical: ControlStacks.size(VStackLayout(), proposal, subviews)
    }
  }

  private func placeStack(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews) {
    switch axis {
    case .horizontal: ControlStacks.place(HStackLayout(), in: bounds, proposal, subviews)
    case .vertical: ControlStacks.place(VStackLayout(), in: bounds, proposal, subviews)
    }
  }
}

/// A stack run on some of a control's subviews, as the control's own layout step.
enum ControlStacks {
  static func size<L: Layout>(_ layout: L, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews)
    -> CGSize
  {
    guard !subviews.isEmpty else { return .zero }
    var cache = layout.makeCache(subviews: subviews)
    return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  static func place<L: Layout>(
    _ layout: L, in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
  ) {
    guard !subviews.isEmpty else { return }
    var cache = layout.makeCache(subviews: subviews)
    layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  /// Subviews not shown (a Label's icon under `.titleOnly`): placed with a zero proposal at
  /// the control's origin, so that they take no room and draw nothing.
  static func hide(_ subviews: LayoutSubviews, at origin: CGPoint) {
    for subview in subviews { subview.place(at: origin, proposal: .zero) }
  }
}
