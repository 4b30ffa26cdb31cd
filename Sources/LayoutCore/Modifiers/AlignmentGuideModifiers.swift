extension View {
  /// Sets the view's explicit value for a horizontal guide, computed from its dimensions (§8.3).
  ///
  ///     Text("Badge").alignmentGuide(.leading) { d in d.width / 2 }
  public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modified(.alignmentGuide(g.key, AlignmentGuideComputation(computeValue)))
  }

  /// Sets the view's explicit value for a vertical guide, computed from its dimensions.
  public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modified(.alignmentGuide(g.key, AlignmentGuideComputation(computeValue)))
  }
}
