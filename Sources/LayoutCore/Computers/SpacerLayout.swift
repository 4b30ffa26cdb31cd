/// A Spacer's size, priority and spacing (reference §3.2).
///
/// Along its stack's axis it takes `max(proposal, minLength)`, across it 0; outside a stack it
/// expands both ways. Its priority is −∞, so a stack gives it only what the other children
/// leave plus its reserved minimum, and its major edges prefer no spacing.
final class SpacerLayout: LayoutBehavior {
  let minLength: CGFloat
  let orientation: Axis?

  init(minLength: CGFloat?, orientation: Axis?) {
    self.minLength = minLength ?? ViewSpacing.defaultSpacing
    self.orientation = orientation
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
    let width = Swift.max(proposal.width ?? -.infinity, minLength)
    let height = Swift.max(proposal.height ?? -.infinity, minLength)
    switch orientation {
    case .horizontal: return CGSize(width: width, height: 0)
    case .vertical: return CGSize(width: 0, height: height)
    case nil: return CGSize(width: width, height: height)
    }
  }

  func layoutPriority(node: LayoutNode) -> Double { -.infinity }

  func spacing(node: LayoutNode) -> ViewSpacing {
    switch orientation {
    case .horizontal: ViewSpacing(zeroOn: .horizontal)
    case .vertical: ViewSpacing(zeroOn: .vertical)
    case nil: .zero
    }
  }
}
