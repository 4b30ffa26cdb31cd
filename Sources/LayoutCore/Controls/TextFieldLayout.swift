import Foundation

/// `TextField` and `SecureField`: as wide as proposed, one line of text high (reference §20.4).
///
/// The prompt (the title, drawn inside the field) is the field's child. Unspecified, the width
/// is the prompt's (a field in `fixedSize()` hugs its placeholder). With `axis: .vertical` the
/// field grows with its text: as high as its prompt wrapped at the width, at least one line.
struct TextFieldLayout: Layout {
  let lineHeight: CGFloat
  let vertical: Bool

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let width = proposal.width ?? promptSize(.unspecified, subviews).width
    guard vertical else { return CGSize(width: width, height: lineHeight) }
    let wrapped = promptSize(ProposedViewSize(width: width, height: nil), subviews)
    return CGSize(width: width, height: Swift.max(lineHeight, wrapped.height))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for subview in subviews {
      subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
  }

  private func promptSize(_ proposal: ProposedViewSize, _ subviews: Subviews) -> CGSize {
    subviews.reduce(CGSize.zero) {
      let size = $1.sizeThatFits(proposal)
      return CGSize(
        width: Swift.max($0.width, size.width), height: Swift.max($0.height, size.height))
    }
  }
}
