import LayoutCore

/// The approach of the answer printed with the seed question: the alignment as a fraction of
/// the size (`alignment.horizontal.fraction`), which SwiftUI does not have.
///
/// It is kept to show why that answer is wrong. The built-in guides map to 0, ½ and 1 and
/// then match `frame`; but a custom alignment has no fraction (this falls back to ½, the
/// centre) and an explicit guide on the content is ignored, so those differ from `frame`.
public struct FractionFrame: Layout, Equatable, Sendable {
  public var width: CGFloat?
  public var height: CGFloat?
  public var alignment: Alignment

  public init(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) {
    self.width = width
    self.height = height
    self.alignment = alignment
  }

  /// The seed answer's signature.
  public init(size: CGSize, alignment: Alignment = .center) {
    self.init(width: size.width, height: size.height, alignment: alignment)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    if let width, let height { return CGSize(width: width, height: height) }
    guard let content = subviews.first else {
      return CGSize(width: width ?? 0, height: height ?? 0)
    }
    let size = content.sizeThatFits(contentProposal(proposal))
    return CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    guard let content = subviews.first else { return }
    let childProposal = contentProposal(proposal)
    let size = content.sizeThatFits(childProposal)
    let fx = Self.fraction(alignment.horizontal)
    let fy = Self.fraction(alignment.vertical)
    content.place(
      at: CGPoint(
        x: bounds.minX + bounds.width * fx - size.width * fx,
        y: bounds.minY + bounds.height * fy - size.height * fy),
      proposal: childProposal)
  }

  /// The fraction the answer assumes: 0, ½, 1 for the built-in guides, ½ for anything else.
  static func fraction(_ guide: HorizontalAlignment) -> CGFloat {
    switch guide {
    case .leading: 0
    case .trailing: 1
    default: 0.5
    }
  }

  static func fraction(_ guide: VerticalAlignment) -> CGFloat {
    switch guide {
    case .top: 0
    case .bottom, .firstTextBaseline, .lastTextBaseline: 1
    default: 0.5
    }
  }

  private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }
}

extension View {
  /// A frame through `FractionFrame`: the seed answer's technique.
  public func fractionFrame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    FractionFrame(width: width, height: height, alignment: alignment) { self }
  }
}
