import LayoutCore

/// `frame(width:height:alignment:)` rewritten with the public `Layout` API, for any alignment,
/// custom ones and explicit guides included (the seed question; reference §9.4).
///
/// The difficulty: placing the content needs the alignment guide evaluated for the frame's own
/// size, but a custom `AlignmentID` cannot be evaluated without a `ViewDimensions`, which has
/// no public initializer. The technique: lay out a `Color.clear` helper before the content.
/// Color takes exactly what it is proposed and has no explicit guides, so its dimensions at the
/// frame's size give the frame's value for *any* guide. `View.myFrame` adds the helper.
///
///     Rectangle().fill(.red).frame(width: 100, height: 100)
///       .myFrame(width: 250, height: 250, alignment: .bottomTrailing)
///
/// Subviews: `[helper, content]`. With a single subview there is no helper, and the content
/// is centred as an unplaced subview would be.
public struct MyFrame: Layout, Equatable, Sendable {
  /// The fixed width, or nil to take the content's.
  public var width: CGFloat?
  /// The fixed height, or nil to take the content's.
  public var height: CGFloat?
  /// How the content sits in the frame.
  public var alignment: Alignment

  public init(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) {
    self.width = width
    self.height = height
    self.alignment = alignment
  }

  /// The seed question's signature: both lengths fixed.
  public init(size: CGSize, alignment: Alignment = .center) {
    self.init(width: size.width, height: size.height, alignment: alignment)
  }

  /// `_FrameLayout.sizeThatFits`: fixed lengths win; with both fixed the content is not
  /// even measured; otherwise the content's size fills in (§6.1). The helper is ignored.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    if let width, let height { return CGSize(width: width, height: height) }
    guard let content = subviews.last else { return CGSize(width: width ?? 0, height: height ?? 0) }
    let size = content.sizeThatFits(contentProposal(proposal))
    return CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    guard subviews.count == 2, let helper = subviews.first, let content = subviews.last else {
      return
    }
    let origin = contentOrigin(in: bounds, proposal: proposal, helper: helper, content: content)
    helper.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    content.place(at: origin, proposal: contentProposal(proposal))
  }

  /// A frame keeps its content's spacing preferences on the axes it leaves to the content and
  /// drops them on the axes it fixes (reference §4.2, `Spacing.reset`), so a fixed frame gets
  /// the default 8 from its neighbours. The default of §9.1 would take the union of both
  /// subviews on every edge: `HStack { Color.red; HStack {}.myFrame(width: 0) }` would then
  /// have no gap, because an empty stack prefers 0 (§3.7), where `frame` has 8.
  public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
    guard let content = subviews.last else { return ViewSpacing() }
    var free: Edge.Set = []
    if width == nil { free.formUnion(.horizontal) }
    if height == nil { free.formUnion(.vertical) }
    return ViewSpacing().union(content.spacing, edges: free)
  }

  /// A frame forwards the content's explicit guides, offset by where it puts the content, as
  /// every unary layout modifier does (reference §7 note, `UnaryLayoutEngine`). The default of
  /// §9.2 would drop the built-in ones, so this is the one override `frame` needs.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    guard subviews.count == 2, let helper = subviews.first, let content = subviews.last else {
      return nil
    }
    let origin = contentOrigin(in: bounds, proposal: proposal, helper: helper, content: content)
    return content.dimensions(in: contentProposal(proposal))[explicit: guide].map { origin.x + $0 }
  }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    guard subviews.count == 2, let helper = subviews.first, let content = subviews.last else {
      return nil
    }
    let origin = contentOrigin(in: bounds, proposal: proposal, helper: helper, content: content)
    return content.dimensions(in: contentProposal(proposal))[explicit: guide].map { origin.y + $0 }
  }

  /// The content's top-leading corner: the frame's guide (read off the helper at the frame's
  /// size) minus the content's own guide, explicit values included.
  private func contentOrigin(
    in bounds: CGRect, proposal: ProposedViewSize, helper: LayoutSubview, content: LayoutSubview
  ) -> CGPoint {
    let frame = helper.dimensions(in: ProposedViewSize(bounds.size))
    let inner = content.dimensions(in: contentProposal(proposal))
    return CGPoint(
      x: bounds.minX + frame[alignment.horizontal] - inner[alignment.horizontal],
      y: bounds.minY + frame[alignment.vertical] - inner[alignment.vertical])
  }

  /// The content is offered the fixed lengths, and the frame's own proposal elsewhere.
  private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }
}

extension View {
  /// `frame(width:height:alignment:)` through `MyFrame`, with its `Color.clear` helper.
  public func myFrame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    MyFrame(width: width, height: height, alignment: alignment) {
      Color.clear
      self
    }
  }
}
