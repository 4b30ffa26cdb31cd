extension View {
  /// Frames the view to the nearest container's length on `axes`: the root's safe area, or
  /// the scroll view it is in (§14.8).
  ///
  ///     Color.red.containerRelativeFrame(.horizontal)   // as wide as the screen's safe area
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
    -> some View
  {
    modified(.containerRelativeFrame(ContainerRelativeFrame(axes: axes, alignment: alignment)))
  }

  /// Frames the view to `span` of `count` equal parts of the nearest container, `spacing`
  /// apart, on `axes` (§14.8).
  ///
  ///     ScrollView(.horizontal) {
  ///       HStack(spacing: 10) {
  ///         ForEach(0..<9) { _ in
  ///           Color.red.containerRelativeFrame(.horizontal, count: 3, spacing: 10)
  ///         }
  ///       }
  ///     }
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    modified(
      .containerRelativeFrame(
        ContainerRelativeFrame(
          axes: axes, count: count, span: span, spacing: spacing, alignment: alignment)))
  }
}
