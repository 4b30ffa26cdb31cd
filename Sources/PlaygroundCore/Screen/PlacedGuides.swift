import LayoutCore

/// One guide's value, as the inspector lists it.
struct GuideValue: Equatable, Sendable {
  var name: String
  var axis: Axis
  var value: CGFloat
  /// Whether the view sets it with `alignmentGuide` (or passes a child's on).
  var isExplicit: Bool
}

extension PlacedNode {
  /// The node's guides as its parent saw them in the layout pass, `d[guide]` for the size it
  /// answered, explicit values marked, and its layout priority.
  ///
  /// The placement pass records what the inspector shows (`answeredSize`, `explicitGuides`,
  /// `priority`; the playground's engines record guides), so reading them lays nothing out.
  func guides(horizontal: [HorizontalAlignment], vertical: [VerticalAlignment]) -> (
    guides: [GuideValue], priority: Double
  ) {
    let dimensions = self.dimensions
    let values =
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
    return (values, priority)
  }
}
