import LayoutCore
import ViewSource

/// Reads a view's alignment guides as its parent sees them: `d[guide]` for the size it was
/// proposed, explicit values included.
///
/// `ViewDimensions` has no public initializer (as in SwiftUI); a `Layout` gets them from
/// `LayoutSubview.dimensions(in:)`. So the probe is a one-child layout that asks its child
/// for its dimensions with the proposal the child got in the real pass, and writes the
/// values down. The child keeps its environment: the attributes of its ancestors (a
/// `lineLimit` set on a stack) and the stack axis a Spacer expands along.
struct GuideProbe: Layout, Equatable, @unchecked Sendable {
  /// What the probe read.
  final class Record {
    var values: [GuideValue] = []
    var priority: Double = 0
  }

  let proposal: ProposedViewSize
  let horizontal: [HorizontalAlignment]
  let vertical: [VerticalAlignment]
  let record: Record

  func sizeThatFits(proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(
    in bounds: CGRect, proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    guard let child = subviews.first else { return }
    let dimensions = child.dimensions(in: proposal)
    record.priority = child.priority
    record.values =
      horizontal.map {
        GuideValue(
          name: $0.description, axis: .horizontal, value: dimensions[$0],
          isExplicit: dimensions[explicit: $0] != nil)
      }
      + vertical.map {
        GuideValue(
          name: $0.description, axis: .vertical, value: dimensions[$0],
          isExplicit: dimensions[explicit: $0] != nil)
      }
    child.place(at: bounds.origin, proposal: proposal)
  }

  static func == (lhs: GuideProbe, rhs: GuideProbe) -> Bool { lhs.record === rhs.record }

  /// The guides and the layout priority of the node at `path` in `tree`, for `proposal`,
  /// with the attributes its ancestors pass down.
  static func read(
    _ tree: ViewNode, at path: TreePath, proposal: ProposedViewSize, metrics: TextMetrics,
    choices: AlignmentChoices
  ) -> (guides: [GuideValue], priority: Double)? {
    let ancestors = tree.nodes(along: path)
    guard let node = ancestors.last, ancestors.count == path.count + 1 else { return nil }
    var subject = node
    subject.attributes += ancestors.dropLast().reversed().flatMap(\.attributes)
    let record = Record()
    let probe = GuideProbe(
      proposal: proposal, horizontal: choices.horizontalGuides, vertical: choices.verticalGuides,
      record: record)
    var axis: Axis?
    if ancestors.count >= 2 {
      // The stack the node is in, through any modifiers around it.
      for ancestor in ancestors.dropLast().reversed() {
        if case .hStack = ancestor.kind { axis = .horizontal }
        if case .vStack = ancestor.kind { axis = .vertical }
        if !ancestor.kind.isModifier { break }
      }
    }
    let layout: AnyLayout =
      switch axis {
      case .horizontal: AnyLayout(OrientedProbe<HorizontalOrientation>(probe: probe))
      case .vertical: AnyLayout(OrientedProbe<VerticalOrientation>(probe: probe))
      case nil: AnyLayout(probe)
      }
    let canvas = CGSize(
      width: finite(proposal.width) ?? 1000, height: finite(proposal.height) ?? 1000)
    _ = LayoutEngine(metrics: metrics, isTracing: false).layout(
      ViewNode(.layout(layout), children: [subject]), in: canvas)
    return (record.values, record.priority)
  }

  private static func finite(_ value: CGFloat?) -> CGFloat? {
    guard let value, value.isFinite else { return nil }
    return value
  }
}

/// One guide's value.
struct GuideValue: Equatable, Sendable {
  var name: String
  var axis: Axis
  var value: CGFloat
  /// Whether the view sets it with `alignmentGuide` (or passes a child's on).
  var isExplicit: Bool
}

/// A stack axis as a type, so that a probe can declare it in its `layoutProperties`.
protocol ProbeOrientation: Sendable {
  static var axis: Axis { get }
}

enum HorizontalOrientation: ProbeOrientation {
  static let axis = Axis.horizontal
}

enum VerticalOrientation: ProbeOrientation {
  static let axis = Axis.vertical
}

/// A probe inside a stack's axis: Spacers and Dividers in it expand as in that stack.
struct OrientedProbe<Orientation: ProbeOrientation>: Layout, Equatable, Sendable {
  let probe: GuideProbe

  static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = Orientation.axis
    return properties
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    probe.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    probe.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
}
