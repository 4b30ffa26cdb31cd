/// A placeholder's layout: its size, whatever the proposal (reference §12, placeholders).
///
/// A view LayoutLab cannot lay out still takes room in its container; answering one fixed
/// size, as a view with an intrinsic size that ignores its proposal does, keeps the views
/// around it where they would be around a view of that size.
final class PlaceholderLayout: LayoutBehavior {
  let size: CGSize

  init(size: CGSize) { self.size = size }

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize { size }

  func sizeIgnoresProposal(node: LayoutNode) -> Bool { true }

  func childProposalRule(node: LayoutNode) -> ChildProposalRule? { .unchanged }
}
